import { alike, planFor, repeating, SCHEDULES, tasksOf, type Week } from './held-weeks';

/**
 * Every week brings something new (issue #39 part 3, decision 249): a plan held to an event further off
 * than its programme takes the curriculum's weeks between in turn, each its own, so no two weeks in a row
 * are alike and no more than a tenth of its weeks share four fifths of their tasks with an earlier week;
 * training's lighter week is lighter — fewer minutes than the week before, its sessions shorter, not the
 * same tasks — and no training plan holds a week three times alike in a row. "Today" is fixed, a Friday;
 * the plans start on the Monday after. The people are written for this test.
 */
/** Whether two weeks hold the very same tasks. */
function identical(a: Week, b: Week): boolean {
  const [mine, theirs] = [tasksOf(a), tasksOf(b)];
  return mine.size === theirs.size && [...mine].every((t) => theirs.has(t));
}

const minutesOf = (week: Week) => week.days.reduce((n, d) => n + d.tasks.reduce((m, t) => m + (t.estimatedMinutes ?? 0), 0), 0);

describe('a plan held to its event with weeks between', () => {
  const people = [
    [
      'a best man, the wedding 24 weeks off',
      'Writing Skills',
      'never given a speech',
      "give the best man speech at my brother's wedding on 15 May",
    ],
    [
      'a daughter, a retirement speech 20 weeks off',
      'Writing Skills',
      'I hate public speaking',
      "a speech at my dad's retirement do on 16 April",
    ],
    [
      'a violinist, a recital 16 weeks off',
      'Music (Instrumental Practice)',
      'grade 5 violin, lessons for 4 years',
      "play Bach's Partita gavotte at my recital on 19 March",
    ],
    [
      'a pianist, a wedding 25 weeks off',
      'Music (Instrumental Practice)',
      'grade 3 piano',
      "play Für Elise at my cousin's wedding on 22 May",
    ],
    [
      'a guitarist, an open mic 19 weeks off',
      'Music (Instrumental Practice)',
      'I play rhythm guitar, chords and a few riffs',
      'play the solo from Hotel California at the open mic on 10 April',
    ],
  ] as const;
  const cases = people.flatMap(([who, option, current, target]) =>
    SCHEDULES.map(([days, minutes]) => [`${who}, ${days} days at ${minutes} minutes`, option, current, target, days, minutes] as const),
  );

  it.each(cases)('%s: no two weeks in a row alike, at most a tenth alike an earlier one', (_, option, current, target, days, minutes) => {
    const plan = planFor(option, current, target, minutes, days);
    expect(plan.shape.deadline?.fit).toBe('held');
    expect(plan.shape.between).toBeDefined();
    // (A week the person's days spread over two or three is counted once, by its first part.)
    const between = plan.weeks.filter((w) => /, week \d+ of \d+$/.test(w.title) && !/, part [2-9] of/.test(w.title));
    expect(between.length).toBeGreaterThanOrEqual(1);
    const twins = plan.weeks.flatMap((w, k) => (k && alike(w, plan.weeks[k - 1]!) ? [w.title] : []));
    expect(twins).toEqual([]);
    expect(repeating(plan.weeks)).toBeLessThanOrEqual(0.1);
    // The weeks between are counted in one count, and say so in the description.
    expect(between.at(-1)!.title).toMatch(new RegExp(`, week ${between.length} of ${between.length}$`));
    // (A week's later parts carry its count too.)
    expect(plan.weeks.map((w) => w.title).join('\n')).not.toMatch(/, week 0 of/);
    expect(between.map((w) => w.title.replace(/^Week \d+: /, '').replace(/, week \d+ of \d+$/, '')).slice(0, 5)).toEqual(
      [...new Set(between.map((w) => w.title.replace(/^Week \d+: /, '').replace(/, week \d+ of \d+$/, '')))].slice(0, 5),
    );
    expect(plan.text).toMatch(/a week of its own each \(“/);
  });

  it('sets a violinist’s weeks between as a teacher would: a listener, the hardest passage, memory, a mock in the clothes', () => {
    const plan = planFor('Music (Instrumental Practice)', 'grade 5 violin', "play Bach's Partita gavotte at my recital on 19 March", 30, 5);
    const words = plan.weeks.map((w) => JSON.stringify(w)).join('\n');
    for (const focus of [
      /for one listener/,
      /hardest passage of Bach's Partita gavotte at half tempo/,
      /from five points/,
      /clothes and shoes/,
    ])
      expect(words).toMatch(focus);
    // The performance is still in the recital's week, once.
    expect(plan.weeks.at(-1)!.title).toMatch(/for someone/);
  });

  it('keeps a recorded run-through and a mock in the day’s clothes for a speech, each in its own week', () => {
    const plan = planFor('Writing Skills', 'never given a speech', "give the best man speech at my brother's wedding on 15 May", 20, 3);
    const weekOf = (pattern: RegExp) => plan.weeks.findIndex((w) => pattern.test(JSON.stringify(w)));
    const recorded = weekOf(/Record the whole speech on your phone/);
    const clothes = weekOf(/A mock speech in the clothes and shoes/);
    expect(recorded).toBeGreaterThan(0);
    expect(clothes).toBeGreaterThan(0);
    expect(recorded).not.toBe(clothes);
  });
});

describe('a project without weeks between, held to its event', () => {
  it('ends a nurse’s interview plan before the interview rather than repeat the interview’s own week', () => {
    const plan = planFor('Interview Preparation', 'I freeze in interviews', 'my interview for a nursing job on 12 March', 30, 4);
    const interviewDays = plan.weeks.filter((w) => w.days.some((d) => /Interview day/.test(d.title)));
    expect(interviewDays.length).toBeLessThanOrEqual(1);
    expect(plan.weeks.filter((w) => /The interview week — continued/.test(w.title))).toEqual([]);
    expect(plan.weeks.length).toBeLessThan(15);
    expect(plan.text).toMatch(/about 15 weeks away: this nine-week plan finishes before it\./);
  });
});

describe('training with lighter weeks', () => {
  const runners = [
    ['a 10K runner to a half 16 weeks off', 'I run 3 times a week, 10k in 55 min', 'a half marathon on 21 March'],
    ['a 5K runner to a half 22 weeks off', 'I run 3 times a week, 5k in 30 min', 'the Reading half marathon on 25 April'],
    ['a parkrunner to a 10K 30 weeks off', 'I can run 5k slowly', 'run a 10k on 27 June'],
    ['a 5K runner to a half ten months off', 'I run 3 times a week, 5k in 30 min', 'a half marathon on 12 September'],
  ] as const;
  const cases = runners.flatMap(([who, current, target]) =>
    // (From 45 minutes a day: shorter days shorten every session of a half's block to the same few minutes,
    // its weeks alike in their words — another class, decision 249's known limits.)
    SCHEDULES.filter(([, minutes]) => minutes >= 45).map(
      ([days, minutes]) => [`${who}, ${days} days at ${minutes} minutes`, current, target, days, minutes] as const,
    ),
  );

  it.each(cases)('%s: a lighter week is lighter and its own; never three alike in a row', (_, current, target, days, minutes) => {
    const plan = planFor('Physical Fitness', current, target, minutes, days);
    const lighter = plan.weeks.flatMap((w, k) => (/— a lighter week/.test(w.title) ? [k] : []));
    expect(lighter).toEqual(plan.shape.cutbacks ?? []);
    const { syllabus, parts } = plan.shape;
    for (const k of lighter) {
      // The week it steps back from: the same syllabus week and part, at its full load, just before it.
      const j = syllabus.findLastIndex((i, n) => n < k && i === syllabus[k] && parts[n] === parts[k] && !lighter.includes(n));
      const [before, week] = [plan.weeks[j]!, plan.weeks[k]!];
      expect(minutesOf(week)).toBeLessThan(minutesOf(before));
      expect(minutesOf(week)).toBeLessThanOrEqual(minutesOf(before) * 0.85);
      expect(alike(week, before)).toBe(false);
      // On the same days, and it says what it is.
      expect(week.days).toHaveLength(before.days.length);
      expect(week.description).toMatch(
        /^A lighter week: last week's sessions on the same days at about 70% of their time, with at most one fast session/,
      );
      expect(week.description).not.toMatch(/Goal: (?:Hold|Run|Build)/);
    }
    // (Alike in words and in minutes: a long run grown whole from 70 to 80 minutes is a step on, decision 282.)
    const same = (a: Week, b: Week) => identical(a, b) && minutesOf(a) === minutesOf(b);
    const three = plan.weeks.findIndex((w, k) => k >= 2 && same(w, plan.weeks[k - 1]!) && same(w, plan.weeks[k - 2]!));
    expect(three).toBe(-1);
  });

  it('puts lighter weeks into a half marathon held 16 weeks, keeping one hard session in each', () => {
    const plan = planFor('Physical Fitness', 'I run 3 times a week, 10k in 55 min', 'a half marathon on 21 March', 50, [1, 3, 5, 6]);
    expect(plan.shape.deadline?.fit).toBe('held');
    const lighter = plan.weeks.filter((w) => /— a lighter week/.test(w.title));
    expect(lighter.length).toBeGreaterThanOrEqual(3);
    for (const week of lighter) {
      const hard = week.days.flatMap((d) => d.tasks).filter((t) => t.difficulty === 'hard');
      expect(hard.length).toBeLessThanOrEqual(1);
      expect(week.days.flatMap((d) => d.tasks).some((t) => /\(lighter week\)$/.test(t.title))).toBe(true);
      expect(JSON.stringify(week)).not.toMatch(/Milestone: An? \d+-minute long run/);
    }
    expect(plan.text).toMatch(/with a lighter week every three or four \(weeks /);
  });

  it('leaves a runner with no far date to the programme as it was: no lighter week where no week comes three times', () => {
    const plan = planFor('Physical Fitness', 'I run 3 times a week, 10k in 55 min', 'run a half marathon', 50, 4);
    expect(plan.shape.cutbacks).toBeUndefined();
    expect(plan.weeks.map((w) => w.title).join('\n')).not.toMatch(/lighter week/);
  });
});
