import { alike, identical, planFor, repeating, type Week } from './held-weeks';
import { onOption } from './track-ask';

/**
 * The tracks whose weeks still repeated, or whose long plans said the same titles over and over (decision 268,
 * issue #39 item 3): a UX portfolio's case studies, a memoir's chapters, a 10K block, a tech loop's practice, a
 * flexibility plan, a job's fitness test, a commercial photographer's test shoots, a long ride and long walks.
 * Each week brings work of its own, as that field's coach sets it; the people, their days and their minutes are
 * written for this test, and the plans start on Monday 30 November 2026.
 */

/** Days a week and minutes a day, short to long. */
const SCHEDULES = [
  [2, 10],
  [3, 15],
  [3, 30],
  [4, 45],
  [5, 20],
  [6, 60],
  [7, 90],
] as const;

const PEOPLE = [
  [
    'Resume & Portfolio Building',
    'product designer, four years in fintech',
    'a UX portfolio with three case studies for senior roles',
    'A designer’s portfolio',
  ],
  [
    'Writing Skills',
    'retired teacher, I have my mother’s diaries',
    'write my mother’s life story from her diaries',
    'A memoir or a life, written from its letters and papers',
  ],
  ['Physical Fitness', 'I can run 5k', 'run a 10k race', undefined],
  ['Physical Fitness', 'total beginner, never run', 'run 10k', undefined],
  [
    'Interview Preparation',
    'ML engineer, two years',
    'pass machine learning engineer interviews',
    'A tech loop: ML, data science, data engineering or SRE',
  ],
  ['Physical Fitness', 'I can’t touch my toes', 'do the front splits', 'Flexibility: your toes, the splits, a deep squat'],
  ['Physical Fitness', 'I play five-a-side', 'pass the fire service fitness test', "A job's fitness test: police, army or fire service"],
  [
    'Resume & Portfolio Building',
    'I photograph cakes for friends',
    'a food photography portfolio to get paid work',
    "A photographer's portfolio in a new genre",
  ],
  ['Physical Fitness', 'I commute 5 km by bike', 'ride a 100-mile sportive', 'A long ride: 100 km, a sportive, a charity ride'],
  ['Physical Fitness', 'I walk the dog', 'walk up Ben Nevis', undefined],
  ['Physical Fitness', 'I walk 20 minutes a day', 'walk the Pennine Way next summer', undefined],
] as const;

const titlesOf = (weeks: readonly Week[]) => weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));

describe('the people of the tracks that repeated', () => {
  it.each(PEOPLE.filter(([, , , track]) => track))('%s: %s → %s: %s', (option, current, target, track) => {
    expect(onOption(option).trackOf(current, target)).toBe(track);
  });

  const cases = PEOPLE.flatMap(([option, current, target]) =>
    SCHEDULES.map(([days, minutes]) => [`${target}, ${days} days at ${minutes} minutes`, option, current, target, days, minutes] as const),
  );

  it.each(cases)(
    '%s: at most a tenth of the weeks alike an earlier one, none the very week before',
    (_, option, current, target, days, minutes) => {
      const { weeks } = planFor(option, current, target, minutes, days);
      // Two days of ten minutes spread a programme's week over several plan weeks of one session each (the planner's class).
      if (minutes > 10) expect(repeating(weeks)).toBeLessThanOrEqual(0.1);
      for (const [k, week] of weeks.entries())
        if (k > 0) expect({ week: week.title, same: identical(week, weeks[k - 1]!) }).toEqual({ week: week.title, same: false });
    },
  );
});

