import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { ask, everything } from '../support/plan-reading';

/**
 * Drawing somewhere, in a medium named (decision 238): “sketch buildings in pen and watercolour on my trip
 * to Lisbon in May” got a studio watercolour course — tubes, two jars, taped sheets — with no pen, no
 * perspective, no sketchbook kit, no sketching on location and nothing of Lisbon. Urban and travel
 * sketching gets a travel kit in the medium said, a line that commits, sighting, perspective, tone over
 * line, the person's street, a day out, then the place named. The people are invented for this file.
 */

const plan = (current: string, target: string, minutes = 30, days = 4) =>
  generateRoadmap(ask('Drawing', current, target, minutes, days), builtinProvider);
const trackOf = (current: string, target: string) => readBack(ask('Drawing', current, target, 30, 4)).track.name;
const titles = (p: RoadmapPlan) => p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
/** The plan week (1-based) of the first task whose title matches, or 0. */
const weekOf = (p: RoadmapPlan, title: RegExp) =>
  p.weeks.findIndex((w) => w.days.some((d) => d.tasks.some((t) => title.test(t.title)))) + 1;

const URBAN = 'Sketching on location, at home and on a trip';
const LISBON = 'sketch buildings in pen and watercolour on my trip to Lisbon in May';

describe('sketching on location, at home and on a trip, as an urban sketcher teaches it', () => {
  it('Lisbon in pen and watercolour, from a beginner: a travel kit, line, perspective, then home, street, a day out and Lisbon', async () => {
    expect(trackOf('complete beginner', LISBON)).toBe(URBAN);
    const p = await plan('complete beginner', LISBON);
    const text = everything(p);
    expect(text).not.toMatch(/\{\w+\}|two water jars|Tape a sheet to a board|24-colour set/);
    // The kit a travel sketcher carries.
    expect(text).toMatch(/waterproof pigment fineliner|waterproof fineliner/);
    expect(text).toMatch(/small pan set of 8–12 half pans/);
    expect(text).toMatch(/a water brush/);
    expect(text).toMatch(/A5 sketchbook of watercolour paper/);
    // Line, sighting and named perspective, then the wash over the line.
    expect(text).toMatch(/no rubbing out/);
    expect(text).toMatch(/Betty Edwards' sighting/);
    // In full, or in the short form a 30-minute day takes (decision 269).
    expect(text).toMatch(/^One-point: (10|5) boxes/m);
    expect(text).toMatch(/^Two-point: (8|4) boxes/m);
    expect(text).toMatch(/heads of standing people are all on your eye level/);
    expect(text).toMatch(/The wash goes over the dry ink/);
    // From home to the street to a day out to Lisbon, in that order.
    const order = [
      /^Baseline: a cup/,
      /^A doorway or window from inside your home/,
      /^Find the eye level/,
      /^Your street or the nearest corner: one sketch on location/,
      /^The sketchcrawl/,
      /^Study Lisbon from photos/,
      /^Lisbon, day 1/,
      /^The last sketch of Lisbon/,
    ];
    const weeks = order.map((t) => weekOf(p, t));
    expect(weeks.every((w) => w > 0)).toBe(true);
    expect([...weeks].sort((a, b) => a - b)).toEqual(weeks);
    // Lisbon's own look, and light, stools and people on location.
    expect(text).toMatch(/azulejo tiles/);
    expect(text).toMatch(/steep streets and stairways/);
    expect(text).toMatch(/terracotta roofs/);
    expect(text).toMatch(/yellow trams/);
    expect(text).toMatch(/Shadows move quickly in sun/);
    expect(text).toMatch(/folding stool/);
    expect(p.weeks.at(-1)!.title).toMatch(/: Lisbon: sketching it on location/);
    // May is months off: said, and the weeks between kept going.
    expect(p.description).toMatch(/finishes before it/);
    expect(text).toMatch(/If the trip is weeks away, keep a sketch a day and a day out a month/);
  });

  it.each([
    [
      'I draw a bit',
      'sketch my village in pencil',
      45,
      3,
      /An HB and a 2B pencil/,
      /hatching in one direction/,
      /Your village/,
      /the church or chapel/,
    ],
    [
      'I doodle',
      'sketch the market and the harbour on our holiday to the Algarve with markers',
      15,
      7,
      /three grey markers/,
      /Markers go light to dark|light grey over every shadow side/,
      /The Algarve/,
      /stalls with their awnings/,
    ],
    [
      'never drawn since school',
      'pen and ink drawings of the buildings on a city break to Edinburgh',
      60,
      5,
      /a brush pen for the darks/,
      /cross-hatching for cast shadows/,
      /Edinburgh/,
      /stone terraces/,
    ],
    [
      'beginner',
      'urban sketching in my city',
      20,
      5,
      /small pan set/,
      /The wash goes over the dry ink/,
      /Your city/,
      /look at photos and note three things/,
    ],
    [
      'I sketch sometimes',
      'line and wash in my sketchbook on a trip to Venice',
      90,
      2,
      /water brush/,
      /The wash goes over the dry ink/,
      /Venice/,
      /canals and their reflections/,
    ],
  ])(
    '“%s” → “%s” (%i min × %i days): the medium’s kit and tone, and the place’s own look',
    async (current, target, minutes, days, kit, tone, place, looks) => {
      expect(trackOf(current, target)).toBe(URBAN);
      const p = await plan(current, target, minutes, days);
      const text = everything(p);
      expect(text).toMatch(kit);
      expect(text).toMatch(tone);
      expect(p.weeks.at(-1)!.title).toMatch(place);
      expect(text).toMatch(looks);
      expect(text).not.toMatch(/\{\w+\}|Asaro|Act the pose yourself|two water jars/);
    },
  );

  it('an architecture student and a practised urban sketcher start past the kit: at perspective, and at their street', async () => {
    expect(trackOf('architecture student, I can draw a bit', 'architecture sketches for my degree')).toBe(URBAN);
    const student = await plan('architecture student, I can draw a bit', 'architecture sketches for my degree', 45, 3);
    expect(student.weeks[0]!.title).toMatch(/^Week 1: Perspective/);
    const practised = await plan("I've done urban sketching for years", 'line and wash on a week in Porto in June');
    expect(practised.weeks[0]!.title).toMatch(/^Week 1: Your own street, on location/);
    expect(weekOf(practised, /^Baseline: a cup/)).toBe(0);
    expect(everything(practised)).toMatch(/if your plan began later, beside a sketch from before it/);
  });

  it('a trip in three weeks keeps the groundwork, the street and the trip itself, last', async () => {
    const p = await plan('never drawn since school', 'a travel sketchbook for our holiday in Venice in 3 weeks', 60, 7);
    expect(p.weeks.length).toBeLessThanOrEqual(3);
    expect(p.weeks.at(-1)!.title).toMatch(/: Venice: sketching it on location/);
    expect(titles(p)).toContain('Pack your sketching kit for pen and wash');
  });

  it('people in the street are drawn small within the weeks, without the commuter’s separate people tasks said or added', async () => {
    const p = await plan('I draw a little', 'urban sketching in the cafés and streets of my town', 30, 5);
    const text = everything(p);
    expect(text).toMatch(/People in your street or a café window: 15 of them, 20 seconds each/);
    expect(text).not.toMatch(/You want to draw people where you are|^Seated figures|^Memory sketch/m);
    // The commuter keeps their own people plan.
    expect(trackOf('I draw a bit in my sketchbook', 'sketch people on the train on my commute')).not.toBe(URBAN);
  });

  it('words that are not sketching a place do not choose this track', () => {
    expect(trackOf('beginner', 'draw up a plan for my trip to Lisbon')).not.toBe(URBAN);
    expect(trackOf('beginner', 'draw the drawing room of the cottage on our holiday')).not.toBe(URBAN);
    expect(trackOf('I sketch buildings', 'paint my street in watercolour')).toBe('Painting your subject in watercolour');
    expect(trackOf('I draw a bit', 'urban sketching on my iPad in Procreate')).not.toBe(URBAN);
    expect(trackOf('I doodle', 'a comic strip about my holiday in Spain')).toBe('A comic strip: characters, the joke, panels, inks');
    expect(trackOf('beginner', 'draw portraits in charcoal')).not.toBe(URBAN);
    expect(trackOf('beginner', 'draw my dog from life')).not.toBe(URBAN);
  });
});

describe('a medium named beside another target gets its own kit, not a pencil’s', () => {
  it.each([
    ['beginner', 'portraits in charcoal', /Willow or vine charcoal for the block-in/],
    ['I doodle', 'draw on my iPad in Procreate', /An iPad or tablet with its pen, and one app \(Procreate/],
    ['never drawn', 'draw faces digitally in Procreate', /a sketch layer at low opacity under your line layer/],
    ['beginner', 'draw still life in ink', /Two waterproof fineliners \(0\.1 and 0\.5 mm\), a brush pen/],
  ])('“%s” → “%s”', async (current, target, kit) => {
    const text = everything(await plan(current, target, 20, 3));
    expect(text).toMatch(kit);
    expect(text).not.toMatch(/an HB and a 2B pencil|\{\w+\}/);
  });

  it('a person who names no medium keeps the pencil and sketchbook', async () => {
    expect(everything(await plan('beginner', 'learn to draw'))).toMatch(/A sketchbook, an HB and a 2B pencil, a kneaded eraser/);
    expect(everything(await plan('beginner', 'draw hands'))).toMatch(/A sketchbook, an HB and a 2B pencil, and a kneaded eraser/);
  });
});
