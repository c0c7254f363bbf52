import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { loadCurriculum } from '../../lambdas/roadmap/curricula/load';
import { curriculumSchema } from '../../lambdas/roadmap/curricula/schema';
import { asker } from './ask';

/**
 * A plan's week is the person's week (issue #39, decision 234): at 10–15 minutes on 2–3 days a week a
 * lesson of 20–45 minutes does not fit a day, so a week that cannot fit does its lessons in their short
 * forms (the curriculum's `short`: the same skill with less of it) before it is spread over parts, says
 * so with the pace it keeps, and its check counts what the short forms do. A light day with nothing of
 * its week to keep up says what is true of it, and a drill done again says each change once.
 */

const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(asker(minutes)(option, current, target, { daysPerWeek: days }), builtinProvider);

const tasksOf = (plan: RoadmapPlan) => plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
const titles = (plan: RoadmapPlan) => tasksOf(plan).map((t) => t.title);
/** The most plan weeks one syllabus week takes ("part 3 of 4" → 4), 1 when none is spread. */
const widest = (plan: RoadmapPlan) => Math.max(1, ...plan.weeks.map((w) => Number(/, part \d+ of (\d+)/.exec(w.title)?.[1] ?? 1)));

describe('a week that cannot fit does its lessons in their short forms (decision 234)', () => {
  it.each([
    ['Interview Preparation', 'never had a proper interview, I freeze', 'confident answering behavioural questions', 15, 3],
    ['Interview Preparation', 'never had a proper interview', 'confident answering behavioural questions', 10, 3],
    ['Writing Skills', 'I write work emails, nothing else', 'write clearer', 15, 3],
    ['Drawing', 'I doodle in meetings', 'draw what I see', 15, 3],
    ['Saving for a Goal', 'I have never saved anything', 'save 1000 for a holiday', 15, 3],
    ['Resume & Portfolio Building', 'I have not written a CV in ten years', 'a CV that gets interviews', 15, 2],
  ])(
    '%s, “%s” → “%s” at %i minutes × %i days: short forms, said with their pace, no week spread past 4',
    async (option, current, target, minutes, days) => {
      const plan = await planFor(option, current, target, minutes, days);
      // Each week within the person's days and time, a tenth over, or saying why (a task done in one go, decision 129).
      for (const week of plan.weeks) {
        expect(week.days.length).toBeLessThanOrEqual(days);
        const total = week.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.estimatedMinutes, 0);
        if (total > minutes * days * 1.1)
          expect(week.description).toMatch(
            /they are kept whole, so give them a longer day or add one|Day \d+ takes [^.]+, kept whole: more than your \d+ minutes a day, so keep th(?:at day|ose days) free/,
          );
      }
      const saying = plan.weeks.filter((w) => /this week does (its lessons|one task) in (their|its) short form/.test(w.description));
      expect(saying.length).toBeGreaterThan(0);
      for (const week of saying) {
        // The short form named is done that week, its full form not; the pace is said in weeks.
        const [, short, full] = /short form,? (?:such as )?“([^”]+)” for “([^”]+)”/.exec(week.description)!;
        const done = week.days.flatMap((d) => d.tasks.map((t) => t.title));
        const spread = plan.weeks.filter(
          (w) =>
            w.title.replace(/, part \d+ of \d+.*$/, '').replace(/^Week \d+: /, '') ===
            week.title.replace(/, part \d+ of \d+.*$/, '').replace(/^Week \d+: /, ''),
        );
        const all = spread.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
        // (A short form longer than the day is still sat over two: "…, part of the same (sitting 1 of 2)".)
        expect(all.some((t) => t === short || (/\(sitting 1 of \d\)$/.test(t) && short.startsWith(t.replace(/… \(sitting.*$/, ''))))).toBe(
          true,
        );
        expect(all).not.toContain(full);
        expect(week.description).toMatch(
          /so (the week (fits one of yours|takes \d+ of yours) rather than \d+|no day of the week runs past your minutes)\./,
        );
        expect(done.length).toBeGreaterThan(0);
      }
      expect(widest(plan)).toBeLessThanOrEqual(4);
    },
  );

  it('an interview at 15 minutes on 3 days: each syllabus week takes at most 3 of the person’s weeks, and the checks count the short forms', async () => {
    const plan = await planFor('Interview Preparation', 'never had a proper interview', 'confident answering behavioural questions', 15, 3);
    // (Only the interview week's own days — two days before, the day before, the day — take 3.)
    expect(widest(plan)).toBeLessThanOrEqual(3);
    expect(plan.weeks.filter((w) => /, part 3 of 3/.test(w.title)).every((w) => /The interview week/.test(w.title))).toBe(true);
    // (Decision 211 left it at 6 weeks for one syllabus week at 10 minutes on 3 days, 26 weeks in all.)
    expect(plan.weeks.length).toBeLessThanOrEqual(12);
    const all = titles(plan);
    expect(all).toContain('Write your pitch in 3 sentences: what you do now, one past highlight, why this role');
    expect(all).toContain('Milestone: 5 requirements matched to 5 examples');
    expect(all).toContain('Milestone: A bank of at least 3 STAR stories');
    expect(all).not.toContain('Milestone: 8 requirements matched to 8 examples');
    expect(all).not.toContain('Highlight 8 requirements in one real job description');
    // The goal reads as the check counts.
    expect(plan.weeks.map((w) => w.description).join('\n')).toMatch(
      /Goal: Map one target job description to your experience: its top 5 requirements/,
    );
  });

  it('writing at 15 minutes on 3 days: the draft cut is a 200-word one, and its check says so', async () => {
    const plan = await planFor('Writing Skills', 'I write work emails, nothing else', 'write clearer', 15, 3);
    const all = titles(plan);
    expect(all).toContain('Cut a 200-word draft of yours to 140 words');
    expect(all).toContain('Milestone: A draft of yours cut by 30% without losing a fact');
    expect(all).not.toContain('Milestone: A 400-word draft cut to 280 without losing a fact');
    expect(widest(plan)).toBeLessThanOrEqual(2);
  });

  it.each([
    ['Interview Preparation', 'never had a proper interview', 'confident answering behavioural questions'],
    ['Writing Skills', 'I write work emails, nothing else', 'write clearer'],
    ['Drawing', 'I doodle in meetings', 'draw what I see'],
  ])('%s with an hour on 5 days keeps every lesson in full: no short form, no part', async (option, current, target) => {
    const plan = await planFor(option, current, target, 60, 5);
    expect(plan.weeks.map((w) => w.description).join('\n')).not.toMatch(/short form/);
    expect(widest(plan)).toBe(1);
    const all = titles(plan);
    for (const short of [
      'Write your pitch in 3 sentences: what you do now, one past highlight, why this role',
      'Cut a 200-word draft of yours to 140 words',
      '1 hand study, 10 minutes: gesture, contour, value',
    ])
      expect(all).not.toContain(short);
  });

  it('a drawing at 15 minutes on 3 days ends on the week-1 hand drawn for as long as the baseline took', async () => {
    const plan = await planFor('Drawing', 'I doodle in meetings', 'draw what I see', 15, 3);
    expect(titles(plan)).toContain('Final drawing: your hand in the week-1 pose, 15 minutes, as long as the baseline took');
    expect(titles(plan)).toContain('Baseline drawing: your non-drawing hand, 15 minutes, dated');
    expect(widest(plan)).toBeLessThanOrEqual(2);
  });

  it('the schema refuses a short form as long as its task, and takes a hole in an optional lesson only where a kept lesson says it too', () => {
    const base = loadCurriculum('Interview Preparation')!;
    const withTask = (change: object) => ({
      ...base,
      weeks: base.weeks.map((week, i) =>
        i
          ? week
          : {
              ...week,
              days: week.days.map((day, d) => (d ? day : { ...day, tasks: day.tasks.map((t, k) => (k ? t : { ...t, ...change })) })),
            },
      ),
    });
    expect(curriculumSchema.safeParse(base).success).toBe(true);
    const short = { title: 'Highlight 5 requirements', description: 'The must-haves only, from one real job description.' };
    expect(curriculumSchema.safeParse(withTask({ short: { ...short, minutes: 20 } })).success).toBe(false);
    expect(curriculumSchema.safeParse(withTask({ short: { ...short, minutes: 10 } })).success).toBe(true);
    expect(
      curriculumSchema.safeParse(withTask({ short: { ...short, title: 'Highlight for {minutes} minutes', minutes: 10 } })).success,
    ).toBe(false);
    // Week 1's fifth lesson is optional: a hole in it stands only where a lesson the week keeps says it too.
    const holed = (first: boolean) => ({
      ...base,
      weeks: base.weeks.map((week, i) =>
        i
          ? week
          : {
              ...week,
              days: week.days.map((day, d) =>
                d === 4 || (first && d === 0)
                  ? { ...day, tasks: day.tasks.map((t, k) => (k ? t : { ...t, title: `${t.title} for {company}` })) }
                  : day,
              ),
            },
      ),
    });
    expect(curriculumSchema.safeParse(holed(false)).success).toBe(false);
    expect(curriculumSchema.safeParse(holed(true)).success).toBe(true);
  });
});

