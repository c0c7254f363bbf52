import type { Category } from '../../contract';
import type { PlanKind } from '../domain/reviews/week-rules';
import { loadCurriculum } from './curricula/load';

/** How a goal's plan grows, from its curriculum's ladder (decision 028): what the weekly review's rules need. */
export function planKind(goal: { category: Category; option: string }): PlanKind {
  const basis = loadCurriculum(goal.option)?.ladder?.basis;
  if (basis === 'weeks') return 'training';
  if (basis === 'hours') return goal.category === 'languages' ? 'language' : 'study';
  return 'other';
}
