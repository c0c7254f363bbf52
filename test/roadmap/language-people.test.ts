import { CATALOG } from '../../contract';
import { builtinProvider, generateRoadmap, type RoadmapPlan, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { shapeFor } from '../../lambdas/roadmap/plan-request';
import { deadlineOf } from '../../lambdas/roadmap/deadline';
import { readBack } from '../../lambdas/roadmap/reading';

/**
 * Language plans read as a teacher would (issue #36, round 6): the purpose a person names reaches the
 * weeks — the call they dread, the family they will meet, the exam's own papers — in the variety of
 * the language they will use.
 */

const ask = (
  option: string,
  currentLevel: string,
  targetLevel: string,
  more: { minutes?: number; days?: number } = {},
): RoadmapRequest => ({
  category: CATALOG.find((c) => c.options.includes(option))!.id,
  option,
  answers: { currentLevel, targetLevel, dailyMinutes: more.minutes ?? 30 },
  daysPerWeek: more.days ?? 5,
});

const tasksOf = (plan: RoadmapPlan) => plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
const titlesOf = (plan: RoadmapPlan) => tasksOf(plan).map((t) => t.title);
/** The week (1-based) of the first task whose title matches, or undefined. */
const firstWeek = (plan: RoadmapPlan, title: RegExp) => {
  const index = plan.weeks.findIndex((w) => w.days.some((d) => d.tasks.some((t) => title.test(t.title))));
  return index < 0 ? undefined : index + 1;
};

/** A week of practice beside the last lessons is named by them, its theme the next week's (decisions 292, 308). */
const LAST_LESSONS = /: the last lessons, and practice \(/;

describe('a language’s purpose reaches the weeks', () => {
  it('phone calls: a script, the spelling alphabet, repair phrases, role-played calls, then real ones, easiest first', async () => {
    const plan = await generateRoadmap(
      ask('German', 'B1 German, I freeze on the phone', 'make phone calls to the Bürgeramt and my landlord without panic'),
      builtinProvider,
    );
    const titles = titlesOf(plan);
    for (const kind of [/^Call script:/, /^Spelling on the phone:/, /^Repair phrases:/, /^Role-played call:/, /^Real call:/]) {
      expect({ kind: String(kind), week: firstWeek(plan, kind)! <= 3 }).toEqual({ kind: String(kind), week: true });
    }
    // Graded exposure: a role-played call comes before the first real one, and real calls go on week after week.
    expect(firstWeek(plan, /^Role-played call:/)!).toBeLessThanOrEqual(firstWeek(plan, /^Real call:/)!);
    expect(plan.weeks.filter((w) => w.days.some((d) => d.tasks.some((t) => /^Real call:/.test(t.title)))).length).toBeGreaterThan(
      plan.weeks.length / 2,
    );
    expect(titles.find((t) => /^Spelling on the phone:/.test(t))).toContain('German');
    // Its practice units are calls, and a practice week closes with a call, not a monologue.
    const practice = plan.weeks.filter((w) => /Practice, week/.test(w.title) && !LAST_LESSONS.test(w.title));
    expect(practice[0]!.title).toMatch(/phone|call/);
    expect(titles).toContainEqual(expect.stringMatching(/^Milestone: A call in German about .*(phone|call)/));
    expect(readBack(ask('German', 'B1', 'make phone calls to the Bürgeramt')).specifics).toEqual(['practice for phone calls']);
  });

  it('family and in-laws: kinship words, polite address and the celebration’s phrases, from the first practice week', async () => {
    const plan = await generateRoadmap(
      ask('Hindi', 'complete beginner', 'talk with my husband’s family at our wedding in Jaipur'),
      builtinProvider,
    );
    for (const kind of [/^Family words:/, /^Polite address:/, /^Celebration phrases:/]) {
      expect({ kind: String(kind), week: firstWeek(plan, kind) }).toEqual({ kind: String(kind), week: expect.any(Number) });
    }
    const practice = plan.weeks.filter((w) => /Practice, week/.test(w.title) && !LAST_LESSONS.test(w.title)).map((w) => w.title);
    expect(practice[0]).toMatch(/your family and your in-laws/);
    // (Within the first weeks: each week's theme is the one its grammar point serves among the next few, decision 308.)
    expect(practice.slice(0, 6).join()).toMatch(/family celebration/);
    expect(titlesOf(plan).find((t) => /^Polite address:/.test(t))).toContain('Hindi');
  });

  it('JLPT N4: the exam’s own sections, timed from past papers, and no writing or speaking practice for a test that has none', async () => {
    const plan = await generateRoadmap(
      ask('Japanese', 'I passed N5 last year', 'pass JLPT N4 next December', { minutes: 45, days: 4 }),
      builtinProvider,
    );
    const titles = titlesOf(plan);
    for (const section of ['Vocabulary (文字・語彙)', 'Grammar and reading (文法・読解)', 'Listening (聴解)']) {
      expect(titles).toContainEqual(expect.stringContaining(`${section}: one timed JLPT set from the official samples`));
    }
    expect(titles.filter((t) => /^(Writing|Speaking|Message|Role-play):/.test(t))).toEqual([]);
    expect(titles).toContainEqual(expect.stringMatching(/^Milestone: A timed JLPT set, as far as your lessons reach/));
    expect(titles).not.toContainEqual(expect.stringMatching(/^Milestone: A 2-minute recording/));
    expect(shapeFor(ask('Japanese', 'I passed N5 last year', 'pass JLPT N4 next December')).target?.name).toBe('A2');
    expect(shapeFor(ask('Japanese', 'N4', 'JLPT N3')).target?.name).toBe('B1');
  });

  it('TOPIK I level 2 is A2, practised as listening and reading sections; TOPIK II keeps its writing', async () => {
    expect(shapeFor(ask('Korean', 'I can read Hangul', 'TOPIK I level 2')).target?.name).toBe('A2');
    expect(shapeFor(ask('Korean', 'I can read Hangul', 'TOPIK I')).target?.name).toBe('A1');
    expect(shapeFor(ask('Korean', 'A2', 'TOPIK II level 4')).target?.name).toBe('B2');
    const plan = await generateRoadmap(ask('Korean', 'I can read Hangul', 'pass TOPIK I level 2'), builtinProvider);
    const titles = titlesOf(plan);
    expect(titles).toContainEqual(expect.stringContaining('Listening (듣기): one timed TOPIK I set'));
    expect(titles).toContainEqual(expect.stringContaining('Reading (읽기): one timed TOPIK I set'));
    expect(titles.filter((t) => /^(Writing|Speaking|Message|Role-play):/.test(t))).toEqual([]);
    expect(plan.weeks.find((w) => /Practice, week/.test(w.title))!.description).toContain(
      'listening, reading, words and the TOPIK I’s timed sections',
    );
    const two = titlesOf(await generateRoadmap(ask('Korean', 'A2', 'pass TOPIK II level 4'), builtinProvider));
    expect(two).toContainEqual(expect.stringMatching(/^Writing:/));
    expect(two).not.toContainEqual(expect.stringContaining('TOPIK I set'));
  });

  it('travel: ordering food and asking the way are practised, not only named', async () => {
    const plan = await generateRoadmap(ask('French', 'complete beginner', 'order food and ask directions in Lyon'), builtinProvider);
    expect(firstWeek(plan, /^Directions:/)).toBeDefined();
    expect(firstWeek(plan, /^Ordering:/)).toBeDefined();
    const practice = plan.weeks.filter((w) => /Practice, week/.test(w.title) && !LAST_LESSONS.test(w.title)).map((w) => w.title);
    // (Both in the first weeks, each beside the grammar point it uses: decision 308.)
    expect(practice.slice(0, 4).join()).toMatch(/ordering food and drink/);
    expect(practice.slice(0, 4).join()).toMatch(/asking the way/);
  });
});

describe('the variety the person will use', () => {
  const mexico = ask(
    'Spanish',
    'two years of Spanish in school, twenty years ago',
    "chat with my daughter-in-law's family in Mexico at Christmas",
    {
      minutes: 45,
      days: 6,
    },
  );

  it('plans Latin American Spanish for Mexico: ustedes and usted, no vosotros, pesos, papas; and says so first', async () => {
    const plan = await generateRoadmap({ ...mexico, answers: { ...mexico.answers, weeks: 26 } }, builtinProvider);
    const text = tasksOf(plan)
      .map((t) => `${t.title} ${t.description}`)
      .join('\n');
    expect(text).not.toMatch(/\b(vosotros|sois|estáis|habláis|coméis|vivís)\b/);
    expect(text).not.toMatch(/\beuros?\b|patatas|¿me pone/);
    // The purpose's level is said first (decision 230), the variety right after it.
    expect(plan.description).toMatch(/^Talking with family: [^]*?\. Latin American Spanish/);
    expect(plan.description).toMatch(/usted/);
  });

  it('reads a city of the Americas as the Americas, and a nurse’s patients’ families as work, not in-laws', async () => {
    const nurse = ask('Spanish', 'nurse, total beginner', "talk with my patients' families at the clinic in Bogotá in 3 months", {
      minutes: 15,
      days: 7,
    });
    const plan = await generateRoadmap(nurse, builtinProvider);
    // After her nursing work's line, which now leads (decision 352).
    expect(plan.description).toMatch(/^Your nursing work is this plan’s spine[^]*\. Latin American Spanish, because/);
    expect(plan.description).toContain('Its weeks until then put work in healthcare first.');
    expect(titlesOf(plan)).not.toContainEqual(expect.stringMatching(/^(Family words|Polite address|Celebration phrases):/));
  });

  it('keeps Spain’s Spanish where nothing names the Americas', async () => {
    const plan = await generateRoadmap(
      {
        ...ask('Spanish', 'complete beginner', 'A2'),
        answers: { currentLevel: 'complete beginner', targetLevel: 'A2', dailyMinutes: 60, weeks: 12 },
      },
      builtinProvider,
    );
    const text = JSON.stringify(plan);
    expect(text).toContain('sois');
    expect(text).not.toMatch(/Latin American Spanish/);
  });
});

describe('a date in the target', () => {
  it('reads “in 10 weeks”, “at Christmas” and “next December” as weeks from today', () => {
    const today = '2026-11-26';
    expect(deadlineOf('order food and ask directions in Lyon in 10 weeks', today)).toMatchObject({ weeks: 10, said: 'in 10 weeks' });
    // Christmas Day, a Friday, falls in the fifth week from this Thursday (decision 190: the week holding the day).
    expect(deadlineOf('chat with the family in Mexico at Christmas', today)).toMatchObject({ weeks: 5, said: 'at Christmas' });
    // "Next December" said in November is the one after this December.
    expect(deadlineOf('pass JLPT N4 next December', today)).toMatchObject({ weeks: 53, said: 'next December' });
    expect(deadlineOf('pass JLPT N4 next December', '2026-03-02')).toMatchObject({ weeks: 40, said: 'next December' });
    expect(deadlineOf('within three months', today)).toMatchObject({ weeks: 13, said: 'within three months' });
    expect(deadlineOf('speak with my colleagues', today)).toBeUndefined();
  });

  it('ends the plan on a date before the horizon, says it is out of reach at their time, and spends its weeks on the purpose', async () => {
    const lyon = ask('French', 'complete beginner', 'order food and ask directions in Lyon in 10 weeks', { minutes: 30, days: 5 });
    const plan = await generateRoadmap(lyon, builtinProvider);
    expect(plan.weeks).toHaveLength(10);
    expect(plan.description).toContain('Your date, “in 10 weeks”, is about 10 weeks away: at your time that is about 25 hours of study');
    expect(plan.description).toMatch(/A2 needs about \d+ from where you are — not by then/);
    expect(plan.description).toContain('Its weeks until then put travel first.');
    // Every practice week before the date is on travel: ordering, the way, the station, the hotel, the sights (decision 131).
    const practice = plan.weeks
      .filter((w) => /Practice, week/.test(w.title) && !LAST_LESSONS.test(w.title))
      .map((w) => /week \d+: (.+) \(/.exec(w.title)![1]);
    expect(practice.length).toBeGreaterThan(3);
    for (const theme of practice) expect(theme).toMatch(/order|way|directions|airport|station|hotel|paying|holiday|sights/);
  });

  it('says a date within reach is, and a date past the horizon keeps the half-year plan with the minutes that would meet it', async () => {
    const near = shapeFor(ask('Spanish', 'A1', 'reach A2 in 20 weeks', { minutes: 90, days: 6 }));
    expect(near.syllabus.length).toBeLessThanOrEqual(20);
    const nearPlan = await generateRoadmap(ask('Spanish', 'A1', 'reach A2 in 20 weeks', { minutes: 90, days: 6 }), builtinProvider);
    expect(nearPlan.description).toMatch(/— reachable at your time, with about \d+ hours to spare/);
    const far = await generateRoadmap(
      ask('Japanese', 'I passed N5 last year', 'pass JLPT N4 in 12 months', { minutes: 45, days: 4 }),
      builtinProvider,
    );
    expect(far.weeks).toHaveLength(26);
    expect(far.description).toMatch(/not by then at your time: it takes about .+ at this pace; .*about \d+ minutes a day would reach it/);
    expect(far.description).toContain('Its weeks until then put the JLPT’s papers first.');
  });
});
