import { addDays, planWeekdays, todayIn } from '../../contract';
import { planFromCurriculum, summarizePlan } from '../../lambdas/roadmap/builtin/from-curriculum';
import { shapePlan } from '../../lambdas/roadmap/builtin/shape';
import { curriculumFor } from '../../lambdas/roadmap/curricula/load';
import { deadlineOf, firstPlanDay } from '../../lambdas/roadmap/deadline';
import { builtinProvider, generateRoadmap, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { previewPlan } from '../../lambdas/roadmap/preview';
import { datedPlan, requestOn } from './dated-plan';

/**
 * An event on its date (issue #39, #36, decision 228): the date is counted in the plan's own weeks, from
 * its first day (the schedule's start), not from today; a programme shorter than the time to the event
 * runs to the event's week, planned back from it (the work that must be fresh in the last weeks, the time
 * between used as the field uses it); and the event's week ends on its day. The people are written for
 * this test; "today" is fixed, a Thursday.
 */

const today = '2026-11-26';

const ask = requestOn;

/** The plan as made on `today`, starting on its request's start: its shape, weeks, description, each day's date and each week's titles. */
function planFor(request: RoadmapRequest) {
  const plan = datedPlan(request, today);
  const titles = (w: number) => plan.weeks[w]!.days.flatMap((d) => d.tasks.map((t) => t.title)).join(' | ');
  return { ...plan, titles };
}

describe('the event’s week is counted from the plan’s first day', () => {
  it('finds the first of the person’s days on or after the start', () => {
    expect(firstPlanDay('2026-11-30', [2, 4, 6])).toBe('2026-12-01');
    expect(firstPlanDay('2026-12-03', [4, 6, 2])).toBe('2026-12-03');
    expect(firstPlanDay('2026-12-05', [1, 3])).toBe('2026-12-07');
  });

  it('puts an interview in the week holding it for a plan starting eleven days after today', () => {
    // 15 January is a Friday: 50 days from today (week 8 counted from today), 39 from Monday 7 December (week 6).
    const plan = planFor(
      ask(
        'Interview Preparation',
        'I have run a café for five years',
        'my interview for the bakery manager job is on 15 January',
        45,
        [1, 3, 5],
        '2026-12-07',
      ),
    );
    expect(plan.shape.deadline).toMatchObject({ weeks: 6, date: '2027-01-15' });
    expect(plan.weeks).toHaveLength(6);
    expect(plan.titles(5)).toMatch(/interview/i);
    // The last day of the plan is the interview's own Friday.
    expect(plan.dateOf(5, plan.weeks[5]!.days.length - 1)).toBe('2027-01-15');
  });
});

describe('a programme shorter than the time to the event runs to its week', () => {
  const speech = () =>
    planFor(
      ask(
        'Writing Skills',
        'never given a speech, I get shaky in front of people',
        "give the best man speech at my brother's wedding on 20 March",
        20,
        [2, 4, 6],
        '2026-11-30',
      ),
    );

  it('leads a best man’s speech in lightly, then drafts, cuts, rehearses and gives it in the weeks before the wedding', () => {
    const plan = speech();
    // 20 March is a Saturday: the 16th week from Tuesday 1 December, on its third day.
    expect(plan.weeks).toHaveLength(16);
    expect(plan.dateOf(15, 2)).toBe('2027-03-20');
    expect(plan.titles(15)).toMatch(/Give your speech at the wedding/);
    expect(
      plan.weeks[15]!.days.at(-1)!
        .tasks.map((t) => t.title)
        .join(' '),
    ).toMatch(/Give your speech/);
    // The final rehearsal before a friend is in the week of the wedding, not two months early (decision 369).
    expect(plan.titles(15)).toMatch(/Give the speech to a friend/);
    expect(plan.weeks.slice(0, 15).map((_, w) => plan.titles(w))).not.toContainEqual(expect.stringMatching(/to a friend standing up/));
    // The draft is written once; the weeks before the cards are a light lead-in, a session a week, each its own, not the
    // finished speech "kept fresh" for months (decision 397, which replaced decision 249's weeks between here).
    expect(plan.weeks.filter((w) => /Finish the whole draft/.test(JSON.stringify(w)))).toHaveLength(1);
    expect(plan.weeks.filter((w) => /Kept fresh/.test(w.title))).toEqual([]);
    const early = plan.weeks.filter((w) => /Early and light/.test(w.title));
    expect(early.length).toBeGreaterThanOrEqual(10);
    expect(new Set(early.map((w) => w.title.replace(/^Week \d+: /, ''))).size).toBe(early.length);
    expect(plan.titles(14)).toMatch(/Cut it to/);
    expect(plan.text).toContain('is on 20 March, about 16 weeks away: this 16-week plan ends in that week.');
    expect(plan.text).not.toMatch(/finishes before it/);
  });

  it('builds a half marathon over the weeks to race day, the taper once and the race on its Sunday', () => {
    // 21 March 2027 is a Sunday; the plan starts Wednesday 2 December, on Thursdays, Saturdays, Sundays and Tuesdays.
    const plan = planFor(
      ask(
        'Physical Fitness',
        'I run 5K three times a week, about 30 minutes',
        'run the Reading half marathon on 21 March',
        45,
        [2, 4, 6, 7],
        '2026-12-02',
      ),
    );
    expect(plan.shape.deadline).toMatchObject({ fit: 'held', weeks: 16 });
    expect(plan.weeks).toHaveLength(16);
    const last = plan.weeks[15]!;
    expect(last.title).toMatch(/Taper and your half marathon/);
    expect(plan.weeks.filter((w) => /Taper and your half marathon/.test(w.title))).toHaveLength(1);
    // The race on its own day, and nothing after it in its week.
    const race = last.days.findIndex((d) => /half marathon/i.test(d.title));
    expect(plan.dateOf(15, race)).toBe('2027-03-21');
    expect(race).toBe(last.days.length - 1);
    expect(plan.text).toContain('this 16-week plan ends in that week, with the Reading half marathon on its day');
  });

  it('learns a piece for a recital, then polishes it with a mock a week, the performance in the recital’s week', () => {
    // 13 February 2027 is a Saturday.
    const plan = planFor(
      ask(
        'Music (Instrumental Practice)',
        'grade 5 piano',
        'play the Chopin nocturne in E flat at my recital on 13 February',
        60,
        [1, 2, 3, 4, 5, 6],
        '2026-11-30',
      ),
    );
    expect(plan.weeks).toHaveLength(11);
    expect(plan.titles(10)).toMatch(/for someone: a run-through for the recital/i);
    // The performance on the recital's Saturday, the last day; the mock performance the day before it.
    const last = plan.weeks[10]!.days;
    expect(last.at(-1)!.tasks[0]!.title).toMatch(/for someone: a run-through for the recital/);
    expect(plan.dateOf(10, last.length - 1)).toBe('2027-02-13');
    expect(last.at(-2)!.title).toMatch(/Mock performance/);
    const polish = plan.weeks.filter((w) => /Kept and polished/.test(w.title));
    expect(polish.length).toBeGreaterThanOrEqual(4);
    // Each week of polish plays the whole piece at least once, in its own way (decision 249): a mock, for a
    // listener, slowly for its tone, from its end backwards, in the clothes and shoes.
    expect(polish.every((w) => /Mock performance|Play \S.* through|section by section from the end/.test(JSON.stringify(w)))).toBe(true);
    // The piece is met once, at the start: no weeks of its first phrase again.
    expect(plan.weeks.filter((w) => /^Week \d+: Meet/.test(w.title))).toHaveLength(1);
  });

  it('practises a language until the exam’s week, the plan ending on that date', () => {
    const plan = planFor(
      ask('Spanish', 'I did Spanish at school, can order food', 'pass my DELE A2 exam on 20 May', 45, [1, 2, 3, 4, 5], '2026-11-30'),
    );
    // 20 May 2027 is a Thursday: the 25th week from Monday 30 November.
    expect(plan.weeks).toHaveLength(25);
    expect(plan.dateOf(24, 3)).toBe('2027-05-20');
    expect(plan.text).toContain('The plan ends on that date');
  });

  it('ends an interview’s week on its day, and says so when the day is not one of the person’s', () => {
    // 12 February 2027 is a Friday; the nurse works on it on Wednesdays and Saturdays.
    const plan = planFor(
      ask(
        'Interview Preparation',
        'I have been a nurse for 6 years',
        'my interview for a ward manager job is on 12 February',
        45,
        [3, 6],
        '2026-12-07',
      ),
    );
    expect(plan.weeks).toHaveLength(10);
    const last = plan.weeks[9]!;
    expect(last.days).toHaveLength(1);
    expect(plan.dateOf(9, 0)).toBe('2027-02-10');
    expect(plan.titles(9)).toMatch(/The interview for the ward manager post/);
    expect(last.description).toContain('on Friday 12 February, after your last day this week');
  });
});

describe('the weeks an exam’s revision holds before it (decision 258: its weeks between, not past papers again)', () => {
  it('sits past papers once, then a week of its own each until a full mock in the exam’s week, counted, not “again”', () => {
    // Easter 2027 is Sunday 28 March: the 17th week from Tuesday 1 December.
    const plan = planFor(
      ask(
        'Focus & Concentration',
        'I can’t study for more than 10 minutes',
        'revise for my A level maths exam at Easter',
        60,
        [1, 2, 3, 4, 5, 6],
        '2026-12-01',
      ),
    );
    expect(plan.weeks).toHaveLength(17);
    expect(plan.weeks.at(-1)!.title).toMatch(/A full mock/);
    expect(plan.weeks.filter((w) => /Past papers under exam conditions/.test(w.title))).toHaveLength(1);
    const between = plan.weeks.filter((w) => /Kept going: /.test(w.title));
    expect(between.length).toBeGreaterThanOrEqual(10);
    expect(between.at(-1)!.title).toMatch(new RegExp(`week ${between.length} of ${between.length}$`));
    for (const focus of [
      /past-paper questions by topic/,
      /the error log reworked/,
      /red topics retrieved/,
      /a full mock in exam conditions/,
      /the exam day rehearsed/,
    ])
      expect(between.some((w) => focus.test(w.title))).toBe(true);
    expect(plan.weeks.map((w) => w.title)).not.toContainEqual(expect.stringMatching(/again, to consolidate|round \d+ of/));
  });
});

describe('a programme with no week meant to be done again', () => {
  // The reading's own person (the Hotel California solo) has a track with a week kept between since decision 243;
  // the general course, which has none, is read for another player of the same show.
  it('ends before its event and says so, rather than repeat a week eleven times (round 14’s held-back reading)', () => {
    const plan = planFor(
      ask(
        'Music (Instrumental Practice)',
        'I’m 15, I play clarinet, no lessons',
        'play better at the school talent show on 12 March',
        45,
        [1, 2, 3, 4, 5, 6],
        '2026-11-30',
      ),
    );
    expect(plan.weeks.length).toBeLessThan(8);
    expect(plan.text).toMatch(/finishes before it/);
    const titles = plan.weeks.map((w) => w.title.replace(/^Week \d+: /, ''));
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('the event’s own day in its week', () => {
  it('gives a talk on the last of the person’s days before its Thursday, the days leading to it just before, what follows with it', () => {
    // 21 January 2027 is a Thursday; the plan starts Friday 27 November, on Fridays, Saturdays, Mondays and Wednesdays.
    const plan = planFor(
      ask(
        'Mental Health',
        'I freeze when I speak in meetings',
        'give a 5-minute talk at the away day on 21 January without panicking',
        30,
        [1, 3, 5, 6],
        '2026-11-27',
      ),
    );
    expect(plan.weeks).toHaveLength(8);
    const last = plan.weeks[7]!;
    expect(last.days.at(-1)!.title).toMatch(/The talk · Afterwards/);
    expect(plan.dateOf(7, last.days.length - 1)).toBe('2027-01-20');
    expect(last.days.at(-2)!.title).toMatch(/The day before/);
    expect(last.days[0]!.title).toMatch(/Rest day/);
    expect(last.description).toContain('on Thursday 21 January, after your last day this week');
    // Not "afterwards" before the talk.
    expect(last.days.slice(0, -1).map((d) => d.title)).not.toContainEqual(expect.stringMatching(/Afterwards|The talk/));
  });
});

describe('an event days away', () => {
  it('gives a eulogy at the funeral on its Friday, the day before it light, and says “the funeral”', () => {
    // Said on Monday 30 November, the day the plan starts: the funeral is Friday 4 December.
    const request = ask(
      'Writing Skills',
      'I’ve never written anything like this',
      'a eulogy for my nan, the funeral is on Friday',
      45,
      [1, 2, 3, 4, 5],
      '2026-11-30',
    );
    const curriculum = curriculumFor(request);
    const shape = shapePlan(curriculum, { ...request.answers, weekdays: request.weekdays, start: request.startDate, today: '2026-11-30' });
    const weeks = planFromCurriculum(curriculum, request, shape).weeks;
    const { text } = summarizePlan(curriculum, request, shape, weeks);
    expect(weeks).toHaveLength(1);
    const days = weeks[0]!.days.map((d) => d.title);
    expect(days.at(-1)).toMatch(/The service · Afterwards/);
    // Every day before it used (decision 376): the day before, the rehearsal — the eulogy read to someone who knew her.
    expect(days.at(-2)).toMatch(/Read to someone who knew them/);
    expect(days.slice(0, -1)).not.toContainEqual(expect.stringMatching(/Afterwards|The service/));
    expect(text).toContain('The funeral is on Friday');
    expect(text).not.toMatch(/your funeral/i);
  });
});

describe('a programme longer than the time to the event', () => {
  it('keeps the groundwork, the draft, the week before the day and the day, each on its days (decision 376)', () => {
    // 19 December is a Saturday, in the third week from Monday 30 November.
    const plan = planFor(
      ask(
        'Writing Skills',
        'never given a speech',
        "best man speech at my brother's wedding on 19 December",
        30,
        [1, 3, 5, 6],
        '2026-11-30',
      ),
    );
    expect(plan.weeks).toHaveLength(3);
    expect(plan.weeks.map((w) => w.title)).toEqual([
      expect.stringMatching(/Stories gathered/),
      expect.stringMatching(/A structure, and a draft written for the ear/),
      expect.stringMatching(/Rehearsed before a friend, and given/),
    ]);
    // The draft is written in its own week, on the days before the rehearsal, not dropped with its week.
    expect(plan.titles(0)).toMatch(/Outline it: /);
    expect(plan.titles(1)).toMatch(/Tell your first story aloud.*write it down as you said it.*Finish the whole draft/);
    expect(plan.titles(1)).toMatch(/Put the speech on cards/);
    expect(plan.titles(2)).toMatch(/Give the speech to a friend.*Check the day/);
    expect(plan.text).toContain('this plan uses each of your 11 days before it');
  });

  it('keeps a nurse’s mock panel and interview week and says which scenario week it leaves out', () => {
    const plan = planFor(
      ask(
        'Interview Preparation',
        'I have been a nurse for 6 years',
        'my interview for a ward manager job is on 24 December',
        45,
        [1, 3, 5],
        '2026-11-30',
      ),
    );
    expect(plan.weeks.length).toBeLessThanOrEqual(4);
    expect(plan.weeks.at(-1)!.title).toMatch(/mock panel, and the interview/);
    // (With its presentation outlined on cards in its short form, decision 248, the four weeks hold both
    // scenario weeks: none is left out. Before, the presentation week took two and a scenario week went.)
    expect(plan.weeks.filter((w) => /Scenarios:/.test(w.title))).toHaveLength(2);
    expect(plan.text).not.toMatch(/It leaves out/);
  });
});

describe('whose event it is', () => {
  it('says someone else’s birthday is theirs, and the person’s own is theirs', () => {
    expect(deadlineOf('draw a portrait of my mum for her 60th birthday on 8 March', today)?.event).toBe('her 60th birthday');
    expect(deadlineOf('play at my sister’s wedding on 8 March', today)?.event).toBe("sister's wedding");
    const plan = planFor(
      ask(
        'Drawing',
        'I doodle, never drawn a face',
        'draw a portrait of my mum for her 60th birthday on 8 March',
        15,
        [2, 4, 6],
        '2026-12-03',
      ),
    );
    // (Drawing people you know from life plans it since decision 270: its weeks between keep the drawing up to the day.)
    expect(plan.text).toMatch(/Her 60th birthday is on 8 March, about \d+ weeks away: this \d+-week plan ends in that week/);
    expect(plan.text).not.toMatch(/your 60th birthday/i);
  });
});

describe('what is not an event on its day', () => {
  it('leaves a plan done before a deadline as it is', () => {
    const plan = planFor(
      ask(
        'Writing Skills',
        'I have never written a speech',
        'a toast for my parents’ anniversary, written by 14 March',
        30,
        [2, 4, 6],
        '2026-11-30',
      ),
    );
    expect(plan.shape.deadline).toMatchObject({ fit: 'after' });
    expect(plan.weeks.length).toBeLessThan(12);
    expect(plan.weeks.map((w) => w.title).join(' ')).not.toMatch(/Kept fresh/);
  });

  it('says a wedding further off than a plan runs is further, and when to start', () => {
    const plan = planFor(
      ask(
        'Writing Skills',
        'never given a speech',
        "give the best man speech at my brother's wedding on 14 August",
        20,
        [2, 4, 6],
        '2026-11-30',
      ),
    );
    expect(plan.shape.deadline).toMatchObject({ fit: 'after' });
    expect(plan.text).toMatch(
      /further than a plan runs \(26 weeks\): this [\w-]+ plan finishes before it\. To have its last week in the week of the day, start it in the week of Monday \d+ \w+, \d+ weeks before it; until then, keep up what you do now\./,
    );
  });

  it('keeps an adjusted plan’s length, and a plan with no date', () => {
    const request = ask(
      'Writing Skills',
      'never given a speech',
      "give the best man speech at my brother's wedding on 20 March",
      20,
      [2, 4, 6],
      '2026-11-30',
    );
    const curriculum = curriculumFor(request);
    const asked = shapePlan(curriculum, { ...request.answers, weekdays: request.weekdays, start: request.startDate, today, weeks: 10 });
    expect(asked.syllabus).toHaveLength(10);
    const none = planFor(
      ask('Writing Skills', 'never given a speech', 'give the best man speech at my brother’s wedding', 20, [2, 4, 6], '2026-11-30'),
    );
    expect(none.shape.deadline).toBeUndefined();
    expect(none.weeks.map((w) => w.title).join(' ')).not.toMatch(/Kept fresh/);
  });
});

describe('the preview and the plan agree on the event’s week', () => {
  it('counts the same weeks, from the same start, in the preview and the plan made', async () => {
    // Dates from the real today: the preview and generation read it themselves.
    const now = todayIn('UTC');
    const start = addDays(now, 10);
    const event = addDays(start, 7 * 13 + 2);
    const months = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    const said = `${Number(event.slice(8))} ${months[Number(event.slice(5, 7)) - 1]}`;
    const target = `give the best man speech at my brother's wedding on ${said}`;
    const weekdays = [2, 4, 6];
    const preview = previewPlan({
      category: 'skills',
      option: 'Writing Skills',
      answers: { currentLevel: 'never given a speech', targetLevel: target, dailyMinutes: 20 },
      schedule: { startDate: start, weekdays, timeZone: 'UTC' },
    } as Parameters<typeof previewPlan>[0]);
    const plan = await generateRoadmap(ask('Writing Skills', 'never given a speech', target, 20, weekdays, start), builtinProvider);
    const first = firstPlanDay(start, planWeekdays({ startDate: start, weekdays }));
    const week = Math.floor((Date.parse(event) - Date.parse(first)) / 86_400_000 / 7) + 1;
    expect(plan.weeks).toHaveLength(week);
    expect(preview.weeks).toBe(week);
    expect(
      plan.weeks
        .at(-1)!
        .days.flatMap((d) => d.tasks.map((t) => t.title))
        .join(' '),
    ).toMatch(/Give your speech/);
  });
});
