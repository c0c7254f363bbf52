import { minutesOf, onOption } from './track-ask';

/**
 * Every training week fits the person's week (#39 item 2, decision 267): people nobody planned for, at 2–7
 * days and 10–120 minutes, on the training tracks whose long sessions used to be kept whole past the week.
 * Each week asks at most the days' time and a tenth, but for a session done whole on its day (a race, a
 * test, a class, the walk itself) which the week says; no session is shorter than ten minutes (NHS Active
 * 10); the one long walk or ride takes a longer day only out of what the other days leave.
 */
const fitness = onOption('Physical Fitness');

const PEOPLE: [string, string, string, number, number][] = [
  ['Long walks, hikes and long-distance paths', 'I walk my dog twice a day', 'walk 12 miles along the Yorkshire Dales', 15, 3],
  ['Long walks, hikes and long-distance paths', 'I walk my dog twice a day', 'walk 12 miles along the Yorkshire Dales', 10, 2],
  ['A walk of several days: the Camino, a national trail, a trek', 'I walk an hour at weekends', 'walk the Pennine Way in stages', 20, 3],
  ['A walk of several days: the Camino, a national trail, a trek', 'I walk an hour at weekends', 'walk the Pennine Way in stages', 45, 5],
  ['A long ride: 100 km, a sportive, a charity ride', 'I cycle to the shops', 'ride a 60-mile sportive', 20, 2],
  ['A long ride: 100 km, a sportive, a charity ride', 'I cycle to the shops', 'ride a 60-mile sportive', 30, 4],
  ['A barbell lift at a weight: squat, deadlift, bench or press', 'I lift twice a week', 'deadlift 100 kg for 5', 15, 3],
  ['Pull-ups: your first, then your number', 'I can hang from a bar for 10 seconds', 'do 5 pull-ups', 10, 2],
  ['A hill day after a joint replacement or in later life', 'hip replacement two years ago', 'walk up Snowdon with my daughter', 20, 3],
  ['Swimming for fitness', 'I swim once a month', 'swim 1 mile of front crawl', 30, 4],
  ['A painful back: bracing, lifting and carrying', 'desk job, stiff lower back', 'get fitter with a sore back', 10, 6],
  ['A long ride: 100 km, a sportive, a charity ride', 'I cycle to the shops', 'ride a 60-mile sportive', 120, 7],
];

/** A session's own minutes: every task but the week's check and a rest day's stretch. */
const sessions = (week: Awaited<ReturnType<typeof fitness.plan>>['weeks'][number]) =>
  week.days.flatMap((d) => d.tasks).filter((t) => !/^(Milestone|Rest day)\b/.test(t.title));

