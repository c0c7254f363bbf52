import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { ask, everything } from '../support/plan-reading';

/**
 * Botanical drawing (decision 238): “botanical illustration of wildflowers” got the general path — a hand,
 * gestures of people in a café, chairs and a room corner — and a watercolour of flowers gets the painting
 * track's loose “one stroke a petal”, not a botanist's accuracy. A botanical target gets a specimen observed
 * and measured at life size, its structure, tone, colour matched to it and a plate. Invented people.
 */

const plan = (current: string, target: string, minutes = 30, days = 4) =>
  generateRoadmap(ask('Drawing', current, target, minutes, days), builtinProvider);
const trackOf = (current: string, target: string) => readBack(ask('Drawing', current, target, 30, 4)).track.name;
const weekOf = (p: RoadmapPlan, title: RegExp) =>
  p.weeks.findIndex((w) => w.days.some((d) => d.tasks.some((t) => title.test(t.title)))) + 1;

const BOTANICAL = 'Botanical drawing of your plant';

describe('botanical drawing, as a botanical artist teaches it', () => {
  it('wildflowers from a beginner: the specimen, life size, structure, tone, colour, a plate; no café gestures or chairs', async () => {
    expect(trackOf('beginner', 'botanical illustration of wildflowers')).toBe(BOTANICAL);
    const p = await plan('beginner', 'botanical illustration of wildflowers');
    const text = everything(p);
    expect(text).not.toMatch(/\{\w+\}|Café or park|2 chairs from different angles|one stroke a petal/i);
    const order = [
      // In full, or in their short forms where the person's week does them so (decision 269).
      /^A specimen of wildflowers/,
      /^Measure (a leaf with dividers|one leaf)/,
      /^(A dissection sheet|A small dissection)/,
      /^(A smooth tonal scale|A five-step tonal scale)/,
      /^Match (five|three) colours of wildflowers/,
      /^The plate['’]s drawing at life size/,
      /^Plate, sitting 3/,
    ];
    const weeks = order.map((t) => weekOf(p, t));
    expect(weeks.every((w) => w > 0)).toBe(true);
    expect([...weeks].sort((a, b) => a - b)).toEqual(weeks);
    expect(text).toMatch(/hot-pressed 100% cotton watercolour paper/);
    expect(text).toMatch(/scientific name/);
  });

  it.each([
    ['I paint a little', 'botanical watercolour of my hellebores', 45, 3, /your hellebores/, /In watercolour: wet on dry in small areas/],
    ['I draw', 'draw leaves and seed pods in coloured pencil', 20, 6, /your plant/, /In coloured pencil: light pressure, layer on layer/],
    [
      'never drawn',
      'accurate drawings of plants in graphite pencil',
      60,
      2,
      /your plant|plants/,
      /In graphite: tone built in light layers/,
    ],
  ])('“%s” → “%s” (%i min × %i days): the plant and the medium said', async (current, target, minutes, days, plant, medium) => {
    expect(trackOf(current, target)).toBe(BOTANICAL);
    const text = everything(await plan(current, target, minutes, days));
    expect(text).toMatch(plant);
    expect(text).toMatch(medium);
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('loose flower painting, a garden plan, a cake and a sketch in the botanic garden are not this track', () => {
    expect(trackOf('complete beginner', 'gouache paintings of flowers from my garden')).toBe('Painting your subject in watercolour');
    expect(trackOf('beginner', 'draw up a planting plan for the border')).not.toBe(BOTANICAL);
    expect(trackOf('beginner', 'draw flowers on birthday cakes')).not.toBe(BOTANICAL);
    expect(trackOf('beginner', 'sketch people in the botanical gardens')).not.toBe(BOTANICAL);
  });
});
