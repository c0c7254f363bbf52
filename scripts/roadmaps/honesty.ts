import { CATALOG } from '../../contract';
import { generateRoadmap, type RoadmapPlan, type RoadmapProvider, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { shapeFor } from '../../lambdas/roadmap/plan-request';
import { curriculumFor } from '../../lambdas/roadmap/curricula/load';
import { statedMinutes } from './metrics';

/**
 * Honesty figures (decision 029): does a plan fit the person who asked — their target, their time and
 * their level — and say so when it cannot? Measured over realistic and sloppy answers, for any
 * provider: Stride's planner decides what is reachable (builtin/shape.ts), and each figure checks the
 * plan the provider made against it.
 */

const categoryOf = (option: string) => CATALOG.find((c) => c.options.includes(option))!.id;
const ask = (option: string, currentLevel: string, targetLevel: string, dailyMinutes: number): RoadmapRequest => ({
  category: categoryOf(option),
  option,
  answers: { currentLevel, targetLevel, dailyMinutes },
});

/** Targets on a ladder, from several starts, as people type them. */
const TARGETS: [option: string, current: string, target: string][] = [
  ['Physical Fitness', 'I sit all day', 'run 5k'],
  ['Physical Fitness', "I can't even run 5k", 'a 10k'],
  ['Physical Fitness', 'i run 5k twice a week', 'half marathon'],
  ['Physical Fitness', 'I walk the dog 20 min, never run', 'run a half marathon'],
  ['Physical Fitness', 'did a half in spring', 'my first full marathon'],
  ['Physical Fitness', 'idk', 'get fit'],
  ['Spanish', 'complete beginner', 'fluent'],
  ['Spanish', 'not fluent at all, beginner', 'order in a restaurant'],
  ['German', 'A2 i think', 'C1'],
  ['Japanese', 'nothing', 'read manga'],
  ['Hindi', 'zero', 'talk with my in-laws'],
  ['Italian', 'none', 'work in Italian'],
  ['Coding', 'never coded', 'build a web app'],
  ['Coding', 'I know some Python and have built small scripts', 'a website'],
];

/** What people with some experience write, and a denial that must read as a beginner's, per option. */
const STATED: [option: string, experienced: string, denied: string][] = [
  ['Physical Fitness', 'I run 5K twice a week', "I can't run at all"],
  ['Spanish', 'B1', 'not fluent at all, beginner'],
  ['Coding', 'I know some Python and have built small scripts', "never coded, can't program"],
  ['Crypto Basics', 'I bought some bitcoin last year', "I don't own any crypto"],
  ['Design Basics', 'I make posters in Canva', 'no experience at all'],
  ['Drawing', 'I can draw a bit, mostly doodles', "I can't draw"],
  ['Expense Tracking Mastery', 'I track some spending in a spreadsheet', "I don't track anything"],
  ['Focus & Concentration', 'I use pomodoro sometimes', 'never tried any technique'],
  ['Habits Building', 'I have built a few habits already', "I don't have any habits"],
  ['Interview Preparation', 'I know the STAR method', "I don't know the STAR method"],
  ['Job Search Strategy', 'applied to a few jobs', "haven't applied anywhere"],
  ['Music (Instrumental Practice)', 'I can play a few songs on the piano', "can't play any songs yet"],
  ['Networking Skills', 'I go to meetups now and then', 'never go to events'],
  ['Nutrition Basics', 'I cook fairly healthy meals', "I don't cook"],
  ['Photography Basics', 'I take photos on my phone', 'no experience'],
  ['Resume & Portfolio Building', 'I have an old resume', "I don't have a resume"],
  ['Saving for a Goal', 'I already budget every month', "I don't budget"],
  ['Sleep Improvement', 'I already keep a sleep diary', 'no diary, nothing'],
  ['Time Management Basics', 'I use a to-do list app', "I don't use a to-do list"],
  ['Writing Skills', 'I write a blog', "I don't write much"],
];

/** Targets a curriculum does not teach. */
const OUTSIDE: [option: string, current: string, target: string][] = [
  ['Physical Fitness', 'I run 5k twice a week', 'cycle to work every day'],
  ['Physical Fitness', 'I jog sometimes', 'finish a sprint triathlon'],
  ['Saving for a Goal', 'no savings', 'invest 500 a month in index funds'],
  ['Crypto Basics', 'I own a little bitcoin', 'day trading for profit'],
  ['Music (Instrumental Practice)', 'I play piano', 'compose a film score'],
  ['Coding', 'complete beginner', 'make a 3D game in Unity'],
  ['Spanish', 'B1', 'C2, like a native'],
];

/** Targets a short course starts on but that take longer than its weeks (a fund, weight, an offer, a big piece). */
const LONGER: [option: string, current: string, target: string][] = [
  ['Saving for a Goal', 'I save nothing', 'an emergency fund of 3 months'],
  ['Saving for a Goal', 'some savings', 'save £5000 for a house deposit'],
  ['Nutrition Basics', 'I eat a lot of takeaways', 'lose 10 kg'],
  ['Nutrition Basics', 'idk', 'lose weight before summer'],
  ['Job Search Strategy', 'just graduated', 'get a job as a data analyst'],
  ['Job Search Strategy', 'laid off in march', 'land a new role'],
  ['Music (Instrumental Practice)', 'I played piano as a kid', 'play a Chopin nocturne'],
];

/** Words that describe an easy session (a hard label on one is a mislabel). */
const EASY = /\b(very easy|easy (run|jog|pace|walk)|recovery (run|walk)|gentle (walk|stretch))\b/i;

export interface HonestyFigures {
  /** Ladder targets the plan reaches, or whose distance the description states (what it reaches, what remains). */
  targetsSaid: number;
  /** Weeks tagged with a level or distance the plan does not reach. */
  levelsOverclaimed: number;
  /** Tasks given fewer minutes than their title states. */
  sessionsCut: number;
  /** Easy sessions labelled hard. */
  mislabelled: number;
  /** Options whose first week changes for a stated experience. */
  firstWeekChanges: number;
  /** Denied experience ("can't", "never", "not") planned as a beginner's. */
  negationsRead: number;
  /** Targets outside a curriculum said to be outside it. */
  outsideSaid: number;
  /** Targets a short course cannot finish in its weeks planned "towards", with what they take said. */
  longerSaid: number;
}

const share = (xs: boolean[]) => xs.filter(Boolean).length / xs.length;

export async function honestyFigures(provider: RoadmapProvider, minutes: readonly number[] = [15, 30, 60]): Promise<HonestyFigures> {
  const plan = (request: RoadmapRequest) => generateRoadmap(request, provider);
  const plans: { request: RoadmapRequest; plan: RoadmapPlan }[] = [];
  for (const [option, current, target] of TARGETS) {
    for (const m of minutes) {
      const request = ask(option, current, target, m);
      plans.push({ request, plan: await plan(request) });
    }
  }

  const said = plans.map(({ request, plan: p }) => {
    const shape = shapeFor(request);
    const name = shape.target!.name;
    return shape.reached === shape.target
      ? p.description.includes(`${name} (`)
      : new RegExp(`${name} \\(.*\\) takes about`).test(p.description);
  });
  const overclaimed = plans.flatMap(({ request, plan: p }) => {
    const rungs = curriculumFor(request).ladder!.rungs;
    const top = rungs.indexOf(shapeFor(request).reached!);
    return p.weeks.map((w) => {
      const tag = /\(([^()]+)\)\s*(—.*)?$/.exec(w.title)?.[1];
      const rung = rungs.findIndex((r) => r.name === tag);
      return rung > top;
    });
  });
  const tasks = plans.flatMap(({ plan: p }) => p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks)));

  const firstWeek = async (option: string, current: string) => (await plan(ask(option, current, 'confident', 30))).weeks[0]!.title;
  const changes: boolean[] = [];
  const negations: boolean[] = [];
  for (const [option, experienced, denied] of STATED) {
    const beginner = await firstWeek(option, 'complete beginner');
    changes.push((await firstWeek(option, experienced)) !== beginner);
    negations.push((await firstWeek(option, denied)) === beginner);
  }
  const outside: boolean[] = [];
  for (const [option, current, target] of OUTSIDE)
    outside.push(/does not teach/.test((await plan(ask(option, current, target, 30))).description));

  const longer: boolean[] = [];
  for (const [option, current, target] of LONGER) {
    const { description } = await plan(ask(option, current, target, 30));
    // "towards" the target, then a sentence of what it takes beyond the plan's weeks.
    // A track with a ladder says it its own way: the milestone it reaches, and what the target itself usually takes.
    longer.push(
      (description.includes(`towards “${target}”`) && /takes? longer|takes about|take about|no more than/.test(description)) ||
        /usually takes about .* This plan reaches/.test(description),
    );
  }

  return {
    targetsSaid: share(said),
    levelsOverclaimed: share(overclaimed),
    sessionsCut: share(tasks.map((t) => (statedMinutes(t.title) ?? 0) > t.estimatedMinutes)),
    mislabelled: share(tasks.map((t) => t.difficulty === 'hard' && EASY.test(t.title))),
    firstWeekChanges: share(changes),
    negationsRead: share(negations),
    outsideSaid: share(outside),
    longerSaid: share(longer),
  };
}