describe('what each week of its own holds', () => {
  it('writes a UX designer’s second case study in the first one’s headings with a strength of its own, the third from its before and after', () => {
    const { weeks } = planFor(
      'Resume & Portfolio Building',
      'product designer, four years in fintech',
      'a UX portfolio with three case studies for senior roles',
      45,
      5,
    );
    const titles = titlesOf(weeks);
    // Full or short forms, as the person's days hold them.
    expect(titles.some((t) => /^Case study 2: the problem and your role.* case study 1/.test(t))).toBe(true);
    expect(titles.some((t) => /^Case study 2: write 2(–3)? decisions, one (of them )?a trade-off made with others/.test(t))).toBe(true);
    expect(titles.some((t) => /^Case study 3: (open on )?the before and (the )?after/.test(t))).toBe(true);
    expect(titles.some((t) => /^Case study 3: edit it.*(the three as a set|the three share their headings)/.test(t))).toBe(true);
    const study = (n: number) => weeks.find((w) => new RegExp(`^Week \\d+: Case study ${n}:`).test(w.title))!;
    expect(alike(study(2), study(1))).toBe(false);
    expect(alike(study(3), study(1))).toBe(false);
    expect(alike(study(3), study(2))).toBe(false);
  });

  it('opens a memoir’s second chapter on a letter’s own line and drafts the third from its turn', () => {
    const titles = titlesOf(
      planFor('Writing Skills', 'retired teacher, I have my mother’s diaries', 'write my mother’s life story from her diaries', 30, 4)
        .weeks,
    );
    expect(titles).toContain('Open on the letter: its line quoted, then the scene around it');
    expect(titles).toContain('Reverse-outline chapter 2: a line a paragraph, marking where it drifts');
    expect(titles).toContain('Draft the turn first, as a scene, before the rest of the chapter');
    expect(titles.filter((t) => t === 'Draft the opening scene')).toHaveLength(1);
  });

  it('moves a 10K week done again a step on, as Higdon’s weeks grow, never “to consolidate”', () => {
    const { weeks } = planFor('Physical Fitness', 'I can run 5k', 'run a 10k race', 45, 4);
    const text = weeks.map((w) => w.title).join('\n');
    expect(text).toMatch(/— again, a step on/);
    expect(text).not.toMatch(/to consolidate/);
    const again = weeks.find((w) => /^Week \d+: From 5K to 10K: a 40-minute long run — again, a step on/.test(w.title))!;
    expect(again.description).toMatch(
      /^This week’s sessions again, a step on: the long run a little longer.*Only if last week’s long run stayed at conversation pace/,
    );
    expect(titlesOf([again])).toContain('Long run: 45 minutes at conversation pace — a little longer');
    // The session's words do not restate the first week's numbers once it has moved on.
    expect(again.days.flatMap((d) => d.tasks).find((t) => /^Run 2:/.test(t.title))!.description).not.toMatch(/\bfour\b/);
  });

  it('keeps a tech loop’s practice on the week’s pattern at 15 minutes a day, not behavioural stories alone', () => {
    const { weeks } = planFor('Interview Preparation', 'ML engineer, two years', 'pass machine learning engineer interviews', 15, 3);
    const practice = weeks.filter((w) => /^Week \d+: Practice, week/.test(w.title));
    expect(practice.length).toBeGreaterThan(4);
    for (const week of practice)
      expect({ week: week.title, problems: titlesOf([week]).some((t) => /^Problems: \d+ minutes on /.test(t)) }).toEqual({
        week: week.title,
        problems: true,
      });
  });

  it('takes a splits plan’s deepest position and short day on with each week’s technique', () => {
    const titles = titlesOf(planFor('Physical Fitness', 'I can’t touch my toes', 'do the front splits', 30, 4).weeks);
    expect(titles).toContain('Contract–relax in your deepest position towards the front splits: three rounds');
    expect(titles).toContain('Hold your deepest position towards the front splits with your own muscles: 3 × 10 s');
    expect(titles).toContain('The five stretches, each with one round of contract–relax');
    expect(titles.filter((t) => /^A minute in your deepest position/.test(t)).length).toBeLessThanOrEqual(2);
  });

  it('does a fitness test’s hardest week tired, and its lighter week says so', () => {
    const titles = titlesOf(planFor('Physical Fitness', 'I play five-a-side', 'pass the fire service fitness test', 20, 3).weeks);
    expect(titles.some((t) => /^Practice test 3, rested in a lighter week: /.test(t))).toBe(true);
    expect(titles).toContain('Strength for the test, a lighter week: 2 rounds, the same loads');
    expect(titles.some((t) => /^Shuttle intervals, tired: 8 runs of 2 minutes/.test(t))).toBe(true);
  });

  it('moves a commercial photographer’s test shoots on to shoots 4 and 5, not shoots 2 and 3 again', () => {
    const { weeks } = planFor(
      'Resume & Portfolio Building',
      'I photograph cakes for friends',
      'a food photography portfolio to get paid work',
      15,
      3,
    );
    const again = weeks.filter((w) => /— again, a step on$/.test(w.title));
    expect(again.length).toBeGreaterThan(0);
    expect(again[0]!.description).toMatch(/a step on: two more test shoots, 4 and 5/);
    const titles = titlesOf(again);
    expect(
      titles.some((t) => /^Test shoot 4 with a kind of business you have not shot for/.test(t) || /^Plan shoots 4 and 5/.test(t)),
    ).toBe(true);
    expect(titles.filter((t) => /^Test shoot [23]\b|^Edit shoot [23]\b/.test(t))).toEqual([]);
    // Its day titles name no shoot by number, so a week a step on never reads "Test shoot 2" above shoot 4.
    expect(again.flatMap((w) => w.days.map((d) => d.title)).filter((t) => /shoot \d/i.test(t))).toEqual([]);
  });

  it('gives a long ride a skills ride and strength that move on, week by week', () => {
    const titles = titlesOf(planFor('Physical Fitness', 'I commute 5 km by bike', 'ride a 100-mile sportive', 60, 6).weeks);
    const skills = new Set(titles.filter((t) => /^Skills ride: \d+ minutes, /.test(t)).map((t) => t.replace(/\d+ minutes/, '#')));
    expect(skills.size).toBeGreaterThanOrEqual(8);
    expect(titles.some((t) => /^Skills ride: \d+ minutes, cornering: outside pedal down, eyes through the bend$/.test(t))).toBe(true);
    expect(new Set(titles.filter((t) => /^Strength for cycling/.test(t))).size).toBeGreaterThanOrEqual(8);
  });

  it('gives a walker’s second brisk walk each week a focus of its own', () => {
    const titles = titlesOf(planFor('Physical Fitness', 'I walk the dog', 'walk up Ben Nevis', 30, 4).weeks);
    expect(titles.some((t) => /^Brisk walk: \d+ minutes, the last 5 a little faster$/.test(t))).toBe(true);
    expect(titles.some((t) => /^Brisk walk: \d+ minutes, carrying the small rucksack$/.test(t))).toBe(true);
    expect(titles.filter((t) => /^Brisk walk: \d+ minutes$/.test(t)).length).toBeLessThanOrEqual(2);
  });
});

