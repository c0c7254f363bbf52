import { onOption, expectOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';
import { ergAtDistance } from '../../lambdas/roadmap/erg';

/**
 * Round 19 (decision 328): a sport's own track answered only its most common target. A rower aiming at 5k without
 * stopping, a 30-minute row, a sub-20 5k or a half marathon got the 2k programme ("Your target: 2,000 m", the steady
 * row at 15 minutes for seven weeks); a climber who ropes up ("lead a 6a", "top-rope 5.10") got bouldering weeks.
 * People written for this test.
 */

const fitness = onOption('Physical Fitness');
const DISTANCE = 'The rowing machine: your distance or time, rowed whole';
const ROWING = 'The rowing machine: your 2k, by its splits';
const ROPES = 'Rope climbing: belaying, leading and your route';

describe('the rowing machine, at the distance or time the person names', () => {
  it.each([
    ['new to the rowing machine at my gym, 52, knees creak', 'row 5k without stopping', 25, 3, '5,000 m'],
    ['I use the Concept2 at home, 20 minutes at a time', 'a 30-minute row', 30, 2, '30 minutes'],
    ['rowed at uni, 2k in 7:20 back then, 41', 'a sub-20 5k on the erg', 60, 5, '5,000 m'],
    ['gym regular, 29, I do 10 minutes on the rower as a warm-up', 'row 10k on the erg', 45, 4, '10,000 m'],
    ['office worker, 38, new to rowing', 'row for an hour on my water rower', 120, 7, 'an hour'],
  ])('%s → %s: long rows that grow, Concept2’s intervals, the target rowed whole', async (current, target, minutes, days, event) => {
    expect(fitness.trackOf(current, target)).toBe(DISTANCE);
    const p = await fitness.plan(current, target, minutes, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    expect(text).not.toMatch(/2,000 m on|Your target: the 2k|\b5K\b|run\/walk/);
    const titles = tasksOf(p).map((t) => t.title);
    expect(titles[0]).toMatch(/^Set up the rower/);
    expect(titles).toContain('Test: 20 minutes steady, or as long as you row without stopping');
    // The long row grows week by week: each week's is at least last week's, and the longest is 45 minutes.
    const longs = titles
      .map((t) => /^Long row: (\d+) minutes/.exec(t)?.[1])
      .filter(Boolean)
      .map(Number);
    expect(Math.max(...longs)).toBe(45);
    expect(longs.slice(0, 3)).toEqual([20, 25, 30]);
    expect(titles).toContain(`Long row: 30 minutes steady, towards ${event}`);
    // Concept2's pieces whole, or in their short form on a day too short for them.
    expect(titles.some((t) => /4 × 6 minutes from Concept2's plan|^Shorter to fit your day: 2 × 6 minutes/.test(t))).toBe(true);
    expect(titles).toContain(`Your target: ${event}, rowed whole`);
  });

  it('a distance’s goal time gives the pieces their split and watts, by Concept2’s pace calculator', async () => {
    const p = await fitness.plan('rowed at uni, 2k in 7:20 back then, 41', 'a sub-20 5k on the erg', 60, 5);
    expect(p.description).toMatch(/A 20:00 5,000 m is 2:00\.0 per 500 m on the monitor, about 203 watts/);
    expect(textOf(p)).toMatch(/Every piece at an even split, 2:00\.0\/500 m, the split a 20:00 5,000 m asks/);
    const none = await fitness.plan('new to the rowing machine, 40', 'row 5k without stopping', 25, 3);
    expect(textOf(none)).toMatch(
      /Every piece at an even split, the split you mean to hold for 5,000 m; until you hold it, your steady test's split/,
    );
  });

  it.each([
    ['5k in 21:30 on the rower', '2:09.0/500 m, the split a 21:30 5,000 m asks'],
    ['a 1:45:00 half marathon on the erg', '2:29.3/500 m, the split a 1:45:00 half marathon asks'],
    ['10k under 45 minutes', '2:15.0/500 m, the split a 45:00 10,000 m asks'],
    ['row 6k in 24:00', '2:00.0/500 m, the split a 24:00 6,000 m asks'],
  ])('reads “%s” as the monitor shows it', (target, split) => {
    expect(ergAtDistance(target)!.holes.eventsplit).toBe(split);
  });

  it.each(['row 5k without stopping', '5k at 6:30am before work', 'a 30-minute row', '5k in 2 minutes'])(
    'no time read in “%s”',
    (target) => {
      expect(ergAtDistance(target)).toBeUndefined();
    },
  );

  it('a rower whose knees creak reads it in the set-up and in every piece', async () => {
    const text = textOf(await fitness.plan('new to the rowing machine at my gym, 52, knees creak', 'row 5k without stopping', 25, 3));
    expect(text).toMatch(/Your knees, which you mention: at the catch stop the slide with the shins upright/);
    expect(text).toMatch(/Every stroke: the catch with the shins upright for your knees/);
    const other = textOf(await fitness.plan('new to the rowing machine, 40', 'row 5k without stopping', 25, 3));
    expect(other).not.toMatch(/for your knees/);
    expect(other).toMatch(/legs, body, arms in order/);
    // The 2k's track reads them too.
    const twoK = textOf(await fitness.plan('ex-rower, 44, 2k in about 8:10, my knees creak', 'a sub-7:45 2k on the rowing machine', 40, 4));
    expect(twoK).toMatch(/Your knees, which you mention/);
    expect(twoK).toMatch(/Every stroke: the catch with the shins upright for your knees/);
  });

  it('a half marathon is said honestly: this block ends at the longest row yet, not the distance', async () => {
    const [current, target] = ['I do 20 minutes on the erg most days', 'a half marathon on the erg for charity'];
    expect(fitness.trackOf(current, target)).toBe(DISTANCE);
    const p = await fitness.plan(current, target, 60, 4);
    expect(p.description).toMatch(/21,097 m, about 1½–2 hours/);
    const titles = tasksOf(p).map((t) => t.title);
    expect(titles).toContain('Your longest row yet: 60 minutes steady, towards the half marathon, 21,097 m');
    expect(titles.some((t) => /rowed whole/.test(t))).toBe(false);
  });

  it('ten thousand metres a day for a charity: the daily volume is warned of', async () => {
    const p = await fitness.plan('I have a rowing machine in the garage', 'row 10,000 m a day for a charity in March', 60, 6);
    expect(p.description).toMatch(/Rowing the same distance every day is a lot of metres/);
  });

  it.each([
    ['ex-rower, 44, 2k in about 8:10', 'a sub-7:45 2k on the rowing machine', ROWING],
    ['I run 5k', 'a 5k run without stopping', undefined],
    ['I lift', 'seated rows for 10 minutes', undefined],
    ['beginner', '10 push-ups in a row in 5 minutes', undefined],
    ['I row in a crew', 'row 5k in the boat at the regatta', undefined],
    ['sciatica, 50', 'row 5k on the erg', undefined],
  ])('%s → %s: not the distance track', (current, target, track) => {
    const chosen = fitness.trackOf(current, target);
    expect(chosen).not.toBe(DISTANCE);
    if (track) expect(chosen).toBe(track);
  });
});

describe('rope climbing: belaying and leading taught by a qualified instructor first', () => {
  it.each([
    ['boulder V3 at my local wall, never used a rope', 'learn to lead and lead a 6a', 90, 3, '6a', 'on lead'],
    ['top-rope 6a at the wall for a year, I can belay', 'lead a 6a by spring', 120, 2, '6a', 'on lead'],
    ['never climbed, 35, fit from the gym', 'top-rope a 5.10 at the climbing gym', 60, 2, '5.10', 'on top rope'],
    ['indoor climber, 2 years, 6b on top rope', 'my first outdoor sport route', 75, 4, 'your chosen grade', 'on lead'],
    ['climb once a week with my partner, 6a+', 'top-rope 6b cleanly', 45, 3, '6b', 'on top rope'],
  ])('%s → %s: a belay course, mileage, the rope, endurance, the route', async (current, target, minutes, days, grade, style) => {
    expect(fitness.trackOf(current, target)).toBe(ROPES);
    const p = await fitness.plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).not.toMatch(/hangboard|limit bouldering|\b5K\b/i);
    const titles = tasksOf(p).map((t) => t.title);
    // A belay course for a new belayer; the wall's check or a refresher for one who belays already.
    expect(titles[0]).toMatch(/^(?:Book and take a belay course|Book the wall's belay check, or a refresher): /);
    expect(text).toMatch(/the buddy check: harnesses buckled/);
    expect(titles.some((t) => /^Endurance: a 4 × 4 on routes/.test(t))).toBe(true);
    expect(titles).toContain(`Your target: your route at ${grade}, ${style}`);
    if (style === 'on lead') {
      expect(titles.some((t) => /^Book and take a lead course: /.test(t))).toBe(true);
      expect(titles).toContain('Falling practice on lead: small planned falls, caught by a qualified partner');
    } else {
      expect(titles.some((t) => /lead course/.test(t))).toBe(false);
      expect(titles).toContain('Trust the rope: sit back at every height, then your grade on top rope');
    }
  });

  it('someone who belays already books the wall’s check, not the beginners’ course', async () => {
    const belays = tasksOf(await fitness.plan('top-rope 6a at the wall for a year, I can belay', 'lead a 6a by spring', 120, 2));
    expect(belays[0]!.title).toMatch(/^Book the wall's belay check, or a refresher/);
    const fresh = tasksOf(await fitness.plan('never climbed, 35, fit from the gym', 'top-rope a 5.10 at the climbing gym', 60, 2));
    expect(fresh[0]!.title).toMatch(/^Book and take a belay course/);
    expect(fresh[0]!.description).toMatch(/brake hand never leaves the rope/);
  });

  it('a climber with a sore shoulder ropes up with a physiotherapist first; shoulder pain as the target keeps the shoulder’s track', async () => {
    const [current, target] = ['top-rope 6a at the wall for a year, I can belay, 44, my left shoulder gets sore', 'lead a 6a by spring'];
    expect(fitness.trackOf(current, target)).toBe(ROPES);
    const titles = tasksOf(await fitness.plan(current, target, 45, 5)).map((t) => t.title);
    expect(titles).toContain('Book a GP or physiotherapist appointment about the pain, if it is not booked yet');
    expect(titles).toContain('Pain check: rate the pain 0 to 10 before and the morning after a session');
    expect(fitness.trackOf('my shoulder hurts', 'top-rope without shoulder pain')).toBe(
      'A painful shoulder: the rotator cuff and lifting overhead',
    );
  });

  it('a target of belaying someone ends with belaying them', async () => {
    const [current, target] = [
      'busy parent, 38, climb at the wall sometimes, never roped up',
      'learn to top-rope and belay my son at the climbing wall',
    ];
    expect(fitness.trackOf(current, target)).toBe(ROPES);
    const titles = tasksOf(await fitness.plan(current, target, 60, 3)).map((t) => t.title);
    expect(titles[0]).toMatch(/^Book and take a belay course/);
    expect(titles).toContain('Belay your son on top rope, then log it and plan the next block');
  });

  it('the instructor is the country’s own, and an outdoor route goes with one', async () => {
    const us = textOf(await fitness.plan('never climbed, from Denver', 'learn to lead 5.9 at my gym in Colorado', 60, 3));
    expect(us).toMatch(/AMGA-certified instructor/);
    const out = textOf(await fitness.plan('indoor climber, 2 years, 6b on top rope', 'my first outdoor sport route', 75, 4));
    expect(out).toMatch(/Outdoors, go with an instructor or a club/);
  });

  it.each([
    ['competitive climber V4, 27', 'climb V6 by summer'],
    ['I sit all day', 'climb at the bouldering wall with my kids, V2 problems'],
    ['CrossFit', 'climb the rope in 10 seconds'],
    ['manager', 'learn to lead a team at work and get fitter'],
    ['beginner', 'do the high ropes course with my kids'],
    ['I go to the gym', 'jump rope for 10 minutes'],
  ])('%s → %s: not the rope track', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(ROPES);
  });
});
