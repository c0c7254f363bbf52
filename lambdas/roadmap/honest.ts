import { describeShape } from './builtin/describe';
import { honestTag } from './builtin/from-curriculum';
import { warningsFor, type PlanShape } from './builtin/shape';
import type { Curriculum } from './curricula/schema';
import { ROADMAP_LIMITS } from './schema';
import type { RoadmapPlan, RoadmapRequest } from './types';

/** Words that describe an easy session, whatever difficulty a model gave it. */
const EASY = /\b(very easy|easy (run|jog|pace|walk|spin|swim)|recovery (run|walk|day)|gentle (walk|stretch|yoga)|rest day)\b/i;

/**
 * What a model's plan must say whatever it answered, as Stride's own planner says it (decision 028):
 * advice to see a professional for what the person named comes first, then what the plan honestly
 * reaches and how long the target takes; no week is tagged with a level the plan does not reach; an
 * easy session is not labelled hard.
 */
export function keepHonest(plan: RoadmapPlan, request: RoadmapRequest, curriculum: Curriculum, shape: PlanShape): RoadmapPlan {
  const { currentLevel, targetLevel, dailyMinutes } = request.answers;
  const warnings = warningsFor(curriculum, currentLevel, targetLevel, request.title ?? '', request.description ?? '');
  const honest = describeShape(shape, curriculum, { dailyMinutes, daysPerWeek: request.daysPerWeek ?? 5 });
  const missing = [...warnings, honest].filter((sentence) => sentence && !plan.description.includes(sentence));
  return {
    ...plan,
    description: [...missing, plan.description].filter(Boolean).join(' ').slice(0, ROADMAP_LIMITS.description),
    weeks: plan.weeks.map((week) => ({
      ...week,
      title: honestTag(week.title, shape, curriculum),
      days: week.days.map((day) => ({
        ...day,
        tasks: day.tasks.map((task) =>
          task.difficulty === 'hard' && EASY.test(task.title) ? { ...task, difficulty: 'easy' as const } : task,
        ),
      })),
    })),
  };
}
