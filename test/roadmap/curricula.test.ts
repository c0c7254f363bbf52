import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOG, DIFFICULTIES, OPTION_EXAMPLES, optionSlug } from '../../contract';
import { builtinProvider, generateRoadmap, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { curriculumSchema, type Curriculum, type CurriculumTask } from '../../lambdas/roadmap/curricula/schema';
import { chooseTasks, fitDay } from '../../lambdas/roadmap/builtin/from-curriculum';

const folder = join(__dirname, '..', '..', 'lambdas', 'roadmap', 'curricula');
// `_person.json` is person.ts's tables (curricula/person.ts), not a curriculum.
const files = readdirSync(folder).filter((f) => f.endsWith('.json') && !f.startsWith('_'));
const curricula = files.map((file) => ({ file, data: JSON.parse(readFileSync(join(folder, file), 'utf8')) as unknown }));
const options = CATALOG.flatMap((c) => c.options);
const rank = (d: string) => DIFFICULTIES.indexOf(d as never);

describe('the curriculum library', () => {
  it('has a curriculum for every catalogue option and for custom goals, and one for each track an option names, each valid', () => {
    const parsed = curricula.map(({ file, data }) => {
      const result = curriculumSchema.safeParse(data);
      expect({ file, issues: result.error?.issues.slice(0, 3) }).toEqual({ file, issues: undefined });
      return { file, curriculum: result.data! };
    });
    // Each option's own file, and beside it a file for each track it names (a track planned `from` another option's names that one).
    const named = options.flatMap((option) => {
      const own = parsed.find(({ file }) => file === `${optionSlug(option)}.json`)?.curriculum;
      return [optionSlug(option), ...(own?.tracks ?? []).map((t) => t.from ?? `${optionSlug(option)}-${t.id}`)];
    });
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...new Set(named)].sort());
    for (const { file, curriculum } of parsed) {
      expect(options).toContain(curriculum.option);
      expect(file.startsWith(optionSlug(curriculum.option))).toBe(true);
      // A track is a path of its own, not a place to list more tracks.
      if (file !== `${optionSlug(curriculum.option)}.json`)
        expect({ file, tracks: curriculum.tracks }).toEqual({ file, tracks: undefined });
    }
  });

  it('points its bands and its ladder at weeks it has, and opens some day of each week with its hardest session', () => {
    for (const { data } of curricula) {
      const c = curriculumSchema.parse(data) as Curriculum;
      for (const band of [...c.start, ...c.end]) expect(band.week).toBeLessThanOrEqual(c.weeks.length);
      for (const rung of c.ladder?.rungs ?? []) expect(rung.week).toBeLessThanOrEqual(c.weeks.length);
      // A short day keeps each day's first task whole, so the week's hardest work must open some day.
      const hardest = c.weeks.map((w) => Math.max(...w.days.flatMap((d) => d.tasks.map((t) => rank(t.difficulty)))));
      c.weeks.forEach((w, i) =>
        expect({ week: i + 1, opensHardest: w.days.some((d) => rank(d.tasks[0]!.difficulty) === hardest[i]) }).toEqual({
          week: i + 1,
          opensHardest: true,
        }),
      );
    }
  });

  it('refuses practice themes that leave a level out, and a {theme} with no themes to fill it', () => {
    const spanish = curricula.find((c) => c.file === 'spanish.json')!.data as Curriculum;
    const practice = spanish.practice!;
    const withLevels = (levels: NonNullable<typeof practice.themes>['levels']) => ({
      ...spanish,
      practice: { ...practice, themes: { ...practice.themes!, levels } },
    });
    const issues = (data: unknown) => curriculumSchema.safeParse(data).error?.issues.map((i) => i.message);
    expect(issues(withLevels(practice.themes!.levels.slice(1)))).toEqual(['practice themes name every rung of the ladder once']);
    const { themes: _, ...unthemed } = practice;
    expect(issues({ ...spanish, practice: unthemed })).toEqual(['{theme} needs practice themes']);
  });

  it('never fills a hole with itself: its words and its default name other holes only', () => {
    for (const { file, data } of curricula) {
      for (const hole of curriculumSchema.parse(data).holes ?? []) {
        const own = new RegExp(`\\{${hole.name}\\}`, 'i');
        for (const words of [hole.default, ...hole.read.map((r) => r.say)])
          expect({ file, hole: hole.name, own: own.test(words) }).toEqual({ file, hole: hole.name, own: false });
      }
    }
  });

  it('never shares a task’s wording between two options', () => {
    const owner = new Map<string, string>();
    for (const { data } of curricula) {
      const c = curriculumSchema.parse(data);
      for (const title of new Set(c.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title.toLowerCase()))))) {
        expect({ title, option: owner.get(title) ?? c.option }).toEqual({ title, option: c.option });
        owner.set(title, c.option);
      }
    }
  });
});

