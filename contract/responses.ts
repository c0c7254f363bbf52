import * as z from 'zod/mini';
import { ADJUSTMENT_STATUSES, DIFFICULTIES, FEELS, GOAL_STATUSES, PACES, PLANS, WEEK_CHANGES, type ApiResponses } from './api';
import { CATEGORIES } from './catalog';
import type { RouteName } from './routes';

/**
 * What each route answers, as schemas: the web checks every answer against its route's schema, so a
 * page never renders an answer it does not understand (a stale cached build against a newer API, a
 * proxy's error page). Unknown fields pass (the contract adds fields, never renames); a compile-time
 * check below keeps each schema and its `ApiResponses` type the same shape.
 */
const str = z.string();
const optStr = z.optional(z.string());

const task = z.object({
  id: str,
  title: str,
  description: str,
  difficulty: z.enum(DIFFICULTIES),
  estimatedMinutes: z.optional(z.number()),
  completed: z.boolean(),
  completedAt: optStr,
  createdAt: str,
  updatedAt: str,
  goalId: optStr,
  dayId: optStr,
  subtasks: z.optional(z.array(z.object({ id: str, title: str, done: z.boolean() }))),
});
const milestone = z.object({ name: str, goal: str });
const readingChoice = z.object({
  label: str,
  detail: str,
  answers: z.object({ currentLevel: optStr, targetLevel: optStr, track: optStr }),
});
const taskChange = z.extend(z.partial(task), { id: str, updatedAt: str });
const day = z.object({ id: str, number: z.number(), title: str, isCompleted: z.boolean(), date: optStr, tasks: z.array(task) });
const schedule = z.object({ startDate: str, weekdays: z.array(z.number()), timeZone: str });
const weekFields = { id: str, number: z.number(), title: str, description: str };
const week = z.object({ ...weekFields, days: z.array(day) });
const adjustment = z.object({
  status: z.enum(ADJUSTMENT_STATUSES),
  request: z.object({
    dailyMinutes: z.optional(z.number()),
    targetLevel: optStr,
    pace: z.optional(z.enum(PACES)),
    weekdays: z.optional(z.array(z.number())),
  }),
  fromWeek: z.number(),
  startedAt: str,
  failureReason: optStr,
  weeks: z.optional(z.array(week)),
  review: z.optional(z.object({ week: z.number(), why: str })),
});
const goal = z.object({
  id: str,
  title: str,
  description: str,
  category: z.enum(CATEGORIES),
  option: str,
  status: z.enum(GOAL_STATUSES),
  failureReason: optStr,
  progress: z.number(),
  totalDays: z.number(),
  completedDays: z.number(),
  totalWeeks: z.number(),
  generatedBy: optStr,
  generationStartedAt: optStr,
  createdAt: str,
  schedule,
  answers: z.optional(
    z.object({
      currentLevel: str,
      targetLevel: str,
      dailyMinutes: z.number(),
      weeks: z.optional(z.number()),
      parts: z.optional(z.array(str)),
      track: z.optional(str),
    }),
  ),
  weeks: z.optional(z.array(week)),
  adjustment: z.optional(adjustment),
  archivedAt: optStr,
});
const goalSummary = z.extend(goal, {
  currentWeek: z.optional(z.object(weekFields)),
  currentDay: z.optional(day),
  behindDays: z.number(),
  reviewDue: z.optional(z.object({ week: z.number(), endedOn: str })),
});
const profile = z.object({
  id: str,
  email: str,
  name: str,
  plan: z.enum(PLANS),
  goalCount: z.number(),
  goalLimit: z.nullable(z.number()),
  createdAt: str,
});
const empty = z.undefined();

const counts = z.object({ tasks: z.number(), minutes: z.number(), days: z.number() });
const weekReview = z.object({
  week: z.number(),
  title: str,
  endedOn: str,
  planned: counts,
  done: counts,
  milestone: z.optional(z.object({ title: str, reached: z.boolean() })),
  answer: z.optional(z.object({ feel: z.enum(FEELS), note: z.optional(str), answeredAt: str })),
  change: z.optional(z.object({ kind: z.enum(WEEK_CHANGES), why: str, outcome: z.optional(z.enum(['accepted', 'discarded'])) })),
  summary: optStr,
});
const feed = z.object({ token: optStr, path: optStr, createdAt: str });
const reminders = z.object({ enabled: z.boolean(), hour: z.number(), timeZone: str, weekly: z.optional(z.boolean()), nextAt: optStr });

