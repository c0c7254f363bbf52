import { textOf } from './custom-ask';
import { expectOnTheirDays, onOption } from './track-ask';

/**
 * Round 16 (decision 279): "63, osteoporosis diagnosed last year, walk daily" → "stronger bones and better
 * balance" got the falls programme ("Book a GP appointment about your fall", "Keep your walking stick or
 * frame", a bench near home) and nothing that loads bone. The Royal Osteoporosis Society's Strong, Steady and
 * Straight (2018) asks for progressive resistance 2–3 days a week, moderate impact (about 50 jumps or stamps
 * most days, where safe) and balance, with no loaded forward bending or twisting after a spine fracture and a
 * physiotherapist for the first sessions. A person with osteoporosis who has not fallen gets that; one who
 * falls, is unsteady or walks with a stick keeps the falls programme. People written for this test; a
 * physiotherapist's reading.
 */

const { trackOf, plan } = onOption('Physical Fitness');
const BONES = 'Stronger bones: strength, impact and balance';
const BALANCE = 'Steady on your feet: strength and balance against falls';

describe('stronger bones with osteoporosis, as a physiotherapist reads the plan', () => {
  it.each([
    ['63, osteoporosis diagnosed last year, walk daily', 'stronger bones and better balance', 25, 3],
    ['58, osteopenia on my DEXA scan, never exercised', 'build my bones', 40, 5],
    ['man, 67, told I have thin bones after a scan', 'get fitter and protect my bones', 20, 4],
    ['52, early menopause, my bone density is low', 'improve my bone density', 60, 2],
  ])('“%s” → “%s” loads bone: resistance to tiredness, 50 impacts, balance', async (current, target, minutes, days) => {
    expect(trackOf(current, target)).toBe(BONES);
    const p = await plan(current, target, minutes, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(/any spine fracture/);
    expect(text).toMatch(/Strength with weights: .*3 × 8–12/);
    expect(text).toMatch(/5 sets of 10/);
    expect(text).toMatch(/one-leg stand/);
    expect(text).toMatch(/never rounding forward to lift/);
    expect(text).not.toMatch(/about your fall|walking stick or frame|falls clinic first/);
  });

  it('after a spine fracture the impact stays at heel drops and stamps, and a physio is asked for', async () => {
    const p = await plan('70, osteoporosis and a spinal fracture two years ago', 'stronger bones', 30, 2);
    const text = textOf(p);
    expect(text).toMatch(/Impact and balance: heel drops and stamps, 5 sets of 10/);
    expect(text).not.toMatch(/small jumps on the spot/);
    expect(p.description).toMatch(/physiotherapist to show you the first sessions/);
  });

  it('without one, jumps are offered only with the GP’s or physio’s word', async () => {
    const text = textOf(await plan('63, osteoporosis diagnosed last year, walk daily', 'stronger bones and better balance', 25, 3));
    expect(text).toMatch(/small jumps on the spot or heel drops/);
    expect(text).toMatch(/only if your GP or physio has said jumping is right for you/);
  });

  it.each([
    ['78, osteoporosis, I fell twice this year', 'stronger bones and better balance'],
    ['osteoporosis, I walk with a stick and feel unsteady', 'stronger bones'],
    ['help my mum with osteoporosis', 'help my mum get steadier on her feet'],
  ])('“%s” → “%s”: falls or a stick keep the falls programme', (current, target) => {
    expect(trackOf(current, target)).toBe(BALANCE);
  });

  it.each([
    ['osteopenia, I jog twice a week', 'run a 10k'],
    ['I have osteoporosis', 'swim 1 km'],
    ['my funny bone hurts', 'do 20 push-ups'],
  ])('“%s” → “%s” is not the bones track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(BONES);
  });
});
