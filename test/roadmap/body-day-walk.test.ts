import { onOption } from './ask';
import { everything, tasksOf } from '../support/plan-reading';

/**
 * A walk of one day is its own target, not a long-distance path (issue #36, round 11; decision 185): it
 * builds to the walk the person named, with their group's pace where they walk with one, a day's kit,
 * and the walk itself — whole, never "the first 100 minutes of" it — as the final milestone. A path in
 * stages keeps its stages and back-to-back days. People written for this test, several ways of saying
 * the same thing, and negatives that must not change.
 */

const fitness = onOption('Physical Fitness', 40, 4);

describe('a day walk', () => {
  it.each([
    ['I walk 2 miles slowly since my knee op', 'walk the 8-mile river path with my walking group', 'the 8-mile river path', true],
    ['I walk the dog for half an hour', 'do the 10 mile charity walk in June', 'the 10 mile charity walk', false],
    ['short walks only', 'keep up with the Ramblers on a 12 km day walk', 'your route', true],
    ['I can walk an hour', 'walk 15 km in a day', 'your route', false],
    ['I walk an hour most days', 'a 10 mile hill walk in the Lake District', 'your route', false],
  ])('“%s” → “%s”: builds to the walk itself, whole, as the last milestone', async (current, target, route, group) => {
    const p = await fitness.plan(current, target);
    expect(p.title).toBe('Physical Fitness: a day walk');
    const last = p.weeks.at(-1)!;
    expect(last.title).toMatch(new RegExp(`The walk itself: ${route}`));
    const text = everything(p);
    expect(text).not.toMatch(/first \d+ minutes of/);
    expect(text).not.toMatch(/back-to-back|places? to stay|day stages/i);
    const final = last.days.flatMap((d) => d.tasks).find((t) => /^The walk itself/.test(t.title))!;
    expect(final.estimatedMinutes).toBe(180);
    expect(final.description).toMatch(/A day’s kit|a day’s kit/);
    if (group) expect(text).toMatch(/the group’s pace/);
    else expect(text).not.toMatch(/the group’s pace|your group/);
  });

  it.each([
    ['I walk 5 miles on Sundays', 'walk the West Highland Way next summer'],
    ['I hike most weekends', 'the Camino in stages next year'],
  ])('“%s” → “%s”: a path in stages keeps its stages and back-to-back days', async (current, target) => {
    // A path walked over several days is its own track since decision 250.
    const p = await fitness.plan(current, target);
    expect(p.title).toBe("Physical Fitness: your route's days, back to back");
    expect(tasksOf(p).join('\n')).toMatch(/^Back to back: /m);
    expect(everything(p)).not.toMatch(/The walk itself/);
  });
});
