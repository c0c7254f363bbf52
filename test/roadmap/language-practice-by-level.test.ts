import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask, tasksOf } from './language-ask';

/**
 * A language plan's weeks of practice from B1 listen and are checked at the level they work towards (issue #39 item 3,
 * decision 327): round 18's blind reader found B1–C1 learners offered "audio made for beginners" and the same 2-minute
 * recording as the check for 25 weeks. Now: learners' podcasts at natural speed and slow news towards B1, real radio and
 * series towards B2, lectures and debates towards C1; the week's check in turn from its level's (CEFR Companion Volume).
 * Beginners keep the beginner audio and the short checks (negatives).
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const towards = (plan: Plan, level: string) => plan.weeks.filter((w) => w.title.includes(`(towards ${level})`));
const checksOf = (weeks: Plan['weeks']) =>
  weeks.flatMap((w) => tasksOf(w).filter((t) => /^Milestone: /.test(t.title))).map((t) => t.title.replace(/^Milestone: /, ''));
const said = (weeks: Plan['weeks']) => weeks.flatMap((w) => tasksOf(w).flatMap((t) => [t.title, t.description])).join('\n');
/** The check's kind, its theme left out: "A 3-minute talk in French on …" → "A 3-minute talk in French". */
const kindOf = (check: string) => check.replace(/ (on|about) .*$/, '');

describe('weeks of practice from B1 listen and are checked at their level', () => {
  it.each([
    ['French', 'intermediate, B1, lived in Lyon for a year', 'pass the DALF C1', 60, 5],
    ['Spanish', 'B1, I can get by on holiday', 'B2 to follow meetings at work in Madrid', 45, 4],
  ])(
    '%s, “%s” → “%s” at %i × %i: towards B2, real radio and checks in turn, no beginner audio',
    async (option, current, target, minutes, days) => {
      const plan = await planFor(option, current, target, minutes, days);
      const weeks = towards(plan, 'B2');
      expect(weeks.length).toBeGreaterThanOrEqual(12);
      const text = said(weeks);
      expect(text).not.toMatch(/made for beginners/);
      expect(text).toMatch(new RegExp(`real ${option} radio, a series or a report`));
      const checks = checksOf(weeks.filter((w) => /: Practice, week/.test(w.title)));
      expect(checks.some((c) => /^A 2-minute recording/.test(c))).toBe(false);
      expect(checks.some((c) => /^A 3-minute talk in .* from five notes/.test(c))).toBe(true);
      expect(checks.some((c) => /^Summarise in /.test(c))).toBe(true);
      // No check of one kind for months: each kind at most one week in two.
      const counts = new Map<string, number>();
      for (const c of checks) counts.set(kindOf(c), (counts.get(kindOf(c)) ?? 0) + 1);
      expect(Math.max(...counts.values())).toBeLessThanOrEqual(Math.ceil(checks.length / 2));
    },
  );

  it('English, an OET nurse at 60 × 6: towards B2, real radio, and a role-play closing each week (decision 332)', async () => {
    const plan = await planFor('English', 'Ukrainian nurse in Poland, B1 English', 'pass OET to work as a nurse in the UK', 60, 6);
    const weeks = towards(plan, 'B2');
    expect(weeks.length).toBeGreaterThanOrEqual(12);
    const text = said(weeks);
    expect(text).not.toMatch(/made for beginners/);
    expect(text).toMatch(/real English radio, a series or a report/);
    const checks = checksOf(weeks.filter((w) => /: Practice, week/.test(w.title)));
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.filter((c) => !/^An OET role-play on /.test(c))).toEqual([]);
  });

  it('German, B2 → C1 to study at a university at 90 × 6: lectures and debates, a 5-minute argued talk', async () => {
    const plan = await planFor('German', 'upper intermediate B2', 'C1 to study at a German university', 90, 6);
    const weeks = towards(plan, 'C1');
    expect(weeks.length).toBeGreaterThanOrEqual(12);
    const text = said(weeks);
    expect(text).not.toMatch(/made for beginners/);
    expect(text).toMatch(/Listening: \d+ minutes of a lecture, a debate or a talk in German/);
    const checks = checksOf(weeks);
    expect(checks.some((c) => /^A 5-minute argued talk in German/.test(c))).toBe(true);
    expect(checks.some((c) => /^A 5-minute debate in German/.test(c))).toBe(true);
    expect(checks.some((c) => /lecture or debate .*: 4 minutes/.test(c))).toBe(true);
    expect(checks.some((c) => /^A 2-minute recording/.test(c))).toBe(false);
  });

  it('Spanish, A2 → B1 to chat with colleagues at 30 × 3: learners’ podcasts at natural speed, a retelling and a story in turn', async () => {
    const plan = await planFor('Spanish', 'A2, I studied at school', 'B1 to chat with my colleagues', 30, 3);
    const weeks = towards(plan, 'B1').filter((w) => /: Practice, week/.test(w.title));
    expect(weeks.length).toBeGreaterThanOrEqual(6);
    expect(said(weeks)).toMatch(/podcast for learners at natural speed or the radio’s slow news in Spanish/);
    expect(said(weeks)).not.toMatch(/made for beginners/);
    const checks = checksOf(weeks);
    expect(checks.some((c) => /^A 2-minute recording in Spanish/.test(c))).toBe(true);
    expect(checks.some((c) => /^Retell in Spanish/.test(c))).toBe(true);
    expect(checks.some((c) => /^A story in Spanish/.test(c))).toBe(true);
  });
});

describe('beginners keep the beginner audio and the short checks (negatives)', () => {
  it.each([
    ['Italian', 'complete beginner', 'A2 for a trip to Sicily', 30, 4, 'A1', /^Short answers aloud in Italian/],
    ['German', 'A1, did a course last year', 'talk with colleagues in German at work', 45, 3, 'A2', /^A 1-minute recording in German/],
    ['Italian', 'A1', 'chat with my nonna', 30, 5, 'A2', /^A 1-minute recording in Italian/],
  ])('%s, “%s” → “%s” at %i × %i: towards %s', async (option, current, target, minutes, days, level, check) => {
    const plan = await planFor(option, current, target, minutes, days);
    const weeks = towards(plan, level);
    expect(weeks.length).toBeGreaterThan(3);
    const text = said(weeks);
    expect(text).toMatch(/audio made for beginners/);
    expect(text).not.toMatch(/natural speed for learners|real \w+ radio|a lecture, a debate/);
    const checks = checksOf(weeks.filter((w) => /: Practice, week/.test(w.title)));
    expect(checks.some((c) => check.test(c))).toBe(true);
    expect(checks.some((c) => /^(A 3-minute talk|A 5-minute|Summarise in|For and against in|Retell in)/.test(c))).toBe(false);
  });
});
