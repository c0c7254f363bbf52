import { readBack } from '../../lambdas/roadmap/reading';
import { expectWhole, GRID, onOption } from './ask';
import { textOf, weekOf } from './custom-ask';

/**
 * Short of sleep by their own bedtime (issue #36, round 10): a person up late on a phone, a game or a
 * series, who wants an earlier bedtime or more sleep, is not an insomniac, and CBT-I's sleep restriction
 * ("your earliest bedtime is 01:00, stay up until then") makes them worse. They get a fixed wake time
 * and the bedtime moved earlier in 15-minute steps to the time they named, the phone charged outside the
 * bedroom, a wind-down, morning light, caffeine and weekends; people who say insomnia stay in CBT-I.
 * People written for this test; a sleep coach's reading.
 */

const option = 'Sleep Improvement';
const { ask, trackOf, plan } = onOption(option, 20, 4);
const BEDTIME = 'An earlier bedtime, in steps';

describe('an earlier bedtime for someone up late by choice, as a sleep coach reads it', () => {
  it.each([
    ['I scroll my phone in bed until 1am and I’m exhausted', 'asleep by 11:30', /11:30/, /1am/, /the phone/],
    ['I stay up gaming till 2 on weeknights and I’m wrecked at work', 'in bed by 11pm on work nights', /11pm/, /2am/, /the games/],
    [
      'revenge bedtime procrastination, Netflix until midnight every night',
      'get 8 hours and an earlier bedtime',
      /your target bedtime/,
      /midnight/,
      /the screen/,
    ],
    ['I go to bed too late because of TikTok', 'lights out by 10:30pm', /10:30pm/, /your usual bedtime now/, /the phone/],
    [
      'late nights on my laptop, always tired',
      'no more late nights, bed before midnight',
      /midnight/,
      /your usual bedtime now/,
      /the laptop/,
    ],
  ])(
    '%s → %s: one wake time, 15-minute steps to their bedtime, the phone out, no sleep restriction',
    async (current, target, bedtime, late, screen) => {
      expect(trackOf(current, target)).toBe(BEDTIME);
      const p = await plan(current, target);
      const text = textOf(p);
      expect(text).toMatch(bedtime);
      expect(text).toMatch(late);
      expect(text).toMatch(screen);
      expect(weekOf(p, /^Choose one wake time for every day/)).toBe(1);
      expect(weekOf(p, /^Write your steps: 15 minutes earlier every 3 nights/)).toBe(1);
      expect(weekOf(p, /^Move the phone charger out of the bedroom/)).toBe(2);
      expect(weekOf(p, /^Lights-out at step 1/)).toBe(2);
      expect(text).toMatch(/7 to 9 hours/);
      expect(text).toMatch(/daylight within an hour of waking/);
      expect(text).toMatch(/Last caffeine 8 hours before/);
      expect(text).toMatch(/Weekend wake time: within an hour/);
      expect(text).toMatch(/Book your GP/);
      // Not insomnia treatment: no window, no earliest bedtime, no staying up.
      expect(text).not.toMatch(/sleep window|earliest bedtime|Stay up until|sleep efficiency/i);
      expect(p.description).not.toMatch(/Sleep restriction/);
    },
  );

  it.each([
    ['I can’t fall asleep even when I try, usually 1am', 'asleep by midnight'],
    ['I lie awake for hours even when I go to bed at 10', 'asleep by 11:30'],
    ['I wake at 4 and can’t get back to sleep', 'sleep through until 7'],
    ['insomnia for two years, I scroll my phone because I can’t sleep', 'asleep by 11'],
    ['it takes me ages to fall asleep and my mind races', 'an earlier bedtime'],
  ])('%s → %s: insomnia said, CBT-I stays', (current, target) => {
    expect(trackOf(current, target)).not.toBe(BEDTIME);
    expect(trackOf(current, target)).toBe(readBack(ask(option, 'beginner', 'sleep better')).track.name);
  });

  it.each([
    ['night shifts until 2am as a nurse', 'in bed by 10 on my days off', 'Shift work: sleep around night and rotating shifts'],
    ['my baby feeds until midnight', 'asleep by 11', 'Nights with a baby: back to sleep after feeds'],
  ])('%s → %s: a shift worker or a parent keeps their own track', (current, target, track) => {
    expect(trackOf(current, target)).toBe(track);
  });

  it.each(GRID)('reads whole at $minutes minutes on $days days', async ({ minutes, days }) => {
    const p = await plan('I scroll my phone in bed until 1am', 'asleep by 11:30', minutes, days);
    expectWhole(p, minutes, days);
    expect(weekOf(p, /^Move the phone charger out of the bedroom/)).toBeGreaterThan(0);
    // The plan ends holding the bedtime they named, however its weeks were spread.
    expect(p.weeks[weekOf(p, /^Lights-out at 11:30, the phone outside/) - 1]!.title).toMatch(/Asleep at 11:30: keeping it/);
    expect(p.weeks.at(-1)!.title).toMatch(/Asleep at 11:30: keeping it/);
  });
});