describe('a plan from a curriculum (Physical Fitness)', () => {
  const fitness = (currentLevel: string, targetLevel: string, dailyMinutes = 30, weeks?: number): RoadmapRequest => ({
    category: 'health',
    option: 'Physical Fitness',
    answers: { currentLevel, targetLevel, dailyMinutes, ...(weeks && { weeks }) },
  });

  it('takes someone who sits all day from brisk walks to running 5 km, with rest days and strength', async () => {
    const plan = await generateRoadmap(fitness('I sit all day', 'run 5 km'), builtinProvider);
    expect(plan.weeks).toHaveLength(10);
    expect(plan.weeks[0]!.title).toBe('Week 1: Walking base: 30-minute brisk walks');
    expect(plan.weeks[1]!.days[0]!.tasks[0]!.title).toBe('Run 1: 8 × (60 s run, 90 s walk)');
    expect(
      plan.weeks
        .at(-1)!
        .days.at(-1)!
        .tasks.map((t) => t.title),
    ).toContain('Milestone: Run 5 km without stopping');
    expect(plan.weeks[1]!.days.map((d) => d.title)).toEqual([
      'Day 1: First run',
      'Day 2: Strength and mobility',
      'Day 3: Second run',
      'Day 4: Rest and recover',
      'Day 5: Third run',
    ]);
    expect(plan.description).toMatch(/check with your doctor/);
  });

  it('starts a runner further on, and ends where the target is', async () => {
    const runner = await generateRoadmap(fitness('I can run for 10 minutes', 'run 5 km'), builtinProvider);
    expect(runner.weeks[0]!.title).toBe('Week 1: Your first 20 minutes without walking');
    const walker = await generateRoadmap(fitness('I sit all day', 'walk more every day'), builtinProvider);
    expect(walker.weeks.map((w) => w.title)).toEqual(['Week 1: Walking base: 30-minute brisk walks']);
    const tenK = await generateRoadmap(fitness('I run 5K twice a week', 'a 10k race'), builtinProvider);
    expect(tenK.weeks[0]!.title).toBe('Week 1: From 5K to 10K: a 40-minute long run, shortened to your days');
    expect(tenK.weeks).toHaveLength(8);
    expect(tenK.weeks.at(-1)!.title).toBe('Week 8: Taper and your 10K');
  });

  it('repeats weeks to consolidate when the plan is longer than the syllabus, and never compresses it when asked for fewer', async () => {
    const long = await generateRoadmap(fitness('I sit all day', 'run 5 km', 30, 20), builtinProvider);
    expect(long.weeks[2]!.title).toBe('Week 3: First run/walk intervals: 60 s run, 90 s walk — again, to consolidate');
    expect(long.weeks.at(-1)!.title).toBe('Week 20: 30 minutes: the 5K week');
    // The 5K week is the test of the block: it comes once, at the end.
    expect(long.weeks.filter((w) => w.title.includes('the 5K week'))).toHaveLength(1);
    // Four weeks cannot build to a 5K, and asking for them does not compress Couch to 5K: the weeks stay.
    const short = await generateRoadmap(fitness('I sit all day', 'run 5 km', 30, 4), builtinProvider);
    expect(short.weeks).toHaveLength(10);
    expect(short.weeks.at(-1)!.title).toBe('Week 10: 30 minutes: the 5K week');
  });

  it('shows a flexible task’s fitted length in its words, and shortens a fixed session to a short day, saying so', async () => {
    const [short, long] = await Promise.all([15, 60].map((m) => generateRoadmap(fitness('I sit all day', 'run 5 km', m), builtinProvider)));
    const rest = (p: typeof short) => p.weeks[0]!.days[3]!.tasks[0]!;
    // The short week gives what the rest day can spare to the sessions that need it: the walk says its fitted length.
    expect(rest(short).title).toBe(`Easy walk: ${rest(short).estimatedMinutes} minutes`);
    expect(rest(short).estimatedMinutes).toBeGreaterThanOrEqual(10);
    expect(rest(long).title).toBe(`Easy walk: ${rest(long).estimatedMinutes} minutes`);
    expect(rest(long).estimatedMinutes).toBeGreaterThan(30);
    // A 30-minute run/walk session on a 15-minute day: fewer rounds, as a coach shortens it (decision 080).
    const run = short.weeks[1]!.days[0]!.tasks[0]!;
    expect(run).toMatchObject({ title: 'Run 1: 4 × (60 s run, 90 s walk)', estimatedMinutes: 15 });
    expect(run.description).toMatch(
      /^Shortened to your 15 minutes: a short brisk walk \(2–3 minutes\), then 4 rounds of 60 s run, 90 s walk/,
    );
    expect(run.description).not.toMatch(/Written for|8 times/);
    expect(long.weeks[1]!.days[0]!.tasks[0]).toMatchObject({ title: 'Run 1: 8 × (60 s run, 90 s walk)', estimatedMinutes: 30 });
    for (const week of short.weeks) {
      expect(week.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.estimatedMinutes, 0)).toBeLessThanOrEqual(15 * 5 * 1.1);
    }
    // Couch to 5K is not promised on 75 minutes a week: the plan says, once, that its sessions are
    // shortened and what a day would hold them whole.
    expect(short.description).toMatch(
      /This plan follows the weeks towards 5K .* with each session shortened to your days: its hardest week needs about 2 h 35 min .* your days give 1 h 15 min\. Shortened, the sessions build towards 5K without reaching it; about 35 minutes a day would hold them whole/,
    );
  });

  it('keeps a day’s core however short the day, and fills a longer day with its extras, in priority order', async () => {
    const [short, long] = await Promise.all([15, 60].map((m) => generateRoadmap(fitness('I sit all day', 'run 5 km', m), builtinProvider)));
    const strength = (p: typeof short) => p.weeks[0]!.days[1]!.tasks.map((t) => t.title);
    expect(strength(short)).toEqual(['Strength: 2 × 8 sit-to-stand squats from a chair', 'Glute bridges: 2 × 10, calf raises: 2 × 12']);
    expect(strength(long)).toEqual([
      'Strength: 2 × 8 sit-to-stand squats from a chair',
      'Glute bridges: 2 × 10, calf raises: 2 × 12',
      'Plank on knees or toes: 2 × 20 s',
      'Mobility: hips and ankles, 5 moves × 30 s',
    ]);
  });
});