describe('a light day and a repeat say something true (decision 234)', () => {
  it.each([
    ['Interview Preparation', 'I code every day', 'software engineer interview at Google', 15, 3],
    ['Interview Preparation', 'I have a nursing degree', 'nursing job interview', 15, 3],
    ['Interview Preparation', 'some experience', 'a product manager interview', 15, 3],
  ])(
    '%s, “%s” → “%s” at %i minutes × %i days: no “keep what this week started” in a week that started nothing to keep',
    async (option, current, target, minutes, days) => {
      const plan = await planFor(option, current, target, minutes, days);
      expect(titles(plan).join('\n')).not.toMatch(/Keep what this week started/);
      // A look back names a lesson the week did before it.
      for (const week of plan.weeks)
        week.days.forEach((day, d) => {
          for (const t of day.tasks.filter((x) => /^Look back at “/.test(x.title))) {
            const name = /^Look back at “([^”]+)”/.exec(t.title)![1]!;
            expect(week.days.slice(0, d).some((e) => e.tasks.some((x) => x.title.startsWith(name)))).toBe(true);
          }
        });
    },
  );

  it('a saving plan at 10 minutes on 7 days still keeps its log on a light day', async () => {
    const plan = await planFor('Saving for a Goal', 'I have never saved', 'save 1000 for a holiday', 10, 7);
    const days = plan.weeks.flatMap((w) => w.days);
    expect(days.some((d) => d.tasks.some((t) => /\blog\b/i.test(t.title)))).toBe(true);
    expect(titles(plan).join('\n')).not.toMatch(/Keep what this week started/);
  });

  it.each([
    ['Interview Preparation', 'some experience', 'confident in interviews', 90, 7],
    ['Interview Preparation', 'some experience', 'a product manager interview', 90, 7],
    ['Interview Preparation', 'some experience', 'case interview for consulting', 60, 6],
    ['Writing Skills', 'I write work emails', 'write clearer', 90, 6],
    ['Photography Basics', 'I shoot on auto', 'better photos', 90, 6],
  ])(
    '%s, “%s” → “%s” at %i minutes × %i days: a repeat never says the same words twice in a plan',
    async (option, current, target, minutes, days) => {
      const plan = await planFor(option, current, target, minutes, days);
      const repeats = titles(plan).filter((t) => /, (second round|again): /.test(t));
      expect(new Set(repeats).size).toBe(repeats.length);
      const reviews = plan.weeks.map((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)).filter((t) => /, from last week: /.test(t)));
      for (const week of reviews) expect(new Set(week).size).toBe(week.length);
      // A draft, a shoot or a design is made again with a change, not searched for "the error you found".
      expect(repeats.join('\n')).not.toMatch(/^(Draft|Write|Rewrite|Revise|Shoot|Photograph|Design)\b[^\n]*the error you found/m);
    },
  );
});
