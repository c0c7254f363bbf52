import { SPREAD_WEEKDAYS } from '../../contract';
import { builtinProvider, generateRoadmap, type RoadmapPlan, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { planMetrics } from '../../scripts/roadmaps/metrics';
import { asker } from './ask';

/**
 * A game of one's own (issue #36, round 7), read as a programming mentor who teaches teenagers would:
 * "never programmed, I'm 14" → "make my own 2D platformer game" got 26 weeks of console programs and
 * test-first on day 1. A mentor starts them making a game the same week, keeps every week's work a
 * playable thing, teaches variables, conditions, functions, loops and objects through the game, and
 * asks a young person for no account beyond what publishing needs, with a parent.
 */

const ask = (currentLevel: string, targetLevel: string, dailyMinutes: number, days: number): RoadmapRequest =>
  asker(dailyMinutes)('Coding', currentLevel, targetLevel, { daysPerWeek: days, weekdays: [...SPREAD_WEEKDAYS[days]!] });
const plan = (request: RoadmapRequest) => generateRoadmap(request, builtinProvider);
type Task = RoadmapPlan['weeks'][number]['days'][number]['tasks'][number];
const tasksOf = (p: Pick<RoadmapPlan, 'weeks'>): Task[] => p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
const textOf = (p: Pick<RoadmapPlan, 'weeks'>) =>
  tasksOf(p)
    .map((t) => `${t.title}\n${t.description}`)
    .join('\n');
const practiceWeeks = (p: RoadmapPlan) => p.weeks.filter((w) => /Practice, week \d+/.test(w.title));
/** The week (1-based) of the first task whose title matches, or undefined. */
const firstWeek = (p: RoadmapPlan, title: RegExp) => {
  const index = p.weeks.findIndex((w) => w.days.some((d) => d.tasks.some((t) => title.test(t.title))));
  return index < 0 ? undefined : index + 1;
};

describe('a 14-year-old who never programmed, making a 2D platformer at 60 minutes, 4 days a week', () => {
  const request = ask("never programmed, I'm 14", 'make my own 2D platformer game', 60, 4);

  it('is planned on the games track, to a small finished platformer, in the hours it honestly takes', async () => {
    const p = await plan(request);
    expect(readBack(request).track.name).toBe('A game of your own');
    expect(p.title).toBe('Coding: a small platformer');
    // 15 hours to a first game and 45 more to a platformer with two levels, at 4 hours a week.
    expect(p.description).toMatch(/reaches A small platformer \(.+\) in about 15 weeks/);
    expect(p.description).not.toMatch(/does not teach game development/);
  });

  it('moves a sprite in week 1 and never turns into console programs or tests first', async () => {
    const p = await plan(request);
    expect(firstWeek(p, /^Move with the arrow keys/)).toBe(1);
    expect(textOf(p)).not.toMatch(/test first|FizzBuzz|node --version|console to-do|npm /i);
  });

  it('builds the parts of a platformer in the order a mentor teaches them, up to sharing it', async () => {
    const p = await plan(request);
    const steps = [
      /^Move with the arrow keys/,
      /^Code the player/,
      /^Make the Mob scene/,
      /gravity adds to velocity\.y/,
      /^Run with the arrow keys and jump/,
      /^A TileMapLayer/,
      /^Build level 1/,
      /^Coins:/,
      /^A walking enemy/,
      /^Lives:/,
      /^Sound effects/,
      /^A start menu/,
      /^Export for the web/,
      /^Upload the web build/,
    ];
    const weeks = steps.map((step) => ({ step: String(step), week: firstWeek(p, step) }));
    for (const found of weeks) expect(found).toEqual({ step: found.step, week: expect.any(Number) });
    const order = weeks.map((w) => w.week!);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // The shared platformer is in the plan's weeks, not after them.
    expect(order.at(-1)).toBeLessThanOrEqual(p.weeks.length);
  });

  it('teaches variables, conditions, functions, loops and objects through the game, in its first three weeks', async () => {
    const p = await plan(request);
    const early = textOf({ weeks: p.weeks.slice(0, 3) });
    for (const concept of [/a variable is/i, /an if runs its lines only when/i, /a function is/i, /for loop/i, /an object made from it/i])
      expect({ concept: String(concept), taught: concept.test(early) }).toEqual({ concept: String(concept), taught: true });
  });

  it('gives every week something to play, and every milestone counts a thing the week made', async () => {
    const p = await plan(request);
    for (const week of p.weeks) {
      const tasks = week.days.flatMap((d) => d.tasks);
      expect({ week: week.title, plays: tasks.some((t) => /\bplay/i.test(`${t.title} ${t.description}`)) }).toEqual({
        week: week.title,
        plays: true,
      });
    }
    // A practice week's milestone is the feature its daily build worked on, a step of it each day (decision 285).
    for (const week of practiceWeeks(p)) {
      const theme = /Practice, week \d+ of \d+: (.+) \(/.exec(week.title)![1]!;
      const titles = week.days.flatMap((d) => d.tasks.map((t) => t.title));
      expect(titles).toContain(`Milestone: ${theme}: working and played through`);
      // (A week that still holds a lesson left over has that lesson's day.)
      if (!week.days.every((d) => d.title.startsWith('Practice'))) continue;
      const steps = week.days.map((d) => d.tasks[0]!.title);
      expect(steps.every((t) => t.includes(theme))).toBe(true);
      expect(new Set(steps).size).toBe(week.days.length);
      expect(steps.map((t) => t.split(':')[0])).toEqual(['Plan', 'Build', 'Test', 'Ship']);
    }
  });

  it('asks for no account but the one publishing needs, made with a parent or carer', async () => {
    const p = await plan(request);
    const asks = tasksOf(p).filter((t) => /\baccount\b|sign[- ]?up|register/i.test(`${t.title} ${t.description}`));
    for (const task of asks)
      expect({ task: task.title, fine: /no account|no sign-up|itch\.io/.test(`${task.title} ${task.description}`) }).toEqual({
        task: task.title,
        fine: true,
      });
    const publishing = asks.filter((t) => /itch\.io/.test(t.description));
    expect(publishing.length).toBeGreaterThan(0);
    for (const task of publishing) expect(task.description).toMatch(/with a parent or carer/);
  });

  it('moves on every week: distinct work, no week repeating an earlier one', async () => {
    const p = await plan(request);
    const metrics = planMetrics(p, 60, 4);
    expect(metrics.distinct).toBeGreaterThanOrEqual(0.6);
    expect(metrics.repeating).toBe(0);
    expect(metrics.dangling).toBe(0);
  });
});

describe('game plans of half a year go on to new things', () => {
  const people: [current: string, target: string, minutes: number, days: number][] = [
    ['never coded', 'make a video game', 10, 3],
    ["I'm 12, I made a few Scratch games", 'a platformer like Mario', 20, 7],
    ['I write Python at work, never made a game', 'make a puzzle game and enter a game jam', 30, 2],
    ['complete beginner', 'make games', 15, 5],
  ];

  it.each(people)('“%s” → “%s” at %i minutes, %i days: no repeated week, no feature or game twice', async (...person) => {
    const p = await plan(ask(...person));
    expect(p.weeks.length).toBeGreaterThanOrEqual(12);
    expect(planMetrics(p, person[2], person[3]).repeating).toBe(0);
    const themes = practiceWeeks(p).map((w) => /Practice, week \d+(?: of \d+)?: (.+?) \(/.exec(w.title)![1]!);
    expect(themes.some((t) => t.endsWith(', again'))).toBe(false);
    expect(new Set(themes).size).toBe(themes.length);
  });

  it('gives them at least 60% distinct task titles on average', async () => {
    // A day of 20 minutes holds the day's build and one task beside it: seven such days repeat the build's title.
    const distinct = await Promise.all(
      people.map(async (person) => planMetrics(await plan(ask(...person)), person[2], person[3]).distinct),
    );
    expect(distinct.reduce((a, b) => a + b, 0) / distinct.length).toBeGreaterThanOrEqual(0.6);
  });
});

describe('the target chooses the games track, and says what it does not teach', () => {
  it.each([
    ['make a platformer', 'Coding: a small platformer'],
    ['make my own video game', 'Coding: a small platformer'],
    ['a puzzle game for my friends', 'Coding: a second game, jam-sized'],
    ['an arcade game for my grandson', 'Coding: a second game, jam-sized'],
    ['finish a game for a game jam', 'Coding: a second game, jam-sized'],
  ])('“%s” → %s, starting in Godot', async (target, title) => {
    const p = await plan(ask('never coded', target, 45, 4));
    expect(p.title).toBe(title);
    expect(p.weeks[0]!.title).toMatch(/Godot/);
  });

  it('names the game the person asked for when the second game is made', async () => {
    const p = await plan(ask('never coded', 'a puzzle game for my friends', 45, 4));
    const choose = tasksOf(p).find((t) => t.title.startsWith('Choose the second game'))!;
    expect(choose.description).toMatch(/your puzzle game: a box-pushing puzzle/);
  });

  it('says Roblox games and Minecraft server plugins are outside it, with where to learn them, and still makes a game', async () => {
    const roblox = await plan(ask('never coded', 'make a Roblox game', 45, 5));
    expect(roblox.description).toMatch(/does not teach Roblox games \(Roblox Studio and its Luau language; Roblox’s Creator Hub/);
    expect(roblox.weeks[0]!.title).toMatch(/Godot/);
    // A Minecraft mod is Coding's mod track (decision 236); a server plugin is still outside.
    const plugin = await plan(ask('never coded', 'make a Minecraft server plugin', 45, 5));
    expect(plugin.description).toMatch(/does not teach Minecraft server plugins or data packs \(Paper’s Java API/);
  });

  it('leaves a browser game in JavaScript and a 3D game in Unity to the paths that answer them', async () => {
    const browser = await plan(ask('never coded', 'make a simple browser game in JavaScript', 30, 5));
    expect(browser.weeks[0]!.title).not.toMatch(/Godot/);
    const unity = await plan(ask('never coded', 'make a 3D game in Unity', 30, 5));
    expect(unity.description).toMatch(/does not teach game development with a game engine/);
  });
});

describe('the person’s age decides what the plan asks of accounts', () => {
  const publishing = async (current: string) => {
    const p = await plan(ask(current, 'make my own platformer', 45, 4));
    return { p, page: tasksOf(p).find((t) => t.title.startsWith('Set up the game’s page on itch.io'))!.description };
  };

  it('a 10-year-old is pointed to Scratch first and makes no itch.io account of their own', async () => {
    const { p, page } = await publishing("I'm 10 and I've made games in Scratch");
    expect(p.description).toMatch(/You are under 12: Scratch \(scratch\.mit\.edu/);
    expect(page).toMatch(/do not make an account yourself: ask a parent or carer/);
  });

  it('a 16-year-old makes the account together with a parent, as itch.io’s terms ask under 18', async () => {
    const { p, page } = await publishing('16 years old, never coded');
    expect(p.description).not.toMatch(/Scratch/);
    expect(page).toMatch(/Under 18, itch\.io’s terms let you publish with a parent’s or guardian’s consent/);
  });

  it('an adult is asked for nothing more, and numbers that are not an age are not read as one', async () => {
    for (const current of ['never coded, I work in accounts', 'I have 12 years in retail, never coded', "I'm 12 hours a week free"]) {
      const { p, page } = await publishing(current);
      expect({ current, page, scratch: /Scratch/.test(p.description) }).toEqual({
        current,
        page: expect.stringMatching(/^Where your game will live: A free itch\.io account needs an e-mail/),
        scratch: false,
      });
    }
  });
});
