import { readBack } from '../../lambdas/roadmap/reading';
import { danglingIn, uncountableIn } from '../../scripts/roadmaps/metrics';
import { goal, inOrder, plan, textOf } from './custom-ask';

/**
 * Board and wheel sports as custom goals (issue #36 item 4, round 10, decision 147), read as their
 * coaches would: a skateboard coach, a rink's learn-to-skate coach, a mountain bike or BMX skills coach.
 * The people are invented for this file, each sport said several ways, with negatives that must not move.
 */

const trackOf = (title: string, target: string, current = 'beginner') => readBack(goal(title, current, target)).track.name;
const SKATEBOARD = 'Skateboarding, from a coach or a beginners’ session';
const SKATES = 'Roller or inline skating, from a class';
const BIKE = 'Mountain biking and BMX, from a skills course';
const GENERIC = /sub-skill|edge of your ability|20-minute attempt|under a time limit|lifeguard|belayer/;

describe('a board, skates or a bike, each read as its own sport', () => {
  it.each([
    ['Learn to skateboard', 'drop in on a mini ramp', SKATEBOARD],
    ['Skateboarding', 'cruise around the park', SKATEBOARD],
    ['Get into skating', 'drop in on the quarter pipe', SKATEBOARD],
    ['Longboard', 'longboard to work', SKATEBOARD],
    ['Skate', 'learn an ollie on my skateboard', SKATEBOARD],
    ['Roller skating', 'roller skate at the rink', SKATES],
    ['Learn to rollerblade', 'skate along the seafront', SKATES],
    ['Inline skates', 'stop properly on my inline skates', SKATES],
    ['Roller derby', 'pass my league’s minimum skills', SKATES],
    ['Skating', 'skate round the rink without holding the wall', SKATES],
    ['BMX', 'ride BMX at the skatepark', BIKE],
    ['Mountain biking', 'ride a blue trail', BIKE],
    ['MTB', 'ride the trail centre with my friends', BIKE],
    ['Pump track', 'a lap of the pump track without pedalling', BIKE],
  ])('“%s” → “%s” is %s', (title, target, track) => {
    expect(trackOf(title, target)).toBe(track);
  });

  it.each([
    ['Ice skating', 'skate backwards on ice'],
    ['Snowboarding', 'link turns on a blue run'],
    ['Open a skateboard shop', 'a shop in my town'],
    ['Learn to ride a motorbike', 'pass my bike licence'],
    ['Fitness', 'an hour on the exercise bike'],
    ['Drop in', 'drop in on my neighbours more often'],
  ])('“%s” → “%s” is none of them', (title, target) => {
    expect([SKATEBOARD, SKATES, BIKE]).not.toContain(trackOf(title, target));
  });
});

describe('skateboarding, as a skateboard coach reads it', () => {
  it('a coach and the kit first, stance and falling on the flat, pushing and stopping, turns, the ramp, then dropping in; the nerves read', async () => {
    const p = await plan('Learn to skateboard', '34 and never stood on a board, a bit nervous', 'drop in on a mini ramp', {
      description: 'I live in Bristol',
      minutes: 30,
      days: 3,
    });
    inOrder(p, [
      /^Book a beginners’ lesson or a skatepark’s beginner session/,
      /^Kit: a helmet, wrist guards, knee and elbow pads/,
      /^Your first lesson: your stance/,
      /^Falling safely on flat ground/,
      /^Pushing drill/,
      /^Stopping drill/,
      /^Carving drill/,
      /^A lesson on the mini ramp/,
      /^Rock to fakie/,
      /^Drop in on the smallest ramp with the coach holding your hand/,
    ]);
    expect(p.description).toMatch(
      /^Skateboarding is learnt with a coach .* about a third of skateboarding injuries happen in the first week/,
    );
    const text = textOf(p);
    expect(text).toContain('a Skateboard GB-qualified coach or skate school');
    // Thirty-four and nervous: flat ground and something to hold first, and no hurry at the top of the ramp.
    expect(text).toMatch(/Say you are nervous, or an adult beginner, when you book/);
    expect(text).toMatch(/a wall, a rail or the coach’s hand to hold, for as long as you want it/);
    expect(text).toMatch(/Nervous at the top is normal/);
    expect(text).toMatch(/EN 1078/);
    expect(text).not.toMatch(GENERIC);
    expect(danglingIn(p)).toEqual([]);
    expect(uncountableIn(p)).toEqual([]);
  });

  it('a confident skater is not told they are nervous; a commute on a longboard ends at turning, with the route walked and ridden', async () => {
    const calm = textOf(await plan('Skateboarding', 'never tried', 'drop in on a mini ramp'));
    expect(calm).not.toMatch(/Say you are nervous/);
    expect(calm).toMatch(/Tell the coach your experience/);
    const commute = await plan('Longboard', 'never tried', 'longboard to work, 3 km', { minutes: 20, days: 4 });
    expect(commute.weeks.at(-1)!.title).toMatch(/Turning: carving and kick turns/);
    expect(textOf(commute)).toMatch(/Walk your route, then ride it at a quiet time/);
    expect(textOf(commute)).not.toMatch(/mini ramp|rock to fakie/i);
  });

  it('an ollie is said to come after the basics, over months', async () => {
    expect((await plan('Skateboard', 'never tried', 'learn an ollie on my skateboard')).description).toMatch(
      /Ollies, flip tricks, grinds, the bowl and bigger ramps come after/,
    );
  });
});

