import { everything, tasksOf } from '../support/plan-reading';
import { expectTheirWeek, personOn } from './ask';

/**
 * A performance target's own energy system (issue #36, decision 375), read as a swimming coach and a rowing coach
 * would: "swim 50 m freestyle under 40 seconds" from a masters swimmer got "100 m of your new stroke" (the breath at
 * the wall, a teacher booked), and "a 500 m row under 1:45 on the erg" got the 2k programme (a 2k test, threshold
 * pieces at 24 strokes a minute). People written for this test.
 */
const fitness = personOn('Physical Fitness');

const SWIM_SPRINT = 'A pool sprint: 25, 50 or 100 m in a time';
const ROW_SPRINT = 'The rowing machine: a 500 m sprint';

const titlesOf = async (current: string, target: string, minutes = 45, days = 4) =>
  tasksOf(await fitness.plan(current, target, minutes, days)).join('\n');

describe('a pool sprint time chooses sprint sets, starts and turns, never a learner’s ladder', () => {
  it.each([
    ['masters swimmer, 50 free in 42 seconds, I train 3 times a week', 'swim 50 m freestyle under 40 seconds'],
    ['I swim breaststroke at the gym, 100 m in about 2 minutes', '100 m breaststroke in 1:40 at the masters gala'],
    ['club swimmer at 14, back in the pool twice a week', '50m fly under 35s'],
    ['age-group swimmer', 'swim 25 m backstroke under 20 seconds'],
    ['I can swim front crawl, 50 m in about a minute', 'swim 50 m freestyle in under 45 seconds for the staff gala'],
    ['triathlete who never races the pool', 'a 100 m freestyle PB at the club gala'],
    ['masters swimmer, 100 free in 1:18', 'get my 100 m freestyle down to 1:10'],
  ])('“%s” → “%s”', (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(SWIM_SPRINT);
  });

  it.each([
    ['I can swim a length', 'swim 1 km of front crawl'],
    ['I swim breaststroke', 'swim 100 m front crawl without stopping'],
    ['I swim twice a week', 'swim 1 km in under 25 minutes'],
    ['I swim twice a week', 'swim 50 m in a 25 m pool'],
    ['I swim in the sea in summer', '50 m freestyle in open water under 40s'],
    ['Sunday league footballer', 'run 100 m under 13 seconds'],
    ["I can't swim at all", 'swim 25 m in under a minute'],
    ['I swim for fitness', 'a sprint triathlon, 400 m swim in under 8 minutes'],
  ])('not a pool sprint: “%s” → “%s” keeps its own track', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(SWIM_SPRINT);
  });

  it.each([
    { current: 'masters swimmer, 50 free in 42 seconds', target: 'swim 50 m freestyle under 40 seconds', minutes: 40, days: 3 },
    { current: 'I swim breaststroke at the gym', target: '100 m breaststroke in 1:40 at the masters gala', minutes: 25, days: 2 },
    { current: 'club swimmer at 14', target: '50m fly under 35s', minutes: 60, days: 4 },
    { current: 'age-group swimmer', target: 'swim 25 m backstroke under 20 seconds', minutes: 90, days: 6 },
    { current: 'I can swim front crawl', target: 'swim 50 m freestyle in under 45 seconds', minutes: 15, days: 5 },
  ])('$target at $minutes minutes on $days days: timed, sprints with full rest, its own stroke’s turns, in their words', async (person) => {
    const p = await fitness.plan(person.current, person.target, person.minutes, person.days);
    const text = everything(p);
    const race = /\b(25|50|100) ?m/.exec(person.target)![1];
    expect(text).toContain(`then ${race} m from a push, timed`);
    expect(text).toMatch(/Sprint set: 8 × 15 m \w+ all-out from a push/);
    expect(text).toMatch(/at least 1\.35 m deep/);
    expect(text).toMatch(/Time trial: \d+ m \w+, from your start, timed, aiming at /);
    expect(text).not.toMatch(/new stroke|Book a teacher|Breath at the wall|30 minutes without stopping/i);
    expectTheirWeek(p, person.minutes, person.days);
  });

  it('reads the stroke into the turns, the start and the sets', async () => {
    const fly = await titlesOf('club swimmer at 14', '50m fly under 35s');
    expect(fly).toContain('Sprint set: 8 × 15 m butterfly all-out from a push');
    expect(fly).toContain('two-hand touch turns');
    expect(fly).toContain('aiming at 35 seconds');
    const back = await titlesOf('age-group swimmer', 'swim 25 m backstroke under 20 seconds');
    expect(back).toContain('a backstroke start from the wall');
    expect(back).toContain('Test: 15 m backstroke from a push off the wall, then 25 m from a push');
    const free = await titlesOf('masters swimmer', 'swim 50 m freestyle under 40 seconds, racing dive from the blocks');
    expect(free).toContain('tumble turns');
    expect(free).toContain('a racing dive from the side or the block, where the water is at least 1.35 m deep');
    expect(free).toContain('Test: 25 m freestyle from a push off the wall, then 50 m from a push');
    expect(free).toContain('broken 50s');
    const hundred = await titlesOf('I swim breaststroke at the gym', '100 m breaststroke in 1:40 at the masters gala');
    expect(hundred).toContain('broken 100s');
    expect(hundred).toContain('aiming at 1:40');
  });
});

