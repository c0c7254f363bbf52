import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { twiceIn } from '../../scripts/roadmaps/metrics';
import { asker } from './ask';
import { plan as customPlan } from './custom-ask';

/**
 * Tracks whose weeks repeated (decision 331): a week holds a task word for word twice only where a coach sets it
 * twice (a dosed session, a task said as today's), practice comes back in new words on top of the week's new work,
 * a day with no lesson of its own is the work itself (a novel drafted, a thesis written), and a week done again
 * leaves out what was made the first time round (a kit list, a route's stages, the postnatal check).
 */

const MUSIC = 'Music (Instrumental Practice)';
const WRITING = 'Writing Skills';
const FITNESS = 'Physical Fitness';

const plan = (minutes: number, days: number, option: string, current: string, target: string) =>
  generateRoadmap(asker(minutes)(option, current, target, { daysPerWeek: days }), builtinProvider);
const custom = (minutes: number, days: number, title: string, current: string, target: string) =>
  customPlan(title, current, target, { minutes, days });
const titlesOf = (week: RoadmapPlan['weeks'][number]) => week.days.flatMap((d) => d.tasks.map((t) => t.title));
const doubled = (p: RoadmapPlan) => p.weeks.map((w) => twiceIn(w)).filter((t) => t.length);

describe('a piece: each day its own technique, reading and review, on top of the piece’s next step', () => {
  it.each([
    [60, 6, 'I play piano a little', 'play Clair de Lune'],
    [120, 7, 'grade 4 piano, back after years', 'learn Gymnopédie No. 1'],
    [30, 4, 'I taught myself a bit of piano from YouTube', 'play River Flows in You'],
  ])('%i minutes × %i days, “%s” → “%s”: no task twice in a week, the scale kept', async (minutes, days, current, target) => {
    const p = await plan(minutes, days, MUSIC, current, target);
    const piece = target.replace(/^(?:play|learn) /, '');
    expect(p.weeks[0]!.days[0]!.tasks[0]!.title).toContain(piece);
    expect(doubled(p)).toEqual([]);
    // Technique comes back every week past the first, in the day's own words.
    for (const week of p.weeks.slice(1, 4)) expect(titlesOf(week).join('\n')).toMatch(/^Technique: the (?:scale|arpeggio)/m);
  });

  it('at two hours a day, a week’s sight-reading and technique are several, none the same', async () => {
    const p = await plan(120, 7, MUSIC, 'I play piano a little', 'play Clair de Lune');
    const week = titlesOf(p.weeks[1]!);
    const sight = week.filter((t) => /^Sight-read/.test(t));
    const technique = week.filter((t) => /^Technique/.test(t));
    expect(sight.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sight).size).toBe(sight.length);
    expect(technique.length).toBeGreaterThanOrEqual(2);
    expect(new Set(technique).size).toBe(technique.length);
  });
});

describe('a thesis: a session a day with its own log, never a log alone', () => {
  it.each([
    [120, 6, 'second-year PhD, two chapters drafted, I procrastinate', 'submit my PhD thesis on medieval trade by September'],
    [60, 7, 'master’s student', 'finish my dissertation on coral reefs'],
    [30, 4, 'MSc student, nothing written yet', 'write my dissertation on urban heat islands'],
  ])('%i × %i, “%s”: each session logged, no day only a log, nothing twice', async (minutes, days, current, target) => {
    const p = await plan(minutes, days, WRITING, current, target);
    expect(doubled(p)).toEqual([]);
    const days_ = p.weeks.flatMap((w) => w.days);
    expect(days_.some((d) => d.tasks.some((t) => /^Log the session:/.test(t.title)))).toBe(true);
    for (const day of days_) {
      const own = day.tasks.filter((t) => !/^Milestone:/.test(t.title));
      expect({ day: day.title, onlyALog: own.length > 0 && own.every((t) => /^Log\b/.test(t.title)) }).toEqual({
        day: day.title,
        onlyALog: false,
      });
    }
  });

  it('a long week’s spare day is a writing session, not a rest', async () => {
    const p = await plan(120, 6, WRITING, 'PhD student', 'submit my thesis on coral bleaching by June');
    const saturdays = p.weeks.slice(1).map((w) => w.days.at(-1)!);
    expect(saturdays.some((d) => d.tasks.some((t) => /^Session today, \d+ minutes/.test(t.title)))).toBe(true);
  });
});

