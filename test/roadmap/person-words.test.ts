import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask, everything, tasksOf } from '../support/plan-reading';

/**
 * The person's words in the weeks (issue #36, round 8, decisions 099 and 100). New people, in their
 * own words, read as the field's coach would: the target's key noun — a card to pay off, a partner and
 * a baby, less sugar, people on the train — gets tasks of its own; a variable income is heard however it
 * is said; a constraint's words fit the plan they land on; a new parent, a shift worker and a pregnant
 * runner get their plan changed, with the professional named.
 */
const plan = (option: string, current: string, target: string, minutes = 30, days = 4) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const tasks = async (...args: Parameters<typeof plan>) => tasksOf(await plan(...args)).join('\n');

describe('the key noun of the target gets tasks (read as a money coach, a cook and a drawing teacher)', () => {
  it.each([
    ['I have 2,000 on a credit card at 24% and 500 saved', 'pay off my credit card and save 3,000 for a holiday'],
    ['I owe about 4k on my overdraft and a car finance loan', 'be debt free and have some savings'],
  ])('debt beside a savings goal: avalanche or snowball, a payoff date, a balance transfer ("%s")', async (current, target) => {
    const all = await tasks('Saving for a Goal', current, target, 30, 4);
    expect(all).toMatch(/^Your debts on one page: each balance, rate \(APR\), minimum payment/m);
    expect(all).toMatch(/^Avalanche or snowball/m);
    expect(all).toMatch(/^Your payoff date/m);
    expect(all).toMatch(/^Balance transfer check/m);
  });

  it('a saver with no debt gets none of the debt tasks', async () => {
    expect(await tasks('Saving for a Goal', 'I have no debts and a steady salary', 'save 3,000 for a holiday')).not.toMatch(
      /Avalanche|payoff date|Balance transfer|lowest month/i,
    );
  });

  it.each([
    ['we never know where our money goes', 'a shared budget for me and my partner, with a baby on the way'],
    ['my husband and I both work, two kids at nursery', 'a household budget we both stick to'],
  ])('a couple with children: a money meeting, who logs what, the children’s own lines ("%s")', async (current, target) => {
    const all = await tasks('Expense Tracking Mastery', current, target, 30, 4);
    // The couple's track (decision 246, "a shared budget for me and my partner") or the general path with the
    // partner's tasks: a first money meeting, who logs what, and the split agreed either way.
    expect(all).toMatch(/^First money meeting: /m);
    expect(all).toMatch(/who logs what/);
    expect(all).toMatch(/^(Shared bills|Money meeting): agree the split/m);
    expect(all).toMatch(/^Your children’s costs as their own budget lines/m);
    expect(all).toMatch(/Child Benefit/);
  });

  it.each(['cook low-sugar meals for the week', 'cook dinners with less sugar, I have a sweet tooth'])(
    'cooking with less sugar: several sugar tasks in the cooking, with the NHS limit and label numbers ("%s")',
    async (target) => {
      const made = await plan('Nutrition Basics', 'I can make toast and boil an egg', target, 45, 4);
      const all = tasksOf(made).join('\n');
      const sugar = tasksOf(made).filter((t) => /sugar|sweeten|sauce from scratch/i.test(t.split('\n')[0]!));
      expect(new Set(sugar.map((t) => t.split('\n')[0])).size).toBeGreaterThanOrEqual(3);
      expect(all).toMatch(/22\.5 g per 100 g/);
      expect(made.description).toMatch(/30 g of free sugars a day/);
    },
  );

  it.each([
    ['I draw a bit in my sketchbook', 'sketch people on the train on my commute'],
    ['I can draw still life', 'draw strangers in cafés quickly'],
  ])('drawing people where they are: a seated figure, timed people, a memory sketch ("%s")', async (current, target) => {
    const all = await tasks('Drawing', current, target, 30, 4);
    expect(all).toMatch(/^Seated figures: two-minute sketches of people sitting/m);
    expect(all).toMatch(/^Timed people: one-minute gestures of strangers/m);
    expect(all).toMatch(/^Memory sketch/m);
  });
});

