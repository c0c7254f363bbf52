import { expectOnTheirDays, onOption } from './track-ask';
import { inOrder, textOf } from './custom-ask';

/**
 * A home routine with ADHD (issue #36, round 12): "keep my flat tidy, I have ADHD" and "a morning routine
 * that sticks" got the general habits course — "I am someone who…", a book on the pillow, the guitar on a
 * stand — with timed blocks added. The track is the routine itself, as an ADHD coach sets it: three steps,
 * the first tiny, the cue in sight (Barkley's point of performance), a body double each week, blockers
 * cleared, a reset after a missed day (never miss twice), a bad day's version and the clinician told.
 * People written for this test.
 */

const { trackOf, plan } = onOption('Habits Building');
const HOME = 'A home routine with ADHD';

describe('a home routine with ADHD, as an ADHD coach reads the plan', () => {
  it.each([
    ['I have ADHD and my flat is always a mess', 'keep my flat tidy', 'your ten-minute tidy', /bin bag on the door handle/],
    [
      'ADHD, diagnosed last year; the house is a tip',
      'tidy for ten minutes every evening without it being a battle',
      'your ten-minute tidy',
      /bin bag/,
    ],
    ['mornings are chaos', 'a morning routine that sticks, I have ADHD', 'your morning routine', /keys in a bowl by the door/],
    [
      'I’m always late for work, I have ADHD',
      'get out of the door on time with a morning routine',
      'your morning routine',
      /keys in a bowl/,
    ],
    ['adhd, dishes pile up for days', 'keep on top of the washing up', 'your kitchen reset', /sticky note on the kettle/],
  ])('%s → %s: the routine, its cue, a body double, a reset, the clinician', async (current, target, routine, cue) => {
    expect(trackOf(current, target)).toBe(HOME);
    const p = await plan(current, target, 20, 5);
    const text = textOf(p);
    expectOnTheirDays(p, 20, 5);
    expect(p.description).toMatch(/^You mention ADHD: this plan is built around it/);
    expect(text).toMatch(cue);
    inOrder(p, [
      new RegExp(`^Write ${routine} as three steps, the first one tiny`),
      /^Body doubling/,
      /^Write your reset under the tracker/,
      /^Blockers: what stopped a start last week/,
      /^Write the bad-day version/,
      /^Tell your GP, ADHD nurse or psychiatrist/,
    ]);
    expect(p.weeks.at(-1)!.days.at(-1)!.tasks.at(-1)!.title).toMatch(new RegExp(`^Milestone: ${routine} on each of this week’s days`, 'i'));
    // None of the general habit course's examples, and no timed blocks pasted on every task.
    expect(text).not.toMatch(/I am someone who|guitar|Book on the pillow|Work in \d+-minute blocks/);
  });

  it.each([
    ['I have ADHD', 'take my ADHD meds every morning'],
    ['my son has ADHD', 'keep the house tidy'],
    ['I keep my flat messy', 'keep my flat tidy'],
    ['I have ADHD', 'meditate every morning'],
  ])('%s → %s: not this track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(HOME);
  });
});
