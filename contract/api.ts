import type { Schedule } from './schedule';
import type { Streak } from './streak';
import type { ImportResult } from './export';
/**
 * The API's shapes (README "API"): what the handlers answer and the web reads. Pure types and
 * constants. Add fields, never rename.
 */
import type { Category } from './catalog';

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const GOAL_STATUSES = ['generating', 'ready', 'failed'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const PLANS = ['free', 'pro'] as const;

/** How fast an adjusted plan moves through what is left: slower (more weeks), as before, or faster. */
export const PACES = ['lighter', 'same', 'harder'] as const;
export type Pace = (typeof PACES)[number];

export const ADJUSTMENT_STATUSES = ['generating', 'ready', 'failed', 'applying'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];
export type Plan = (typeof PLANS)[number];

/** One checklist step of a goal task that was broken down. */
export interface Subtask {
  id: string;
  title: string;
  done: boolean;
}

/**
 * A roadmap's shape, described once: weeks → days → tasks as a plan states them, before anyone works
 * on it. The planner's output (lambdas/roadmap/types.ts), what the store writes and a draft holds
 * (lambdas/store), an export (export.ts) and the API's own Week, Day and Task below are this shape
 * with what each adds: a task's kind `T`, ids, dates, progress.
 */
export interface PlannedTask {
  title: string;
  description: string;
  difficulty: Difficulty;
  estimatedMinutes?: number;
}

export interface PlannedDay<T = PlannedTask> {
  number: number;
  title: string;
  tasks: T[];
}

export interface PlannedWeek<T = PlannedTask> {
  number: number;
  title: string;
  description: string;
  days: PlannedDay<T>[];
}

export interface PlannedRoadmap<T = PlannedTask> {
  title: string;
  description: string;
  weeks: PlannedWeek<T>[];
}

export interface Task extends PlannedTask {
  id: string;
  completed: boolean;
  completedAt?: string;
  createdAt: string;
  updatedAt: string;
  /** Present on goal tasks only. */
  goalId?: string;
  /** Present on goal tasks only: the day the task belongs to, e.g. `w01d03`. */
  dayId?: string;
  /** A goal task broken down into checklist steps (POST …/breakdown); absent when it was not. */
  subtasks?: Subtask[];
}

export interface Day extends PlannedDay<Task> {
  /** URL-safe, unique within the goal: `w{week}d{day}`, e.g. `w01d03`. */
  id: string;
  isCompleted: boolean;
  /** The date it is scheduled on, "YYYY-MM-DD" (contract/schedule.ts). */
  date?: string;
}

export interface Week extends Omit<PlannedWeek<Task>, 'days'> {
  /** URL-safe, unique within the goal: `w{week}`, e.g. `w01`. */
  id: string;
  days: Day[];
}

export interface Goal {
  id: string;
  title: string;
  description: string;
  category: Category;
  option: string;
  status: GoalStatus;
  failureReason?: string;
  /** round(completedDays / totalDays × 100); 0 when there are no days. */
  progress: number;
  totalDays: number;
  completedDays: number;
  /** Number of weeks in the roadmap (0 while generating). */
  totalWeeks: number;
  /** Which roadmap provider wrote the plan: `builtin` (offline), `bedrock:<model>` or `openai:<model>`. */
  generatedBy?: string;
  /** While generating: when the current attempt began (a goal generating past GENERATION_TIMING.stuckAfterMs is stuck). */
  generationStartedAt?: string;
  createdAt: string;
  /** When the goal is worked on: its days' dates follow from it. */
  schedule: Schedule;
  /** The questionnaire's answers the plan was made for (as last adjusted). */
  answers?: GoalAnswers;
  /** Present on GET /goals/{goalId}. */
  weeks?: Week[];
  /** An "Adjust plan" in progress: its new weeks are shown beside the current ones until accepted or discarded. */
  adjustment?: Adjustment;
  /** When it was archived: it keeps its History, leaves Home, and no longer takes one of the plan's goals. */
  archivedAt?: string;
}

/** Body of POST /goals/{goalId}/adjust: what to change (at least one thing). */
export interface AdjustPlanRequest {
  dailyMinutes?: number;
  targetLevel?: string;
  /** @default same */
  pace?: Pace;
  /** 1 = Monday … 7 = Sunday. */
  weekdays?: number[];
}

export interface Adjustment {
  status: AdjustmentStatus;
  request: AdjustPlanRequest;
  /** The first week that is planned again: every week before it has been started and stays as it is. */
  fromWeek: number;
  startedAt: string;
  failureReason?: string;
  /** When ready, on GET /goals/{goalId}: the proposed weeks from `fromWeek` on, dated. */
  weeks?: Week[];
  /** Set when the change follows from a week's review rather than the Adjust form: which week, and why. */
  review?: { week: number; why: string };
}

/** A goal as GET /goals lists it: the goal plus where the user is in it. */
export interface GoalSummary extends Goal {
  /** The first week with an incomplete day (the last week when all are done); absent while not ready. */
  currentWeek?: Omit<Week, 'days'>;
  /** The first incomplete day (the last day when all are done), with its tasks. */
  currentDay?: Day;
  /** Scheduled dates before today (in the schedule's time zone) whose day is not complete. */
  behindDays: number;
  /** The latest week that has ended and has not been reviewed yet (and its last day): Home offers its review. */
  reviewDue?: { week: number; endedOn: string };
}

export interface HistoryItem extends Task {
  goalTitle?: string;
}

export interface HistoryPage {
  items: HistoryItem[];
  cursor?: string;
}

/** GET /history/summary: completed tasks per day over the last year, for the heatmap. */
export interface HistorySummary {
  /** The first and last day covered, "YYYY-MM-DD", in `timeZone` (the last is today). */
  from: string;
  to: string;
  timeZone: string;
  /** Days with at least one completion, oldest first. */
  days: { date: string; count: number }[];
}

export interface Profile {
  id: string;
  email: string;
  name: string;
  plan: Plan;
  /** How many goals the user has now, and how many the plan allows (null: unlimited). */
  goalCount: number;
  goalLimit: number | null;
  createdAt: string;
}

/** The daily reminder email (GET/PUT /me/reminders): today's tasks, at an hour of the user's day. */
export interface ReminderSettings {
  enabled: boolean;
  /** The hour of the day it is sent, 0–23, in `timeZone`. */
  hour: number;
  timeZone: string;
  /** While enabled: also the week in review, the morning after a week of a goal ends (decision 036). */
  weekly?: boolean;
  /** When the next one is due (an ISO instant), while enabled. */
  nextAt?: string;
}

/** The user's private calendar subscription (GET /calendar-feed): its secret and where it is served. */
export interface CalendarFeed {
  /**
   * At least 128 random bits, URL-safe; whoever holds it can read the plan's days and tasks. Only in
   * the answer that made it (POST /calendar-feed): Stride keeps its digest, never the secret.
   */
  token?: string;
  /** The feed's path under the API's URL, `/calendar-feed/{token}/stride.ics`: with `token` only. */
  path?: string;
  createdAt: string;
}

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; field?: string };
}

