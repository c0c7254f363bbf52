import { CATALOG } from '../../contract';
import { shapePlan } from '../../lambdas/roadmap/builtin/shape';
import { planFromCurriculum, summarizePlan } from '../../lambdas/roadmap/builtin/from-curriculum';
import { curriculumFor } from '../../lambdas/roadmap/curricula/load';
import { deadlineOf, easterOf } from '../../lambdas/roadmap/deadline';
import type { RoadmapRequest } from '../../lambdas/roadmap/generate';

/**
 * A date the person names sets the plan's length in every option (issue #36, decision 190): read in the
 * many ways people say it, never from a rate or the past, and a plan that ends at it keeps what matters
 * most with the event in its last week — or says plainly that a race is too near to train for safely.
 * The people are written for this test; "today" is fixed, a Thursday.
 */

const today = '2026-11-26';

describe('the date in the person’s words', () => {
  it.each([
    ['my interview is next week', 1, 'next week', 'interview'],
    ['I’ve got the interview next week', 1, 'next week', 'the interview'],
    ['get the job — the interview is in a fortnight', 2, 'in a fortnight', 'the interview'],
    ['ready in two weeks’ time', 2, 'in two weeks’ time', undefined],
    ['the race is two weeks from now', 2, 'two weeks from now', 'the race'],
    ['my audition is in 5 days', 1, 'in 5 days', 'audition'],
    ['for my mum’s 70th in six weeks', 6, 'in six weeks', "mum's 70th"],
    ['play it at the party on Friday', 1, 'on Friday', 'the party'],
    ['the funeral is a week on Friday', 2, 'a week on Friday', 'the funeral'],
    ['my interview is Tuesday week', 2, 'Tuesday week', 'interview'],
    ['the show is this weekend', 1, 'this weekend', 'the show'],
    ['done by the end of the month', 1, 'by the end of the month', undefined],
    ['a portfolio by the end of the year', 5, 'by the end of the year', undefined],
    ['HGV supervisor interview next month', 3, 'next month', 'supervisor interview'],
  ])('“%s” is %i week(s) away, said “%s”', (words, weeks, said, event) => {
    const date = deadlineOf(words, today)!;
    expect(date).toMatchObject({ weeks, said });
    expect(date.event).toBe(event);
  });

  // A month is its first whole week, from its first Monday (decision 365); an exam's, its first day.
  it('reads named days, months with a reason and the holidays as the day they fall on', () => {
    for (const words of ['finished by 14 March', 'the deadline is March 14th', 'on the 14th of March', 'by 2027-03-14'])
      expect(deadlineOf(words, today)).toMatchObject({ date: '2027-03-14', day: true });
    expect(deadlineOf('my exam on 12 June', today)).toMatchObject({ date: '2027-06-12', event: 'exam', said: 'on 12 June' });
    expect(deadlineOf('the wedding is in August', today)).toMatchObject({ date: '2027-08-02', event: 'the wedding', said: 'in August' });
    expect(deadlineOf('calmer before the baby arrives in March', today)).toMatchObject({ date: '2027-03-01', said: 'in March' });
    expect(deadlineOf('chat with my in-laws at Christmas', today)).toMatchObject({ date: '2026-12-25', weeks: 5 });
    expect(deadlineOf('a 10K by Easter', today)).toMatchObject({ date: '2027-03-28', day: true });
    expect(deadlineOf('fitter by New Year', today)).toMatchObject({ date: '2026-12-31' });
    // Easter by the Gregorian computus, checked against published dates.
    expect([2024, 2025, 2026, 2027, 2038].map(easterOf)).toEqual(['2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28', '2038-04-25']);
  });

  it('reads "next year" after a holiday, a season or a month as next year’s, and says it', () => {
    expect(deadlineOf("chat with my partner's family at Christmas dinner next year", today)).toMatchObject({
      date: '2027-12-25',
      said: 'at Christmas next year',
    });
    expect(deadlineOf('the wedding in August next year', today)).toMatchObject({ date: '2027-08-02', said: 'in August next year' });
    expect(deadlineOf('in December next year', today)).toMatchObject({ date: '2027-12-06' });
    expect(deadlineOf('run a 10K at Easter next year', today)).toMatchObject({ date: '2027-03-28' });
    // "Next year" in another clause is not the date's.
    expect(deadlineOf('a 5K by Christmas, and next year a half', today)).toMatchObject({ date: '2026-12-25', said: 'by Christmas' });
  });

  it('a swimmer’s stroke and a place admitted to are no past: their dates stay ahead (round 15’s review)', () => {
    expect(deadlineOf('my stroke is weak for the gala in June', today, undefined, 'now')).toMatchObject({ date: '2027-06-07' });
    expect(deadlineOf("admitted to a master's starting in September", today, undefined, 'now')).toMatchObject({ date: '2027-09-06' });
    expect(deadlineOf('stroke in January, left leg weak', today, undefined, 'now')).toBeUndefined();
    expect(deadlineOf('admitted to hospital in October', today, undefined, 'now')).toBeUndefined();
  });

  it('a month with its year is that one: the month we are in ends with it, a month gone by is no date (round 15’s review)', () => {
    expect(deadlineOf('pass the exam in November 2026', today)).toMatchObject({ date: '2026-11-30' });
    expect(deadlineOf('JLPT in December 2027', today)).toMatchObject({ date: '2027-12-01' });
    expect(deadlineOf('exam in March 2026', today)).toBeUndefined();
  });

  it('reads where the person is for a date too, but what they finished is behind them', () => {
    expect(deadlineOf('I have an interview on Friday', today, undefined, 'now')).toMatchObject({ said: 'on Friday', event: 'interview' });
    expect(deadlineOf('finished a React bootcamp in spring', today, undefined, 'now')).toBeUndefined();
    expect(deadlineOf('graduated in June, no job yet', today, undefined, 'now')).toBeUndefined();
    // A diagnosis, an operation, a house bought: behind the person, not ahead (round 14c's readers).
    expect(deadlineOf('diagnosed with coeliac disease in the summer, I keep getting glutened', today, undefined, 'now')).toBeUndefined();
    expect(deadlineOf('my knee was operated on in March', today, undefined, 'now')).toBeUndefined();
    expect(deadlineOf('bought a farmhouse in Umbria in May', today, undefined, 'now')).toBeUndefined();
    expect(deadlineOf('I start a new job in the summer', today, undefined, 'now')).toBeDefined();
    // A loss, an ending or a birth told with its month is behind the person too (round 17's reading: "grieving my
    // mum who died in spring" was read as a date 13 weeks ahead).
    expect(deadlineOf("grieving my mum who died in spring, I can't concentrate", today, undefined, 'now')).toBeUndefined();
    expect(deadlineOf('my dad passed away in March', today, undefined, 'now')).toBeUndefined();
    expect(deadlineOf('laid off in September, applying since', today, undefined, 'now')).toBeUndefined();
    expect(deadlineOf('gave birth in August, c-section', today, undefined, 'now')).toBeUndefined();
    expect(deadlineOf('divorced in the summer, living alone', today, undefined, 'now')).toBeUndefined();
    expect(deadlineOf('my sister gets married in June and I am best man', today, undefined, 'now')).toBeDefined();
  });

  it('turns the seasons round south of the equator', () => {
    expect(deadlineOf('swim a mile this summer', today)).toMatchObject({ date: '2027-06-01' });
    expect(deadlineOf('swim a mile this summer', today, 'au')).toMatchObject({ date: '2026-12-01' });
    expect(deadlineOf('by next spring', today, 'nz')).toMatchObject({ date: '2027-09-01' });
    expect(deadlineOf('before the winter', '2027-07-10')).toMatchObject({ date: '2027-12-01' });
  });

  it.each([
    'I run 5 days a week',
    'a 10K in under 60 minutes',
    'three months ago I started',
    'I have been running for 3 months',
    'for the last 2 years',
    'read March of the Penguins in French',
    'I may move abroad',
    'exam on 12/06',
    'I started piano in March',
    'I ran a half in October',
    'I run on Fridays',
    'my New Year’s resolution is to meditate',
    'practise 3 days a week for 20 minutes',
    'walk 15 km in a day',
    'read 2 books in a month',
    'lose 1 kg in a week',
  ])('“%s” names no date', (words) => {
    expect(deadlineOf(words, today)).toBeUndefined();
  });
});

