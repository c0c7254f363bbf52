import { onOption } from './track-ask';

/**
 * A race is run whole (round 15's review): where the days are shorter than the programme's sessions, the
 * training is shortened to them, but the race on its day is the race — never "the first 35 minutes of your 5K".
 */
const fitness = onOption('Physical Fitness');

describe('the race on its day, whole', () => {
  it.each([
    ['I run 5k in 28 minutes', 'run a 5k race in under 25 minutes on 2027-02-08', 30, 3],
    ['I run 5k in 28 minutes', 'a faster 5K at the parkrun in 10 weeks', 20, 4],
    ['I run three times a week, 10k in 60 minutes', 'a half marathon on 2027-04-18', 40, 4],
  ])('“%s” → “%s” at %i minutes on %i days', async (current, target, minutes, days) => {
    const plan = await fitness.plan(current, target, minutes, days);
    const races = plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks)).filter((t) => /^Race(?: day)?:/.test(t.title));
    expect(races.length).toBeGreaterThan(0);
    for (const race of races) {
      expect(race.title).not.toMatch(/the first \d+ minutes/);
      expect(race.description).not.toMatch(/^Shortened to your/);
    }
  });
});
