import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { asker } from './ask';
import { plan as customPlan } from './custom-ask';

/**
 * A week says each task once (decision 349, issue #39): a task comes twice in a week only where the coach sets it
 * each time — said as today's, with its dose, or as the next of a series — never a one-off read or found again, a log
 * named the same after each lesson, or a practice extra copied because the week had more time than its turn.
 */

const INTERVIEW = 'Interview Preparation';
const FITNESS = 'Physical Fitness';

type Week = RoadmapPlan['weeks'][number];
const titlesOf = (week: Week) =>
  week.days.flatMap((d) => d.tasks.map((t) => t.title)).filter((t) => !/^(?:Milestone|Rest|A day off the plan):/.test(t));
/** What a coach sets each time by right: today's, a dose or a session's length, the next of a series. */
const SET_EACH_TIME = /\btoday(?:’s|'s)?\b|\d+ (?:minutes?|s)\b|\d ?×|\bthe next\b|\bflashcard/i;
/** Titles a week holds twice, word for word. */
const twice = (week: Week) => titlesOf(week).filter((t, i, all) => all.indexOf(t) !== i);
/** Titles a week holds twice that are not set each time. */
const copies = (p: RoadmapPlan) =>
  p.weeks.flatMap((w) =>
    twice(w)
      .filter((t) => !SET_EACH_TIME.test(t))
      .map((t) => `${w.title}: ${t}`),
  );

const plan = (minutes: number, days: number, option: string, current: string, target: string) =>
  generateRoadmap(asker(minutes)(option, current, target, { daysPerWeek: days }), builtinProvider);
const custom = (minutes: number, days: number, title: string, current: string, target: string) =>
  customPlan(title, current, target, { minutes, days });

describe('a tech loop’s week of practice: each day its own step of the pattern, each extra once', () => {
  const people = [
    [60, 6, 'ML engineer, 4 years in PyTorch', 'pass the machine learning engineer loop at Meta'],
    [120, 7, 'backend developer, rusty on algorithms', 'pass the onsite loop for a site reliability engineer at Google'],
    [45, 5, 'data analyst, SQL every day', 'pass data scientist interviews at Spotify'],
  ] as const;

  it.each(people)(
    '%i minutes × %i days, “%s” → “%s”: the loop’s track, no task copied in a week',
    async (minutes, days, current, target) => {
      expect(readBack(asker(30)(INTERVIEW, current, target)).track.name).toMatch(/^A tech loop/);
      const p = await plan(minutes, days, INTERVIEW, current, target);
      expect(copies(p)).toEqual([]);
    },
  );

  it.each([
    [60, 6, 'ML engineer, 4 years in PyTorch', 'pass the machine learning engineer loop at Meta'],
    [45, 5, 'data analyst, SQL every day', 'pass data scientist interviews at Spotify'],
    [30, 4, 'platform engineer, Go and Kubernetes', 'pass the SRE interview loop at Netflix'],
  ] as const)(
    '%i minutes × %i days, “%s”: a practice week learns the pattern first and ends at a mock screen',
    async (minutes, days, current, target) => {
      const p = await plan(minutes, days, INTERVIEW, current, target);
      const practice = p.weeks.filter((w) => / Practice, week /.test(w.title) && w.days.length === days);
      expect(practice.length).toBeGreaterThan(0);
      for (const week of practice) {
        const steps = week.days.map((d) => d.tasks.find((t) => /^(?:Learn |Problems: )/.test(t.title))!.title);
        expect(steps[0]).toMatch(/^Learn /);
        expect(steps.at(-1)).toMatch(/a mock screen with a peer$/);
        // Each day's problems are its own: learnt, medium, timed, the companies' lists, a hard one, the reds, a mock.
        expect(new Set(steps).size).toBe(steps.length);
      }
    },
  );
});

describe('a lesson’s log, a drill and a warm-up said for their day', () => {
  it.each([
    [45, 5],
    [60, 6],
    [120, 7],
  ])('touch typing at %i minutes × %i days: each lesson’s accuracy logged by its keys', async (minutes, days) => {
    const p = await custom(minutes, days, 'Learn to touch type', 'I type with two fingers', 'touch type at 40 words a minute');
    expect(copies(p)).toEqual([]);
    const logs = p.weeks.flatMap(titlesOf).filter((t) => /^Log the accuracy of /.test(t));
    expect(logs).toEqual(expect.arrayContaining(['Log the accuracy of E and I', 'Log the accuracy of the bottom row']));
  });
});

describe('a walk’s week: the feet checked after each walk, a one-off read or found once', () => {
  it.each([
    [30, 4],
    [45, 5],
  ])(
    '10 miles in the Yorkshire Dales at %i minutes × %i days: the feet checked after today’s walk, nothing copied',
    async (minutes, days) => {
      const p = await plan(minutes, days, FITNESS, 'I walk to the shops and back', 'walk 10 miles in the Yorkshire Dales with my sister');
      expect(copies(p)).toEqual([]);
      const feet = p.weeks.flatMap(titlesOf).filter((t) => /^Feet check\b/.test(t));
      expect(feet.length).toBeGreaterThan(0);
      expect(feet.every((t) => /after today’s walk/.test(t))).toBe(true);
    },
  );

  it('a 1 km lake swim at 60 × 6: the venue found and the rules read once in week 1, its sixth day a second land session', async () => {
    const p = await plan(60, 6, FITNESS, 'I can swim 5 lengths of breaststroke, slowly', 'swim a 1 km open-water swim at a lake in July');
    expect(copies(p)).toEqual([]);
    const first = titlesOf(p.weeks[0]!);
    expect(first.filter((t) => /^Find an open-water venue/.test(t))).toHaveLength(1);
    expect(first.filter((t) => /^Read the event's rules/.test(t))).toHaveLength(1);
    expect(first.filter((t) => /^Land: /.test(t))).toHaveLength(2);
  });

  it('the Camino from Porto at 10 × 2: its guide read once in week 1, on the day given up, not again beside the long walk', async () => {
    const p = await custom(10, 2, 'Walk the Camino Portugués', 'I walk to work, 2 miles', 'walk the Camino from Porto in 10 days');
    expect(copies(p)).toEqual([]);
    expect(titlesOf(p.weeks[0]!).filter((t) => /^Read the guide to /.test(t))).toHaveLength(1);
  });

  it('the Coast to Coast at 45 × 5: the feet cared for in a new way each week of the programme, the stretch still after each walk', async () => {
    const p = await plan(45, 5, FITNESS, 'I do 5 mile hikes at weekends', 'walk the Coast to Coast path in June');
    expect(copies(p)).toEqual([]);
    const feet = new Set(p.weeks.flatMap(titlesOf).filter((t) => /^Feet\b/.test(t)));
    expect(feet.size).toBeGreaterThanOrEqual(12);
    expect([...feet].some((t) => /hot spot .* taped/.test(t))).toBe(true);
    expect([...feet].some((t) => /blister covered, never burst/.test(t))).toBe(true);
    // (Negative: a dosed stretch after each brisk walk is set each time by right: every week still has one.)
    expect(p.weeks.every((w) => titlesOf(w).some((t) => /^Stretch after\b.*30 s each side\b/.test(t)))).toBe(true);
  });
});

describe('a language week at six hours: a level’s practice said as the next of its series, never copied', () => {
  it.each([
    ['Spanish', 'complete beginner', 'reach A2 in Spanish'],
    ['French', 'never studied it', 'get to A2 French by next year'],
    ['Japanese', 'complete beginner', 'learn Japanese to A2'],
  ])('%s, “%s” → “%s”, at 60 × 6: no set copied, a second set is the next', async (option, current, target) => {
    const p = await plan(60, 6, option, current, target);
    expect(copies(p)).toEqual([]);
    const phrases = p.weeks.flatMap(titlesOf).filter((t) => /^Phrases: /.test(t));
    expect(phrases.length).toBeGreaterThan(0);
    expect(phrases.every((t) => /^Phrases: the next 5 set /.test(t))).toBe(true);
  });
});
