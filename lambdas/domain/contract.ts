/**
 * The API contract shared by the handlers, the web app and the tests (DESIGN.md §2 "Shapes").
 * Pure types and constants, no I/O: the web imports this file too. Add fields, never rename.
 */

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const GOAL_STATUSES = ['generating', 'ready', 'failed'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const PLANS = ['free', 'pro'] as const;
export type Plan = (typeof PLANS)[number];

export interface Task {
  id: string;
  title: string;
  description: string;
  difficulty: Difficulty;
  estimatedMinutes?: number;
  completed: boolean;
  completedAt?: string;
  createdAt: string;
  updatedAt: string;
  /** Present on goal tasks only. */
  goalId?: string;
  /** Present on goal tasks only: the day the task belongs to, e.g. `w01d03`. */
  dayId?: string;
}

export interface Day {
  /** URL-safe, unique within the goal: `w{week}d{day}`, e.g. `w01d03`. */
  id: string;
  number: number;
  title: string;
  isCompleted: boolean;
  tasks: Task[];
}

export interface Week {
  /** URL-safe, unique within the goal: `w{week}`, e.g. `w01`. */
  id: string;
  number: number;
  title: string;
  description: string;
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
  createdAt: string;
  /** Present on GET /goals/{goalId}. */
  weeks?: Week[];
}

/** A goal as GET /goals lists it: the goal plus where the user is in it. */
export interface GoalSummary extends Goal {
  /** The first week with an incomplete day (the last week when all are done); absent while not ready. */
  currentWeek?: Omit<Week, 'days'>;
  /** The first incomplete day (the last day when all are done), with its tasks. */
  currentDay?: Day;
}

export interface HistoryItem extends Task {
  goalTitle?: string;
}

export interface HistoryPage {
  items: HistoryItem[];
  cursor?: string;
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
  | 'INTERNAL';

/** Body of POST /goals. */
export interface CreateGoalRequest {
  category: Category;
  option: string;
  title?: string;
  description?: string;
  answers: {
    currentLevel: string;
    targetLevel: string;
    dailyMinutes: number;
    weeks?: number;
  };
}

/** Body of PUT /tasks/{goalId}/{dayId}/{taskId} and PUT /personal-tasks/{taskId}: every field optional. */
export interface UpdateTaskRequest {
  completed?: boolean;
  title?: string;
  description?: string;
  difficulty?: Difficulty;
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
  dailyMinutes: { min: 5, max: 480 },
  weeks: { min: 1, max: 26 },
  bodyBytes: 64 * 1024,
  historyPage: 50,
} as const;

// ---------------------------------------------------------------------------------------------
// The goal catalogue (seed-spec.md §2): categories, their options, and the route slugs.

export const CATEGORIES = [
  'languages',
  'skills',
  'finance',
  'health',
  'productivity',
  'career',
  'hobbies',
  'custom',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface CategoryInfo {
  id: Category;
  label: string;
  /** Route slugs that open this category's page: the first is canonical (seed-spec gives two readings). */
  slugs: readonly string[];
  options: readonly string[];
}

export const CATALOG: readonly CategoryInfo[] = [
  { id: 'custom', label: 'Custom Goal', slugs: ['custom'], options: ['Custom'] },
  {
    id: 'languages',
    label: 'Languages',
    slugs: ['languages'],
    options: ['Spanish', 'Chinese', 'English', 'French', 'Hindi', 'Italian', 'Japanese', 'German', 'Korean'],
  },
  { id: 'skills', label: 'Skills', slugs: ['skills'], options: ['Coding', 'Design Basics', 'Writing Skills'] },
  {
    id: 'finance',
    label: 'Personal Finance',
    slugs: ['finance', 'personal-finance'],
    options: ['Saving for a Goal', 'Expense Tracking Mastery', 'Crypto Basics'],
  },
  {
    id: 'health',
    label: 'Health & Wellness',
    slugs: ['health', 'health-wellness'],
    options: ['Physical Fitness', 'Mental Health', 'Sleep Improvement', 'Nutrition Basics'],
  },
  {
    id: 'productivity',
    label: 'Productivity',
    slugs: ['productivity'],
    options: ['Time Management Basics', 'Habits Building', 'Focus & Concentration'],
  },
  {
    id: 'career',
    label: 'Career Development',
    slugs: ['career', 'career-development'],
    options: ['Resume & Portfolio Building', 'Interview Preparation', 'Networking Skills', 'Job Search Strategy'],
  },
  {
    id: 'hobbies',
    label: 'Creative Hobbies',
    slugs: ['hobbies', 'creative-hobbies'],
    options: ['Photography Basics', 'Drawing', 'Music (Instrumental Practice)'],
  },
];

export function categoryInfo(category: Category): CategoryInfo {
  const info = CATALOG.find((c) => c.id === category);
  if (!info) throw new Error(`Unknown category ${category}`);
  return info;
}

export function categoryBySlug(slug: string): CategoryInfo | undefined {
  return CATALOG.find((c) => c.slugs.includes(slug));
}

/** `Music (Instrumental Practice)` → `music-instrumental-practice`; used in option routes. */
export function optionSlug(option: string): string {
  return option
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function optionBySlug(category: Category, slug: string): string | undefined {
  return categoryInfo(category).options.find((o) => optionSlug(o) === slug);
}

export function isValidOption(category: Category, option: string): boolean {
  return categoryInfo(category).options.includes(option);
}

/** Daily time presets offered by the questionnaire, in minutes (seed-spec §9). */
export const DAILY_PRESETS = [15, 30, 60] as const;

/** The Free plan allows this many goals; Pro is unlimited (seed-spec §1). */
export const FREE_GOAL_LIMIT = 1;