describe('a 500 m on the rowing machine chooses sprint pieces, not the 2k programme', () => {
  it.each([
    ['gym regular, 500 m on the erg in 1:52', 'a 500 m row under 1:45 on the erg'],
    ['CrossFit three times a week', '500m on the Concept2 in 1:40'],
    ['rowed at school, 47 now', 'sub 1:30 500m row'],
    ['I use the rower for warm-ups', '250 m on the rower under 45 seconds'],
  ])('“%s” → “%s”', (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(ROW_SPRINT);
  });

  it.each([
    ['ex-rower, 2k in about 8:10', 'a sub-7:45 2k on the rowing machine'],
    ['new to the rowing machine', 'row 5k without stopping'],
    ['CrossFit', '500m split under 1:50 on the erg'],
    ['I run 5k', 'run 500 m under 1:30'],
    ['I swim twice a week', 'swim 100 m under 1:30'],
    ['gym regular, my back hurts when I row', 'a 500 m row under 1:45 on the erg'],
  ])('not a rowing sprint: “%s” → “%s”', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(ROW_SPRINT);
  });

  it.each([
    { current: 'gym regular, 500 m on the erg in 1:52', target: 'a 500 m row under 1:45 on the erg', minutes: 45, days: 4 },
    { current: 'rowed at school, 47 now', target: 'sub 1:30 500m row', minutes: 30, days: 3 },
    { current: 'I use the rower for warm-ups', target: '250 m on the rower under 45 seconds', minutes: 20, days: 2 },
    { current: 'CrossFit three times a week', target: '500m on the Concept2 in 1:40', minutes: 90, days: 6 },
  ])('$target at $minutes minutes on $days days: the sprint’s test, starts, 250s and full rests, in their words', async (person) => {
    const p = await fitness.plan(person.current, person.target, person.minutes, person.days);
    const text = everything(p);
    const race = /\b(250|500) ?m/.exec(person.target)![1];
    const goal = /(\d:\d\d|\d{2} seconds)/.exec(person.target)![1];
    expect(text).toContain(`Test: ${race} m flat out from a standing start`);
    expect(text).toContain(`${race} m in ${goal}`);
    expect(text).toContain('Sprints: 8 × 10 strokes flat out');
    expect(text).toContain('Pieces: 6 × 250 m at your goal split');
    expect(text).toMatch(/drag factor/);
    expect(text).not.toMatch(/2k test|Your 2k|Threshold: |2,000 m/);
    expectTheirWeek(p, person.minutes, person.days);
  });

  it('shortens the longer pieces for a 250 m goal', async () => {
    expect(await titlesOf('I use the rower for warm-ups', '250 m on the rower under 45 seconds')).toContain('5 × 150 m at your goal split');
    expect(await titlesOf('gym regular', 'a 500 m row under 1:45 on the erg')).toContain('4 × 300 m at your goal split');
  });
});