export type ErrorCode =
  | 'VALIDATION'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'PLAN_LIMIT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'QUOTA_EXCEEDED'
  | 'RATE_LIMITED'
  | 'LIMIT_REACHED'
  | 'REAUTH_REQUIRED'
  | 'INTERNAL';

export interface GoalAnswers {
  currentLevel: string;
  targetLevel: string;
  dailyMinutes: number;
  weeks?: number;
  /** A custom goal's parts in the person's words ("the exchange", "the cascade"), in the order learnt. */
  parts?: string[];
  /**
   * The track within the option the person picked in the preview's read-back (OPTION_TRACKS, or
   * `general` for the option's own path). @default the one the target's words choose
   */
  track?: string;
}

/**
 * How a week felt, as the weekly review asks it: too easy, about right, too hard. A week with nothing
 * done is asked what got in the way instead: no time, too hard, illness or injury, something else.
 */
export const FEELS = ['easy', 'right', 'hard', 'busy', 'unwell', 'other'] as const;
export type Feel = (typeof FEELS)[number];
/** The answers a week with nothing done is asked for: what got in the way. */
export const IN_THE_WAY = ['busy', 'hard', 'unwell', 'other'] as const satisfies readonly Feel[];
/** Each answer in words, as the question offers it and a sentence repeats it ("Week 3: too hard — noted"). */
export const FEEL_WORDS: Record<Feel, string> = {
  easy: 'too easy',
  right: 'about right',
  hard: 'too hard',
  busy: 'no time',
  unwell: 'ill or hurt',
  other: 'something else',
};

/**
 * A week of a goal that has ended — its last scheduled day has passed in the goal's time zone — in
 * numbers: what was planned and what was done (tasks, their minutes, days), whether its milestone was
 * reached, and how it felt to the person, once they answer.
 */
export interface WeekReview {
  week: number;
  title: string;
  /** Its last scheduled day. */
  endedOn: string;
  planned: { tasks: number; minutes: number; days: number };
  done: { tasks: number; minutes: number; days: number };
  milestone?: { title: string; reached: boolean };
  answer?: { feel: Feel; note?: string; answeredAt: string };
  /** What the answer changed in the plan (decision 036), and, once decided, whether the person took it. */
  change?: WeekChange;
  /** The week summed up by the AI provider, when one is configured, shortly after the answer. */
  summary?: string;
}

/**
 * What a week's review does to the weeks not yet begun (decision 036): nothing; the ended week once
 * more before the plan moves on; or a faster plan. `why` says so in the coach's words.
 */
