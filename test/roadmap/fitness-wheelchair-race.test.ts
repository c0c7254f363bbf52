import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Decision 398: a wheelchair user pushing towards a race time (a day chair or a racing chair, a 5k to a marathon) got
 * the running ladder or the wheelchair track's minutes "towards a 30-minute push". As a wheelchair racing coach reads
 * the plans: the chair and gloves, the stroke, a timed push that sets the paces, intervals, race pace and a long push,
 * shoulder care twice a week, a parkrun or track time trial, a taper and the race at the pace their own times give.
 * People written for this test.
 */

const fitness = onOption('Physical Fitness');
const RACE = 'Wheelchair racing: your race at your pace';
const WHEELCHAIR = 'In a wheelchair: pushes in minutes, strong shoulders';

describe('a wheelchair racer gets the racing track', () => {
  it.each([
    ["I'm a T6 paraplegic and push a day chair, I can do about 5k in 40 minutes", 'Push a 10k in under an hour'],
    ['I race in a racing chair, did a 10k in 38 minutes', 'Half marathon in my racing chair'],
    ['spinal cord injury 5 years ago, wheelchair user', 'a marathon'],
    ['T54 class, new to the track', 'get faster over 5k'],
    ['para athlete, day chair', 'parkrun under 30 minutes'],
    ['I push most days', 'push a half marathon'],
  ])('%s → %s', (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(RACE);
  });

  it.each([
    ['wheelchair user with spina bifida', 'do a wheelchair parkrun', WHEELCHAIR],
    ['wheelchair user, paraplegic, 31, I push around town daily', 'build upper body strength and push a 5k', WHEELCHAIR],
  ])('a first push with no time keeps the wheelchair track: %s → %s', (current, target, track) => {
    expect(fitness.trackOf(current, target)).toBe(track);
  });

  it.each([
    ['I can do 20 push-ups', 'push myself to run a 10k in under an hour'],
    ['I run with my baby in a running buggy', 'push the buggy round a 5k in under 30 minutes'],
    ["I push my dad's wheelchair", 'run a half marathon'],
    ['I work at a wheelchair accessible gym', 'run a 10k in 50 minutes'],
    ['run 5k in 31 minutes', 'push my 5k to under 25'],
  ])('%s → %s is not the racing track', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(RACE);
  });
});

describe("the racer's weeks, as a wheelchair racing coach reads them", () => {
  it.each([
    ["I'm a T6 paraplegic and push a day chair, I can do about 5k in 40 minutes", 'Push a 10k in under an hour', 45, 4],
    ['I race in a racing chair, did a 10k in 38 minutes', 'Half marathon in my racing chair', 60, 5],
    ['para athlete, day chair', 'parkrun under 30 minutes', 30, 3],
  ])('%s → %s at %i minutes on %i days', async (current, target, minutes, days) => {
    const p = await fitness.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const titles = tasksOf(p).map((t) => t.title);
    expect(titles.filter((t) => /squat|lunge|\brun\b|walk/i.test(t))).toEqual([]);
    expect(titles.some((t) => /^Timed push: 3 km/.test(t))).toBe(true);
    expect(titles.some((t) => /^Intervals: /.test(t))).toBe(true);
    expect(titles.some((t) => /^Race pace: /.test(t))).toBe(true);
    expect(titles.some((t) => /^Long push: /.test(t))).toBe(true);
    expect(titles.some((t) => /^Time trial: 5 km at a parkrun/.test(t))).toBe(true);
    const cuff = (w: (typeof p.weeks)[number]) => w.days.flatMap((d) => d.tasks).some((t) => /rotator cuff|shoulder care/i.test(t.title));
    // Every week at 45 minutes and more; on three short days a race-pace week may hold only its pushes.
    if (minutes >= 45) p.weeks.forEach((w) => expect(cuff(w)).toBe(true));
    else expect(p.weeks.filter(cuff).length).toBeGreaterThanOrEqual(6);
    expect(textOf(p)).toMatch(/parkrun welcomes wheelchair users/);
    expect(p.weeks.length).toBe(8);
  });

  it('the paces come from their own times: the goal a km, and today’s, and the gap said honestly', async () => {
    const p = await fitness.plan(
      "I'm a T6 paraplegic and push a day chair, I can do about 5k in 40 minutes",
      'Push a 10k in under an hour',
      45,
      4,
    );
    expect(p.description).toMatch(/The 10K in 60 minutes is 6:00 a km/);
    expect(p.description).toMatch(/predicts about 1:23 for the 10K \(Riegel's formula, made for running/);
    expect(p.description).toMatch(/more than one 8-week block usually brings/);
    expect(p.description).toMatch(/autonomic dysreflexia/);
    const titles = tasksOf(p).map((t) => t.title);
    expect(titles).toContain('Race pace: 3 × 8 minutes at 6:00 a km (the 10K in 60 minutes), 3 minutes easy between');
    expect(titles).toContain('A racing chair: where to try one, and what to race in meanwhile');
    expect(textOf(p)).toMatch(/today's is 8:00 a km, from your 5K in 40 minutes/);
    expect(textOf(p)).toMatch(/Day-chair stroke/);
  });

  it('a racing chair is checked and pushed with gloved fists; a half with no time aims at what the 10k predicts', async () => {
    const p = await fitness.plan('I race in a racing chair, did a 10k in 38 minutes', 'Half marathon in my racing chair', 60, 5);
    expect(p.description).toMatch(/predicts about 1:24 for the half marathon .*3:58 a km/);
    const titles = tasksOf(p).map((t) => t.title);
    expect(titles).toContain('Your racing chair checked: tyres, the compensator, the brake, the gloves');
    expect(titles.some((t) => /^The half marathon: the first kilometre controlled, then 3:58 a km/.test(t))).toBe(true);
    expect(textOf(p)).toMatch(/Racing stroke: gloved fists strike the rim/);
    expect(textOf(p)).not.toMatch(/a 30-minute push without stopping/);
  });
});
