import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { betweenWeek } from '../../lambdas/roadmap/builtin/shape';
import { BETWEEN_WEEKS, curriculumSchema, type Curriculum, type CurriculumWeek } from '../../lambdas/roadmap/curricula/schema';

/**
 * The weeks between a programme done early and its far event (decision 249) promise that no two of the first 25
 * share more than one day. The rotation keeps that promise only while a week between has no more days than there
 * are weeks between (`BETWEEN_WEEKS`, five): a sixth day comes from the week's own focus again. The schema refuses one.
 */
const DIR = join(__dirname, '../../lambdas/roadmap/curricula');

/** Five weeks between of `days` days each, every day named by its week and place ("w2d3"). */
const weeksOf = (days: number) =>
  Array.from({ length: BETWEEN_WEEKS }, (_, j) => ({
    title: `Week ${j}`,
    days: Array.from({ length: days }, (_, d) => ({ title: `w${j}d${d}`, tasks: [] })),
  })) as unknown as CurriculumWeek[];

/** The most days, at the same place in the week, that two of the first 25 weeks between share. */
function mostShared(days: number): number {
  const weeks = Array.from({ length: BETWEEN_WEEKS ** 2 }, (_, k) => betweenWeek(weeksOf(days), k).days.map((d) => d.title));
  let most = 0;
  for (const [k, a] of weeks.entries())
    for (const b of weeks.slice(k + 1)) most = Math.max(most, a.filter((title, d) => b[d] === title).length);
  return most;
}

describe('the weeks between share at most one day, up to five days a week (review 15, finding 19)', () => {
  it.each([2, 3, 4, 5])('with %i days, no two of the first 25 weeks between share more than one day', (days) => {
    expect(mostShared(days)).toBe(1);
  });

  it('with six days two weeks would share two: the limit is real', () => {
    expect(mostShared(6)).toBeGreaterThan(1);
  });

  it('the schema refuses weeks between of more days than that, and keeps those of five', () => {
    const interview = JSON.parse(readFileSync(join(DIR, 'interview-preparation.json'), 'utf8')) as Curriculum;
    expect(interview.between!.map((w) => w.days.length)).toEqual(Array(BETWEEN_WEEKS).fill(5));
    expect(curriculumSchema.safeParse(interview).success).toBe(true);
    const sixDays = { ...interview, between: interview.between!.map((w) => ({ ...w, days: [...w.days, w.days[1]!] })) };
    expect(curriculumSchema.safeParse(sixDays).error?.issues.map((i) => i.message)).toEqual([
      `the weeks between have at most ${BETWEEN_WEEKS} days`,
    ]);
  });
});
