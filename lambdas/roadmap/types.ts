import type { Category, PlannedDay, PlannedRoadmap, PlannedTask, PlannedWeek } from '../../contract';

/** What the questionnaire tells the generator. */
export interface RoadmapRequest {
  category: Category;
  /** The option as the catalogue names it (`Spanish`, `Coding`…); `Custom` for a custom goal. */
  option: string;
  /** Given for custom goals. */
  title?: string;
  description?: string;
  answers: { currentLevel: string; targetLevel: string; dailyMinutes: number; weeks?: number; parts?: string[]; track?: string };
  /** Days a week the goal is worked on (its schedule's weekdays). @default the length of `weekdays`, else 5 */
  daysPerWeek?: number;
  /**
   * The schedule's weekdays in the order a plan week meets them (contract `planWeekdays`): a plan week
   * holds one day for each (decision 055). @default spread over the week for `daysPerWeek`
   */
  weekdays?: number[];
  /**
   * The schedule's start date, "YYYY-MM-DD": the plan's weeks run from the first of the person's days on
   * or after it, so a date they name is counted in those weeks (decision 228). @default today
   */
  startDate?: string;
}

/** A plan as the planner answers it (the contract's PlannedRoadmap): every task with its minutes, titles "Week N: …", "Day N: …". */
export type RoadmapTaskPlan = PlannedTask & { estimatedMinutes: number };
export type RoadmapDayPlan = PlannedDay<RoadmapTaskPlan>;
export type RoadmapWeekPlan = PlannedWeek<RoadmapTaskPlan>;
export type RoadmapPlan = PlannedRoadmap<RoadmapTaskPlan>;

/** A source of roadmaps. Its output is untrusted: generateRoadmap validates and normalises it. */
export interface RoadmapProvider {
  readonly name: string;
  /** Its days are already fitted to the week's time (sessions whole on longer days), so their minutes are kept. */
  readonly plansTime?: boolean;
  generate(request: RoadmapRequest, signal?: AbortSignal): Promise<unknown>;
  /** An AI provider's model, for other structured answers (review-summary.ts); the builtin planner has none. */
  readonly callModel?: import('./two-phase').CallModel;
}

/** Generation failed for good; `reason` is short and fit to show the user. */
export class RoadmapGenerationError extends Error {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = 'RoadmapGenerationError';
  }
}

/** A provider answered, but not with a usable roadmap (malformed, truncated, off-schema). */
export class InvalidRoadmapOutputError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InvalidRoadmapOutputError';
  }
}

/** A provider's service refused or failed a call; `retryable` says whether the same call may succeed later. */
export class ProviderCallError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderCallError';
  }
}
