import { minutesOf, onOption } from './track-ask';
import { inOrder, textOf } from './custom-ask';

/**
 * A shift worker's days off (issue #36, round 10): a nurse, a paramedic, a warehouse picker, a police
 * officer, a care-home worker or a security guard on nights, a rotating rota or long days, whose target is
 * their days off — time for friends, family or themselves, not lost to sleep and chores. The plan maps the
 * rota weeks ahead, keeps the day after nights for recovery, sets an anchor sleep and light, plans the days
 * off before they arrive and tells the people in them, readies a shift week's meals, plans a run of nights
 * and compares the days off with week 1. A sleep-only target, an office target and a day job stay where they
 * were. People written for this test, read as an occupational-health nurse would.
 */

const { trackOf, plan } = onOption('Time Management Basics');
const SHIFTS = 'Shift work: your days off, planned around the rota';

describe('a shift worker’s days off, as an occupational-health nurse reads the plan', () => {
  it.each([
    [
      'I’m a nurse on 12-hour shifts, days and nights, my husband and kids barely see me',
      'actually enjoy my days off and have time for my family',
      /the hospital/,
      /your family/,
    ],
    ['warehouse picker on rotating shifts, 4 on 4 off', 'stop wasting my rest days', /the warehouse/, /the people you want to see/],
    ['paramedic doing 12-hour days and nights', 'time with my girlfriend on the days we are both off', /the station/, /your girlfriend/],
    ['police officer on a rota of earlies, lates and nights', 'a social life again', /the station/, /the people you want to see/],
    ['I work nights in a care home', 'see my friends on my days off instead of sleeping through them', /the care home/, /your friends/],
    ['security guard, long shifts at a depot', 'some me-time and a hobby between shifts', /the site/, /the people you want to see/],
    [
      'factory job, rotating shifts, my wife and kids are on a normal week',
      'sleep properly between shifts and still see my kids',
      /the factory/,
      /your kids/,
    ],
  ])('%s → %s: the rota mapped, recovery after nights, days off planned and told', async (current, target, work, people) => {
    expect(trackOf(current, target)).toBe(SHIFTS);
    const p = await plan(current, target);
    const text = textOf(p);
    expect(text).toMatch(work);
    expect(text).toMatch(people);
    expect(text).not.toMatch(/\{\w+\}/);
    inOrder(p, [
      /^Write your rota for the next 4–6 weeks/,
      /^Plan the recovery day after your next run of nights/,
      /^Choose an anchor/,
      /^For each free day in the next 2 weeks: one thing for yourself and one with/,
      /^Send the next 6 weeks of your rota to/,
      /^Plan the meals for your next run of shifts/,
      /^Plan your next run of nights day by day/,
      /^Write how your last 3 days off went and compare with week 1’s log/,
    ]);
    // The recovery day, the anchor and light, from named guidance.
    expect(text).toMatch(/2 nights’ full sleep when switching/);
    expect(text).toMatch(/Minors and Waterhouse/);
    expect(text).toMatch(/Dark glasses on the way home after nights/);
    expect(text).toMatch(/NIOSH advises sharing your hours/);
    expect(p.description).toMatch(/You work shifts: this plan is built on your rota/);
    expect(p.description).toMatch(/shift work disorder: see a doctor/);
    // Not the office course, and not the training plans' rota lines (the track handles shift work itself).
    expect(text).not.toMatch(/inbox|Eisenhower|delegate|mind sweep/i);
    expect(text).not.toMatch(/Rota first: this week’s shifts in the calendar, then the sessions/);
    expect(p.description).not.toMatch(/sessions go into the gaps/);
  });

  it.each([
    [2, 15],
    [4, 45],
    [7, 90],
  ])('read whole at %i days and %i minutes: every week within the days’ time, every step in order', async (days, minutes) => {
    const p = await plan('HCA on a mix of long days and nights', 'get my days off back for me and my partner', minutes, days);
    expect(p.weeks.length).toBeGreaterThanOrEqual(4);
    for (const week of p.weeks) {
      expect(week.days.length).toBeLessThanOrEqual(days);
      if (minutesOf(week) > minutes * days * 1.1)
        expect(week.description).toMatch(/for its session; the other days are shorter|kept whole/);
    }
    const titles = p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    // A batch cook is one session, never cut into sittings.
    expect(titles.filter((t) => /^Cook a double batch/.test(t))).toHaveLength(1);
    expect(titles.at(-1)).toMatch(/^Milestone: A run of nights planned and your days off compared with week 1/);
    expect(textOf(p)).toMatch(/your partner/);
  });

  it.each([
    ['I work in A&E, 3 long days a week', 'use my days off better'],
    ['HCA, I do 3 nights a week', 'plan my days off so I’m not wasting them'],
    ['firefighter, 2 days 2 nights 4 off', 'family time on my days off'],
    ['night porter at a hotel', 'have a life outside work'],
    ['I do nights at a distribution centre', 'get stuff done on my days off and still rest'],
    ['junior doctor on a rota with nights', 'actually see my friends'],
    ['I’m a prison officer on shifts', 'spend more time with my son'],
    ['call centre, lates and earlies', 'time for the gym and my friends'],
  ])('%s → %s: the shift worker’s track, however the pattern is said', (current, target) => {
    expect(trackOf(current, target)).toBe(SHIFTS);
  });

  it.each([
    // A sleep-only target: Sleep Improvement's shift-work track is the place for it.
    ['I’m a nurse on night shifts', 'sleep better during the day'],
    ['rotating shifts at the airport', 'fall asleep faster after nights'],
    // Days off named, but only to sleep better on them.
    ['I’m a nurse on night shifts', 'sleep better on my days off'],
    ['12-hour shifts on a rota', 'get enough sleep on rest days'],
    // Shifts said, but an office or study target.
    ['I work shifts at a supermarket', 'stop putting off my college assignments'],
    ['I work rotating shifts in a control room', 'clear my inbox and be organised at work'],
    ['night shifts in a warehouse', 'answer my emails on my days off instead of letting them pile up'],
    // A time-use target without a shift pattern.
    ['office job, 9 to 5', 'more time with my family at weekends'],
    ['I go out on friday nights and waste saturdays', 'more free time for hobbies'],
    ['there has been a shift in my priorities', 'time for myself every week'],
    ['I go out two nights a week', 'more free time'],
    ['I stay up late two nights a week', 'more time for myself'],
    ['I’m a student who works weekend shifts at a cafe', 'balance my studies and my job'],
  ])('%s → %s: not the shift worker’s track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(SHIFTS);
  });

  it('a carer who also works nights keeps the carer’s week', () => {
    expect(trackOf('I look after my mum and work nights', 'some time for myself')).toBe('A carer’s week: care, work and your own time');
  });
});