describe('the questionnaire’s examples', () => {
  it('exist for every option and, answered as they are, plan at least two weeks from where they start', async () => {
    for (const c of CATALOG.filter((category) => category.id !== 'custom')) {
      for (const option of c.options) {
        const example = OPTION_EXAMPLES[option];
        expect({ option, example: !!example }).toEqual({ option, example: true });
        const plan = await generateRoadmap(
          { category: c.id, option, answers: { currentLevel: example!.current, targetLevel: example!.target, dailyMinutes: 30 } },
          builtinProvider,
        );
        expect({ option, weeks: plan.weeks.length >= 2 }).toEqual({ option, weeks: true });
      }
    }
  });
});

describe('fitting a day to the daily time', () => {
  const task = (minutes: number, flex?: [number, number]): CurriculumTask => ({
    title: 'A task',
    description: 'What to do, said in enough words.',
    minutes,
    difficulty: 'easy',
    priority: 1,
    ...(flex && { flex }),
  });

  it('stretches and shrinks only the flexible tasks while their range allows', () => {
    expect(fitDay([task(20, [10, 45]), task(5), task(8)], 58)).toEqual([45, 5, 8]);
    // A flexible length shows in the task's words: in steps of five, as a person writes it (#39 item 5).
    expect(fitDay([task(20, [10, 45]), task(5), task(8)], 40)).toEqual([25, 5, 8]);
    expect(fitDay([task(30, [15, 45]), task(10)], 25)).toEqual([15, 10]);
    // Two flexible tasks share the difference by their room to move.
    expect(fitDay([task(20, [10, 40]), task(20, [10, 30])], 60)).toEqual([35, 25]);
  });

  it('keeps a day’s session whole when the day is long enough for it, and drops extras rather than cut it short', async () => {
    const walk = task(30, [15, 45]);
    const [log, stretch] = [task(5), task(8)].map((t, i) => ({ ...t, priority: i + 2 }));
    expect(chooseTasks([walk, log!, stretch!], 30)).toEqual([walk]);
    expect(chooseTasks([walk, log!, stretch!], 45)).toEqual([walk, log, stretch]);
    // A day shorter than the session: it shrinks, and shares the day as before.
    expect(chooseTasks([walk, log!], 20)).toEqual([walk, log]);

    // As a runner's coach would write it: the 30-minute walk of the first week, at 30 minutes a day.
    const plan = await generateRoadmap(
      {
        category: 'health',
        option: 'Physical Fitness',
        answers: { currentLevel: 'I sit all day', targetLevel: 'run 5 km', dailyMinutes: 30 },
      },
      builtinProvider,
    );
    const firstWalk = plan.weeks[0]!.days[0]!.tasks[0]!;
    expect(firstWalk).toMatchObject({ title: 'Brisk walk: 30 minutes, the first and last 5 easy', estimatedMinutes: 30 });
  });

  it('never stretches or cuts a fixed task: a day too short keeps it whole, a day too long ends early', () => {
    expect(fitDay([task(30), task(10)], 20)).toEqual([30, 10]);
    expect(fitDay([task(10, [5, 15]), task(10)], 60)).toEqual([15, 10]);
  });
});