const ask = (option: string, currentLevel: string, targetLevel: string, minutes = 30, days = 5): RoadmapRequest => ({
  category: CATALOG.find((c) => c.options.includes(option))!.id,
  option,
  answers: { currentLevel, targetLevel, dailyMinutes: minutes },
  daysPerWeek: days,
});

/** The plan as it is made on `today`: its shape, its weeks and what its description says. */
function planFor(request: RoadmapRequest) {
  const curriculum = curriculumFor(request);
  const shape = shapePlan(curriculum, { ...request.answers, daysPerWeek: request.daysPerWeek, today });
  const weeks = planFromCurriculum(curriculum, request, shape).weeks;
  const { text } = summarizePlan(curriculum, request, shape, weeks);
  const titles = (w: (typeof weeks)[number]) => w.days.flatMap((d) => d.tasks.map((t) => t.title)).join(' | ');
  return { shape, weeks, text, titles };
}

describe('a plan that ends at the date', () => {
  it('prepares a receptionist whose interview is next week in one week, the interview in it, and says so', () => {
    for (const target of [
      'get the receptionist job at the dental practice, my interview is next week',
      'my interview is next week for a receptionist job',
    ]) {
      const plan = planFor(ask('Interview Preparation', 'I have worked on a hotel front desk for two years', target, 45));
      expect(plan.weeks).toHaveLength(1);
      expect(plan.text).toContain(
        'Your interview is next week: this is a one-week plan of what matters most, your interview in its last week',
      );
      expect(plan.titles(plan.weeks[0]!)).toMatch(/interview/i);
    }
  });

  it('keeps the groundwork and the day when a date thins a programme, and what the weeks use is made in them', () => {
    const plan = planFor(
      ask('Interview Preparation', 'I supervise nobody yet, I drive HGVs', 'HGV transport supervisor, the interview is in a fortnight', 30),
    );
    expect(plan.weeks).toHaveLength(2);
    expect(plan.titles(plan.weeks[1]!)).toMatch(/interview/i);
    expect(plan.text).toContain('The interview is in a fortnight: this is a two-week plan');
  });

  it('ends a piece for a wedding in three weeks with its performance, and a talk eight weeks off runs to its week (decision 228)', () => {
    const piece = planFor(
      ask('Music (Instrumental Practice)', 'grade 4 piano, I read music', 'play Clair de Lune at my sister’s wedding in three weeks', 45),
    );
    expect(piece.weeks).toHaveLength(3);
    expect(piece.titles(piece.weeks[2]!)).toMatch(/perform/i);
    expect(piece.text).toContain("Your sister's wedding is in three weeks: this is a three-week plan");
    const talk = planFor(
      ask(
        'Mental Health',
        'I freeze when I speak in meetings',
        'give a 5-minute talk at the away day on 21 January without panicking',
        30,
        4,
      ),
    );
    expect(talk.shape.deadline).toMatchObject({ fit: 'held' });
    // 21 January is a Thursday, the first day of the ninth week counted from today's Thursday.
    expect(talk.weeks).toHaveLength(9);
    expect(talk.titles(talk.weeks[8]!)).toMatch(/Give the 5-minute talk/i);
    expect(talk.text).toContain('Your date, “on 21 January”, is about 8 weeks away: this nine-week plan ends in that week.');
  });

  it('trims a 10K block’s repeated weeks for a race in five weeks, the race in the last', () => {
    const plan = planFor(ask('Physical Fitness', 'I run 3 times a week, 5K in 30 minutes', 'my first 10K is in five weeks', 45, 4));
    expect(plan.weeks).toHaveLength(5);
    expect(plan.titles(plan.weeks[4]!)).toMatch(/10K/);
    expect(plan.text).toContain('Your first 10K is in five weeks: this is a five-week plan of what matters most');
  });

  it('says plainly that a marathon in three weeks from nothing is too near, and plans no marathon', () => {
    for (const target of ['run a marathon in 3 weeks', 'the London marathon is in three weeks', 'a marathon on ' + '17 December']) {
      const plan = planFor(ask('Physical Fitness', 'I don’t run at all', target, 45, 4));
      expect(plan.shape.deadline).toMatchObject({ fit: 'too near' });
      expect(plan.text).toMatch(/too near to train for safely: Marathon \(running 42\.2 km\) takes about \d+ months of training/);
      expect(plan.weeks.length).toBeLessThanOrEqual(4);
      expect(plan.weeks.map(plan.titles).join(' ')).not.toMatch(/marathon/i);
    }
  });

  it('leaves a plan as it is when the words name no date', () => {
    const plan = planFor(ask('Physical Fitness', 'I run 5 days a week, three months ago I started', 'a 10K in under 60 minutes', 45, 5));
    expect(plan.shape.deadline).toBeUndefined();
    expect(plan.text).not.toMatch(/Your date|too near/);
  });
});