describe('roller and inline skating, as a rink’s coach reads it', () => {
  it('a class, falling and getting up, striding, a first stop, the T-stop, crossovers and backwards, then the rink session', async () => {
    const p = await plan('Roller skating', 'never skated, scared of falling', 'roller skate at the rink with my kids', {
      minutes: 45,
      days: 2,
    });
    inOrder(p, [
      /^Book a learn-to-skate class/,
      /^Your first class: the ready position, falling forward and getting up/,
      /^Striding drill/,
      /^Stopping drill, slowly first/,
      /^T-stop drill/,
      /^Crossover drill/,
      /^Backwards swizzles/,
      /^A public session at the rink/,
    ]);
    const text = textOf(p);
    expect(text).toMatch(/The plough stop: skates wide, toes turned in/);
    expect(text).toMatch(/the rink wall or a rail, and a coach beside you/);
    expect(text).not.toMatch(GENERIC);
  });

  it('inline skates learn the heel brake; a skate on the seafront path is the target week; a derby skater books the league’s programme', async () => {
    const inline = textOf(await plan('Inline skating', 'never tried', 'skate along the seafront path on my inline skates'));
    expect(inline).toMatch(/The heel brake: scissor the braking skate forward/);
    expect(inline).not.toMatch(/The plough stop/);
    expect(inline).toMatch(/A smooth, flat path at a quiet time/);
    const derby = await plan('Roller derby', 'never skated', 'join roller derby');
    expect(textOf(derby)).toMatch(/new-skater \(‘fresh meat’\) programme/);
    expect(derby.description).toMatch(/a derby league assesses its minimum skills before contact/);
  });

  it('someone who skated as a child starts again with striding and the stops, never at crossovers', async () => {
    const p = await plan('Roller skating', 'I skated as a kid, 41 now and scared of falling', 'skate round the rink and stop safely', {
      minutes: 45,
      days: 2,
    });
    const titles = p.weeks.map((w) => w.title).join('\n');
    expect(titles).not.toMatch(/^Week 1: Crossovers/);
    expect(textOf(p)).toMatch(/The plough stop/);
  });
});

describe('mountain biking and BMX, as a skills coach reads it', () => {
  it('a skills course, the M-check, the attack position and braking, cornering and pumping, small drops with the coach, then a blue trail with a club or guide', async () => {
    const p = await plan('Mountain biking', 'I have a bike but never ridden off-road', 'ride a blue trail at a trail centre', {
      description: 'near Glasgow',
      minutes: 60,
      days: 3,
    });
    inOrder(p, [
      /^Book a skills course/,
      /^The M-check/,
      /^Your first session: neutral and attack positions/,
      /^Braking drill/,
      /^Cornering drill/,
      /^Pump track laps/,
      /^A coached session: rolling steps and a small drop/,
      /^Your ride: a blue trail with a club ride or a qualified guide/,
    ]);
    const text = textOf(p);
    expect(text).toContain('British Cycling-qualified');
    expect(text).toMatch(/Never a drop whose landing you cannot see/);
    expect(text).not.toMatch(GENERIC);
  });

  it('BMX at the skatepark rides the park, a BMX race the track in a full-face helmet; a red trail is said to come later', async () => {
    const park = textOf(await plan('BMX', 'never done it', 'ride BMX at the skatepark'));
    expect(park).toMatch(/the skatepark at its quiet BMX session/);
    const race = textOf(await plan('BMX racing', 'never raced', 'race BMX at my local track'));
    expect(race).toMatch(/in a full-face helmet, long sleeves and trousers/);
    expect((await plan('Mountain biking', 'beginner', 'ride red trails')).description).toMatch(/Red and black trails/);
  });
});