describe('a variable income, however it is said (read as a money coach)', () => {
  it.each([
    'I wait tables and my tips vary a lot',
    'I work freelance as a designer',
    'I sell cars on commission',
    'I do gig work for Deliveroo',
    'my work is seasonal, busy in summer',
    'I’m on a zero-hours contract',
    'my hours change every week',
  ])('budgets from the lowest month for "%s"', async (current) => {
    const all = await tasks('Saving for a Goal', current, 'save 1,000 for emergencies');
    expect(all).toMatch(/^Your lowest month: list the last 12 months of income/m);
  });

  it.each([
    ['I have a steady salary', 'save for gig tickets and a holiday'],
    ['paid monthly, same every month', 'put money aside for seasonal costs like Christmas'],
  ])('hears no variable income in a fixed salary that names gigs or seasons ("%s")', async (current, target) => {
    expect(await tasks('Saving for a Goal', current, target)).not.toMatch(/lowest month/i);
  });

  it('tells an employee on tips that payroll takes the tax, not a sole trader’s pot', async () => {
    const all = await tasks('Expense Tracking Mastery', 'I wait tables and my tips vary a lot', 'know where my money goes', 30, 5);
    expect(all).toMatch(/tax is taken for you: skip this/);
  });
});

describe('a constraint’s words fit the plan they land on', () => {
  it('a runner with a sore knee keeps the intervals while the pain stays low, with a bike for the bad weeks, and no “low-impact” line', async () => {
    const made = await plan(
      'Physical Fitness',
      'I run 5K in 27 minutes but my knee hurts after long runs',
      'run a 10K under 55 minutes',
      45,
      4,
    );
    const all = everything(made);
    expect(all).not.toMatch(/stay low-impact|Swap one session for its low-impact version/i);
    expect(all).toMatch(/^Pain check: rate the pain 0 to 10 during the fast session/m);
    expect(all).toMatch(/on the bike or cross-trainer/);
    expect(made.weeks.some((w) => w.days.some((d) => d.tasks.some((t) => /^Intervals/.test(t.title))))).toBe(true);
  });

  it('a runner with ADHD gets a club or a friend and kit laid out, not a run cut into 10-minute blocks', async () => {
    const all = everything(await plan('Physical Fitness', 'I have ADHD and run 5K in 30 minutes', 'a 10K in 60 minutes', 60, 4));
    expect(all).not.toMatch(/-minute blocks with a timer/);
    expect(all).toMatch(/^Train with someone once this week: a club, parkrun or a friend/m);
  });

  it('a pianist with sore wrists and a sketcher with arthritis get shorter practice and breaks, never cycling or the pool', async () => {
    for (const [option, current, target] of [
      ['Drawing', 'I doodle, and I have arthritis in my hands', 'draw portraits'],
      ['Music (Instrumental Practice)', 'grade 2 piano, but my wrists hurt after practice', 'grade 4 piano'],
    ] as const) {
      const all = everything(await plan(option, current, target, 30, 4));
      expect(all).toMatch(/break every 15 to 20 minutes/);
      expect(all).not.toMatch(/cycling|the pool|cross-trainer|low-impact/i);
    }
  });

  it('a sleep plan with back pain names the GP for the pain, with no session to swap for the pool', async () => {
    const all = everything(await plan('Sleep Improvement', 'my back hurts and I wake at 4am', 'sleep through the night', 30, 5));
    expect(all).toMatch(/nothing in this plan loads it/);
    expect(all).not.toMatch(/cycling|the pool|low-impact/i);
  });

  it('a burnt-out runner does the fast session only on a day of enough energy', async () => {
    const all = everything(
      await plan('Physical Fitness', 'burnt out at work, I run 5K in 28 minutes', 'a half marathon in under 2 hours', 60, 4),
    );
    expect(all).toMatch(/^Energy check before each fast session/m);
  });
});

