import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 13 (issue #36): Physical Fitness read every activity it had no track for as a 5K — "climb at the
 * bouldering wall with my kids, V2 problems" from someone who weighs 95 kg got 25-minute runs in week 1
 * ("Your target … was read as 5K"), and so did a ski trip, 5-a-side, the heavy bag and a salsa night. The
 * activity's own track: a first session with a qualified coach, the strength, stamina and mobility that
 * activity needs, tests, a lighter week and the day itself (decision 212). People written for this test.
 */

const fitness = onOption('Physical Fitness');
const ACTIVITY = 'Fit for the activity you name';

describe('an activity the person names, as a coach of that activity reads the plan', () => {
  it.each([
    [
      'I weigh 95 kg and can’t do a pull-up',
      'climb at the bouldering wall with my kids, V2 problems',
      'bouldering',
      /induction or bouldering taster/,
      /dead hang/,
      45,
      3,
    ],
    [
      'never skied, 52, a bit overweight',
      'ski for a week in the Alps in March without wrecked legs',
      'skiing',
      /BASI|PSIA-AASI/,
      /wall sit/,
      20,
      5,
    ],
    [
      'I used to play at school, now 41',
      'play a full match of tennis without stopping',
      'tennis',
      /club's social session|league's recreational game/,
      /Nordic curls/,
      30,
      4,
    ],
    [
      'did judo as a teenager, now 35 and unfit',
      'get back into judo and last a whole randori session',
      'judo',
      /no sparring until the coach says/,
      /Russian twists/,
      60,
      2,
    ],
    ['beginner', 'dance a whole salsa night', 'salsa', /dance school|social night/, /calf raises/, 15, 7],
    ['desk job, 29', 'box 3 rounds on the heavy bag', 'boxing', /England Boxing/, /shadow boxing/, 25, 3],
  ])('%s → %s: a coach first, then its own strength and stamina', async (current, target, activity, lesson, own, minutes, days) => {
    expect(fitness.trackOf(current, target)).toBe(ACTIVITY);
    const p = await fitness.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    expect(text).not.toMatch(/\b5K\b|run\/walk|run 5 km/i);
    // The first week books a qualified coach of that activity, kept whole, and tests where they start.
    const first = tasksOf({ ...p, weeks: p.weeks.slice(0, 2) })
      .map((t) => `${t.title}\n${t.description}`)
      .join('\n');
    expect(first).toContain(`A qualified coach for ${activity}`);
    expect(first).toMatch(lesson);
    expect(first).toMatch(/Test: where you start/);
    expect(text).toMatch(own);
    // Its tests come back in a lighter week and at the end, and the last week is the activity itself.
    expect(tasksOf(p).filter((t) => t.title === 'Retest: your week-1 tests')).toHaveLength(2);
    expect(p.weeks.at(-1)!.title).toContain(`Your target: ${activity} done`);
  });

  it.each([
    ['unfit', 'run 5k'],
    ['I run 10k', 'a half marathon before the ski season'],
    ['beginner', 'climb Snowdon'],
    ['sore knees', 'play tennis again'],
    ['my elbow', 'get rid of tennis elbow'],
    ['I can do 2 push-ups', '20 push-ups for boxing'],
    ['beginner', 'climb the stairs without getting out of breath'],
    ['basketball player', 'jump higher for basketball tryouts'],
  ])("%s → %s: not this track (running, a hill walk, a painful joint, a named exercise, a sport's speed)", (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(ACTIVITY);
  });
});
