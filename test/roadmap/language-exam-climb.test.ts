import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask, planText, tasksOf } from './language-ask';

/**
 * An exam above the learner's level climbs, and exam practice fits the day (decision 332): a B1 learner aiming at a C1
 * exam works the level below's papers as steps, then the C1 exam's own, and is told to book the exam for when C1 is
 * reached (round 18: a DALF C1 candidate drilled "DELF B2 reading" for all 26 weeks); on a short day a paper is a real
 * timed part the day holds — one text, one listening part, a written task's plan — never "one timed task" squeezed into
 * 15 minutes; OET's writing practice is its letter from case notes, never an essay.
 */
const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);

type Plan = Awaited<ReturnType<typeof planFor>>;
const titlesOf = (plan: Plan) => plan.weeks.flatMap((w) => tasksOf(w).map((t) => t.title));
/** The first task (in the plan's order) whose title matches. */
const firstAt = (plan: Plan, pattern: RegExp) => titlesOf(plan).findIndex((t) => pattern.test(t));

describe('an exam above the level climbs', () => {
  it.each([
    [
      'French',
      'B1, I lived in Lyon for a year',
      'pass the DALF C1',
      60,
      5,
      /^Your exam: DELF B2 /,
      /^Your exam: DALF C1 writing: the synthesis/,
    ],
    [
      'German',
      'B1, passed the Goethe B1 last year',
      'Goethe-Zertifikat C1 for university in Berlin',
      30,
      4,
      /^Your exam: Goethe B2 /,
      /^Your exam: Goethe C1 Schreiben/,
    ],
    [
      'Spanish',
      'intermediate, B1',
      'pass the DELE C1 to teach in Spain',
      45,
      6,
      /^Your exam: DELE B2 /,
      /^Your exam: DELE C1 integrated writing/,
    ],
    [
      'English',
      'B1, I can hold a conversation',
      'Cambridge C1 Advanced for my job',
      20,
      5,
      /^Your exam: B2 First /,
      /^Your exam: C1 Advanced writing/,
    ],
    [
      'French',
      'A2, I can order in a café',
      'DELF B2 for a master’s in Paris',
      45,
      2,
      /^Your exam: DELF B1 /,
      /^Your exam: DELF B2 writing/,
    ],
  ])('%s, “%s” → “%s” at %i × %i', async (option, current, target, minutes, days, step, own) => {
    const plan = await planFor(option, current, target, minutes, days);
    // The step's papers first, then the named exam's own, both in what the person reads.
    expect(firstAt(plan, step)).toBeGreaterThanOrEqual(0);
    expect(firstAt(plan, own)).toBeGreaterThan(firstAt(plan, step));
    // Said honestly: above where the weeks start, booked for when its level is reached, the step's exam a fair check.
    expect(plan.description).toMatch(/Your exam is at [BC][12], above the level these weeks start towards/);
    expect(plan.description).toMatch(/Book it for when [BC][12] is reached: the line on hours below says when/);
    expect(plan.description).toMatch(/Sitting the (?:DELF B[12]|Goethe B2|DELE B2|B2 First) on the way is a fair check/);
  });

  it('a plan that reaches C1 does not learn the C1 papers’ forms twice', async () => {
    const plan = await planFor('French', 'B1', 'pass the DALF C1', 120, 6);
    expect(plan.description).toMatch(/reaches B2 .* in about \d+ weeks/);
    const learnt = titlesOf(plan).filter((t) => /^Your exam: DALF C1 .* — learn the task type/.test(t));
    expect(learnt.length).toBeGreaterThan(0);
    expect(new Set(learnt).size).toBe(learnt.length);
    expect(titlesOf(plan).some((t) => /^Your exam: DALF C1 .* — go through your mistakes/.test(t))).toBe(true);
  });

  it.each([
    ['French', 'B2, I passed the DELF B2 last year', 'pass the DALF C1'],
    ['French', 'B1, lived in Lyon', 'pass the DELF B2'],
    ['English', 'B1', 'IELTS 7.0 for a master’s'],
    ['Spanish', 'B2, I lived in Madrid', 'DELE C1 by next year'],
  ])(
    'no climb where the exam is the level the weeks work towards, or has no level of its own: “%s” → “%s”',
    async (option, current, target) => {
      const plan = await planFor(option, current, target, 45, 5);
      expect(plan.description).not.toMatch(/Your exam is at/);
    },
  );

  it('a long section is named only from the level the plan starts towards', async () => {
    const plan = await planFor('English', 'intermediate (B1)', 'Cambridge C1 Advanced for my job', 10, 7);
    expect(plan.description).toMatch(/C1 Advanced Writing 90 minutes/);
    expect(plan.description).not.toMatch(/B1 Preliminary (?:Reading|Writing|Listening) \d+ minutes/);
  });
});

