import { CATALOG } from '../../contract';
import type { RoadmapRequest } from '../../lambdas/roadmap/generate';

/** A person's request on an option, as the questionnaire sends it, at `dailyMinutes` a day on 3 days unless `more` says otherwise. */
export const asker =
  (dailyMinutes: number) =>
  (option: string, currentLevel: string, targetLevel: string, more: Partial<RoadmapRequest> = {}): RoadmapRequest => ({
    category: CATALOG.find((c) => c.options.includes(option))!.id,
    option,
    answers: { currentLevel, targetLevel, dailyMinutes },
    daysPerWeek: 3,
    ...more,
  });