describe('a custom goal, offline', () => {
  const custom = (title: string, description: string, currentLevel: string, targetLevel: string, daysPerWeek?: number) =>
    generateRoadmap(
      {
        category: 'custom',
        option: 'Custom',
        title,
        description,
        answers: { currentLevel, targetLevel, dailyMinutes: 30 },
        ...(daysPerWeek && { daysPerWeek }),
      },
      builtinProvider,
    );

  it('gets a deliberate-practice plan in the user’s own words, with nothing left unfilled', async () => {
    const plan = await custom('Make soap', 'Bars for the family', 'I have never made soap', 'a bar of soap that lathers');
    expect(plan.title).toBe('Make soap');
    expect(plan.weeks.map((w) => w.title)).toEqual([
      'Week 1: Define done and measure where you are',
      'Week 2: Your weakest part: focused practice with feedback',
      'Week 3: Your second-weakest part, and keeping your weakest part alive',
      'Week 4: Put it together: a full attempt at the halfway mark',
      'Week 5: Your weakest link under pressure',
      'Week 6: The final test and your next plan',
    ]);
    const text = JSON.stringify(plan);
    expect(text).toContain('Write 3 observable checks for “a bar of soap that lathers”');
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).toContain('Split “Make soap” into 4–6 parts');
    // Soap is a process over days (tracks.ts): attempted whole, over the days it takes, begun first (sourdough and ferments have their own tracks: custom-goals.test.ts, ferment.test.ts).
    expect(text).toContain('Baseline: start one whole attempt at “Make soap”, over the days it takes');
    expect(plan.weeks[0]!.days[0]!.tasks[0]!.title).toBe('Start what the process needs days ahead, today');
    expect(text).not.toMatch(/20-minute attempt|against the clock/);
  });

  it('puts an instructor and supervision first for an activity with physical risk, and never the clock before it is safe', async () => {
    // (Climbing has its own track since decision 123: custom-more-kinds.test.ts.)
    const plan = await custom('Learn to paraglide', 'I am afraid of heights', 'never flown', 'a solo flight', 3);
    expect(plan.description).toMatch(/^This goal carries physical risk: learn it from a qualified instructor/);
    expect(plan.weeks[0]!.days[0]!.tasks[0]!.title).toBe('Find a qualified instructor or a supervised class for “Learn to paraglide”');
    const text = JSON.stringify(plan);
    expect(text).toContain('Baseline, supervised: your first lesson of “Learn to paraglide”');
    expect(text).toContain('Book the time: 3 practice slots a week');
    expect(text).not.toMatch(/under a time limit|20-minute attempt/);
    expect(text).toContain('Against the clock only once they say you are safe there');
  });

  it.each([
    ['Learn to skateboard', 'I am 35 and a bit nervous of falling', 'never stood on a board', 'ride to the shops and back'],
    ['Roller skating', 'I want to skate with my kids at the rink', 'wobbly', 'skate backwards'],
    ['Mountain biking', 'trail centre near us', 'I ride to work on roads', 'ride a red trail'],
  ])('puts instruction first for %s, a board or wheels sport with falls in it', async (title, description, current, target) => {
    // Each has a kind of its own since decision 147 (wheels-and-boards.test.ts): a coach, a class or a skills course first.
    const plan = await custom(title, description, current, target, 3);
    expect(plan.description).toMatch(
      /^(Skateboarding is learnt with a coach|Skating is learnt in a class|Learn off-road and BMX riding with a qualified coach)/,
    );
    expect(plan.weeks[0]!.days[0]!.tasks[0]!.title).toMatch(/^Book a (beginners’ lesson|learn-to-skate class|skills course)/);
  });

  it('practises the parts the person named, in their order, with the full attempt halfway', async () => {
    const request = (parts: string[]) => ({
      category: 'custom' as const,
      option: 'Custom',
      // Diabolo has no kind of its own (juggling and a yo-yo have since decisions 171 and 202): the general scaffold's part weeks.
      title: 'Diabolo tricks',
      description: 'Tricks for the school talent show',
      answers: { currentLevel: 'never tried', targetLevel: 'a one-minute routine', dailyMinutes: 30, parts },
    });
    const plan = await generateRoadmap(request(['the spin', 'the toss', 'the orbit']), builtinProvider);
    expect(plan.weeks.map((w) => w.title)).toEqual([
      'Week 1: A teacher, a first lesson, and your measure',
      'Week 2: The spin: the form, slowly, with feedback',
      'Week 3: The toss, with less help, and keeping the spin alive',
      'Week 4: Put it together: a full attempt at the halfway mark',
      'Week 5: The orbit, a little faster or longer, and keeping the toss alive',
      'Week 6: Your weakest link under pressure',
      'Week 7: Your target, done and measured, and what next',
    ]);
    const text = JSON.stringify(plan);
    expect(text).toContain('Try each part once and score it 0 to 3: the spin, the toss and the orbit');
    expect(text).toContain('Practice block on the orbit');
    // Named parts need no finding: the sub-skill hunt of a plan without them is left out.
    expect(text).not.toContain('sub-skills and rank them');
    expect(text).not.toMatch(/\{\w+\}|sub-skill #/);
    // One part: no part before it to keep; five: a week each, the full attempt after the third.
    const one = await generateRoadmap(request(['the spin']), builtinProvider);
    expect(one.weeks.map((w) => w.title.replace(/^Week \d+: /, ''))).toEqual([
      'A teacher, a first lesson, and your measure',
      'The spin: the form, slowly, with feedback',
      'Put it together: a full attempt at the halfway mark',
      'Your weakest link under pressure',
      'Your target, done and measured, and what next',
    ]);
    const five = await generateRoadmap(request(['a', 'b', 'c', 'd', 'e']), builtinProvider);
    expect(five.weeks.map((w) => w.title.replace(/^Week \d+: /, '').split(/[:,]/)[0])).toEqual([
      'A teacher',
      'A',
      'B',
      'C',
      'Put it together',
      'D',
      'E',
      'Your weakest link under pressure',
      'Your target',
    ]);
  });
});

describe('a player returning after years (read as a music teacher, round 5)', () => {
  it('starts at the routine and a baseline, not at the course’s last week', async () => {
    const request: RoadmapRequest = {
      category: 'hobbies',
      option: 'Music (Instrumental Practice)',
      answers: {
        currentLevel: 'played violin as a child to grade 4, stopped 15 years ago',
        targetLevel: 'play for pleasure again, and perform for friends',
        dailyMinutes: 45,
      },
      daysPerWeek: 5,
    };
    const plan = await generateRoadmap(request, builtinProvider);
    // Since decision 231 a returner has a path of their own: the violin serviced and its tone rebuilt first.
    expect(plan.weeks[0]!.title).toBe('Week 1: Serviced, and the first sounds back on your violin');
    expect(plan.weeks.at(-1)!.title).toMatch(/Your piece for someone, and the next year/);
    // A grade-4 player who still plays skips the routine's set-up, and still has a baseline to compare with.
    const playing = await generateRoadmap({ ...request, answers: { ...request.answers, currentLevel: 'grade 4 violin' } }, builtinProvider);
    expect(playing.weeks.length).toBeGreaterThan(1);
    expect(JSON.stringify(playing)).toMatch(/[Bb]aseline/);
  });
});