describe('exam practice fits the day', () => {
  it.each([
    [
      'French',
      'B1, I lived in Lyon for a year',
      'pass the DALF C1',
      15,
      5,
      /DALF C1 writing: the synthesis — one timed part: the synthesis’s plan/,
    ],
    ['German', 'B1', 'Goethe C1', 20, 4, /Goethe C1 Schreiben — one timed part: the argued text’s plan/],
    [
      'English',
      'B2, I am a nurse from Kerala',
      'OET grade B for nursing in the UK',
      15,
      5,
      /OET Writing: a whole letter in 45 minutes — one timed part: the 5 minutes’ reading time/,
    ],
    ['Spanish', 'B2', 'DELE C1', 10, 7, /DELE C1 reading and use of Spanish — one timed part: one tarea and its items/],
    ['English', 'B1', 'Cambridge C1 Advanced', 10, 6, /B2 First reading — one timed part: Reading Part 7/],
  ])('%s, “%s” → “%s” at %i minutes', async (option, current, target, minutes, days, part) => {
    const plan = await planFor(option, current, target, minutes, days);
    const tasks = plan.weeks.flatMap(tasksOf);
    const exam = tasks.filter((t) => /^Your exam: /.test(t.title));
    expect(exam.length).toBeGreaterThan(4);
    // A real part by name, within the day; no whole "timed task" at the exam's timing squeezed into a short day.
    expect(exam.map((t) => t.title).join('\n')).toMatch(part);
    expect(exam.filter((t) => /one timed part/.test(t.title) && t.estimatedMinutes > 15)).toEqual([]);
    expect(exam.filter((t) => t.estimatedMinutes > minutes)).toEqual([]);
    expect(exam.filter((t) => /— (?:one|a second) timed task/.test(t.title))).toEqual([]);
  });

  it('a part says where a day is shorter than it', async () => {
    const plan = await planFor('English', 'B1', 'Cambridge C1 Advanced', 10, 6);
    const part = plan.weeks.flatMap(tasksOf).find((t) => /B2 First reading — one timed part/.test(t.title));
    expect(part?.description).toMatch(
      /its 10 questions in about 15 minutes\. .*On your 10 minutes, as much of it as they hold at that pace/,
    );
  });

  it('a longer day keeps the whole timed task', async () => {
    const titles = titlesOf(await planFor('French', 'B1, I lived in Lyon for a year', 'pass the DALF C1', 60, 5));
    expect(titles.some((t) => /^Your exam: DALF C1 .* — one timed task$/.test(t))).toBe(true);
    expect(titles.some((t) => /one timed part/.test(t))).toBe(false);
  });
});

describe('OET practises its letter, never an essay', () => {
  it.each([
    ['Ukrainian nurse in Poland, B1 English', 'pass OET to work as a nurse in the UK', 60, 6],
    ['pharmacist from Egypt, intermediate English', 'pass the OET for pharmacy to work in Australia', 30, 4],
    ['B2, I am a nurse from Kerala', 'OET grade B for nursing in the UK', 15, 5],
    ['dentist, B1 English', 'OET for Australian registration', 45, 3],
  ])('“%s” → “%s” at %i × %i', async (current, target, minutes, days) => {
    const plan = await planFor('English', current, target, minutes, days);
    const titles = titlesOf(plan);
    expect(titles.filter((t) => /\bessay\b|^For and against|^Summary: summarise an article/i.test(t))).toEqual([]);
    expect(titles.some((t) => /^OET Writing: a letter from case notes on /.test(t))).toBe(true);
    expect(titles.some((t) => /^Milestone: An OET role-play on /.test(t))).toBe(true);
    expect(plan.weeks.map((w) => w.description).join('\n')).not.toMatch(/IELTS Task 2|B2 First/);
  });

  it('the B1 nurse’s lesson week writes a referral letter from case notes and role-plays its case', async () => {
    const plan = await planFor('English', 'Ukrainian nurse in Poland, B1 English', 'pass OET to work as a nurse in the UK', 60, 6);
    const text = planText(plan);
    expect(text).toMatch(/Arguing a case: news and a letter from case notes/);
    expect(text).toMatch(/The referral or discharge letter from your sorted notes, 180–200 words, in 40 minutes/);
    expect(text).toMatch(/A role-play on the letter’s case/);
  });

  it.each([
    ['nurse, B1 English', 'IELTS Academic 7 for the NMC'],
    ['B1', 'pass the Cambridge C1 Advanced'],
  ])('another exam keeps its essay: “%s” → “%s”', async (current, target) => {
    const titles = titlesOf(await planFor('English', current, target, 60, 5));
    expect(titles.some((t) => /\bessay\b|^For and against/i.test(t))).toBe(true);
    expect(titles.some((t) => /^OET Writing/.test(t))).toBe(false);
  });
});

