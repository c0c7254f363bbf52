import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { planMetrics } from '../../scripts/roadmaps/metrics';
import { tasksOf } from './custom-ask';
import { onOption } from './track-ask';

/**
 * Round 20 (decision 347, issue #39): at small budgets a lesson week that does not fit is spread over parts, and a
 * task longer than a week's time is sat over several of them. The parts read alike: "Read your memoir through…
 * (sitting 2 of 6)" then "(sitting 3 of 6)", a rower's "Long row: 25 minutes steady, towards 5,000 m" then 30, then 35.
 * Each sitting now says how far it reaches ("…, to a third (sitting 2 of 6)"), and the rowing distance's long rows
 * and short pieces are named for their week. People written for this test.
 */

const SITTING = /^(.*), (to [^,()]+) \(sitting (\d+) of (\d+)\)$/;

/** The sittings of each task sat over several, in the plan's order: the title before its mark, and each sitting's share. */
function sittingsOf(plan: RoadmapPlan) {
  const byTask = new Map<string, { share: string; at: number; of: number }[]>();
  for (const t of tasksOf(plan)) {
    const m = SITTING.exec(t.title);
    if (!m) continue;
    const key = `${m[1]} of ${m[4]}`;
    byTask.set(key, [...(byTask.get(key) ?? []), { share: m[2]!, at: Number(m[3]), of: Number(m[4]) }]);
  }
  return byTask;
}

const PEOPLE = [
  ['Writing Skills', 'my 80,000-word memoir is finished', 'self-publish my memoir on KDP', 10, 2],
  ['Writing Skills', 'retired teacher, my memoir is drafted', 'publish my memoir as a paperback and ebook', 15, 3],
  ['Writing Skills', 'I run a small charity', 'a funding bid to the lottery', 20, 2],
  ['Physical Fitness', 'new to the rowing machine at my gym, 52, knees creak', 'row 5k without stopping', 10, 2],
  ['Physical Fitness', 'office worker, 38, new to rowing', 'row 10k on the erg', 15, 3],
  ['Photography Basics', 'I shoot portraits', 'photograph weddings', 10, 2],
  ['Focus & Concentration', 'PhD student, I lose whole days to email', 'write 500 words of my thesis every weekday', 15, 3],
  ['Focus & Concentration', 'I check my phone while I revise', 'revise for my exams without my phone', 20, 2],
] as const;

describe('a week spread over parts brings its own share each part', () => {
  it.each(PEOPLE)('%s: “%s” → “%s” at %i × %i', async (option, current, target, minutes, days) => {
    const plan = await onOption(option).plan(current, target, minutes, days);
    // Parts say which they are, in order.
    const parts = plan.weeks.map((w) => /, part (\d+) of (\d+)/.exec(w.title)).filter((m) => m !== null);
    for (const [k, m] of parts.entries()) if (Number(m[1]) > 1) expect(Number(parts[k - 1]![1])).toBe(Number(m[1]) - 1);
    // A task sat over several: every sitting says how far it reaches, the last "to the end", the title alike in each;
    // only a title that the share would cut, whole with its count alone, keeps the count alone (never cut for the share).
    for (const t of tasksOf(plan))
      if (/\(sitting \d+ of \d+\)$/.test(t.title) && !SITTING.test(t.title)) {
        expect(t.title).not.toMatch(/…/);
        expect(t.title.replace(/ \(sitting \d+ of \d+\)$/, ', to three quarters (sitting 1 of 2)').length).toBeGreaterThan(120);
      }
    for (const [task, sittings] of sittingsOf(plan)) {
      const ofOne = sittings.filter((s) => s.at <= s.of);
      expect({ task, last: ofOne.find((s) => s.at === s.of)?.share }).toEqual({ task, last: 'to the end' });
      // Sittings of up to six each name their own share.
      if (sittings[0]!.of <= 6) expect(new Set(sittings.map((s) => s.share)).size).toBe(new Set(sittings.map((s) => s.at)).size);
    }
    // No more than a tenth of the plan's weeks share 80% or more of their tasks with an earlier week (the target).
    expect(planMetrics(plan, minutes, days).repeating).toBeLessThanOrEqual(0.1);
  });

  it('a memoir read through at 10 × 2 reaches a stated share each week, on to the end', async () => {
    const plan = await onOption('Writing Skills').plan('my 80,000-word memoir is finished', 'self-publish my memoir on KDP', 10, 2);
    const read = tasksOf(plan)
      .map((t) => t.title)
      .filter((t) => /^Read your memoir through/.test(t));
    expect(read.length).toBeGreaterThanOrEqual(3);
    expect(read.at(-1)).toMatch(/, to the end \(sitting (\d+) of \1\)$/);
    expect(read[0]).toMatch(/, to (a sixth|a fifth|a quarter|a third|halfway) \(sitting 1 of \d+\)$/);
    expect(new Set(read).size).toBe(read.length);
    // Each of those weeks is a part of the same syllabus week, said so.
    const weeks = plan.weeks.filter((w) => w.days.some((d) => d.tasks.some((t) => /^Read your memoir through/.test(t.title))));
    for (const w of weeks) expect(w.title).toMatch(/, part \d+ of \d+/);
  });

  it('a rower at 10 × 2 reads each week’s long row by its own words, not its count alone', async () => {
    const plan = await onOption('Physical Fitness').plan(
      'new to the rowing machine at my gym, 52, knees creak',
      'row 5k without stopping',
      10,
      2,
    );
    const longs = tasksOf(plan)
      .map((t) => t.title)
      .filter((t) => /^Long row: \d+ minutes/.test(t));
    expect(longs.length).toBeGreaterThanOrEqual(5);
    // Without its numbers, no two long rows are titled alike.
    const words = longs.map((t) => t.replace(/\d+/g, '#'));
    expect(new Set(words).size).toBe(words.length);
    expect(longs).toContain('Long row: 25 minutes steady, lighter: the step back');
  });

  it('a task that fits its week whole is not sat in shares (60 × 5, 45 × 4)', async () => {
    const memoir = await onOption('Writing Skills').plan('my 80,000-word memoir is finished', 'self-publish my memoir on KDP', 60, 5);
    const rower = await onOption('Physical Fitness').plan(
      'new to the rowing machine at my gym, 52, knees creak',
      'row 5k without stopping',
      45,
      4,
    );
    for (const p of [memoir, rower]) {
      expect(tasksOf(p).filter((t) => /\(sitting \d+ of \d+\)|, to (?:halfway|the end|a third)\b/.test(t.title))).toEqual([]);
      expect(p.weeks.filter((w) => /, part \d+ of \d+/.test(w.title))).toEqual([]);
    }
  });
});
