import type { Feel, Goal, GoalAnswers, Plan, PlannedDay, PlannedWeek, Task, WeekChange } from './api';
import type { Placement } from './schedule';

/**
 * The user's data as `GET /export?format=json` writes it and `POST /import` takes it back, on this
 * install or another (issue "Progress you can see and data you own"). Ids are kept, so importing the
 * same file twice adds nothing the second time. Add fields, never rename; bump `version` for a change
 * an older reader would misread.
 */
export const EXPORT_FORMAT = 'stride-export';
export const EXPORT_VERSION = 1;

/** A task as exported: the API's Task without its place (the export nests it in its day). */
export type ExportedTask = Omit<Task, 'goalId' | 'dayId'> & {
  /** A goal task the user added to the plan (kept when the plan is adjusted). */
  addedByUser?: true;
};

export type ExportedDay = PlannedDay<ExportedTask>;
export type ExportedWeek = PlannedWeek<ExportedTask>;

/** The fields of the API's Goal an export keeps: named once, for the type and for the export that picks them. */
export const EXPORTED_GOAL_FIELDS = [
  'id',
  'title',
  'description',
  'category',
  'option',
  'status',
  'createdAt',
  'generatedBy',
  'schedule',
] as const;

/** A goal as exported: what the API shows of it, its answers and its calendar, and its whole roadmap. */
export type ExportedGoal = Pick<Goal, (typeof EXPORTED_GOAL_FIELDS)[number]> & {
  answers: GoalAnswers;
  placement: Placement;
  /** Empty unless the goal's roadmap was ready. */
  weeks: ExportedWeek[];
  /** The weeks' reviews: how each felt, and what it changed (absent in exports made before reviews). */
  reviews?: ExportedReview[];
};

/** A week's review as kept: the answer, and what it changed in the plan (decision 036). */
export interface ExportedReview {
  week: number;
  feel: Feel;
  note?: string;
  answeredAt: string;
  change?: WeekChange;
  summary?: string;
}

export interface StrideExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  profile: { name: string; email: string; plan: Plan; createdAt: string };
  goals: ExportedGoal[];
  personalTasks: ExportedTask[];
  /** Every completed task, newest first: the History, for reading (import takes it from the tasks). */
  completions: { taskId: string; goalId?: string; title: string; completedAt: string }[];
}

/** What an import added, and what it found already there (the same ids: imported before). */
export interface ImportResult {
  goals: number;
  personalTasks: number;
  skipped: number;
}
