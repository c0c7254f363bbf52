import { categoryInfo } from '../../contract';
import { shapePlan } from './builtin/shape';
import { loadCurriculum } from './curricula/load';
import type { RoadmapRequest } from './types';

/** The instructions every LLM provider sends; the JSON Schema travels separately (tool / response format). */
export const SYSTEM_PROMPT = [
  'You are Stride, a coach who turns a personal goal into a realistic weekly roadmap.',
  'Each week has a theme, a "Week N: theme" title and a one-paragraph description.',
  'Each week has 5 days (titles "Day N: focus"); each day has 2 to 5 concrete tasks that fit in the daily time.',
  'Tasks name concrete activities (never "Task 1"), have a one- or two-sentence description, a difficulty',
  '(easy, medium or hard, rising across the weeks) and estimatedMinutes.',
  'Make the last day of each week a review with a milestone task. Start from the learner’s current level',
  'and end at their target. Answer only through the provided schema.',
].join(' ');

export function userPrompt(request: RoadmapRequest, weeks: number): string {
  const { currentLevel, targetLevel, dailyMinutes } = request.answers;
  const goal =
    request.category === 'custom'
      ? `Custom goal: "${request.title ?? ''}". ${request.description ?? ''}`
      : `Goal: ${request.option} (${categoryInfo(request.category).label}).`;
  return [
    goal,
    `Current level: ${currentLevel}`,
    `Target level: ${targetLevel}`,
    `Time available: ${dailyMinutes} minutes per day.`,
    `Plan exactly ${weeks} weeks.`,
    ...scaffold(request, weeks),
  ].join('\n');
}

/**
 * For a catalogue option with a curriculum: its syllabus outline from the user's level to their
 * target, one line per plan week, as the expert scaffold the model personalises (not a blank page).
 */
function scaffold(request: RoadmapRequest, weeks: number): string[] {
  const curriculum = request.category === 'custom' ? undefined : loadCurriculum(request.option);
  if (!curriculum) return [];
  const syllabus = shapePlan(curriculum, { ...request.answers, weeks }).syllabus;
  return [
    '',
    `Build on this expert syllabus (drawn from: ${curriculum.sources.join('; ')}). Keep its progression and`,
    'its specifics (quantities, named exercises and techniques); adapt the tasks to the level, target and daily time above.',
    ...syllabus.map((index, w) => {
      const week = curriculum.weeks[index]!;
      return `Week ${w + 1}: ${week.title} — ${week.objective} Milestone: ${week.milestone.title}.`;
    }),
    ...(curriculum.safety ? [`Include this safety note in the plan's description: ${curriculum.safety}`] : []),
  ];
}
