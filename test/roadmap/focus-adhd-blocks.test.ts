import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { personOn } from './ask';

/**
 * An ADHD deep-work plan's later weeks (round 20, decision 361). "Two deep-work blocks a day without checking
 * Slack" (a developer with ADHD, 30 × 5) read "Work in 10-minute blocks … a 3-minute break" under a 90-minute
 * deep block, and its two-block week became five weeks: "Blockers" four days running, then one 3-hour day and
 * four rest days a week. Now a session that sets its own block keeps it, and a deep block longer than the day is
 * booked in the working day and logged, one on each of the week's days. People written for this test.
 */
const { plan } = personOn('Focus & Concentration');

const tasks = (p: RoadmapPlan) => p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
const DEEP = /^(?:Deep-work block|Second deep block|Third deep block|Two deep blocks|A \d+-minute focus block)\b/;

const PEOPLE: Array<[string, string, number, number]> = [
  ['developer with ADHD, I check Slack every few minutes', 'two deep-work blocks a day without checking Slack', 30, 5],
  ['I have ADHD and work in marketing, Teams pings all day', 'two 90-minute deep work blocks every morning', 45, 4],
  ['diagnosed with ADHD last year, data analyst', 'two long focus blocks a day on my reports', 40, 5],
  ['ADHD, PhD student writing up', 'two deep-work blocks a day on my thesis', 60, 4],
];

describe('an ADHD deep-work plan keeps its own blocks and spreads them over the days', () => {
  it.each(PEOPLE)('%s → %s (%i min × %i)', async (current, target, minutes, days) => {
    const p = await plan(current, target, minutes, days);
    expect(p.description).toMatch(/You mention ADHD/);
    // No short-block timer line under a block that sets its own length.
    for (const t of tasks(p).filter((t) => DEEP.test(t.title)))
      expect([t.title, t.description]).not.toEqual([t.title, expect.stringMatching(/\d+-minute blocks with a timer and a 3-minute break/)]);
    // The two-block week is one week: each of its block days holds two blocks, the second grown 60 → 75 → 90.
    const two = p.weeks.filter((w) => /^Week \d+: Two deep blocks in a day/.test(w.title));
    expect(two.map((w) => w.title)).toEqual([expect.not.stringMatching(/part \d of/)]);
    const blocks = two[0]!.days.flatMap((d) => d.tasks).filter((t) => /^Two deep blocks: 90 minutes/.test(t.title));
    expect(blocks.map((t) => /then (\d+)/.exec(t.title)?.[1])).toEqual(['60', '75', '90']);
    expect(two[0]!.days.filter((d) => d.tasks.some((t) => /^Two deep blocks: 90 minutes/.test(t.title)))).toHaveLength(3);
    // No rest days in it, and the ADHD blockers line once, not on four days running.
    expect(two[0]!.days.map((d) => d.title).filter((t) => /Rest day|Blockers/.test(t))).toEqual([]);
  });

  it('a block longer than the day is booked in the working day and logged, not cut', async () => {
    const p = await plan(...PEOPLE[0]);
    const third = tasks(p).find((t) => /^Third deep block: 90 minutes/.test(t.title))!;
    expect(third.title).toMatch(/in your working day/);
    expect(third.description).toMatch(/Slack paused/);
    expect(third.description).toMatch(/a second block follows after a 20-minute break/);
  });

  it('the short-block line stays on a session with no block of its own', async () => {
    const p = await plan(...PEOPLE[0]);
    expect(JSON.stringify(p.weeks)).toMatch(/Work in 1\d-minute blocks with a timer and a 3-minute break/);
  });
});
