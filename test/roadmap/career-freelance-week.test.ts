import { onOption } from './track-ask';

/**
 * A freelancer's or home worker's week (decision 178): client work, admin and their own work in blocks,
 * the fixed points first (the school run), an evening cut-off and a capacity check before every yes —
 * not a generic course of inbox rules. An office worker's inbox and a teacher's marking keep their plans.
 */
const time = onOption('Time Management Basics');
const textOf = (plan: unknown) => JSON.stringify(plan);

describe('a freelancer’s or home worker’s week', () => {
  it.each([
    [
      'freelance illustrator, I say yes to every commission and miss deadlines',
      'a weekly schedule with client work, admin and my own art, no more late nights',
    ],
    ['self-employed designer, always working late for clients', 'stop working evenings'],
    ["I'm a sole trader and I never say no to clients", 'get my evenings back'],
  ])('“%s” → “%s”: blocks by kind, a cut-off, and a capacity check before a yes', async (current, target) => {
    const text = textOf(await time.plan(current, target, 25, 5));
    expect(text).toMatch(/Draw the template week: client work in your best hours, admin in one or two blocks/);
    expect(text).toMatch(/Name your evening cut-off/);
    expect(text).toMatch(/Write the capacity check/);
    expect(text).not.toMatch(/Call garage|Car becomes/);
  });

  it('puts a home-working parent’s school run first and works their ADHD into the weeks', async () => {
    const plan = await time.plan(
      'I work from home, I have ADHD and I do the school pickup every day',
      'get my work done before the school run',
      30,
      5,
    );
    const text = textOf(plan);
    expect(text).toMatch(/Mark the fixed points first: the school run/);
    expect(text).toMatch(/Body doubling/);
    expect(plan.description).toMatch(/clinician/);
  });

  it('names their own work where they named it', async () => {
    expect(textOf(await time.plan('freelance writer', 'time for my own novel and client work without late nights', 25, 5))).toMatch(
      /your own work|your own novel/,
    );
    expect(textOf(await time.plan('freelance illustrator', 'more time for my own art', 25, 5))).toMatch(/Protect your own art/);
  });

  it('keeps a teacher’s marking and a carer’s week on their own tracks', () => {
    expect(time.trackOf('secondary teacher, marking takes my weekends', 'my weekends back')).not.toMatch(/freelancer/);
    expect(time.trackOf('I care for my mum full time', 'some time for myself each week')).not.toMatch(/freelancer/);
    expect(time.trackOf('office job, my inbox is out of control', 'inbox zero every Friday')).not.toMatch(/freelancer/);
  });
});
