import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { ask, everything, tasksOf } from '../support/plan-reading';
import { expectOnTheirDays } from './track-ask';

/**
 * The person's own animal drawn so it looks like itself (issue #36, round 11, decision 182): its head
 * and markings measured, the poses it returns to when it rests, value and fur, a final from life over
 * sittings, and the week-1 baseline redrawn as promised. Animals in general keep the subject track. The
 * people are invented for this file.
 */
const plan = (current: string, target: string, minutes = 15, days = 5) =>
  generateRoadmap(ask('Drawing', current, target, minutes, days), builtinProvider);
const trackOf = (current: string, target: string) => readBack(ask('Drawing', current, target, 15, 5)).track.name;

/** What the figure and head course says that a pet's plan does not. */
const LEAKS = /Asaro|hand model|sketchbook pages|frames where|commut|Urban Sketchers|\bhands\b|faces/i;

describe('your own animal from life (read as a drawing teacher)', () => {
  it.each([
    ['I doodle on sticky notes', 'a drawing of my old tabby cat that actually looks like him', 'cat'],
    ['never drawn since school', 'sketch our rescue dog from life', 'dog'],
    ['I can draw a bit from photos', 'draw my pony so people recognise her', 'pony'],
  ])('“%s” → “%s”: the likeness studied across the weeks, and the redraw made', async (current, target, pet) => {
    expect(trackOf(current, target)).toBe('Your own animal, from life');
    const p = await plan(current, target);
    const all = everything(p);
    for (const step of [
      `Baseline: your ${pet} from life`,
      `Measure your ${pet}’s head`,
      `Map your ${pet}’s markings`,
      `resting poses`,
      `Final: your ${pet} from life`,
      `Redraw the baseline: your ${pet} from life`,
    ])
      expect(all).toContain(step);
    // The pet is drawn from life in every week, not twice.
    for (const week of p.weeks)
      expect(tasksOf({ ...p, weeks: [week] }).join('\n')).toMatch(new RegExp(`your ${pet}.*from life|from life: your ${pet}`, 'i'));
    expect(all).not.toMatch(LEAKS);
    expect(all).not.toMatch(/\{\w+\}|from memory|the error you found|part \d of \d/);
    expect(p.weeks.at(-1)!.days.at(-1)!.tasks.at(-1)!.title).toMatch(
      new RegExp(`Milestone: The final drawing of your ${pet} from life, beside the baseline`),
    );
    expectOnTheirDays(p, 15, 5);
  });

  it('reads the species: a cat’s head is not a dog’s', async () => {
    expect(everything(await plan('beginner', 'draw my kitten from life'))).toMatch(/rounded wedge/);
    expect(everything(await plan('beginner', 'draw my puppy from life'))).toMatch(/muzzle against the skull/);
  });

  it.each([
    ['beginner', 'draw cats and dogs convincingly'],
    ['I draw people', 'get better at hands'],
  ])('leaves “%s” → “%s” on the subject track', (current, target) => {
    expect(trackOf(current, target)).toBe('The subject you name');
  });
});
