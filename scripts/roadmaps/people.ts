import { CATALOG } from '../../contract';
import { generateRoadmap, type RoadmapPlan, type RoadmapProvider, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { shapeFor } from '../../lambdas/roadmap/plan-request';

/**
 * Issue #36's figures, over people written for the purpose (PLAN-REVIEW.md): each names a target in
 * their own words, often with a constraint or a specific, at 2 to 7 days a week and 10 to 120 minutes.
 * - *targets served*: the plan holds a task of the target's own kind (HTML for a website, a pull-up for
 *   a pull-up, meditation for a meditation habit), not only a sentence that names it;
 * - *constraints honoured*: what the person said of themselves changes a task, not only the header;
 * - *levels placed*: the target is read at its true milestone (series without subtitles → B2).
 * Each is a share of the people it applies to, for any provider.
 */
export interface Person {
  who: string;
  option: string;
  title?: string;
  description?: string;
  current: string;
  target: string;
  minutes: number;
  days: number;
  /** A task title of the target's own kind. */
  serves?: RegExp;
  /** A task title that answers what the person said of themselves. */
  honours?: RegExp;
  /** The milestone the target means. */
  level?: string;
}

export const PEOPLE: Person[] = [
  {
    who: 'never coded, wants a personal website',
    option: 'Coding',
    current: 'never programmed',
    target: 'build my own personal website',
    minutes: 45,
    days: 3,
    serves: /HTML|CSS/,
    level: 'A personal website',
  },
  {
    who: 'React developer, junior back-end job',
    option: 'Coding',
    current: 'I know JavaScript and built a few React apps',
    target: 'a junior backend job',
    minutes: 60,
    days: 5,
    serves: /SQL|HTTP|API/,
    level: 'Job-ready for back end',
  },
  {
    who: 'bootcamp graduate with ADHD, first developer job',
    option: 'Coding',
    current: 'bootcamp last year, ADHD',
    target: 'get hired as a junior developer',
    minutes: 90,
    days: 6,
    serves: /mock interview|STAR|problems/i,
    honours: /Body doubling|Blockers|Set tomorrow up|Check-in/,
  },
  {
    who: 'a lifter, first pull-up',
    option: 'Physical Fitness',
    current: 'I lift weights three times a week',
    target: 'do my first pull-up',
    minutes: 40,
    days: 4,
    serves: /pull-up/i,
    level: 'First pull-up',
  },
  {
    who: 'sore knees, fitter',
    option: 'Physical Fitness',
    current: 'my knees hurt on stairs, arthritis',
    target: 'get fit again',
    minutes: 30,
    days: 3,
    serves: /Joint strength|Low-impact cardio|Bike or pool/i,
    honours: /physiotherapist|Pain check/,
  },
  {
    who: 'desk worker, ten push-ups',
    option: 'Physical Fitness',
    current: 'I sit all day',
    target: '10 push-ups',
    minutes: 20,
    days: 3,
    serves: /push-ups/,
    level: '10 push-ups',
  },
  {
    who: 'runner with a sore knee, a 10K',
    option: 'Physical Fitness',
    current: 'I run 5k but my knee hurts after',
    target: 'a 10k race',
    minutes: 50,
    days: 4,
    serves: /long run|tempo/i,
    honours: /physiotherapist|Pain check|low-impact/i,
    level: '10K',
  },
  {
    who: 'meditate every morning',
    option: 'Habits Building',
    current: 'I start habits and drop them',
    target: 'meditate every morning',
    minutes: 10,
    days: 7,
    serves: /meditation/i,
  },
  {
    who: 'reading before bed',
    option: 'Habits Building',
    current: 'I used to read a lot',
    target: 'read every night before bed',
    minutes: 20,
    days: 7,
    serves: /page of your book|20 minutes of reading/,
  },
  {
    who: 'a product manager interview after a layoff, an introvert',
    option: 'Interview Preparation',
    current: "I was laid off last month and I'm an introvert",
    target: 'pass a product manager interview',
    minutes: 60,
    days: 5,
    serves: /Product sense|Metrics|Estimation/,
    honours: /layoff story|former colleague|Lower stakes|first two lines|smallest live step/,
  },
  {
    who: 'a logo for the bakery',
    option: 'Design Basics',
    current: 'I make slides in Canva',
    target: 'a logo for my bakery',
    minutes: 30,
    days: 4,
    serves: /bakery/,
  },
  {
    who: 'portraits with a new DSLR',
    option: 'Photography Basics',
    current: 'I just bought a Canon R50',
    target: 'take good portraits of my kids',
    minutes: 45,
    days: 2,
    serves: /portrait|Canon R50/i,
  },
  {
    who: 'burnt out at work',
    option: 'Mental Health',
    current: 'burnt out at work, exhausted',
    target: 'feel like myself again',
    minutes: 20,
    days: 5,
    serves: /GP|workload|boundar|drain list/i,
    honours: /GP appointment/,
  },
  {
    who: 'afraid of deep water, learn to swim',
    option: 'Custom',
    title: 'Learn to swim',
    description: 'I am afraid of deep water',
    current: "I can't swim",
    target: 'swim 25 metres',
    minutes: 30,
    days: 3,
    serves: /instructor|supervised/i,
  },
  {
    who: 'sourdough at weekends',
    option: 'Custom',
    title: 'Bake sourdough bread',
    description: 'A good loaf every weekend',
    current: 'I bake from mixes',
    target: 'an open-crumb loaf',
    minutes: 30,
    days: 2,
    serves: /whole attempt|starter|days ahead/i,
  },
  {
    who: 'climbing with ADHD',
    option: 'Custom',
    title: 'Learn to climb',
    description: 'Bouldering and top rope at the local wall; I have ADHD',
    current: 'tried it once',
    target: 'climb a 6a on top rope',
    minutes: 60,
    days: 2,
    serves: /instructor|supervised/i,
    honours: /Body doubling|Blockers|Set tomorrow up|Check-in|blocks/,
  },
  {
    who: 'Korean dramas without subtitles',
    option: 'Korean',
    current: 'complete beginner',
    target: 'understand dramas without subtitles',
    minutes: 60,
    days: 6,
    level: 'B2',
  },
  {
    who: 'Le Petit Prince in French',
    option: 'French',
    current: 'never studied French',
    target: 'read Le Petit Prince',
    minutes: 30,
    days: 5,
    level: 'B1',
  },
  {
    who: 'school French ten years ago',
    option: 'French',
    current: 'studied French at school ten years ago',
    target: 'hold a conversation',
    minutes: 20,
    days: 4,
    level: 'B1',
  },
  { who: 'JLPT N3', option: 'Japanese', current: 'I can read hiragana', target: 'pass the JLPT N3', minutes: 45, days: 5, level: 'B1' },
  { who: 'IELTS 6.5 for university', option: 'English', current: 'B1', target: 'IELTS 6.5', minutes: 90, days: 5, level: 'B2' },
  {
    who: 'shy, German at work',
    option: 'German',
    current: "school German, I'm shy",
    target: 'speak at work',
    minutes: 30,
    days: 5,
    level: 'B2',
    honours: /Lower stakes|first two lines|smallest live step/,
  },
  {
    who: 'networking as an introvert',
    option: 'Networking Skills',
    current: 'introvert, I hate events',
    target: 'comfortable at meetups',
    minutes: 15,
    days: 3,
    honours: /Lower stakes|first two lines|smallest live step/,
  },
  {
    who: 'grade 3 pianist, Clair de Lune',
    option: 'Music (Instrumental Practice)',
    current: 'I passed grade 3 piano last year',
    target: 'play Clair de Lune',
    minutes: 30,
    days: 6,
    serves: /Clair de Lune/,
    level: 'The arrangement played through',
  },
  {
    who: 'a short story for a magazine',
    option: 'Writing Skills',
    current: 'I write work e-mails and a diary',
    target: 'submit a short story to a magazine',
    minutes: 45,
    days: 4,
    serves: /draft|Submit to/,
    level: 'A story submitted',
  },
  {
    who: 'cooking four nights a week',
    option: 'Nutrition Basics',
    current: 'I eat ready meals',
    target: 'cook healthy meals four nights a week',
    minutes: 40,
    days: 4,
    serves: /Cook meal|tray bake|stir-fry/,
    level: 'Cooking most nights',
  },
  {
    who: 'night-shift nurse sleeping 5 hours by day',
    option: 'Sleep Improvement',
    current: 'I sleep 5 hours in the day after night shifts as a nurse',
    target: 'sleep 7 hours between shifts',
    minutes: 15,
    days: 4,
    serves: /anchor|Black out the bedroom|nap/i,
  },
  {
    who: 'vegetarian eating more healthily',
    option: 'Nutrition Basics',
    current: 'vegetarian, I eat a lot of pasta',
    target: 'eat a balanced diet',
    minutes: 30,
    days: 5,
    honours: /^Protein at each meal today from your sources/,
  },
  {
    who: 'type 2 diabetes, eating better',
    option: 'Nutrition Basics',
    current: 'type 2 diabetes, I eat takeaways',
    target: 'eat healthier',
    minutes: 30,
    days: 4,
    honours: /^(Plate method|Carbohydrate awareness|Book your diabetes nurse)/,
  },
  {
    who: 'laid off, software engineer interviews',
    option: 'Interview Preparation',
    current: 'I was laid off in March after 4 years as a developer',
    target: 'pass software engineer interviews',
    minutes: 60,
    days: 5,
    serves: /problems|system|mock coding/i,
    honours: /layoff story|former colleague/,
  },
  {
    who: 'landscapes with a phone',
    option: 'Photography Basics',
    current: 'I take photos with my phone on walks',
    target: 'better landscape photos',
    minutes: 30,
    days: 3,
    serves: /landscape|golden hour|foreground/i,
  },
  {
    who: 'Excel user, data with Python',
    option: 'Coding',
    current: 'I use Excel a lot at work',
    target: 'analyse data with Python and pandas',
    minutes: 30,
    days: 5,
    serves: /pandas|notebook/i,
    level: 'pandas for analysis',
  },
  {
    who: 'marathon under 4 hours',
    option: 'Physical Fitness',
    current: 'I ran a half marathon in spring',
    target: 'a marathon under 4 hours',
    minutes: 75,
    days: 5,
    serves: /long run/i,
    level: 'Marathon',
  },
  // Round 13: people whose target is another thing than the option's own course (decisions 212–219).
  {
    who: 'heavy beginner, bouldering with the kids',
    option: 'Physical Fitness',
    current: 'I weigh 95 kg and cannot do a pull-up',
    target: 'climb V2 problems at the bouldering wall with my kids',
    minutes: 45,
    days: 3,
    serves: /A qualified coach for bouldering|Practice: bouldering/,
  },
  {
    who: 'new father, flat and short-tempered',
    option: 'Mental Health',
    current: 'since the baby came I feel flat and snap at my partner',
    target: 'feel like myself again',
    minutes: 15,
    days: 5,
    serves: /night plan|pause plan/,
    honours: /Answer the two questions/,
  },
  {
    who: 'bookkeeper, invoices from a sheet',
    option: 'Coding',
    current: 'I use Excel formulas and some VLOOKUP',
    target: 'automate my monthly client invoices from a spreadsheet',
    minutes: 30,
    days: 4,
    serves: /Decimal|sent log|template/,
    level: 'Your invoices, automated',
  },
  {
    who: 'nervous beginner, a trail ride on a ranch',
    option: 'Custom',
    title: 'Learn to ride a horse',
    description: 'a trail ride on a ranch holiday in August',
    current: "I've never ridden a horse, I'm nervous around them",
    target: 'go on a two-hour trail ride on holiday in Wyoming',
    minutes: 60,
    days: 2,
    serves: /longer ride|hack or trek/,
  },
];

export const requestOf = (p: Person): RoadmapRequest => ({
  category: CATALOG.find((c) => c.options.includes(p.option))!.id,
  option: p.option,
  ...(p.title && { title: p.title, description: p.description ?? p.title }),
  answers: { currentLevel: p.current, targetLevel: p.target, dailyMinutes: p.minutes },
  daysPerWeek: p.days,
});

const titles = (plan: RoadmapPlan) => plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
const share = (xs: boolean[]) => (xs.length ? xs.filter(Boolean).length / xs.length : 1);

export interface PeopleFigures {
  targetsServed: number;
  constraintsHonoured: number;
  levelsPlaced: number;
  /** Who failed which, for reading. */
  misses: string[];
}

export async function peopleFigures(provider: RoadmapProvider, people: readonly Person[] = PEOPLE): Promise<PeopleFigures> {
  const served: boolean[] = [];
  const honoured: boolean[] = [];
  const placed: boolean[] = [];
  const misses: string[] = [];
  for (const person of people) {
    const request = requestOf(person);
    const plan = await generateRoadmap(request, provider);
    const tasks = titles(plan);
    const check = (list: boolean[], ok: boolean, what: string) => {
      list.push(ok);
      if (!ok) misses.push(`${person.who}: ${what}`);
    };
    if (person.serves)
      check(
        served,
        tasks.some((t) => person.serves!.test(t)),
        'no task of the target’s kind',
      );
    if (person.honours)
      check(
        honoured,
        tasks.some((t) => person.honours!.test(t)),
        'the constraint changes no task',
      );
    if (person.level) check(placed, shapeFor(request).target?.name === person.level, `not read as ${person.level}`);
  }
  return { targetsServed: share(served), constraintsHonoured: share(honoured), levelsPlaced: share(placed), misses };
}
