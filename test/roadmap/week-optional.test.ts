import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { loadCurriculum } from '../../lambdas/roadmap/curricula/load';
import { curriculumSchema } from '../../lambdas/roadmap/curricula/schema';
import { asker } from './ask';

/**
 * A short week does less, not one week over several (decision 211): a lesson its curriculum marks
 * `optional` is left out first where the person's week cannot hold them all, the week says which, and
 * its check counts what the lessons kept do. An exposure is never cut into sittings.
 */

const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(asker(minutes)(option, current, target, { daysPerWeek: days }), builtinProvider);

const titles = (plan: RoadmapPlan) => plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
const parts = (plan: RoadmapPlan) => plan.weeks.filter((w) => /, part \d+ of \d+/.test(w.title)).length;
/** The plan weeks of one syllabus week, by its title. */
const weeksOf = (plan: RoadmapPlan, theme: RegExp) => plan.weeks.filter((w) => theme.test(w.title));

describe('a week its days cannot hold leaves out its optional lessons first (decision 211)', () => {
  it.each([
    ['Resume & Portfolio Building', 'I have not written a CV in ten years', 'a CV that gets interviews', 15, 3],
    ['Interview Preparation', 'I have an interview for a marketing coordinator role', 'get the job', 15, 3],
    ['Writing Skills', 'I write work reports', 'write clearer', 20, 3],
    ['Job Search Strategy', 'I have sent a few applications with no replies', 'land a marketing job', 30, 3],
    ['Drawing', 'I doodle sometimes', 'draw what I see', 15, 3],
    ['Crypto Basics', 'I know nothing about it', 'understand bitcoin', 10, 4],
  ])(
    '%s, “%s” → “%s” at %i minutes × %i days: what is left out is said, never done, and its week stays in its time',
    async (option, current, target, minutes, days) => {
      const plan = await planFor(option, current, target, minutes, days);
      const saying = plan.weeks.filter((w) => /this week leaves out/.test(w.description));
      expect(saying.length).toBeGreaterThan(0);
      for (const week of saying) {
        expect(week.days.length).toBeLessThanOrEqual(days);
        const total = week.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.estimatedMinutes, 0);
        expect(total).toBeLessThanOrEqual(minutes * days * 1.1);
        expect(week.description).toMatch(new RegExp(`At ${minutes} minutes on ${days} days this week leaves out “`));
        // The lessons named are not in that syllabus week's plan weeks (its parts, if it still has some).
        const theme = week.title.replace(/^Week \d+:\s*/, '').replace(/, part \d+ of \d+.*$/, '');
        const own = plan.weeks.filter((w) => w.title.replace(/^Week \d+:\s*/, '').replace(/, part \d+ of \d+.*$/, '') === theme);
        // (The names in the sentence that says what is left out, not in one on the week's short forms.)
        const says = /this week leaves out (.*?), which it can do without/.exec(week.description)![1]!;
        const left = [...says.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
        const done = own.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
        for (const lesson of left.filter((l) => !/^Milestone/.test(l))) expect(done).not.toContain(lesson);
      }
    },
  );

  it('a CV at 30 minutes on 3 days: the inventory is one week of 10 achievements, counted as 10, not one week over two', async () => {
    const plan = await planFor('Resume & Portfolio Building', 'I have not written a CV in ten years', 'a CV that gets interviews', 30, 3);
    const inventory = weeksOf(plan, /An inventory of what you have done/);
    expect(inventory).toHaveLength(1);
    expect(inventory[0]!.title).not.toMatch(/part \d+ of/);
    expect(titles(plan)).toContain('Write 10 achievements with the X-Y-Z formula');
    expect(titles(plan)).not.toContain('Write 10 more achievements from projects and volunteer work');
    expect(titles(plan)).toContain('Milestone: A master list of 10 achievements with numbers');
    expect(inventory[0]!.description).toMatch(/leaves out “Write 10 more achievements from projects and volunteer work”/);
    // The target ads later weeks match keywords from are kept.
    expect(titles(plan)).toContain('Collect 5 job ads for roles you want and highlight repeated requirements');
  });

  // (At 15 minutes on 3 days, or 30 on 4, the week is done in its short forms, decision 234: short-form.test.ts.)
  it('an interview at 40 minutes on 4 days: the story bank counts the five stories its kept lessons write', async () => {
    const plan = await planFor('Interview Preparation', 'I have an interview for a marketing coordinator role', 'get the job', 40, 4);
    expect(titles(plan)).toContain('Milestone: A bank of 5 STAR stories');
    expect(titles(plan)).not.toContain('Milestone: A bank of 8 STAR stories');
    expect(titles(plan).join('\n')).not.toMatch(/STAR stories for leading without authority/);
    // The week's goal says what its kept lessons do, as its check does.
    const star = weeksOf(plan, /STAR stories/).map((w) => w.description);
    expect(star.join('\n')).toMatch(/Goal: Write 5 stories in the STAR format/);
    expect(star.join('\n')).not.toMatch(/Write 8 stories/);
    // The pitch and the story bank, which later weeks use, are never left out.
    expect(titles(plan).join('\n')).toMatch(/^Write your pitch/m);
    expect(titles(plan).join('\n')).toMatch(/^Build a one-page story bank/m);
  });

  it.each([
    ['Resume & Portfolio Building', 'I have not written a CV in ten years', 'a CV that gets interviews'],
    ['Interview Preparation', 'I have an interview for a marketing coordinator role', 'get the job'],
    ['Drawing', 'I doodle sometimes', 'draw what I see'],
  ])('%s with an hour on 5 days keeps every lesson and the whole check', async (option, current, target) => {
    const plan = await planFor(option, current, target, 60, 5);
    expect(plan.weeks.map((w) => w.description).join('\n')).not.toMatch(/leaves out/);
    expect(parts(plan)).toBe(0);
    const all = titles(plan).join('\n');
    if (option === 'Resume & Portfolio Building') expect(all).toMatch(/^Milestone: A master list of 20 achievements with numbers$/m);
    if (option === 'Interview Preparation') expect(all).toMatch(/^Milestone: A bank of 8 STAR stories$/m);
  });

  it('fewer weeks are parts of one week at low time than the lessons alone would take', async () => {
    const plan = await planFor('Writing Skills', 'I write work reports', 'write clearer', 15, 3);
    const habit = weeksOf(plan, /A daily writing habit and a baseline/);
    expect(habit.length).toBeLessThan(3);
    expect(plan.weeks.find((w) => /A daily writing habit/.test(w.title))!.description).toMatch(
      /leaves out “Read 1 essay by a writer you admire/,
    );
  });

  it('a blockchain week without its hash demo and supply lesson: its goal and check no longer ask for them', async () => {
    // (At 10 minutes on 4 days the week is done in its short forms, decision 234, and keeps its hash demo short.)
    const plan = await planFor('Crypto Basics', 'I know nothing about it', 'understand bitcoin', 20, 4);
    const week = plan.weeks.find((w) => /What a blockchain is/.test(w.title))!;
    expect(week.description).toMatch(/leaves out “Try a SHA-256 demo/);
    expect(week.description).toMatch(/“Look up Bitcoin's supply cap/);
    expect(week.description).not.toMatch(/what makes Bitcoin scarce/);
    expect(titles(plan)).not.toContain("Look up Bitcoin's supply cap, current supply and halving schedule");
    const check = plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks)).find((t) => /^Milestone: A 1-page explanation/.test(t.title))!;
    expect(check.description).not.toMatch(/hashes|21 million/);
    // With 45 minutes on 4 days the week holds every lesson, and its goal and check are the whole week's.
    // (At 30 on 4 it fits only by stacking two lessons past a day, so it is done in its short forms: decision 234.)
    const longer = await planFor('Crypto Basics', 'I know nothing about it', 'understand bitcoin', 45, 4);
    expect(titles(longer)).toContain("Look up Bitcoin's supply cap, current supply and halving schedule");
    expect(longer.weeks[0]!.description).toMatch(/what makes Bitcoin scarce/);
    const whole = longer.weeks
      .flatMap((w) => w.days.flatMap((d) => d.tasks))
      .find((t) => /^Milestone: A 1-page explanation/.test(t.title))!;
    expect(whole.description).toMatch(/21 million cap/);
  });

  it('the person’s own weekly tasks are never left out with the lesson that holds them (drawing people on the train)', async () => {
    const plan = await planFor('Drawing', 'I can draw still life', 'sketch people on the train', 15, 3);
    const all = titles(plan).join('\n');
    expect(all).toMatch(/^Seated figures: two-minute sketches of people sitting/m);
    expect(all).toMatch(/^Timed people: one-minute gestures of strangers/m);
    expect(all).toMatch(/^Memory sketch/m);
  });

  it('the schema refuses an optional first lesson, or one with a whole task, a hole or a made thing another task uses', () => {
    const base = loadCurriculum('Interview Preparation')!;
    const withDay = (w: number, d: number, change: (day: (typeof base.weeks)[number]['days'][number]) => object) => ({
      ...base,
      weeks: base.weeks.map((week, i) =>
        i === w ? { ...week, days: week.days.map((day, k) => (k === d ? { ...day, ...change(day) } : day)) } : week,
      ),
    });
    expect(curriculumSchema.safeParse(base).success).toBe(true);
    expect(curriculumSchema.safeParse(withDay(0, 0, () => ({ optional: true }))).success).toBe(false);
    // Week 1's pitch makes what week 5 uses.
    expect(curriculumSchema.safeParse(withDay(0, 3, () => ({ optional: true }))).success).toBe(false);
    // Week 4's mocks are done whole.
    expect(curriculumSchema.safeParse(withDay(3, 1, () => ({ optional: true }))).success).toBe(false);
    expect(
      curriculumSchema.safeParse(
        withDay(0, 2, (day) => ({ optional: true, tasks: day.tasks.map((t, i) => (i ? t : { ...t, title: 'Research {company}' })) })),
      ).success,
    ).toBe(false);
    expect(curriculumSchema.safeParse(withDay(0, 2, () => ({ optional: true }))).success).toBe(true);
  });
});