describe('every training week within the person’s week (decision 267)', () => {
  it.each(PEOPLE)('%s: “%s” → “%s” at %i minutes on %i days', async (track, current, target, minutes, days) => {
    expect(fitness.trackOf(current, target)).toBe(track);
    const plan = await fitness.plan(current, target, minutes, days);
    for (const week of plan.weeks) {
      expect(week.days).toHaveLength(days);
      // Within the week and a tenth, or a session done whole on its day, named: an endurance event's long session too (decision 282).
      if (minutesOf(week) > minutes * days * 1.1)
        expect(week.description).toMatch(
          /is kept whole on its day|kept whole at that|is your (?:long|longer) (?:walk|ride), kept whole at|done once beside your sessions/,
        );
      // Never a session shorter than a coach sets.
      for (const task of sessions(week)) expect(task.estimatedMinutes).toBeGreaterThanOrEqual(5);
      for (const task of sessions(week).filter((t) => /^Shortened to your|shortened to \d+ minutes/.test(`${t.description}\n${t.title}`)))
        expect(task.estimatedMinutes).toBeGreaterThanOrEqual(10);
      // A day given up for time is said, and names what it stands in for.
      const rest = week.days.filter((d) => d.tasks.some((t) => /^Rest day in place of “/.test(t.title)));
      if (rest.length) expect(week.description).toMatch(/Your days hold \d of this week's \d sessions at their shortest/);
      // A week keeps one session at least.
      expect(rest.length).toBeLessThan(days);
    }
  });

  it('shortens a long walk to the week, out of what the other days leave, and says what it was in full', async () => {
    // (An hour's walk is no event longer than the days: a 12-mile walk's long walk is grown whole, decision 282.)
    const plan = await fitness.plan('I walk to the shops', 'walk for an hour without stopping', 15, 3);
    const long = plan.weeks
      .flatMap((w) => w.days.flatMap((d) => d.tasks))
      .filter((t) => /^Long(?:er)? walk: .*, shortened to \d+ minutes$/.test(t.title));
    expect(long.length).toBeGreaterThan(0);
    for (const t of long)
      expect(t.description).toMatch(/^Shortened to your \d+ minutes: the same session at the same easy pace.*The session in full: “/);
    // Its longer day comes out of the others': they are at most the day's time, the week within its own.
    for (const week of plan.weeks.filter((w) => w.days.some((d) => d.tasks.some((t) => long.includes(t))))) {
      const day = (d: (typeof week.days)[number]) =>
        d.tasks.filter((t) => !/^Milestone/.test(t.title)).reduce((n, t) => n + t.estimatedMinutes, 0);
      const longDay = week.days.find((d) => d.tasks.some((t) => long.includes(t)))!;
      for (const d of week.days.filter((x) => x !== longDay)) expect(day(d)).toBeLessThanOrEqual(15);
      expect(minutesOf(week)).toBeLessThanOrEqual(15 * 3 * 1.1);
    }
    // Never "give them a longer day": the plan says once it works towards the walk, and the time that would hold it.
    expect(JSON.stringify(plan.weeks)).not.toMatch(/give them a longer day or add one/);
    expect(plan.description).toMatch(/shortened to your days/);
    expect(plan.description).toMatch(/about \d+ minutes a day would hold them whole/);
  });

  it('runs the person’s own hill day whole on its day, and says so', async () => {
    const plan = await fitness.plan('hip replacement two years ago', 'walk up Snowdon with my daughter', 20, 3);
    const last = plan.weeks.at(-1)!;
    expect(last.description).toMatch(/is kept whole on its day .*keep that day free/);
    expect(Math.max(...last.days.flatMap((d) => d.tasks.map((t) => t.estimatedMinutes)))).toBeGreaterThan(120);
  });

  it('keeps a strength session’s every exercise on a short day, with fewer sets', async () => {
    const plan = await fitness.plan('I walk my dog twice a day', 'walk 12 miles along the Yorkshire Dales', 10, 2);
    const strength = plan.weeks
      .flatMap((w) => w.days.flatMap((d) => d.tasks))
      .filter((t) => /fewer sets of the same exercises/.test(t.description));
    expect(strength.length).toBeGreaterThan(0);
    for (const t of strength) {
      expect(t.title).toMatch(/\d+ × \d/);
      expect(t.title).not.toMatch(/the first \d+ minutes of/);
    }
  });

  it('never shortens a test: it is kept whole on its day', async () => {
    const plan = await fitness.plan('I can hang from a bar for 10 seconds', 'do 5 pull-ups', 10, 2);
    const tests = plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks)).filter((t) => /^Test\b/.test(t.title));
    expect(tests.length).toBeGreaterThan(0);
    for (const t of tests) expect(t.title).not.toMatch(/the first \d+ minutes of/);
  });

  it('keeps a session’s own work whole when the day holds it, the warm-up shorter (round 17’s readers)', async () => {
    // "Tempo run: the first 25 minutes of 20 minutes at threshold pace" on a 35-minute day: the 20 fit.
    const plan = await fitness.plan('run 5k in 31 minutes, parkrun most Saturdays', 'a sub-28 parkrun', 35, 4);
    const tasks = plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
    for (const t of tasks) expect(t.title).not.toMatch(/the first (\d+) minutes of (\d+) minutes/);
    const tempo = tasks.find((t) => /^Tempo run: 20 minutes at threshold pace$/.test(t.title));
    expect(tempo?.description).toMatch(/the session’s 20 minutes whole/);
  });

  it('goes a little further in a stretch routine’s second round, never “the error you found”', async () => {
    const plan = await fitness.plan("office worker, 29, stiff, can't touch my toes", 'do the splits', 15, 6);
    const titles = plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    expect(titles).toContain('Stretch routine, again: a little further');
    expect(titles.join('\n')).not.toMatch(/Stretch\w* .*the error you found/);
  });
});
