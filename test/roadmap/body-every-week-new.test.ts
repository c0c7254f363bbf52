import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { planMetrics, SAID_DAILY, twiceIn } from '../../scripts/roadmaps/metrics';
import { TRACK_WEEKS } from '../../scripts/roadmaps/track-matrix';
import { onOption } from './track-ask';

/**
 * Issue #39 item 3, "every week brings something new" (decision 281): on the Physical Fitness tracks a
 * session's title says what is new in it — the week's step, the session it belongs to, what the easy day
 * rests from — so a long plan is not the same dozen lines again, and a week never holds one task word for
 * word twice unless it is said as daily or with its dose. People written for this test (not the eval's),
 * each read at every TRACK_WEEKS pair from 10 × 2 to 120 × 7.
 */

const fitness = onOption('Physical Fitness');
type Week = RoadmapPlan['weeks'][number];
const titles = (w: Week) => w.days.flatMap((d) => d.tasks.map((t) => t.title));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Every plan of a person at the track matrix's days and minutes. */
const grid = (current: string, target: string) =>
  Promise.all(
    TRACK_WEEKS.map(({ minutes, days }) => fitness.plan(current, target, minutes, days).then((plan) => ({ plan, minutes, days }))),
  );

describe('a long plan on a fitness track is not the same titles again', () => {
  it.each([
    ['I can do a plank and some push-ups', 'hold a freestanding handstand for 20 seconds', /^A handstand/],
    ['I can do 5 push-ups on my knees', 'do 25 push-ups in a row', /^Push-ups/],
    ['office job, weak core', 'hold a 3-minute plank', /^A plank time/],
    ['I squat 50 kg', 'squat 100 kg for 5', /^A barbell lift/],
    ['can hang from a bar for 20 seconds', 'do 5 pull-ups', /^Pull-ups/],
    ["I'm 79, walk with a stick outdoors, had two falls", 'feel steadier on my feet, I had a fall', /^Steady on your feet/],
    ['I commute by bike 8 km', 'ride a 160 km sportive', /^A long ride/],
  ])('“%s” → “%s”: 60%% of titles distinct, no task twice in a week', async (current, target, track) => {
    expect(fitness.trackOf(current, target)).toMatch(track);
    const plans = await grid(current, target);
    const long = plans.filter(({ plan }) => plan.weeks.length >= 12);
    expect(long.length).toBeGreaterThan(0);
    expect(mean(long.map(({ plan, minutes, days }) => planMetrics(plan, minutes, days).distinct))).toBeGreaterThanOrEqual(0.6);
    for (const { plan } of plans)
      for (const w of plan.weeks) expect({ week: w.title, twice: twiceIn(w) }).toEqual({ week: w.title, twice: [] });
  });

  it('a pregnancy plan: all but the daily pelvic floor distinct, and nothing twice in a week', async () => {
    const plans = await grid('pregnant, 14 weeks, I do yoga', 'keep active through my pregnancy');
    expect(fitness.trackOf('pregnant, 14 weeks, I do yoga', 'keep active through my pregnancy')).toMatch(/^Pregnancy/);
    // The pelvic floor is done every day (NHS): its week's cue on each day is what the programme asks.
    const distinct = plans.map(({ plan }) => {
      const own = plan.weeks.flatMap(titles).filter((t) => !SAID_DAILY.test(t));
      return new Set(own).size / own.length;
    });
    expect(mean(distinct)).toBeGreaterThanOrEqual(0.6);
    for (const { plan } of plans) for (const w of plan.weeks) expect(twiceIn(w)).toEqual([]);
  });
});

describe('what the person reads: the week’s step, the session’s purpose', () => {
  it('a handstand week: the first session names the wrist step, the others what they come before', async () => {
    const p = await fitness.plan('never done one', 'learn a handstand', 30, 4);
    const week = p.weeks.find((w) => /Chest-to-wall holds/.test(w.title))!;
    const wrists = titles(week).filter((t) => /^Wrist preparation/.test(t));
    expect(wrists.length).toBeGreaterThanOrEqual(2);
    expect(new Set(wrists).size).toBe(wrists.length);
    expect(wrists[0]).toMatch(/^Wrist preparation, then a 30-second wall plank, fingers turned out$/);
    for (const t of wrists.slice(1))
      expect(t).toMatch(/^Wrist preparation before (?:the shrugs|the longer holds): a 30-second wall plank, fingers turned out$/);
    expect(titles(week).find((t) => /^Easy walk/.test(t))).toMatch(/the hands resting from the chest-to-wall holds/);
  });

  it('six days of push-ups: the second and third easy days say so, and each session’s rows name it', async () => {
    const p = await fitness.plan('I can do 8 push-ups', 'do 30 push-ups', 60, 6);
    const week = p.weeks.find((w) => /^Week \d+: Volume: five sets/.test(w.title))!;
    const easy = titles(week).filter((t) => /^Easy walk or cycle/.test(t));
    expect(easy).toEqual([
      expect.stringMatching(/the arms resting from the five sets$/),
      expect.stringMatching(/the arms resting from the five sets, again this week$/),
      expect.stringMatching(/the arms resting from the five sets, once more this week$/),
    ]);
    expect(titles(week).filter((t) => /^Rows/.test(t))).toEqual([
      expect.stringMatching(/^Rows 3 × 1\d after the five sets,/),
      expect.stringMatching(/^Rows 3 × 1\d after the slow sets,/),
      expect.stringMatching(/^Rows 3 × 1\d after the pyramid,/),
    ]);
  });

  it('three days of push-ups place each session once: nothing said "again this week"', async () => {
    const p = await fitness.plan('I can do 8 push-ups', 'do 30 push-ups', 30, 3);
    expect(p.weeks.flatMap(titles).filter((t) => /again this week|once more this week/.test(t))).toEqual([]);
  });

  it('a shortened week’s check names its own week', async () => {
    const p = await fitness.plan('I can do 2 push-ups', 'do 20 push-ups', 10, 2);
    const checks = p.weeks.flatMap((w) =>
      titles(w)
        .filter((t) => /sessions done, as your days hold them/.test(t))
        .map((t) => ({ week: w.number, t })),
    );
    expect(checks.length).toBeGreaterThan(3);
    for (const { week, t } of checks) expect(t).toBe(`Milestone: week ${week}’s sessions done, as your days hold them`);
  });

  it('a pregnancy week done again takes both strength sessions 3 s down, as its step says', async () => {
    const p = await fitness.plan('pregnant, 18 weeks, I swim', 'stay fit until the birth', 45, 5);
    const again = p.weeks.filter((w) => /again, a step on/.test(w.title));
    expect(again.length).toBeGreaterThan(2);
    for (const w of again) {
      const strength = titles(w).filter((t) => /^Strength/.test(t));
      expect(strength.length).toBeGreaterThanOrEqual(2);
      for (const t of strength) expect(t).toMatch(/^Strength, 3 s down/);
    }
  });

  it('a plank week: McGill’s three and the log name the session they go with', async () => {
    const p = await fitness.plan('I hold a plank for 40 seconds', 'plank for 2 minutes', 60, 4);
    const week = p.weeks.find((w) => /Longer holds and harder versions/.test(w.title))!;
    expect(titles(week).filter((t) => /^McGill's three/.test(t))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^McGill's three with the RKC plank:/),
        expect.stringMatching(/^McGill's three with the long lever:/),
      ]),
    );
    expect(titles(week)).toContain('Log the RKC plank: seconds, and where each hold gave first (shoulders, hips, lower back)');
  });
});