describe('an exposure is done in one go, never cut into sittings (decision 211, amending 129)', () => {
  it.each([
    ['I get panic attacks in supermarkets and avoid them', 'do a full weekly shop in the supermarket on my own', 15, 3],
    ['I avoid buses since a panic attack on one', 'take the bus to work alone', 15, 2],
    ['I panic in lifts and always take the stairs', 'ride the lift to the 10th floor', 20, 4],
  ])('“%s” at %i minutes × %i days: each step of the ladder whole, the top step too', async (current, target, minutes, days) => {
    const plan = await generateRoadmap(asker(minutes)('Mental Health', current, target, { daysPerWeek: days }), builtinProvider);
    const tasks = plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
    const steps = tasks.filter((t) =>
      /^Step \d|, a second time|somewhere or sometime new|once more, with no safety behaviours/.test(t.title),
    );
    expect(steps.length).toBeGreaterThan(5);
    for (const step of steps) {
      expect(step.title).not.toMatch(/\(sitting \d+ of \d+\)/);
      expect(step.description).not.toMatch(/stop where the time ends|pick up where you stopped/);
    }
    expect(tasks.some((t) => /^Step 8, the top of your ladder/.test(t.title))).toBe(true);
  });
});

describe('a timed focus block is done in one go, never cut into sittings (decision 211)', () => {
  it.each([
    [20, 3],
    [15, 5],
    [10, 2],
  ])('Focus at %i minutes × %i days: pomodoros and deep-work blocks whole', async (minutes, days) => {
    const plan = await planFor(
      'Focus & Concentration',
      'I get distracted by my phone all the time at work',
      'focus for an hour',
      minutes,
      days,
    );
    const blocks = plan.weeks
      .flatMap((w) => w.days.flatMap((d) => d.tasks))
      .filter((t) => /^Pomodoros (for|on)|deep block|^Deep-work block/.test(t.title));
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(block.title).not.toMatch(/\(sitting \d+ of \d+\)/);
      expect(block.description).not.toMatch(/stop where the time ends/);
    }
  });
});

describe('what is done in one go is never cut into sittings on a short day (decision 211)', () => {
  it.each([
    ['Sleep Improvement', /^30-minute wind-down before bed|^Wind-down, screens off/],
    ['Networking Skills', /^Attend the event and have 3 conversations/],
    ['Nutrition Basics', /^Cook 1 vegetable-heavy dinner|^Batch-cook 2 recipes/],
    ['Mental Health', /^Do 1 kind act/],
    ['Expense Tracking Mastery', /^15-minute weekly money check/],
    ['Japanese', /^Katakana timed test|^Card test:/],
  ])('%s at 10–20 minutes on 2–4 days: %s whole', async (option, whole) => {
    const found = [];
    for (const [minutes, days] of [
      [10, 2],
      [15, 3],
      [20, 4],
    ] as const) {
      const plan = await planFor(option, 'complete beginner, I have never tried', 'confident at an intermediate level', minutes, days);
      found.push(...plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks)).filter((t) => whole.test(t.title)));
    }
    expect(found.length).toBeGreaterThan(0);
    for (const task of found) {
      expect(task.title).not.toMatch(/\(sitting \d+ of \d+\)/);
      expect(task.description).not.toMatch(/stop where the time ends|pick up where you stopped/);
    }
  });
});