describe('ICAO aviation English is an exam of its own, in the air', () => {
  /** Doc 9835's non-routine situations and the radio's own: what an aviation English teacher's weeks are on. */
  const AVIATION =
    /radio|weather|passenger|technical|bird strike|runway|fuel|emergency|incident|ATC|aviation|numbers, letters and headings|the last lessons/;

  it.each([
    ['first officer, B1 English, ICAO level 3', 'ICAO English level 4 to fly internationally', 30, 5],
    ['air traffic controller, B2 English', 'ICAO level 5 before my recheck', 20, 3],
    ['student pilot, A2 English', 'aviation English for radio calls', 45, 4],
    ['pilot, B1', 'pass the Test of English for Aviation', 15, 6],
    ['helicopter pilot, intermediate', 'my radiotelephony English for ICAO level 4', 60, 2],
  ])('“%s” → “%s” at %i × %i', async (current, target, minutes, days) => {
    const plan = await planFor('English', current, target, minutes, days);
    expect(plan.description).toMatch(/ICAO Annex 1 requires pilots and air traffic controllers .* Level 4 \(Operational\)/);
    expect(plan.description).toMatch(/speaking and listening only/);
    const themes = plan.weeks
      .map((w) => /Practice, week \d+(?: of \d+)?: (.+?)(?:, again)? \([^()]+\)$/.exec(w.title)?.[1])
      .filter(Boolean);
    expect(themes.length).toBeGreaterThan(3);
    expect(themes.filter((t) => !AVIATION.test(t!))).toEqual([]);
    const titles = titlesOf(plan);
    expect(titles.some((t) => /^Radiotelephony: the standard phrases for .*, then the same in plain English/.test(t))).toBe(true);
    expect(titles.some((t) => /^Your exam: TEA Part (?:1|2A|2B|2C|3)\b/.test(t))).toBe(true);
    // ICAO tests no writing: no essay, no for-and-against, no sentences written for practice.
    expect(titles.filter((t) => /\bessay\b|^For and against|^Writing: /i.test(t))).toEqual([]);
  });

  it.each([
    ['B1', 'talk to passengers as a flight attendant'],
    ['B1', 'get my private pilot licence in the US'],
    ['B1', 'pass the Cambridge B2 First'],
  ])('not ICAO: “%s” → “%s”', async (current, target) => {
    const plan = await planFor('English', current, target, 30, 4);
    expect(planText(plan)).not.toMatch(/ICAO|Radiotelephony:|TEA Part/);
  });
});

describe('TOLES is legal English’s exam', () => {
  /** A lawyer's situations: the firm, a client, a contract, a clause, a letter, a dispute, a memo, a judgment. */
  const LEGAL = /firm|client|contract|clause|letter|correspondence|dispute|legal|memo|judgment|the last lessons/;

  it.each([
    ['Polish trainee lawyer, B1', 'pass TOLES Higher', 30, 4],
    ['law student, A2 English', 'TOLES Foundation next year', 20, 5],
    ['in-house counsel, B2', 'the Test of Legal English Skills, Advanced', 60, 3],
  ])('“%s” → “%s” at %i × %i', async (current, target, minutes, days) => {
    const plan = await planFor('English', current, target, minutes, days);
    expect(plan.description).toMatch(/TOLES is set by Global Legal English \(toles\.co\.uk\) at three levels/);
    const themes = plan.weeks
      .map((w) => /Practice, week \d+(?: of \d+)?: (.+?)(?:, again)? \([^()]+\)$/.exec(w.title)?.[1])
      .filter(Boolean);
    expect(themes.length).toBeGreaterThan(3);
    expect(themes.filter((t) => !LEGAL.test(t!))).toEqual([]);
    const practice = plan.weeks.filter((w) => /Practice, week/.test(w.title)).flatMap((w) => tasksOf(w).map((t) => t.title));
    expect(practice.some((t) => /^TOLES: one task from TOLES’s sample paper/.test(t))).toBe(true);
    expect(practice.filter((t) => /^For and against|^Summary: summarise an article/.test(t))).toEqual([]);
  });

  it('legal English without TOLES is not its exam', async () => {
    const plan = await planFor('English', 'B1, lawyer', 'improve my legal English for contracts', 30, 4);
    expect(planText(plan)).not.toMatch(/TOLES/);
  });
});
