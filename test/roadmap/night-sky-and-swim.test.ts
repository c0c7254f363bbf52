import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 12 (issue #36): three people whose option had a track next to theirs but not theirs. "The night
 * sky and the Milky Way" got portraits by a window and never a night shot; "20 push-ups" from someone
 * whose back aches after long days got the back track's stand-in load and no push-up; "front crawl for a
 * sprint triathlon (750 m open water)" got a run/walk programme; an estate agent's houses got portraits by a
 * window. People written for this test.
 */

const photo = onOption('Photography Basics');
const fitness = onOption('Physical Fitness');
const NIGHT = 'The night sky and the Milky Way';
const PROPERTY = 'Property and rooms: listings that look like the house';

describe('the night sky, as a landscape and astrophotography tutor reads the plan', () => {
  it.each([
    ['a Fujifilm X-T20 with the kit zoom', 'photograph the Milky Way when we go camping', 'your Fujifilm X-T20', 'camping trip'],
    ['a Canon 250D, auto only', 'get into astrophotography on our road trip through Utah', 'your Canon 250D', 'road trip'],
    ['I have a Nikon D3500', 'take pictures of the stars and the night sky from dark places', 'your Nikon D3500', 'night out'],
  ])('%s → %s: focus at infinity, the star limit, the moon and a set from the night', async (current, target, camera, trip) => {
    expect(photo.trackOf(current, target)).toBe(NIGHT);
    const p = await photo.plan(current, target, 30, 3);
    heldOnTheirDays(p, 3);
    expectOnTheirDays(p, 30, 3);
    const text = textOf(p);
    expect(text).toContain(camera);
    expect(text).toMatch(/tape the focus ring/);
    expect(text).toMatch(/500 rule/);
    expect(text).toMatch(/new moon/);
    expect(text).toMatch(/tell someone where you are/i);
    expect(text).not.toMatch(/portrait|window light|a friend by a window/i);
    expect(p.weeks.at(-1)!.title).toContain(trip);
    // The last milestone is the person's own set from the night they planned, and it counts a made thing.
    expect(tasksOf(p).at(-1)!.title).toMatch(/^Milestone: A set of five Milky Way photos/);
  });

  it.each([
    ['a Sony a6400 and a 70–300', 'sharp photos of the moon'],
    ['Canon R10', 'star trails over our house'],
    ['an iPhone', 'photos of rock stars at gigs'],
    ['a Nikon Z50', 'landscapes in the Lake District at sunrise'],
  ])('%s → %s is not the night-sky track', (current, target) => {
    expect(photo.trackOf(current, target)).not.toBe(NIGHT);
  });
});

describe('property photos, as an interiors photographer reads the plan', () => {
  it.each([
    ['I use my iPhone 14 for everything', 'better photos of the houses I list as an estate agent', 'the vendor', /Property Ombudsman|NAR/],
    [
      'a Canon 2000D I barely use',
      'photos of our holiday cottage for Airbnb that get bookings',
      'your cleaner or co-host',
      /Guests review what they find/,
    ],
    ['my phone', 'real estate photos that look professional for my listings in Texas', 'the vendor', /NAR Code of Ethics/],
  ])(
    '%s → %s: level and straight, the window kept, the lists, an honest edit and a whole listing',
    async (current, target, owner, rules) => {
      expect(photo.trackOf(current, target)).toBe(PROPERTY);
      const p = await photo.plan(current, target, 20, 5);
      heldOnTheirDays(p, 5);
      expectOnTheirDays(p, 20, 5);
      const text = textOf(p);
      expect(text).toMatch(/verticals/);
      expect(text).toMatch(/preparation list/);
      expect(text).toContain(owner);
      expect(text).toMatch(rules);
      expect(text).not.toMatch(/portrait|Light day/i);
      expect(tasksOf(p).at(-1)!.title).toMatch(/^Milestone: A listing's set of 15–25 photos/);
    },
  );

  it.each([
    ['an iPhone', 'photos of my kids at home'],
    ['a Sony a6000', 'photos of the cakes I sell at the market'],
    ['a Canon R50', 'street photography in the city centre'],
  ])('%s → %s is not the property track', (current, target) => {
    expect(photo.trackOf(current, target)).not.toBe(PROPERTY);
  });
});

describe('a strength target beside an aching back, and a triathlon swim', () => {
  it.each([
    ['desk job, my lower back aches after long days', 'do 20 proper push-ups'],
    ['I have a bad back sometimes', 'get to 10 push-ups from the floor'],
  ])('%s → %s: the push-up plan, with the pain line said', async (current, target) => {
    const p = await fitness.plan(current, target, 20, 3);
    expect(p.title).toMatch(/push-ups/);
    expect(tasksOf(p).filter((t) => /^Push-ups [ABC]/.test(t.title)).length).toBeGreaterThan(5);
    expect(p.description).toMatch(/GP or physiotherapist/);
    expect(textOf(p)).not.toMatch(/stand-in load/);
  });

  it('an aching back and "stronger", without a named exercise, keeps the back track', () => {
    expect(fitness.trackOf('my lower back aches after long days', 'feel stronger and move without pain')).toMatch(/back/i);
  });

  it.each([
    // A lake swim without a triathlon has its own open-water path since decision 319.
    // Front crawl new to a breaststroke swimmer is taught as a stroke since decision 343.
    [
      'I swim breaststroke slowly, 10 lengths',
      'swim front crawl for my first sprint triathlon (750 m)',
      /your distance in your new stroke/,
    ],
    ['I can swim a bit of breaststroke', 'swim 1 km in the lake this summer', /in open water/],
  ])('%s → %s: the swimming plan, with the open water supervised', async (current, target, title) => {
    const p = await fitness.plan(current, target, 45, 3);
    expect(p.title).toMatch(title);
    expect(textOf(p)).toMatch(/never alone/);
    expect(textOf(p)).toMatch(/safety cover/);
    expect(textOf(p)).not.toMatch(/walk-run|run\/walk|Couch to 5K/i);
  });

  it('a pool swimmer gets no open-water line, and a whole triathlon is not a swimming plan', async () => {
    const pool = await fitness.plan('I swim breaststroke', 'swim 30 minutes of front crawl without stopping', 45, 3);
    expect(textOf(pool)).not.toMatch(/safety cover|wetsuit/);
    expect(textOf(pool)).toMatch(/turn the head to the side, one goggle in the water/);
    expect(textOf(pool)).toMatch(/Your 30 minutes from here/);
    expect(fitness.trackOf('I run a bit', 'finish a sprint triathlon')).not.toMatch(/swim/i);
  });
});
