import { planWeekdays } from '../../contract';
import { builtinProvider, generateRoadmap, type RoadmapPlan, type RoadmapRequest } from '../../lambdas/roadmap/generate';

/**
 * A week within the person's time, in words of its own (issue #39 items 2 and 5, round 10's readers):
 * practice days that fit what the lessons leave, a lesson kept together where its day holds it, a
 * repeated drill that says what changes, a light day with a small task of the week. People written for
 * this file, in their own words.
 */

const MONDAY = '2026-11-30';
/** A person of this file: the option, its category, their words, their minutes and their weekdays. */
type Person = [option: string, category: RoadmapRequest['category'], current: string, target: string, minutes: number, weekdays: number[]];
const ask = (...[option, category, current, target, minutes, weekdays]: Person): Promise<RoadmapPlan> =>
  generateRoadmap(
    {
      category,
      option,
      answers: { currentLevel: current, targetLevel: target, dailyMinutes: minutes },
      daysPerWeek: weekdays.length,
      weekdays: planWeekdays({ startDate: MONDAY, weekdays }),
    },
    builtinProvider,
  );

const total = (week: RoadmapPlan['weeks'][number]) => week.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.estimatedMinutes, 0);
const EVERY = [1, 2, 3, 4, 5, 6, 7];
const WEEKDAYS = [1, 2, 3, 4, 5];

describe('every week within the person’s time', () => {
  it.each([
    ['Spanish', 'languages', 'I know hola and gracias', 'order food in Madrid', 15, WEEKDAYS],
    ['Korean', 'languages', 'I can’t read Hangul yet', 'chat with my in-laws in Seoul', 15, WEEKDAYS],
    ['Japanese', 'languages', 'a total beginner', 'read a menu in Osaka', 15, WEEKDAYS],
    ['Networking Skills', 'career', 'I have been to a few meetups', 'a network in my new city', 15, EVERY],
    ['Job Search Strategy', 'career', 'I have applied to a few jobs before', 'an offer as a data analyst', 30, [1, 3, 5, 6]],
    ['Music (Instrumental Practice)', 'hobbies', 'I play guitar now and then', 'play for friends at a party', 15, EVERY],
    ['Writing Skills', 'skills', 'I write emails, nothing more', 'a blog post people read', 60, [2, 6]],
    ['Saving for a Goal', 'finance', 'I have tried to save before', 'a house deposit in three years', 15, EVERY],
  ] as const)('%s (%s): “%s” → “%s” at %i minutes on their days', async (option, category, current, target, minutes, weekdays) => {
    const plan = await ask(option, category, current, target, minutes, [...weekdays]);
    for (const week of plan.weeks) {
      expect(week.days).toHaveLength(weekdays.length);
      expect(total(week)).toBeLessThanOrEqual(minutes * weekdays.length * 1.1);
    }
  });

  it('places the task a week relies on inside the week, weighed with it, when the plan starts past the week that made it', async () => {
    // A returning networker starts past the week that lists the people: the list comes before its update, within the week.
    const plan = await ask('Networking Skills', 'career', 'I have been to a few meetups', 'a network in my new city', 15, EVERY);
    const titles = plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    const update = titles.findIndex((t) => /^Update your spreadsheet/.test(t));
    expect(update).toBeGreaterThan(-1);
    expect(titles.slice(0, update).some((t) => /^List 50 people/.test(t))).toBe(true);
    expect(plan.weeks.map((w) => w.description).join(' ')).not.toMatch(/which this week’s work relies on/);
  });
});

