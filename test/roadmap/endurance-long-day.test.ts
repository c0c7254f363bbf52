import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { onOption } from './track-ask';

/**
 * A dated or named endurance event trained for by the time the event needs (decision 282): the Coast to Coast in
 * three days at 30 minutes on 3 days read a long ride held at 45 minutes for eleven weeks before a 4-hour first day
 * (round 16, 2/10). Towards an event far longer than the person's days, the long ride, walk or run grows whole week by
 * week on one longer day, the other days stay within the day's minutes, and the plan and its first week say plainly
 * which day, how long, and — where the person's week cannot hold it — that the event needs the time.
 */
const fitness = onOption('Physical Fitness');

type Week = RoadmapPlan['weeks'][number];
type Day = Week['days'][number];

/** A long session's task: the long ride, walk or run, a longer walk, back-to-back days, a day walk. */
const LONG = /^(?:Long(?:er)? (?:ride|walk|run)|Back[- ]to[- ]back|Day walk)\b/;
const longOf = (day: Day) => day.tasks.find((t) => LONG.test(t.title));

const PEOPLE: [string, string, number, number, RegExp][] = [
  ['I cycle to the station, 10 minutes each way, 49', 'ride the Coast to Coast (C2C) in 3 days in June', 30, 3, /long ride/],
  ['ride 20 miles on Sundays', 'a 100-mile sportive in September', 45, 4, /long ride/],
  ['I cycle to the shops', 'ride a 60-mile sportive', 20, 2, /long ride/],
  ['I run 5K twice a week', 'my first marathon in 16 weeks', 30, 4, /long run/],
  ['I walk an hour at weekends', 'walk the Pennine Way in stages', 20, 3, /long walk/],
  ['I walk my dog twice a day', 'walk 12 miles along the Yorkshire Dales', 15, 3, /long(?:er)? walk/],
];

describe('an endurance event trained for by the time it needs (decision 282)', () => {
  it.each(PEOPLE)(
    '“%s” → “%s” at %i minutes on %i days: the long session grows whole on one longer day, said',
    async (current, target, minutes, days, kind) => {
      const plan = await fitness.plan(current, target, minutes, days);
      const weeks = plan.weeks.slice(0, -1);
      const longs = weeks.flatMap((w) => w.days.flatMap((d) => (longOf(d) ? [longOf(d)!] : [])));
      // Never shortened: no "Long ride: 3 h, …, shortened to 45 minutes".
      expect(longs.length).toBeGreaterThan(0);
      for (const t of longs) expect(t.title).not.toMatch(/shortened to \d+ minutes$/);
      // It grows: its longest is well past the day, and past the first week's.
      const most = Math.max(...longs.map((t) => t.estimatedMinutes));
      expect(most).toBeGreaterThanOrEqual(Math.max(90, minutes * 2));
      expect(most).toBeGreaterThan(longs[0]!.estimatedMinutes);
      // The other days together stay within their days' minutes (a tenth over, and the week's check), but for what a day does
      // once (a bike check) and a race on the way.
      for (const w of weeks) {
        const others = w.days.filter((x) => !longOf(x));
        const minutesOf = others
          .flatMap((d) => d.tasks)
          .filter((t) => !/^Milestone|^A bike check|^Plan your route|^Pack|^Run \d: your|^Race/.test(t.title))
          .reduce((n, t) => n + t.estimatedMinutes, 0);
        expect(minutesOf).toBeLessThanOrEqual(Math.ceil(minutes * others.length * 1.1));
      }
      // Said: which day, how long, more than the day's minutes; the plan says the long session is not shortened.
      const said = plan.weeks.find((w) => / is your long(?:er)? (?:ride|walk|run), kept whole at/.test(w.description))!;
      expect(said).toBeDefined();
      expect(said.description).toMatch(
        new RegExp(
          `Day \\d \\((?:Saturday|Sunday|Monday|Tuesday|Wednesday|Thursday|Friday)\\) is your ${kind.source}, kept whole at [^,]+(?:, and day \\d \\(\\w+\\) your [^,]+, kept whole at [^,]+)?, more than your ${minutes} minutes a day: keep th(?:at day|ose days) free`,
        ),
      );
      expect(plan.description).toMatch(
        new RegExp(`${kind.source} is not shortened: it grows week by week towards the event on one longer day`),
      );
      expect(plan.description).not.toMatch(/about \d+ minutes a day would hold them whole/);
      // The first week with a long session over the day says where it is going.
      expect(said.description).toMatch(/grows week by week towards your event, to [^,]+ in week \d+, always on one longer day/);
    },
  );

  it('says the event needs the time where the person’s week cannot hold its long ride at all', async () => {
    const plan = await fitness.plan(
      'I cycle to the station, 10 minutes each way, 49',
      'ride the Coast to Coast (C2C) in 3 days in June',
      30,
      3,
    );
    expect(plan.description).toMatch(/Your event's day takes about 4 hours, far longer than your 30 minutes a day/);
    expect(plan.description).toMatch(/Your 1 h 30 min a week cannot hold that long ride: your event needs about 4 hours on its day/);
    expect(plan.weeks[0]!.description).toMatch(
      /That is more than your whole week's 1 h 30 min: your event needs a longer day like this every week/,
    );
    // The long ride reaches about three quarters of the event's day before the taper (British Cycling), the last week the ride.
    const longs = plan.weeks.flatMap((w) => w.days.flatMap((d) => (longOf(d) ? [longOf(d)!.estimatedMinutes] : [])));
    expect(Math.max(...longs)).toBeGreaterThanOrEqual(180);
    expect(plan.weeks.at(-1)!.title).toMatch(/Coast to Coast/);
  });

  it('a race on the way to the event is run whole, never its first 20 minutes', async () => {
    const plan = await fitness.plan('I run 5K twice a week', 'my first marathon in 16 weeks', 30, 4);
    const tasks = plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
    expect(tasks.some((t) => /your 10K/.test(t.title))).toBe(true);
    for (const t of tasks.filter((x) => /your 10K|half marathon/.test(x.title))) expect(t.title).not.toMatch(/the first \d+ minutes of/);
  });

  it.each([
    ['I walk to the shops', 'walk for an hour without stopping', 15, 3],
    ['I walk to the shops', 'walk for an hour without stopping', 10, 2],
  ])(
    'a goal no longer than an hour is no endurance event: “%s” → “%s” at %i on %i shortens its longer walk to the week',
    async (current, target, minutes, days) => {
      const plan = await fitness.plan(current, target, minutes, days);
      expect(JSON.stringify(plan.weeks)).not.toMatch(/is your long(?:er)? walk, kept whole at/);
      expect(plan.description).not.toMatch(/is not shortened: it grows week by week/);
      expect(
        plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks)).some((t) => /^Longer walk: .*, shortened to \d+ minutes$/.test(t.title)),
      ).toBe(true);
    },
  );

  it('at a week that holds the long ride, nothing is said of a longer day', async () => {
    const plan = await fitness.plan('I cycle to the shops', 'ride a 60-mile sportive', 120, 7);
    expect(plan.description).not.toMatch(/is not shortened: it grows week by week/);
    expect(JSON.stringify(plan.weeks)).not.toMatch(/is your long ride, kept whole at/);
  });
});