export const WEEK_CHANGES = ['none', 'repeat', 'faster'] as const;
export type WeekChangeKind = (typeof WEEK_CHANGES)[number];
export interface WeekChange {
  kind: WeekChangeKind;
  why: string;
  /** A proposed change (not `none`) once the person accepted or discarded it. */
  outcome?: 'accepted' | 'discarded';
}

/** Body of POST /goals. */
export interface CreateGoalRequest {
  category: Category;
  option: string;
  title?: string;
  description?: string;
  answers: GoalAnswers;
  /** When it is worked on. @default from today (UTC), Monday to Friday */
  schedule?: Schedule;
}

/** A milestone of an option's ladder: "A2", "everyday situations"; "Half marathon", "running 21.1 km". */
export interface Milestone {
  name: string;
  goal: string;
}

/** A change that would reach the target, or more of it, and what the plan would then reach. */
export type PlanSuggestion = { result: string } & (
  | { change: 'minutes'; dailyMinutes: number }
  /** The days themselves, 1 = Monday … 7 = Sunday: the preview planned on exactly these. */
  | { change: 'days'; daysPerWeek: number; weekdays: number[] }
  | { change: 'target'; targetLevel: string }
);

/** A choice the read-back offers: a track, a starting point, a milestone to aim at. */
export interface ReadingChoice {
  /** As the button says it. */
  label: string;
  /** What it means, in a few words. */
  detail: string;
  /** The answers a click writes. */
  answers: Partial<Pick<GoalAnswers, 'currentLevel' | 'targetLevel' | 'track'>>;
}

/**
 * What the planner understood of the person's words, read back before the plan is made (issue #36):
 * the track within the option, where the plan starts, the milestone it aims at, what it will work in
 * (a constraint, a specific), each with the one-click corrections the option's ladder and tracks allow.
 */
export interface PlanReading {
  track: { name: string; covers: string; chosen: 'asked' | 'words' | 'general' };
  /** The option's other tracks (and its general path). */
  tracks: ReadingChoice[];
  /** Where the plan starts: "the beginning", or the syllabus week it starts at. */
  start: string;
  starts: ReadingChoice[];
  /** The milestone the target was read as. */
  aim?: Milestone;
  aims: ReadingChoice[];
  /** What the person said of themselves that the weeks work in: "ADHD", "pain or an injury". */
  constraints: string[];
  /** The specifics the tasks speak of: "your DSLR", "your bakery". */
  specifics: string[];
  /** For a plan Stride's planner makes without knowing the field (a custom goal): what connecting an AI model adds. */
  offline?: string;
}

/**
 * Answer of POST /goals/preview, which takes the body of POST /goals: what that goal's plan will be,
 * from the planner's arithmetic, before anything is made or stored.
 */
export interface PlanPreview {
  /** Plan weeks: each a calendar week of the chosen days (decision 055). */
  weeks: number;
  /** The same number: a plan week is a calendar week (kept for callers that read it). */
  calendarWeeks: number;
  /** The daily minutes × the chosen days. */
  weeklyMinutes: number;
  /** The milestone the plan reaches (options with a ladder of milestones). */
  reaches?: Milestone;
  /** The milestone the target was read as, and whether this plan gets there. */
  target?: Milestone & { reached: boolean };
  /** What the person named that needs a professional's word: shown first. */
  warnings: string[];
  /** The plan in plain words, as the goal's description will say it: `why` and `details` in a row. */
  summary: string;
  /** Three short facts: its length in weeks of the person's days, the week's time and longest session, what it reaches. */
  facts: string[];
  /** One sentence of why. */
  why: string;
  /** The rest, for a disclosure. */
  details: string[];
  /** Changes that would reach the target, or get further towards it; empty when it is reached. */
  suggestions: PlanSuggestion[];
  /** What was understood of the person's words, with one-click corrections. */
  reading?: PlanReading;
}

/** Body of PUT /tasks/{goalId}/{dayId}/{taskId} and PUT /personal-tasks/{taskId}: every field optional. */
export interface UpdateTaskRequest {
  completed?: boolean;
  title?: string;
  description?: string;
  difficulty?: Difficulty;
  /**
   * Goal tasks only: the checklist steps as they should now be (ticked, renamed, removed, added; an empty
   * list removes the breakdown). A step without an `id` is new and gets one.
   */
  subtasks?: SubtaskInput[];
}

export type SubtaskInput = Omit<Subtask, 'id'> & { id?: string };

/** Body of PATCH /goals/{goalId}: the goal's new name (one line). */
export interface RenameGoalRequest {
  title: string;
}

/** Body of PUT /tasks/{goalId}/{dayId}/{taskId}/steps/{stepId}: the step ticked or not. */
export interface UpdateStepRequest {
  done: boolean;
}

