import { plan, spreadAsker } from './read-plan';

/**
 * Round 20's blind reading (docs/evaluation.md, "Round 20"): a midwife's site for the new parents of her clinic was
 * told "You mention a new baby … low mood … your health visitor": the new-parent constraint read the people her
 * target serves as her own baby. Those who care for other people's babies by trade are set aside, as a friend's are.
 */

const ask = spreadAsker('Coding');

describe('a midwife building a site for the new parents of her clinic', () => {
  const request = ask(
    'midwife, no coding, I have a Windows laptop',
    'a simple website where new parents in my clinic can find feeding advice and book a call',
    25,
    3,
  );

  it('is not told she has a new baby', async () => {
    const p = await plan(request);
    expect(p.description).not.toMatch(/You mention a new baby/);
  });

  it('a new mum building a site for her own business is still planned around the baby', async () => {
    const p = await plan(ask('new mum on maternity leave, I never coded', 'a website for my baby photography business', 25, 3));
    expect(p.description).toMatch(/You mention a new baby/);
  });
});