describe('what people commonly name changes the tasks, with a professional where one is due', () => {
  it('a new mum getting back to running: the postnatal check first, pelvic floor, sessions at nap times', async () => {
    const made = await plan('Physical Fitness', 'new mum, my baby is 4 months old, I used to jog', 'run 5K again', 30, 3);
    const all = everything(made);
    // Decision 275: the postnatal track's own words.
    expect(made.description).toMatch(/6–8 week postnatal check/);
    expect(all).toMatch(/^The load and impact test/m);
    expect(all).toMatch(/^Pelvic floor: 3 sets today/m);
  });

  it('a new dad back to running: the nights and naps, not a postnatal check or pelvic floor exercises meant for the birth', async () => {
    const all = everything(await plan('Physical Fitness', 'new dad, I used to run 10K in 52 minutes', 'a half marathon', 60, 3));
    expect(all).toMatch(/^Sleep first: on a night under 5 hours, the session is a walk/m);
    expect(all).not.toMatch(/^(Your postnatal check|Pelvic floor exercises)/m);
  });

  it('a new dad learning Spanish: short sessions around naps, and a broken night’s version', async () => {
    const all = everything(await plan('Spanish', 'complete beginner, we have a newborn', 'order food in Spanish', 20, 5));
    expect(all).toMatch(/^This week’s sessions in the calendar around naps or a handover/m);
    expect(all).not.toMatch(/Pelvic floor/);
  });

  it('a nurse on nights training for a 10K: sessions placed by the rota, the hard one after a full sleep', async () => {
    const all = everything(
      await plan('Physical Fitness', 'I work 12-hour night shifts as a nurse, I run 5K in 32 minutes', 'a 10K', 45, 3),
    );
    expect(all).toMatch(/^Rota first: this week’s shifts in the calendar/m);
    expect(all).toMatch(/never straight after a night shift/);
  });

  it.each([
    ['Physical Fitness', 'my rota changes every week, earlies and lates', 'a 10K', true],
    ['Physical Fitness', 'I work a rotating pattern of days and nights', 'a 10K', true],
    // A rota the person keeps for others is not their shifts (round 14's readers: a charity's volunteer rota).
    ['Coding', 'never coded; I do mail merges in Word', 'send our weekly volunteer rota e-mails from our Google Sheet', false],
    ['Habits Building', 'I make the cleaning rota for our flat', 'keep the kitchen tidy every day', false],
  ])('%s, "%s" → "%s": told of shift work only when the rota is theirs (%s)', async (option, current, target, shifts) => {
    const made = await plan(option, current, target, 30, 3);
    expect(/You work shifts/.test(everything(made))).toBe(shifts);
  });

  it.each([
    ['Physical Fitness', 'my baby is 4 months old and wakes twice a night', 'run 5k', true],
    // Babies cared for at work, or a course about them, are not the person's own (round 14's readers: a childminder).
    ['Physical Fitness', 'I work as a nanny for twins', 'run 5k', false],
    ['Physical Fitness', 'childminder, I look after three babies', 'get fit enough to keep up with them', false],
    ['Mental Health', 'nursery practitioner in the baby room', 'feel less anxious at work', false],
  ])('%s, "%s": a new baby’s plan only for the person’s own baby (%s)', async (option, current, target, baby) => {
    expect(/You mention a new baby/.test(everything(await plan(option, current, target, 20, 3)))).toBe(baby);
  });

  // Decision 275: the pregnancy track plans her weeks, its runs by feel at the talk test.
  it('a pregnant runner with a time goal: her midwife, the talk test, the warning signs, and the race after the birth', async () => {
    const made = await plan('Physical Fitness', 'I’m 14 weeks pregnant and run 10K in 58 minutes', 'a 10K in 55 minutes', 45, 4);
    const all = everything(made);
    expect(made.description).toMatch(/a race time is a goal for after the birth/);
    // Not the general warning written for a plan that opens with brisk walks.
    expect(made.description).not.toMatch(/this plan’s first weeks/);
    expect(all).toMatch(/^Tell your midwife or GP about this plan/m);
    expect(all).toMatch(/^A run by feel: \d+ minutes, able to talk\b/m);
    expect(all).toMatch(/^The warning signs: a note on your phone/m);
  });

  it('the sleep plan’s own new-parent, shift-work and pregnancy tracks are not told the same thing twice', async () => {
    for (const current of ['my baby wakes every 2 hours', 'I work night shifts', 'I’m 30 weeks pregnant'])
      expect(everything(await plan('Sleep Improvement', current, 'sleep better', 30, 5))).not.toMatch(
        /^(This week’s sessions in the calendar around naps|Rota first|Talk test)/m,
      );
  });

  it.each([
    ['Physical Fitness', 'my knees hurt', 'walk 5 km', /GP or physiotherapist/],
    ['Time Management Basics', 'I have ADHD and lose whole afternoons', 'plan my week', /^Body doubling/m],
    ['Job Search Strategy', 'I was laid off last month', 'a new job in marketing', /story in three sentences/],
    ['Networking Skills', 'I’m an introvert and hate small talk', 'go to a meetup and talk to 3 people', /^Lower stakes first/m],
    ['Mental Health', 'completely burnt out at work', 'feel like myself again', /GP/],
  ])('the classes of #36 still hold: %s, "%s"', async (option, current, target, expected) => {
    expect(everything(await plan(option, current, target, 30, 4))).toMatch(expected);
  });
});
