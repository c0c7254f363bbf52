import { datedPlan, requestOn } from './dated-plan';
import { onOption, expectOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 21 (issue #36, decision 369): a speechwriter read "a funny, warm speech for Janet's retirement after 30
 * years, on 19 December" (15 × 3) and found neither "funny" nor Janet in any task, a wedding's story sources and
 * toast, no rehearsal though the weeks said so, and "the full plan takes about 13 weeks" for a 3–5 minute speech.
 * A speech now reads the one it honours by name, the tone asked for, the sources and toast of its occasion, and
 * fits a short day in a few weeks. People written for this test; "today" is fixed for the dated ones.
 */

const writing = onOption('Writing Skills');
const SPEECH = 'A speech for the occasion, written and given';

const storyTask = (them: string) => `Ask four people for one story each about ${them}, from different times`;

describe('a speech reads the one it honours, the tone asked for and its occasion', () => {
  it.each([
    // current, target, minutes, days, the honoured one, the tone said, the sources of its stories
    [
      'manager of 12, never given a speech',
      "a funny, warm speech for Janet's retirement after 30 years",
      15,
      3,
      'Janet',
      /Funny and warm, as you asked: one gentle running joke/,
      /Colleagues from different years of Janet's time there/,
    ],
    [
      'I run a small team',
      'a light-hearted leaving speech for my boss Dave at his send-off',
      10,
      5,
      'your boss Dave',
      /Funny, as you asked: one gentle running joke/,
      /Colleagues from different years of your boss Dave's time there/,
    ],
    [
      'best friend of both, nervous',
      "a short toast for Tom and Priya's wedding",
      20,
      4,
      'Tom and Priya',
      /Warm is what most rooms want/,
      /A school friend, a sibling, a colleague, a partner/,
    ],
    [
      'proud grandmother, not a speaker',
      "a moving speech at Ella's 18th birthday",
      45,
      3,
      'Ella',
      /Moving, as you asked: one small, exact moment says more than praise/,
      /Family and friends from different decades of Ella's life/,
    ],
    [
      'head of year',
      "a heartfelt speech at Ruth's retirement party, she has taught here 35 years",
      30,
      2,
      'Ruth',
      /Moving, as you asked/,
      /Colleagues from different years of Ruth's time there/,
    ],
    [
      'never spoken to a room',
      'a funny speech for my colleague Sam at his leaving do',
      120,
      7,
      'your colleague Sam',
      /Funny, as you asked/,
      /Colleagues from different years of your colleague Sam's time there/,
    ],
  ])('%s → %s (%i × %i): about %s, in the tone asked', async (current, target, minutes, days, them, tone, sources) => {
    expect(writing.trackOf(current, target)).toBe(SPEECH);
    const p = await writing.plan(current, target, minutes, days);
    const titles = tasksOf(p).map((t) => t.title);
    const text = textOf(p);
    expect(titles).toContain(storyTask(them));
    expect(titles).toContain(`Read every story and find the one thing most of them show about ${them}`);
    expect(text).toMatch(tone);
    expect(text).toMatch(sources);
    expect(text).not.toMatch(/for a wedding or a celebration|the person you are speaking about|\{\w+\}/);
    // A speech of a few minutes is weeks of work, not months: four at most, on their days.
    expect(p.weeks.length).toBeLessThanOrEqual(4);
    expectOnTheirDays(p, minutes, days);
    expect(titles.at(-1)).toMatch(/^Milestone: Your speech given at/);
    expect(titles).toContain('Give the speech to a friend standing up, from the cards, as on the day');
  });

  it('a retirement or leaving speech ends on the gift and a toast to the one honoured, a wedding on the couple', async () => {
    const janet = textOf(await writing.plan('', "a speech for Janet's retirement", 30, 3));
    expect(janet).toMatch(/then the gift handed over and a toast to Janet, said in full/);
    const wedding = textOf(await writing.plan('', "best man speech for my brother's wedding", 30, 3));
    expect(wedding).toMatch(/then the toast — who everyone drinks to, said in full/);
    expect(wedding).not.toMatch(/Colleagues from different years/);
  });

  it('one’s own retirement speech reads its tone without teasing “your years there”', async () => {
    const p = await writing.plan('retiring after 40 years as a nurse', 'my own retirement speech, funny but heartfelt', 15, 3);
    const text = textOf(p);
    expect(text).toMatch(/Funny and warm, as you asked/);
    expect(text).toMatch(/People from different years of your time there: someone who started when you did, someone you trained/);
    expect(text).toMatch(/your thanks, and a toast to the team you leave/);
    expect(text).not.toMatch(/your years there would|a tease of your years there|sums your years there|your years there's/);
  });

  it('an acceptance speech is about the work and the people who made it, and kept by the organisers', async () => {
    const target = 'a short speech accepting the team award at the company dinner';
    expect(writing.trackOf('engineer', target)).toBe(SPEECH);
    const p = await writing.plan('engineer', target, 20, 3);
    expect(tasksOf(p).map((t) => t.title)).toContain(storyTask('the work and the people who made it'));
    expect(textOf(p)).toMatch(/A teacher, a teammate, a colleague and a friend who saw the work/);
    expect(textOf(p)).toMatch(/inside 2–3 minutes, from your cards — and handed a copy to the organisers/);
    expect(textOf(p)).not.toMatch(/the person you are speaking about/);
  });

  it.each([
    ['a 5-minute speech at our head teacher’s retirement party'],
    ["a toast at the company's 50th anniversary dinner"],
    ["a speech for the team's farewell to the old office"],
    ['a speech for Christmas dinner with the family'],
    ["a toast at my mum's 70th birthday"],
  ])('%s reads no name that is not one', async (target) => {
    expect(writing.trackOf('', target)).toBe(SPEECH);
    const titles = tasksOf(await writing.plan('', target, 30, 4)).map((t) => t.title);
    const story = titles.find((t) => t.startsWith('Ask four people for one story each about'))!;
    expect(story).not.toMatch(/about (?:teacher|company|team|Christmas|mum),/);
  });

  it.each([['write funny emails to my team'], ['a funny short story about a wedding'], ['learn parts of speech']])(
    '%s is not an occasion speech',
    (target) => {
      expect(writing.trackOf('', target)).not.toBe(SPEECH);
    },
  );
});

describe('a speech with a date fits the weeks before it, and is given in the last', () => {
  const today = '2026-11-26';

  it.each([
    // minutes, weekdays, the day, weeks at most
    [15, [2, 4, 6], "a funny, warm speech for Janet's retirement after 30 years, on 19 December", 3],
    [10, [1, 2, 3, 4, 5], "a funny speech for Sam's leaving do on 18 December", 3],
    [45, [3, 6], "a toast for Tom and Priya's wedding on 5 December", 1],
  ])('%i minutes on %j: %s', (minutes, days, target, weeks) => {
    const plan = datedPlan(requestOn('Writing Skills', 'manager, never given a speech', target, minutes, days, '2026-11-30'), today);
    expect(plan.weeks.length).toBeLessThanOrEqual(weeks);
    const last = plan.weeks.at(-1)!.days.flatMap((d) => d.tasks.map((t) => t.title));
    expect(last).toContain('Give the speech to a friend standing up, from the cards, as on the day');
    expect(last.some((t) => /^Give your speech at the (retirement|leaving) do$|^Give your speech at the wedding$/.test(t))).toBe(true);
    expect(plan.text).not.toMatch(/(?:the full plan takes|its whole programme would take) about (?:[5-9]|\d\d) weeks/);
    const all = plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    expect(all.some((t) => t.startsWith('Ask four people for one story each about'))).toBe(true);
  });
});