describe('a pregnant woman’s first week holds her sessions, the midwife told first (decision 282)', () => {
  it.each([
    ['10 weeks pregnant, I walk a little', 'stay active through my pregnancy', 10, 7],
    ['6 months pregnant, never exercised', 'stay fit until the birth', 10, 7],
    ['pregnant, 18 weeks, never exercised much', 'stay healthy', 10, 4],
    ['6 months pregnant, never exercised', 'stay fit until the birth', 20, 3],
    ['pregnant, due in March', 'keep walking', 20, 3],
    ["I'm 31 weeks pregnant and run", 'keep running safely', 15, 5],
  ])('“%s” → “%s” at %i minutes on %i days', async (current, target, minutes, days) => {
    const plan = await fitness.plan(current, target, minutes, days);
    const first = plan.weeks[0]!;
    // The midwife told on the first day, before anything else.
    expect(first.days[0]!.tasks[0]!.title).toMatch(/^Tell your midwife or (?:GP|doctor)/);
    expect(
      first.days
        .slice(1)
        .flatMap((d) => d.tasks)
        .some((t) => /^Tell your midwife/.test(t.title)),
    ).toBe(false);
    // Her sessions are not given up for the week's one-off tasks: no rest day in their place.
    // (Where even her sessions at their shortest are more than her days, a 10-minute week of 4, the repeat of the stage has
    // as many rest days: the one-off tasks cost none; on seven days of 10 minutes, none at all.)
    const rests = (w: typeof first) => w.days.filter((d) => /Rest day/.test(d.title)).length;
    expect(rests(first)).toBeLessThanOrEqual(/again/.test(plan.weeks[1]!.title) ? rests(plan.weeks[1]!) : 0);
    if (days === 7) expect(rests(first)).toBe(0);
    // Where the one-off tasks take the week past her time, it says so.
    const minutesOf = first.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.estimatedMinutes, 0);
    if (minutesOf > minutes * days * 1.1)
      expect(first.description).toMatch(/done once beside your sessions, never in their place|a session is at least 10 minutes/);
  });
});

describe('a route “in 6 days” is how long it takes, not when it is (decision 282)', () => {
  it.each([
    ['walk the West Highland Way in 6 days', /West Highland Way/],
    ['ride the Coast to Coast (C2C) in 3 days', /Coast to Coast/],
  ])('“%s” trains over the weeks it needs', async (target, route) => {
    const plan = await fitness.plan('walk the dog an hour a day', target, 60, 5);
    expect(plan.weeks.length).toBeGreaterThanOrEqual(6);
    expect(plan.description).not.toMatch(/too near/);
    expect(JSON.stringify(plan.weeks)).toMatch(route);
  });

  it('a day said without a route is still a date: “my charity walk is in 6 days”', async () => {
    const plan = await fitness.plan('walk the dog an hour a day', 'walk 10 miles, my charity walk is in 6 days', 60, 5);
    expect(plan.description).toMatch(/too near/);
  });
});
