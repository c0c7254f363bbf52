import { categoryInfo, plural, SPREAD_WEEKDAYS, WEEKDAY_NAMES } from '../../contract';
import { planFromCurriculum } from './builtin/from-curriculum';
import { listWords } from './builtin/custom';
import { goalWords, shapePlan } from './builtin/shape';
import { curriculumFor } from './curricula/load';
import { languageTaskLines } from './curricula/language-tasks';
import { readingLines } from './reading';
import type { RawRoadmap } from './schema';
import type { RoadmapRequest } from './types';

/** The instructions every LLM provider sends; the JSON Schema travels separately (tool / response format). */
export const SYSTEM_PROMPT = [
  'You are Stride, a coach who turns a personal goal into a realistic weekly roadmap, judged as a coach of the field would judge it.',
  'Each week has a theme, a "Week N: theme" title and a one-paragraph description.',
  'Each day ("Day N: focus") has concrete tasks: named activities (never "Task 1") with a one- or two-sentence description,',
  'a difficulty that describes the effort of that session (easy, medium or hard) and estimatedMinutes equal to the time its text asks for.',
  'The last day of each week closes with a milestone task. Be honest: never claim a level, distance or result the time cannot reach;',
  'a week whose level is not reached is tagged "(towards B1)", never "(B1)". Never shorten a session below what its text asks for:',
  'a long session keeps its day, and the other days are shorter. When the goal touches health, money or safety, the description',
  'begins with when to see a professional. Answer only through the provided schema.',
].join(' ');

/**
 * The plan Stride's own planner makes for this request, to the length asked for: the expert scaffold
 * the model personalises (its weeks, sessions, minutes and honest description), and the weeks used
 * as they are if the model runs out of time. Every option has a curriculum, custom goals too.
 */
export function scaffoldFor(request: RoadmapRequest, weeks: number): RawRoadmap {
  const curriculum = curriculumFor(request);
  const person = {
    ...request.answers,
    goal: goalWords(request),
    daysPerWeek: request.daysPerWeek,
    weekdays: request.weekdays,
    ...(request.startDate && { start: request.startDate }),
  };
  // The plan's own length is its own shape (a plan held to an event's week, decision 228); another is stretched to it.
  const own = request.answers.weeks === undefined ? shapePlan(curriculum, person) : undefined;
  const shape = own?.syllabus.length === weeks ? own : shapePlan(curriculum, { ...person, weeks });
  const plan = planFromCurriculum(curriculum, request, { ...shape, syllabus: shape.syllabus.slice(0, weeks) });
  return { ...plan, weeks: plan.weeks.slice(0, weeks) };
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * One scaffold week, a line per day: in full (every task with its minutes, effort and how to do it)
 * for the week being written, or only each day's session for the outline, so a 26-week outline stays
 * a few thousand tokens (test/roadmap/providers.test.ts measures it).
 */
export function weekLines(week: RawRoadmap['weeks'][number], full: boolean): string[] {
  if (!full) {
    const sessions = week.days.map((day) => `${clip(day.tasks[0]!.title, 70)} (${day.tasks[0]!.estimatedMinutes ?? '?'} min)`);
    return [`${clip(week.title, 90)}: ${sessions.join('; ')}`];
  }
  return [
    `${week.title} — ${week.description}`,
    ...week.days.map(
      (day) =>
        `  ${day.title}: ${day.tasks.map((t) => `${t.title} (${t.estimatedMinutes ?? '?'} min, ${t.difficulty}: ${t.description})`).join('; ')}`,
    ),
  ];
}

/** What every call of one generation is told: who, what, how much time, and the honest facts of the plan. */
export function userPrompt(request: RoadmapRequest, weeks: number, scaffold?: RawRoadmap): string {
  const { currentLevel, targetLevel, dailyMinutes } = request.answers;
  const weekdays = request.weekdays ?? [...SPREAD_WEEKDAYS[request.daysPerWeek ?? 5]!];
  const days = weekdays.length;
  const goal =
    request.category === 'custom'
      ? `Custom goal: "${request.title ?? ''}". ${request.description ?? ''}${
          request.answers.parts?.length ? `\nIts parts, in the order the person will learn them: ${listWords(request.answers.parts)}.` : ''
        }`
      : `Goal: ${request.option} (${categoryInfo(request.category).label}).`;
  return [
    goal,
    `Current level: ${currentLevel}`,
    `Target level: ${targetLevel}`,
    ...readingLines(request),
    // A language plan's own task and purpose (a touchline, a kitchen, a stand-up, an exam), as the scaffold's weeks run them.
    ...(request.category === 'languages' ? languageTaskLines(request.option, targetLevel, dailyMinutes ?? 30, days, currentLevel) : []),
    `Time available: ${dailyMinutes} minutes a day, ${plural(days, 'day')} a week; the week's total is the budget.`,
    // A plan week is the person's calendar week (decision 055): the model places sessions on their days.
    `Each week has exactly ${plural(days, 'day')}, in this order: ${weekdays.map((d) => WEEKDAY_NAMES[d - 1]).join(', ')}; the other days are rest.`,
    `Plan exactly ${weeks} weeks.`,
    ...(scaffold
      ? [
          '',
          `What this plan honestly reaches, from Stride's planner (keep these facts, and any advice to see a professional, in the plan's description): ${scaffold.description}`,
          ...(request.category === 'custom'
            ? [
                'This is a custom goal: the scaffold below is a template of deliberate practice. Replace its wording with the real sub-skills of',
                'this goal (the parts the person named, when they did), practice of each with feedback, and a test of the target, in the person’s own words.',
              ]
            : []),
        ]
      : []),
  ].join('\n');
}

/** The outline call: the scaffold's weeks with their sessions, to be personalised in the same order. */
export function outlinePrompt(brief: string, weeks: number, scaffold?: RawRoadmap): string {
  return [
    brief,
    ...(scaffold
      ? [
          '',
          'Stride’s expert plan for this person (its progression, quantities, named exercises and session minutes are right; keep them):',
          ...scaffold.weeks.flatMap((week) => weekLines(week, false)),
        ]
      : []),
    '',
    `First, only the outline: the plan's title and description, and for each of the ${weeks} weeks its "Week N: theme" title and a description that names the week's concrete objective.`,
  ].join('\n');
}

/** One week's call: the outline, the week before as written, and the scaffold's week in full. */
export function weekPrompt(
  brief: string,
  outline: string,
  index: number,
  title: string,
  before: RawRoadmap['weeks'][number] | undefined,
  scaffold?: RawRoadmap,
): string {
  const expert = scaffold?.weeks[index];
  return [
    brief,
    '',
    `The plan's outline:\n${outline}`,
    ...(before ? ['', 'The week before, as written (build on it; do not repeat it):', ...weekLines(before, false)] : []),
    ...(expert
      ? [
          '',
          'Stride’s expert plan for this week (keep its sessions, quantities and minutes; personalise the wording):',
          ...weekLines(expert, true),
        ]
      : []),
    '',
    `Now write only week ${index + 1}, "${title}": its days, each with concrete tasks that fit the week's time.`,
  ].join('\n');
}
