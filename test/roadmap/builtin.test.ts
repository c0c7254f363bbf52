import fc from 'fast-check';
import { CATALOG } from '../../contract';
import { builtinProvider, generateRoadmap, roadmapSchema, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { defaultWeeks, shapeFor } from '../../lambdas/roadmap/plan-request';

const options = CATALOG.flatMap((c) => c.options.map((option) => ({ category: c.id, option })));
const levels = [
  '',
  'I know a few words',
  'beginner',
  'A2',
  'intermediate',
  'some experience',
  'B2',
  'advanced, years of practice',
  'fluent',
];

const requestArb = fc.record({
  choice: fc.constantFrom(...options),
  currentLevel: fc.constantFrom(...levels.filter(Boolean)),
  targetLevel: fc.constantFrom('B1', 'C1', 'hold a conversation', 'run a marathon', 'build a portfolio', 'mastery'),
  dailyMinutes: fc.oneof(fc.constantFrom(15, 30, 60), fc.integer({ min: 5, max: 480 })),
  weeks: fc.option(fc.integer({ min: 1, max: 26 }), { nil: undefined }),
  weekdays: fc.subarray([1, 2, 3, 4, 5, 6, 7], { minLength: 1 }),
});

const toRequest = (r: {
  choice: { category: string; option: string };
  currentLevel: string;
  targetLevel: string;
  dailyMinutes: number;
  weeks?: number;
  weekdays?: number[];
}): RoadmapRequest => ({
  category: r.choice.category as RoadmapRequest['category'],
  option: r.choice.option,
  ...(r.choice.category === 'custom' && { title: 'Learn to sail', description: 'Sail a small boat alone on a lake' }),
  answers: { currentLevel: r.currentLevel, targetLevel: r.targetLevel, dailyMinutes: r.dailyMinutes, ...(r.weeks && { weeks: r.weeks }) },
  ...(r.weekdays && { weekdays: r.weekdays, daysPerWeek: r.weekdays.length }),
});

describe('the offline planner, over the whole input matrix', () => {
  it('makes schema-valid, well-formed, progressing roadmaps within the daily time', async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (raw) => {
        const request = toRequest(raw);
        const plan = await generateRoadmap(request, builtinProvider);
        expect(roadmapSchema.safeParse(plan).success).toBe(true);
        // A length asked for is kept, except that training is never compressed below its weeks.
        if (request.answers.weeks === undefined) expect(plan.weeks).toHaveLength(defaultWeeks(request));
        // (A week spread over several parts is planned whole: a length asked for may lose the parts of one. A track
        // with fixed content — four lessons of food for training — is as long as its lessons, and says so.)
        else {
          const shape = shapeFor(request);
          expect(plan.weeks.length).toBeGreaterThanOrEqual(
            Math.min(request.answers.weeks - (Math.max(...shape.split) - 1), shape.syllabus.length),
          );
          if (plan.weeks.length < request.answers.weeks - (Math.max(...shape.split) - 1))
            expect(plan.weeks).toHaveLength(shape.syllabus.length);
        }
        expect(plan.weeks.length).toBeLessThanOrEqual(26);
        // Every hole filled, in what the person reads first too (a "{minutes}" left in a description, round 14).
        expect([plan.description, ...plan.weeks.map((w) => w.description)].join('\n')).not.toMatch(/\{\w+\}/);
        plan.weeks.forEach((week, w) => {
          expect(week.number).toBe(w + 1);
          expect(week.title).toMatch(new RegExp(`^Week ${w + 1}: \\S`));
          week.days.forEach((day, d) => {
            expect(day.title).toMatch(new RegExp(`^Day ${d + 1}: \\S`));
            const titles = day.tasks.map((t) => t.title.toLowerCase());
            expect(new Set(titles).size).toBe(titles.length);
            for (const t of day.tasks) {
              expect(t.title).not.toMatch(/^task\s*\d+$/i);
              expect(t.title.length).toBeLessThanOrEqual(120);
              expect(t.description.length).toBeGreaterThan(10);
            }
          });
          // A plan week is the person's week: a day for each weekday they chose (decision 055).
          expect(week.days).toHaveLength(request.weekdays!.length);
          // Every week ends with its milestone, however short the days, or is a part of a week its days
          // spread over several, whose last part does.
          const last = week.days[week.days.length - 1]!;
          const part = /, part (\d+) of (\d+)/.exec(week.title);
          if (!part || part[1] === part[2]) expect(last.tasks.some((t) => /milestone/i.test(t.title))).toBe(true);
          else expect(week.description).toMatch(/take \d+ weeks on your days|once more/);
          // A week's time goes over the days' only for what it cannot do without, and the week says so.
          const total = week.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.estimatedMinutes, 0);
          if (total > request.answers.dailyMinutes * week.days.length * 1.1) {
            expect(week.description).toMatch(
              /kept whole|takes .* for its session; the other days are shorter|which this week’s work relies on/,
            );
          }
        });
      }),
      { numRuns: 120 },
    );
  });

  it('stays within half a year where one week of a training track takes more weeks than that (5 minutes on one day)', async () => {
    // A case the property above found: food for a marathon's training at 5 minutes on Mondays was 29 weeks long.
    const choice = options.find((o) => o.option === 'Nutrition Basics')!;
    const request = toRequest({ choice, currentLevel: 'complete beginner', targetLevel: 'run a marathon', dailyMinutes: 5, weekdays: [1] });
    const plan = await generateRoadmap(request, builtinProvider);
    // (Its first week in its short forms takes 25 of these weeks, not 29: the plan ends there, within the half year.)
    expect(plan.weeks.length).toBeLessThanOrEqual(26);
    expect(plan.weeks.length).toBeGreaterThan(20);
  });

  it('keeps the week’s milestone on a day that holds a whole week, and says which tasks wait', async () => {
    // A case the property above found: the interview week on Mondays only, at 114 minutes, lost its milestone
    // past the day's eight tasks.
    const choice = options.find((o) => o.option === 'Interview Preparation')!;
    const request = toRequest({
      choice,
      currentLevel: 'I know a few words',
      targetLevel: 'B1',
      dailyMinutes: 114,
      weeks: 1,
      weekdays: [1],
    });
    const [week] = (await generateRoadmap(request, builtinProvider)).weeks;
    const titles = week!.days[0]!.tasks.map((t) => t.title);
    expect(titles.at(-1)).toBe('Milestone: Interview done and thank-you sent');
    expect(titles).toContain('Send a thank-you email within 24 hours, 5 sentences');
    expect(titles).toHaveLength(8);
    expect(week!.description).toMatch(/A day holds at most 8 tasks, so “[^”]+” and “[^”]+” wait for a day with time to spare\./);
  });

  it.each([
    [
      'Physical Fitness',
      'I had a hip replacement 8 months ago, the physio discharged me, I walk 30 minutes a day on the flat',
      'walk up Snowdon with my grandson in August',
      60,
      [1, 3, 5],
    ],
    ['Drawing', 'haven’t drawn since school', 'sketch buildings in pen and watercolour on my trip to Lisbon in May', 30, [1, 3, 5]],
    ['Time Management Basics', 'I know a few words', 'B1', 15, [7]],
  ])(
    'names a session in its own minutes where a description quotes it: %s, “%s”',
    async (option, currentLevel, targetLevel, dailyMinutes, weekdays) => {
      // Round 14's readers found "{minutes} minutes" in the longest session, a lesson left out and a short form.
      const category = CATALOG.find((c) => c.options.includes(option))!.id;
      const plan = await generateRoadmap(
        { category, option, answers: { currentLevel, targetLevel, dailyMinutes }, weekdays, daysPerWeek: weekdays.length },
        builtinProvider,
      );
      expect([plan.description, ...plan.weeks.map((w) => w.description)].join('\n')).not.toMatch(/\{\w+\}/);
    },
  );

  it('is deterministic for the same input', async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (raw) => {
        const request = toRequest(raw);
        expect(await generateRoadmap(request, builtinProvider)).toEqual(await generateRoadmap(request, builtinProvider));
      }),
      { numRuns: 30 },
    );
  });

  it('covers every option of the catalogue with its own curriculum', async () => {
    const firstThemes = new Set<string>();
    for (const { category, option } of options) {
      const plan = await generateRoadmap(
        toRequest({ choice: { category, option }, currentLevel: 'beginner', targetLevel: 'B1', dailyMinutes: 30 }),
        builtinProvider,
      );
      firstThemes.add(`${plan.weeks[0]!.title}|${plan.weeks[1]?.title}`);
    }
    // Languages share the CEFR path but start with their own sounds or script; the rest differ outright.
    expect(firstThemes.size).toBe(options.length);
  });
});