export const RESPONSE_SCHEMAS = {
  'goals.list': z.object({ goals: z.array(goalSummary) }),
  'goals.create': z.object({ goal }),
  'goals.get': z.object({ goal }),
  'goals.delete': empty,
  'goals.rename': z.object({ goal }),
  'goals.retry': z.object({ goal }),
  'goals.reschedule': z.object({ goal }),
  'goals.reviews': z.object({ reviews: z.array(weekReview) }),
  'goals.review': z.object({ review: weekReview }),
  'goals.adjust': z.object({ goal }),
  'goals.acceptAdjustment': z.object({ goal }),
  'goals.discardAdjustment': empty,
  'goals.archive': z.object({ goal }),
  'goals.restore': z.object({ goal }),
  'tasks.create': z.object({ task }),
  'tasks.update': z.object({ task: taskChange }),
  'goals.preview': z.object({
    weeks: z.number(),
    calendarWeeks: z.number(),
    weeklyMinutes: z.number(),
    reaches: z.optional(milestone),
    target: z.optional(z.extend(milestone, { reached: z.boolean() })),
    warnings: z.array(str),
    summary: str,
    facts: z.array(str),
    why: str,
    details: z.array(str),
    suggestions: z.array(
      z.union([
        z.object({ change: z.literal('minutes'), dailyMinutes: z.number(), result: str }),
        z.object({ change: z.literal('days'), daysPerWeek: z.number(), weekdays: z.array(z.number()), result: str }),
        z.object({ change: z.literal('target'), targetLevel: str, result: str }),
      ]),
    ),
    reading: z.optional(
      z.object({
        track: z.object({ name: str, covers: str, chosen: z.enum(['asked', 'words', 'general']) }),
        tracks: z.array(readingChoice),
        start: str,
        starts: z.array(readingChoice),
        aim: z.optional(milestone),
        aims: z.array(readingChoice),
        constraints: z.array(str),
        specifics: z.array(str),
        offline: optStr,
      }),
    ),
  }),
  'tasks.step': z.object({ task: taskChange }),
  'tasks.breakdown': z.object({ task }),
  'tasks.delete': empty,
  'personalTasks.list': z.object({ tasks: z.array(task) }),
  'personalTasks.create': z.object({ task }),
  'personalTasks.update': z.object({ task: taskChange }),
  'personalTasks.delete': empty,
  'history.list': z.object({ items: z.array(z.extend(task, { goalTitle: optStr })), cursor: optStr }),
  'history.summary': z.object({ from: str, to: str, timeZone: str, days: z.array(z.object({ date: str, count: z.number() })) }),
  'me.get': z.object({
    profile,
    streak: z.object({ current: z.number(), longest: z.number(), freezesLeft: z.number(), frozen: z.array(str) }),
  }),
  'me.update': z.object({ profile }),
  'me.delete': empty,
  'me.email': z.object({ pendingEmail: str }),
  'me.twoFactor': empty,
  'me.password': empty,
  'reminders.get': z.object({ reminders }),
  'reminders.update': z.object({ reminders }),
  'reminders.unsubscribe': z.object({ unsubscribed: z.literal(true) }),
  'calendar.get': z.object({ feed: z.nullable(feed) }),
  'calendar.reset': z.object({ feed }),
  'calendar.delete': empty,
  'calendarFeed.get': str,
  'data.export': str,
  'data.import': z.object({ imported: z.object({ goals: z.number(), personalTasks: z.number(), skipped: z.number() }) }),
} satisfies Record<RouteName, z.ZodMiniType>;

// Each schema accepts exactly its route's response type, and the other way round (a compile error names the route).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Every key required, at every depth: a field one side lacks (even an optional one) then tells them apart. */
type Whole<T> = T extends readonly (infer U)[] ? Whole<U>[] : T extends object ? { [K in keyof T]-?: Whole<NonNullable<T[K]>> } : T;
/** A 204's `void` is an absent body: `undefined` once read. */
type Body<T> = [T] extends [void] ? undefined : T;
type Mismatched = {
  [N in RouteName]: Same<Whole<z.infer<(typeof RESPONSE_SCHEMAS)[N]>>, Whole<Body<ApiResponses[N]>>> extends true ? never : N;
}[RouteName];
export const RESPONSES_MATCH_TYPES: [Mismatched] extends [never] ? true : Mismatched = true;
