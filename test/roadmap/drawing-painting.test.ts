import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { ask, everything } from '../support/plan-reading';

/**
 * Painting is not drawing a figure (decision 214): “paint my garden’s birds in watercolour” got the
 * human-figure template with “birds” in it (“Act the pose yourself first”, the Asaro head). A painting
 * target gets a watercolour tutor’s weeks — materials, washes, value, mixing, glazing and lifting, negative
 * painting, the subject, a finished painting — in gouache or acrylic when named; an animal or a bird drawn
 * in pencil keeps the subject track, without its human steps. The people are invented for this file.
 */

const plan = (current: string, target: string, minutes = 30, days = 4) =>
  generateRoadmap(ask('Drawing', current, target, minutes, days), builtinProvider);
const trackOf = (current: string, target: string) => readBack(ask('Drawing', current, target, 30, 4)).track.name;
const titles = (p: RoadmapPlan) => p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
/** The plan week (1-based) of the first task whose title matches, or 0. */
const weekOf = (p: RoadmapPlan, title: RegExp) =>
  p.weeks.findIndex((w) => w.days.some((d) => d.tasks.some((t) => title.test(t.title)))) + 1;

const PAINTING = 'Painting your subject in watercolour';

describe('painting your own subject, as a watercolour tutor would teach it', () => {
  it('the garden’s birds in watercolour, from someone who doodles flowers: the medium first, the birds last, nothing of a human figure', async () => {
    const p = await plan('I doodle flowers in the margins', "paint my garden's birds in watercolour");
    expect(trackOf('I doodle flowers in the margins', "paint my garden's birds in watercolour")).toBe(PAINTING);
    const text = everything(p);
    expect(text).not.toMatch(/Act the pose yourself|Asaro|wooden hand model|\{\w+\}/);
    expect(text).toMatch(/100% cotton paper/);
    expect(text).toMatch(/limited palette/);
    // The tutor's order: washes, value, mixing, glazing and lifting, negative painting, then the birds.
    const order = [
      /^Three flat washes/,
      /^Wet-in-wet/,
      /^A five-step value scale/,
      /^A chart of greens/,
      /^Greys and darks/,
      /^Glaze/,
      /^Lift out lights/,
      /^Negative painting/,
      /^Simple shapes: 10 pencil sketches of the birds in your garden/,
      /^Final, sitting 2/,
    ];
    const weeks = order.map((t) => weekOf(p, t));
    expect(weeks.every((w) => w > 0)).toBe(true);
    expect([...weeks].sort((a, b) => a - b)).toEqual(weeks);
    expect(text).toMatch(/an egg for the body and a circle for the head/);
    expect(text).toMatch(/At the feeder or the bird table/);
    expect(text).toMatch(/Feathers are suggested, not drawn/);
    expect(titles(p).at(-2)).toMatch(/^Final, sitting 2|^Paint the baseline’s photo again/);
    expect(p.weeks.at(-1)!.title).toMatch(/A finished painting of the birds in your garden/);
  });

  it.each([
    [
      'complete beginner',
      'gouache paintings of flowers from my garden',
      45,
      3,
      /Gouache: a set of student tubes/,
      /One stroke a petal|one stroke a petal/i,
    ],
    [
      'painted with acrylics for years',
      'acrylic landscapes for an exhibition',
      120,
      2,
      /Acrylic thinned with water|Acrylic cannot be lifted once dry/,
      /Leaves and grass are suggested/,
    ],
    ['I doodle', 'a watercolour portrait of my dog', 20, 7, /100% cotton paper/, /Fur is suggested, not drawn/],
    [
      'did a class years ago',
      'loose watercolour skies and seascapes',
      10,
      5,
      /wet-in-wet/,
      /Leaves and grass are suggested|Outdoors or at a window/,
    ],
    ['I sketch buildings', 'paint my street in watercolour', 60, 6, /100% cotton paper/, /A building is a box in perspective/],
  ])(
    '“%s” → “%s” (%i min × %i days): the medium’s own kit and the subject’s own way',
    async (current, target, minutes, days, medium, subject) => {
      expect(trackOf(current, target)).toBe(PAINTING);
      const text = everything(await plan(current, target, minutes, days));
      expect(text).toMatch(medium);
      expect(text).toMatch(subject);
      expect(text).not.toMatch(/\{\w+\}|Asaro|Act the pose yourself/);
    },
  );

  it('an experienced painter starts at value, and compares the final with a painting from before the plan', async () => {
    const p = await plan('painted with watercolours for years', 'paint the birds at my feeder', 30, 3);
    expect(p.weeks[0]!.title).toMatch(/Value/);
    expect(weekOf(p, /^Set up your watercolour kit/)).toBe(0);
    expect(everything(p)).toMatch(/if your plan began after week 1, a painting of yours from before it/);
  });

  it('birds and animals drawn in pencil keep the subject track, without a human figure’s steps', async () => {
    for (const target of ['draw birds', 'draw cats', 'sketch horses']) {
      const text = everything(await plan('beginner', target));
      expect(text).not.toMatch(/Act the pose yourself|Asaro|wooden hand model|SenshiStock/);
      expect(text).toMatch(/Watch it happen a few times first/);
    }
    // A face still gets the face's planar model.
    expect(everything(await plan('beginner', 'draw faces'))).toMatch(/Asaro head/);
  });

  it('digital painting, oils, painting a room and paint-by-numbers are not this watercolour track', () => {
    expect(trackOf('I draw a bit', 'digital painting in Procreate')).not.toBe(PAINTING);
    expect(trackOf('never drawn', 'learn to paint in oils')).not.toBe(PAINTING);
    expect(trackOf('beginner', 'paint by numbers of a lighthouse')).not.toBe(PAINTING);
    expect(trackOf('beginner', 'draw my cat from life')).not.toBe(PAINTING);
    expect(trackOf('I doodle', 'a watercolour comic strip for the school newsletter')).toBe(
      'A comic strip: characters, the joke, panels, inks',
    );
  });
});

describe('the subject the target names, before what the person once painted', () => {
  it.each([
    [
      "I'm 72, arthritis in my hands, I painted watercolour landscapes years ago",
      "paint my grandchildren's spaniel in watercolour",
      /the spaniel/,
    ],
    ['I sketch trees in the park', 'paint our terrier in watercolour for the hall', /the terrier/],
    ['I paint skies and the sea', 'paint a labrador in watercolour', /animals/],
  ])('“%s” → “%s”: its weeks paint the animal, not the landscapes', async (current, target, subject) => {
    const text = everything(await plan(current, target, 20, 4));
    expect(text).toMatch(new RegExp(`Baseline: ${subject.source} from a photo`));
    expect(text).toMatch(/Fur is suggested, not drawn/);
    expect(text).not.toMatch(/baseline of landscapes|a finished painting of landscapes/i);
  });
});