describe('language roadmaps', () => {
  const spanish = (currentLevel: string, targetLevel: string, weeks = 8): RoadmapRequest => ({
    category: 'languages',
    option: 'Spanish',
    answers: { currentLevel, targetLevel, dailyMinutes: 30, weeks },
  });
  const levelsOf = (plan: { weeks: { title: string }[] }) => plan.weeks.map((w) => /\((?:towards )?(A1|A2|B1|B2|C1)\)/.exec(w.title)![1]);

  it('start a true beginner with sounds and greetings and climb CEFR levels in order, tagging only levels the hours reach', async () => {
    const plan = await generateRoadmap(
      { ...spanish('I know a few words', 'B1'), answers: { currentLevel: 'I know a few words', targetLevel: 'B1', dailyMinutes: 120 } },
      builtinProvider,
    );
    expect(plan.title).toBe('Spanish to B1');
    expect(plan.weeks[0]!.title).toBe('Week 1: Sounds, greetings and yourself (A1)');
    const levels = levelsOf(plan);
    expect(levels[0]).toBe('A1');
    expect([...levels].sort()).toEqual(levels);
    // 26 weeks of 10 hours reach A2 (190 hours), not B1 (375): B1's weeks say they work towards it.
    expect(plan.weeks).toHaveLength(26);
    expect(plan.weeks.filter((w) => w.title.includes('(B1)'))).toEqual([]);
    expect(plan.weeks.at(-1)!.title).toMatch(/\(towards B1\)/);
  });

  it('end at a CEFR level the target names, whatever words come with it', () => {
    expect(shapeFor(spanish('I know a few words', 'Hold a simple conversation (B1)')).target!.name).toBe('B1');
    expect(shapeFor(spanish('I know a few words', 'Hold a simple conversation')).target!.name).toBe('A2');
    expect(shapeFor(spanish('none', 'fluent')).target!.name).toBe('C1');
  });

  it('start from the stated level and end at the target', async () => {
    const plan = await generateRoadmap(spanish('A2', 'C1', 6), builtinProvider);
    const levels = levelsOf(plan);
    expect(levels[0]).toBe('B1');
    expect(plan.weeks[0]!.title).toMatch(/\(towards B1\)$/);
    expect(plan.description).toContain('“A2”');
    expect(plan.description).toMatch(/C1 \(fluent and precise, at work or university\) takes about 560 hours of study from where you are/);
  });

  it('teach each language in its own words, script and grammar', async () => {
    const firstWeek = async (option: string) => {
      const request = { ...spanish('beginner', 'B1'), option };
      const plan = await generateRoadmap(
        { ...request, answers: { ...request.answers, dailyMinutes: 120, weeks: undefined } },
        builtinProvider,
      );
      return JSON.stringify(plan.weeks.slice(0, 8));
    };
    expect(await firstWeek('Spanish')).toMatch(/ser.*estar/);
    expect(await firstWeek('Japanese')).toMatch(/hiragana/i);
    expect(await firstWeek('Japanese')).toContain('はじめまして');
    expect(await firstWeek('Chinese')).toMatch(/tones?/);
    expect(await firstWeek('Chinese')).toContain('mā má mǎ mà');
    expect(await firstWeek('Korean')).toContain('안녕하세요');
    expect(await firstWeek('Hindi')).toContain('नमस्ते');
    expect(await firstWeek('German')).toMatch(/der, die, das/);
    expect(await firstWeek('French')).toMatch(/nasal/i);
    expect(await firstWeek('Italian')).toMatch(/double consonants/i);
    expect(await firstWeek('English')).toMatch(/th /);
  });
});
