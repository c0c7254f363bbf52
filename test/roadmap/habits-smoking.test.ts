import { expectWhole, GRID, onOption } from './ask';
import { textOf, tasksOf, weekOf, inOrder } from './custom-ask';

/**
 * Stopping smoking for good (decision 314). Round 18's coach read "I smoke 15 a day, tried patches once" →
 * "quit smoking for good" as a generic cut-down template: no quit date, never "not a puff", the patch that
 * failed not answered with combination NRT, varenicline, cytisine or a vape, and caffeine-cutting text in a
 * smoking plan. Smoking now has its own track: the Stop Smoking service booked as a task, the medicine chosen,
 * a quit date and not a puff from it (NICE NG209, NCSCT, NHS Better Health, BNF). People written for this test.
 */

const { trackOf, plan } = onOption('Habits Building', 15, 7);
const SMOKING = 'Stopping smoking for good';

describe('stopping smoking, as a stop-smoking adviser reads it', () => {
  it.each([
    [
      'I smoke 15 a day, tried patches once, 45',
      'quit smoking for good',
      15,
      7,
      /Your starting count: 15 a day/,
      /You tried patches: a patch alone/,
    ],
    ['20 rollies a day since I was 16, tried cold turkey twice', 'stop smoking', 10, 3, /20 rollies a day/, /willpower alone/],
    ['smoker for 30 years, a pack a day, I used Champix in 2015', 'give up cigarettes', 30, 5, /a pack a day/, /You tried a tablet before/],
    [
      'I smoke at work on breaks, about ten a day',
      'be smoke free by my birthday',
      20,
      4,
      /ten a day/,
      /most first tries use one form of NRT/,
    ],
    [
      'social smoker, mostly when I drink, 5 fags a day at weekends',
      'stop smoking completely',
      60,
      2,
      /how many a day now|5 fags a day/,
      /most first tries/,
    ],
    ['I smoke and tried the gum', 'quit tobacco', 120, 6, /how many a day now/, /You tried one fast-acting form/],
  ])(
    '%s → %s (%i min × %i days): the service, the medicine, a quit date, not a puff',
    async (current, target, minutes, days, count, tried) => {
      expect(trackOf(current, target)).toBe(SMOKING);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      expect(text).toMatch(count);
      expect(text).toMatch(tried);
      expect(text).not.toMatch(/\{\w+\}|\$\d/);
      // The service is booked as a task, not only said in the description.
      expect(weekOf(p, /^Book your local NHS Stop Smoking service/)).toBe(1);
      expect(text).toMatch(/combination NRT, varenicline, cytisine or a vape/);
      // A quit date and the not-a-puff rule, in order, and a milestone that counts it.
      inOrder(p, [/^Set your quit date/, /^The day before: bin every cigarette/, /^Quit day: not a puff/]);
      expect(tasksOf(p).some((t) => /^Milestone: .*not a puff/.test(t.title))).toBe(true);
      // Nothing of the caffeine or cut-down template: no steps down, no headaches, no "your target".
      expect(text).not.toMatch(/caffeine|coffee, cola|headaches|Step 1 of your steps|At your target/i);
      expectWhole(p, minutes, days);
    },
  );

  it('says the drug cautions of stopping once, in the description, with the pregnancy line when said', async () => {
    const p = await plan('pregnant, I still smoke about 6 a day', 'stop smoking for the baby');
    expect(p.description).toMatch(/clozapine, theophylline, warfarin or insulin/);
    expect(p.description).toMatch(/NRT is safe to use in pregnancy/);
    expect(tasksOf(p).filter((t) => /^Quit day/.test(t.title))).toHaveLength(1);
  });

  it.each([
    ['I vape all day at work', 'quit vaping'],
    ['I smoke weed every evening', 'quit weed'],
    ['my husband smokes and I hate it', 'help my husband stop smoking'],
    ['our smoke alarm keeps going off', 'stop burning the toast'],
    ['I drink 3 cans of cola a day', 'quit fizzy drinks completely'],
    ['I want to get fit', 'go to the gym three times a week'],
  ])('%s → %s: not the smoking track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(SMOKING);
  });

  it.each(GRID)('reads whole at $minutes minutes on $days days', async ({ minutes, days }) => {
    const p = await plan('I smoke 15 a day', 'quit smoking', minutes, days);
    expectWhole(p, minutes, days);
    expect(JSON.stringify(p.weeks.at(-1))).toMatch(/Milestone: Four weeks not a puff/);
  });
});

describe('the cut-down track says only its own habit’s cautions (decision 314)', () => {
  const habits = onOption('Habits Building', 10, 5);
  it.each([
    ['I vape all day at work', 'quit vaping', /nicotine strength down/],
    ['I bite my nails when stressed', 'stop biting my nails', /Cut down at the pace the steps set/],
    ['I snack every night in front of the TV', 'stop snacking at night', /Cut down at the pace the steps set/],
  ])('%s → %s: no caffeine or headaches', async (current, target, own) => {
    const p = await habits.plan(current, target);
    expect(p.description).toMatch(own);
    expect(`${p.description}\n${textOf(p)}`).not.toMatch(/caffeine|headaches/i);
  });

  it('a cola drinker still reads the caffeine taper and its headaches', async () => {
    const p = await habits.plan('I drink 3 cans of cola a day', 'quit fizzy drinks completely');
    expect(p.description).toMatch(/Cutting caffeine \(coffee, cola, energy drinks\) goes gradually/);
    expect(textOf(p)).toMatch(/If step 1 left you with headaches or cravings/);
    expect(p.description).not.toMatch(/Stop Smoking/);
  });
});