describe('a novel: the running total checked once a week, a day without a lesson drafts on', () => {
  it.each([
    [45, 5, WRITING, 'I have an idea and a few pages', 'finish the first draft of my fantasy novel'],
    [120, 7, WRITING, 'I write a little', 'finish my novel'],
  ])('%i × %i: no week checks the running total twice', async (minutes, days, option, current, target) => {
    const p = await plan(minutes, days, option, current, target);
    expect(doubled(p)).toEqual([]);
    for (const week of p.weeks) expect(titlesOf(week).filter((t) => /^Check the running total/.test(t)).length).toBeLessThanOrEqual(1);
  });

  it('15 minutes on 3 days: the days between lessons are drafting days, not a word log of nothing', async () => {
    const p = await custom(15, 3, 'Write a book', 'I have an idea and a few pages', 'finish the first draft of my fantasy novel');
    const days = p.weeks.slice(3).flatMap((w) => w.days);
    expect(days.filter((d) => d.tasks.some((t) => /^Draft today for \d+ minutes/.test(t.title))).length).toBeGreaterThanOrEqual(8);
    for (const day of days) expect(day.tasks.map((t) => t.title)).not.toEqual(["Word log: the session's words and the running total"]);
  });
});

describe('a week done again leaves out what its first round made', () => {
  it.each([
    [30, 4],
    [60, 6],
  ])('the postnatal check at %i × %i is in one week only', async (minutes, days) => {
    const p = await custom(minutes, days, 'Get fit after my baby', 'complete beginner', 'lose the baby weight and run again');
    const weeks = p.weeks.filter((w) => titlesOf(w).some((t) => /^At your postnatal check/.test(t)));
    expect(weeks.length).toBe(1);
  });

  it('a long route’s kit list is laid out once among its repeated weeks, its feet still checked every week', async () => {
    const p = await plan(60, 6, FITNESS, 'I walk 20 minutes a day', 'walk the West Highland Way in May');
    const kit = p.weeks.filter((w) => titlesOf(w).some((t) => /^Your kit list for the West Highland Way/.test(t)));
    expect(kit.length).toBe(1);
    // (Training is placed as it was: the care of the feet is every week's.)
    const feet = p.weeks.filter((w) => titlesOf(w).some((t) => /^Feet\b/.test(t)));
    expect(feet.length).toBeGreaterThanOrEqual(p.weeks.length - 2);
  });

  it('a week spread over parts keeps what it makes in its parts (the property test’s Nutrition Basics, 30 × 2 in 15 weeks)', async () => {
    const p = await generateRoadmap(
      {
        category: 'health',
        option: 'Nutrition Basics',
        answers: { currentLevel: 'I know a few words', targetLevel: 'run a marathon', dailyMinutes: 30, weeks: 15 },
        weekdays: [2, 5],
        daysPerWeek: 2,
      },
      builtinProvider,
    );
    expect(p.weeks.length).toBeGreaterThan(0);
  });

  it('an activity’s practice takes its next step each week', async () => {
    const p = await plan(30, 4, FITNESS, 'I sit all day', 'climb at the bouldering wall with my kids, V2 problems');
    const practice = p.weeks.flatMap((w) => titlesOf(w).filter((t) => /^Practice: bouldering/.test(t)));
    expect(practice.length).toBeGreaterThanOrEqual(3);
    expect(new Set(practice).size).toBeGreaterThanOrEqual(3);
    expect(practice.join('\n')).toMatch(/the coach's second line/);
  });
});

describe('what still repeats by right', () => {
  it('a language week keeps its own rule (decision 284): its daily cards stay daily', async () => {
    const p = await plan(30, 5, 'Spanish', 'complete beginner', 'order in restaurants on a trip to Mexico');
    expect(p.weeks.length).toBeGreaterThan(4);
    expect(doubled(p).length).toBeLessThanOrEqual(1);
  });

  it('a walker’s stretch after each brisk walk stays on each walk’s day, said as its round', async () => {
    const p = await plan(60, 6, FITNESS, 'I walk 20 minutes a day', 'walk the West Highland Way in May');
    const stretches = titlesOf(p.weeks[0]!).filter((t) => /^Stretch after/.test(t));
    expect(stretches.length).toBeGreaterThanOrEqual(2);
  });
});