describe('a lesson kept together where its day holds it', () => {
  it('never gives a record or a note a day apart from the step it records', async () => {
    for (const [minutes, weekdays] of [
      [30, EVERY],
      [45, [1, 2, 3, 4, 5, 6]],
    ] as const) {
      const plan = await ask('Mental Health', 'health', 'I avoid the supermarket because of anxiety', 'shop on my own', minutes, [
        ...weekdays,
      ]);
      for (const day of plan.weeks.flatMap((w) => w.days)) {
        const work = day.tasks.filter((t) => !/^Milestone:/.test(t.title));
        if (/, continued$/.test(day.title)) expect(work.reduce((n, t) => n + t.estimatedMinutes, 0)).toBeGreaterThanOrEqual(10);
        expect(work.map((t) => t.title)).not.toEqual(['Record before, peak and end']);
      }
    }
  });

  it('still gives what a short day cannot hold a day of its own, after its lesson', async () => {
    const plan = await ask('Saving for a Goal', 'finance', 'I never manage to save', 'a holiday fund of 1500', 10, EVERY);
    const continued = plan.weeks.flatMap((w) => w.days.map((d, k) => ({ w, d, k }))).filter(({ d }) => /, continued$/.test(d.title));
    expect(continued.length).toBeGreaterThan(0);
    for (const { w, d, k } of continued) {
      const lesson = d.title.replace(/^Day \d+: /, '').replace(/, continued$/, '');
      // Its lesson came before it in the week, or opened it as the later part of a lesson spread over two weeks.
      if (k > 0 && !w.days.slice(0, k).some((e) => e.title.endsWith(`: ${lesson}`)))
        expect(w.days.slice(0, k).some((e) => e.title.includes(lesson))).toBe(true);
    }
  });
});

describe('a drill done again says what changes', () => {
  const REPEAT =
    /^(.+), (second round|again|from last week): (the error you found|without the notes|one thing changed|its weakest part|review)$/;

  it('names the change in a short title and does not paste the drill’s description again', async () => {
    for (const [option, category, current, target] of [
      ['Drawing', 'hobbies', 'I doodle in meetings', 'draw dogs from photos'],
      ['Photography Basics', 'hobbies', 'I shoot on auto with my phone', 'a photo walk set of my town'],
      ['Resume & Portfolio Building', 'career', 'some experience, I practise now and then', 'advanced'],
    ] as const) {
      const plan = await ask(option, category, current, target, 45, [1, 3, 5, 7]);
      const tasks = plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
      const repeats = tasks.filter((t) => REPEAT.test(t.title));
      // Drawing and photography drills bear a second round; a CV's one-off pieces may have none.
      if (option !== 'Resume & Portfolio Building') expect(repeats.length).toBeGreaterThan(0);
      const text = JSON.stringify(plan);
      expect(text).not.toMatch(/As much of it as|the full drill is about|Second round \(|Again \(|Review \(/);
      for (const r of repeats) {
        const name = REPEAT.exec(r.title)![1]!.replace(/…$/, '');
        const first = tasks.find((t) => t.title.startsWith(name) && !REPEAT.test(t.title));
        expect(first).toBeDefined();
        expect(r.description).not.toContain(first!.description);
        expect(r.title.length).toBeLessThanOrEqual(120);
        // A long drill's name ends before a phrase, never mid-phrase (“… to LinkedIn's”).
        expect(name).not.toMatch(/\s(?:to|for|with|in|on|of|by|at|from|and|or)$|['’]s$/);
      }
      // Repeats of one drill in a week change something different each time.
      for (const week of plan.weeks) {
        const seen = new Set<string>();
        for (const r of week.days.flatMap((d) => d.tasks).filter((t) => REPEAT.test(t.title) && !/from last week/.test(t.title))) {
          expect(seen.has(r.title)).toBe(false);
          seen.add(r.title);
        }
      }
    }
  });
});

describe('a light day holds a small task of its week', () => {
  it('keeps up the week’s log or finishes a lesson, rather than nothing, at 10 minutes on seven days', async () => {
    const plan = await ask('Saving for a Goal', 'finance', 'I have never saved', 'save 1000 for a holiday', 10, EVERY);
    const days = plan.weeks.flatMap((w) => w.days);
    const light = days.filter((d) => /: Light day$/.test(d.title)).length;
    const logs = days.filter((d) => d.tasks.some((t) => /^Log /.test(t.title)) && !/Daily tracking/.test(d.title));
    expect(logs.length).toBeGreaterThan(0);
    // Most of the person's days hold work of the course.
    expect(light).toBeLessThan(days.length / 5);
    for (const week of plan.weeks) expect(total(week)).toBeLessThanOrEqual(10 * 7 * 1.1);
  });

  it('leaves a sleep plan’s light days alone when the week has nothing small to give (negative)', async () => {
    const plan = await ask('Sleep Improvement', 'health', 'I wake at 4am most nights', 'sleep through till 7', 60, WEEKDAYS);
    for (const week of plan.weeks) expect(total(week)).toBeLessThanOrEqual(60 * 5 * 1.1);
    // No second round of a sleep window, however much time is left.
    expect(JSON.stringify(plan)).not.toMatch(/, (second round|again): /);
  });
});
