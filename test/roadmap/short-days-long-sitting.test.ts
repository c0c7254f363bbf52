import { generateRoadmap, builtinProvider, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { overSaid } from '../../scripts/roadmaps/metrics';
import { datedPlan, requestOn } from './dated-plan';

/**
 * Short days that cannot hold what the thing needs (issue #39, decision 394). A eulogy days away at 10–20 minutes:
 * the days before the funeral stay within the minutes, the draft has one longer sitting, an evening, that the week
 * names ("Day 2 takes 2 h 5 min: one longer sitting, an evening, for “Draft it as you would tell it”"), and the
 * service's own day is said as the day itself. A sore shoulder (or knee, or back) at 10 minutes on two days: the GP
 * or physiotherapist booked beside the week's one session, its rest day's stretch giving way so the week holds its
 * 20 minutes. "Today" is Thursday 26 November 2026, each plan starting on Monday 30 November.
 */

const today = '2026-11-26';
const monday = '2026-11-30';

const planFor = (option: string, current: string, target: string, minutes: number, days: number[]) =>
  datedPlan(requestOn(option, current, target, minutes, days, monday), today);

const dayMinutes = (d: { tasks: { estimatedMinutes?: number }[] }) => d.tasks.reduce((n, t) => n + (t.estimatedMinutes ?? 0), 0);

describe('a eulogy days away at short days: one longer sitting, named', () => {
  it.each([
    ['a eulogy for my nan, the funeral is on 11 December', 'I write emails', 10, [3, 6]],
    ['write the eulogy for my dad, his funeral is on 10 December', 'never written anything like it', 15, [1, 3, 5]],
    ['a eulogy for my grandad, the funeral is on 4 December', 'I write reports at work', 20, [1, 3, 5, 6]],
  ])(
    '“%s” (%s) at %i minutes: the days within their minutes but the one evening and the day itself, both said',
    (target, current, minutes, days) => {
      const plan = planFor('Writing Skills', current, target, minutes, days);
      for (const week of plan.weeks) {
        const long = week.days.filter((d) => dayMinutes(d) > minutes * 1.1);
        expect(long.length).toBeLessThanOrEqual(2);
        for (const d of long) expect(week.description).toContain(`Day ${week.days.indexOf(d) + 1} takes`);
        const asked = week.days.reduce((n, d) => n + dayMinutes(d), 0);
        if (asked > minutes * days.length * 1.1) expect(week.description).toMatch(/keep (?:that day|those days) free/);
        expect(week.description).not.toMatch(/they are kept whole, so give them a longer day or add one/);
      }
      const text = plan.weeks.map((w) => w.description).join('\n');
      expect(text).toMatch(/one longer sitting, an evening, for “Draft it as you would tell it”/);
      expect(text).toMatch(/the day itself, “Give the eulogy for your (?:nan|dad|grandad)”/);
      // The printed copy and the backup reader are never lost to a crowded day.
      const titles = plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
      expect(titles.some((t) => /^Print it in large type/.test(t))).toBe(true);
      expect(titles.some((t) => /^Ask someone to be your backup reader/.test(t))).toBe(true);
    },
  );

  it('a day before the draft holds no more than its minutes (the celebrant asked, in 10 minutes)', () => {
    const plan = planFor('Writing Skills', 'I write emails', 'a eulogy for my nan, the funeral is on 11 December', 10, [3, 6]);
    const first = plan.weeks[0]!.days[0]!;
    expect(first.tasks.map((t) => t.title)[0]).toMatch(/^Ask the celebrant, minister or funeral director/);
    expect(dayMinutes(first)).toBeLessThanOrEqual(11);
  });

  it('near miss: the same eulogy at an hour on five days has no longer sitting to name', () => {
    const plan = planFor('Writing Skills', 'I write emails', 'a eulogy for my nan, the funeral is on 11 December', 60, [1, 2, 3, 4, 5]);
    const text = plan.weeks.map((w) => w.description).join('\n');
    expect(text).not.toMatch(/one longer sitting/);
  });
});

const request = (target: string, current: string, minutes: number, days: number): RoadmapRequest => ({
  category: 'health',
  option: 'Physical Fitness',
  answers: { currentLevel: current, targetLevel: target, dailyMinutes: minutes },
  daysPerWeek: days,
  weekdays: days === 2 ? [3, 6] : [1, 3, 5],
});

describe('a sore joint at 10 minutes on two days: the GP booked, the week within its time', () => {
  it.each([
    ['train again, my right shoulder aches when I reach up', 'I lift weights'],
    ['back to the gym, my shoulder hurts when I reach overhead', 'I used to lift'],
  ])('“%s”: week 1 books the GP or physio beside its session, and its rest day is rest', async (target, current) => {
    const plan = await generateRoadmap(request(target, current, 10, 2), builtinProvider);
    const week = plan.weeks[0]!;
    const titles = week.days.flatMap((d) => d.tasks.map((t) => t.title));
    expect(titles.some((t) => /^Book a GP or physiotherapist about your shoulder/.test(t))).toBe(true);
    expect(week.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.estimatedMinutes, 0)).toBeLessThanOrEqual(22);
    expect(titles.some((t) => /^Rest day in place of/.test(t))).toBe(false);
    expect(week.description).not.toMatch(/done once beside your sessions, never in their place: \d+ minutes this week, more than/);
    expect(overSaid(week, 10, 2)).toBe(false);
  });

  it('near miss: at 10 minutes on two days, a week with nothing booked keeps its rest day’s stretch', async () => {
    const plan = await generateRoadmap(
      request('train again, my right shoulder aches when I reach up', 'I lift weights', 10, 2),
      builtinProvider,
    );
    const later = plan.weeks[1]!.days.flatMap((d) => d.tasks.map((t) => t.title));
    expect(later.some((t) => /^Rest day in place of “Shoulder strength 2”: 5 minutes of easy stretching/.test(t))).toBe(true);
  });
});
