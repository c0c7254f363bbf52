/**
 * The goal use cases the goals handler calls (decision 030). Those of several steps live in their own
 * modules (goal-generation.ts, review-week.ts); these are one operation of the goal entity each, named
 * here so that handlers depend on use cases only.
 */
export { acceptAdjustment, discardAdjustment } from '../store/adjust';
export { archiveGoal, restoreGoal } from '../store/archive';
export { deleteGoal } from './delete-goal';
export { renameGoal } from '../store/goal';
export { getGoalWithRoadmap, listGoalSummaries } from '../store/read-goal';
export { rescheduleGoal } from './reschedule-goal';
export { weekReviews } from '../store/review';