describe('a daily medicine in words of its week, never two doses in a day', () => {
  it.each(SCHEDULES)('%i days at %i minutes: one dose a day, the week’s own words from week 2', (days, minutes) => {
    const { weeks } = planFor('Habits Building', 'I forget my pills', 'take my ADHD meds every morning', minutes, days);
    for (const day of weeks.flatMap((w) => w.days))
      expect(day.tasks.filter((t) => /^Your medicine .*then a tick/.test(t.title)).length).toBeLessThanOrEqual(1);
    const doses = new Set(titlesOf(weeks).filter((t) => /^Your medicine .*then a tick/.test(t)));
    expect(doses).toContain('Your medicine after your anchor, then a tick');
    expect(doses).toContain('Your medicine from the organiser after your anchor, then a tick');
  });
});

describe('a junior developer’s week of practice reads up on its own pattern', () => {
  it('reads on the week’s pattern or concept, not the same article title every week', () => {
    const { weeks } = planFor('Coding', 'bootcamp last year', 'get hired as a junior developer', 45, 5);
    const reading = titlesOf(weeks).filter((t) => /^Read up on /.test(t));
    // (A learner who names no language reads up on its concepts in their own, decision 294.)
    expect(reading).toContain('Read up on hash maps and sets in your language: an article or a chapter, three lines of notes');
    expect(new Set(reading).size).toBeGreaterThanOrEqual(10);
    expect(titlesOf(weeks).filter((t) => t === 'Read one article or chapter on a topic from the job ads').length).toBeLessThan(10);
  });
});
