import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { asker } from './ask';

/**
 * A plan's week is the person's week on a track too (issue #39, decision 248): at 10–15 minutes on 2–3 days
 * the tracks' lessons are done in their short forms (decision 234) — one problem a session, the hands-on
 * part of a meal, a scenario in 3 minutes — so a week moves the plan on a week, or a few, rather than
 * taking a season; a session done with other people, a timed test and a shoot are kept whole.
 */

const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(asker(minutes)(option, current, target, { daysPerWeek: days }), builtinProvider);

const tasksOf = (plan: RoadmapPlan) => plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
const weeksOf = (plan: RoadmapPlan, theme: string) => plan.weeks.filter((w) => w.title.includes(theme));
const minutesOf = (week: RoadmapPlan['weeks'][number]) => week.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.estimatedMinutes, 0);

describe('the tracks’ weeks at 10–15 minutes on 2–3 days, in their short forms (decision 248)', () => {
  it('gives a charge nurse’s interview its four scenarios in one calendar week at 15 minutes × 3', async () => {
    const plan = await planFor('Interview Preparation', 'staff nurse, band 5', 'interview for a band 6 charge nurse post', 15, 3);
    const [week, ...more] = weeksOf(plan, 'Scenarios: the shift, a deteriorating patient');
    expect(more).toEqual([]);
    expect(week!.title).not.toMatch(/part \d of/);
    expect(week!.description).toMatch(/does its lessons in their short form/);
    const titles = week!.days.flatMap((d) => d.tasks.map((t) => t.title));
    expect(titles).toContain('Scenario: a patient’s NEWS2 score has risen to 6, 3 minutes aloud');
    expect(titles).toContain('Scenario: two staff off sick for the night shift, 3 minutes aloud');
    expect(minutesOf(week!)).toBeLessThanOrEqual(15 * 3 * 1.1);
  });

  it('gives a service leaver’s tickets week in one calendar week at 15 minutes × 3, and their service in words', async () => {
    const plan = await planFor('Job Search Strategy', 'left the army last year', 'a civilian job in logistics', 15, 3);
    const [week, ...more] = weeksOf(plan, 'Civilian tickets and registration');
    expect(more).toEqual([]);
    expect(week!.title).not.toMatch(/part \d of/);
    expect(week!.days.flatMap((d) => d.tasks.map((t) => t.title))).toContain(
      'Book the 1 course that closes the biggest gap, with your IRTC, ELC or SkillBridge time',
    );
    expect(plan.weeks.map((w) => w.title).join('\n')).not.toMatch(/Your your/);
  });

  it('writes a UX designer’s case study in 4 of their weeks at 15 minutes × 3, not 16, and reaches the site', async () => {
    const plan = await planFor('Resume & Portfolio Building', 'graphic designer', 'a portfolio with three UX case studies', 15, 3);
    expect(weeksOf(plan, 'Case study 1:').length).toBeLessThanOrEqual(4);
    const titles = tasksOf(plan).map((t) => t.title);
    expect(titles).toContain('Case study 1: the problem and your role in 5 sentences');
    expect(titles).toContain('Case study 2: write 2 decisions, one a trade-off made with others — the options, the choice, the evidence');
    expect(plan.description).toMatch(/This plan reaches A portfolio site, reviewed/);
    // The plan does not pad the milestone's hours with the whole case study again in one of their weeks.
    for (const week of plan.weeks)
      expect({ week: week.title, over: minutesOf(week) > 15 * 3 * 1.1 }).toEqual({ week: week.title, over: false });
  });

  it.each([
    [10, 2],
    [15, 3],
  ])(
    'gives a software engineer one problem a session at %i minutes × %i days, the timed problem and the mock loops whole',
    async (minutes, days) => {
      const plan = await planFor('Interview Preparation', 'I know Python', 'pass software engineer interviews', minutes, days);
      const tasks = tasksOf(plan);
      expect(tasks.map((t) => t.title)).toContain('Solve 1 easy array or hash-map problem, talking aloud');
      expect(tasks.map((t) => t.title)).not.toContain('Solve 2 problems with arrays and hash maps, 25 minutes each, talking aloud');
      // A screen's timed problem is its length (a timed session is not shortened).
      const timed = tasks.find((t) => t.title.startsWith('A timed problem: 30 minutes'));
      expect(timed?.estimatedMinutes).toBeGreaterThanOrEqual(30);
      // The first week takes a few of theirs, not a season.
      expect(weeksOf(plan, 'The loop, your stories and the patterns').length).toBeLessThanOrEqual(minutes === 10 ? 6 : 3);
    },
  );

  it('cooks the hands-on part of each meal at 15 minutes × 3, the oven on a timer', async () => {
    const plan = await planFor('Nutrition Basics', 'I eat ready meals', 'cook healthier meals for the family', 15, 3);
    const tray = tasksOf(plan).find((t) => t.title === 'Cook meal 1: a sheet-pan tray bake, 15 minutes’ hands-on work');
    expect(tray?.estimatedMinutes).toBe(15);
    expect(tray?.description).toMatch(/200 °C/);
    expect(weeksOf(plan, 'Your kitchen and three base meals').length).toBeLessThanOrEqual(2);
  });

  it('checks a redundancy’s pay and asks one agency at a time at 15 minutes × 2', async () => {
    const plan = await planFor('Job Search Strategy', 'accountant, made redundant after 25 years', 'a new job in finance', 15, 2);
    const titles = tasksOf(plan).map((t) => t.title);
    expect(titles).toContain('Check your redundancy pay and notice against your papers');
    expect(titles).toContain('Register with 1 recruitment agency of your field');
    for (const week of plan.weeks) expect(week.days.length).toBeLessThanOrEqual(2);
  });

  it('keeps a commercial photographer’s test shoots whole, and a week come round again within their time', async () => {
    const plan = await planFor(
      'Resume & Portfolio Building',
      'I shoot weddings for friends',
      'start my own wedding photography business',
      15,
      3,
    );
    const shoots = tasksOf(plan).filter((t) => /^Test shoot \d/.test(t.title));
    expect(shoots.length).toBeGreaterThan(0);
    for (const shoot of shoots) expect(shoot.estimatedMinutes).toBeGreaterThanOrEqual(150);
    // A week whose work is all done, come round for the hours its milestone takes, is done a part a week (before: 415 minutes in one).
    const again = plan.weeks.filter((w) => /This week’s work (once more|again), a part a week/.test(w.description));
    expect(again.length).toBeGreaterThan(0);
    for (const week of again) {
      const longest = Math.max(...week.days.flatMap((d) => d.tasks.map((t) => t.estimatedMinutes)));
      expect({ week: week.title, minutes: minutesOf(week) <= longest + 15 * 3 * 1.1 }).toEqual({ week: week.title, minutes: true });
    }
  });
});