/**
 * Answer of PUT /tasks/{goalId}/{dayId}/{taskId} and PUT /personal-tasks/{taskId}: the task's identity,
 * every field the request changed as it now is, `updatedAt`, and `completedAt` when completed. A toggle
 * is one write and no read, so the unchanged fields are not sent back; clients merge this into what
 * they hold.
 */
export type TaskChange = Pick<Task, 'id' | 'updatedAt'> & Partial<Task>;

/** Body of POST /tasks/{goalId}/{dayId} and POST /personal-tasks. */
export interface CreateTaskRequest {
  title: string;
  description?: string;
  difficulty?: Difficulty;
}

export const LIMITS = {
  title: 200,
  description: 2000,
  answer: 500,
  /** A week's review's note (POST /goals/{goalId}/weeks/{week}/review). */
  reviewNote: 500,
  dailyMinutes: { min: 5, max: 480 },
  weeks: { min: 1, max: 26 },
  bodyBytes: 64 * 1024,
  historyPage: 50,
  /** A task's estimated minutes, as every plan has clamped them since the first (decision 071); an import holds the same. */
  taskMinutes: { min: 5, max: 360 },
  /** Fair-use caps on what one user keeps: tasks in one day of a goal, personal tasks, goals on Pro. */
  tasksPerDay: 20,
  personalTasks: 200,
  proGoals: 50,
  /** The Free plan allows this many goals at a time; Pro up to `proGoals`. */
  freeGoals: 1,
  /** The largest import file (Lambda takes at most 6 MB in a synchronous request). */
  importBytes: 5 * 1024 * 1024,
  /** Checklist steps of one task: a breakdown makes 2–6; the user may edit them down to 1. */
  subtasks: { min: 2, max: 6 },
  /** The parts a custom goal may name: a week of practice each, so a plan stays within half a year. */
  parts: { max: 5, length: 80 },
  /**
   * What a planner (builtin or a model) may make: a plan's days in a week, and a day's tasks — fewer
   * than `tasksPerDay`, to leave room for the user's own — each titled in at most `plannedTitle`.
   */
  plannedDaysPerWeek: { min: 1, max: 7 },
  plannedTasksPerDay: { min: 1, max: 8 },
  plannedTitle: 120,
} as const;

/**
 * Sensitive changes (deleting the account, changing the email, turning off two-factor authentication)
 * need a sign-in this recent — the ID token's `auth_time` — and otherwise a fresh one (ASVS V3.7.1).
 */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/** What each route answers (its body; `void` for 204 No Content). Handlers and the web are typed by it. */
export interface ApiResponses {
  'goals.list': { goals: GoalSummary[] };
  'goals.create': { goal: Goal };
  'goals.get': { goal: Goal };
  'goals.preview': PlanPreview;
  'goals.delete': void;
  /** The goal as it now is, without its roadmap. */
  'goals.rename': { goal: Goal };
  'goals.retry': { goal: Goal };
  'goals.reschedule': { goal: Goal };
  /** The goal's weeks that have ended, newest first, each in numbers with the person's answer if given. */
  'goals.reviews': { reviews: WeekReview[] };
  'goals.review': { review: WeekReview };
  'goals.adjust': { goal: Goal };
  'goals.acceptAdjustment': { goal: Goal };
  'goals.discardAdjustment': void;
  'goals.archive': { goal: Goal };
  'goals.restore': { goal: Goal };
  'tasks.create': { task: Task };
  'tasks.update': { task: TaskChange };
  /** The task's identity, `updatedAt` and its steps as they now are. */
  'tasks.step': { task: TaskChange };
  'tasks.breakdown': { task: Task };
  'tasks.delete': void;
  'personalTasks.list': { tasks: Task[] };
  'personalTasks.create': { task: Task };
  'personalTasks.update': { task: TaskChange };
  'personalTasks.delete': void;
  'history.list': HistoryPage;
  'history.summary': HistorySummary;
  'me.get': { profile: Profile; streak: Streak };
  'me.update': { profile: Profile };
  'me.delete': void;
  /** The new address, to which a code was sent; the account keeps the old one until it is confirmed. */
  'me.email': { pendingEmail: string };
  'me.twoFactor': void;
  'me.password': void;
  'reminders.get': { reminders: ReminderSettings };
  'reminders.update': { reminders: ReminderSettings };
  /** Also when they were off already: the link does what it says, however often it is followed. */
  'reminders.unsubscribe': { unsubscribed: true };
  'calendar.get': { feed: CalendarFeed | null };
  'calendar.reset': { feed: CalendarFeed };
  'calendar.delete': void;
  /** An iCalendar document (text/calendar), not JSON. */
  'calendarFeed.get': string;
  /** A file to download: the JSON export (contract/export.ts) or a CSV of completed tasks. */
  'data.export': string;
  'data.import': { imported: ImportResult };
}
