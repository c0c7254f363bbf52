import { newRunId } from '../../domain/ids';
import { GENERATION_TIMING, LIMITS, planWeekdays, todayIn, type Schedule } from '../../../contract';
import { claimAdjustment, markAdjustmentFailed, saveDraft } from '../../store/adjust';
import { claimGeneration, markGenerationFailed, saveRoadmap } from '../../store/generation';
import { count, logger, METRIC, milliseconds, userHash } from '../../observability';
import { scheduleOf } from '../../store/goal';
import type { GenerationJob } from '../../roadmap/job';
import { generateRoadmap, providerFromEnv, RoadmapGenerationError, type RoadmapProvider } from '../../roadmap/generate';

let defaultProvider: RoadmapProvider | undefined;

export interface RunOptions {
  provider?: RoadmapProvider;
  /** How long the provider may take. @default GENERATION_TIMING.providerDeadlineMs */
  deadlineMs?: number;
}

/**
 * One run of a generation job: claims the goal for this run (a duplicate event, a job of an older
 * attempt, or a goal no longer generating ends here, writing nothing), generates within the deadline
 * and stores the roadmap; any failure turns the goal `failed` with a reason the user can read. Runs
 * outside the request (an Event invocation when deployed, in the background locally).
 */
export async function runGeneration(job: GenerationJob, options: RunOptions = {}): Promise<void> {
  if (job.kind === 'adjust') return runAdjustment(job, options);
  const { userId, goalId, attemptId } = job;
  const runId = newRunId();
  const goal = await claimGeneration(userId, goalId, { attemptId, runId });
  const log = { goalId, attemptId, user: userHash(userId) };
  if (!goal) {
    logger.info('Generation job skipped: not the goal’s current, unclaimed attempt', log);
    return;
  }
  const started = performance.now();
  try {
    const provider = (options.provider ??= defaultProvider ??= providerFromEnv());
    const plan = await generateRoadmap(
      {
        category: goal.category,
        option: goal.option,
        ...(!goal.titleFromPlan && { title: goal.title }),
        ...(goal.description && { description: goal.description }),
        answers: goal.answers,
        daysPerWeek: scheduleOf(goal).weekdays.length,
        weekdays: planWeekdays(scheduleOf(goal)),
        startDate: scheduleOf(goal).startDate,
      },
      provider,
      AbortSignal.timeout(options.deadlineMs ?? GENERATION_TIMING.providerDeadlineMs),
    );
    await saveRoadmap(userId, goalId, plan, { runId, adoptTitle: goal.titleFromPlan, generatedBy: provider.name });
    count(METRIC.generationSucceeded);
    milliseconds(METRIC.generationDuration, Math.round(performance.now() - started));
    logger.info('Roadmap generated', { ...log, provider: provider.name, weeks: plan.weeks.length });
  } catch (error) {
    const reason = error instanceof RoadmapGenerationError ? error.reason : 'The roadmap could not be generated. Please try again.';
    count(METRIC.generationFailed);
    logger.error('Roadmap generation failed', { ...log, reason, error });
    await markGenerationFailed(userId, goalId, runId, reason);
  }
}

/** Weeks left after an adjustment: a lighter pace spreads them out by a quarter, a harder one packs them by a fifth. */
export function remainingWeeks(left: number, pace: 'lighter' | 'same' | 'harder' = 'same'): number {
  if (pace === 'lighter') return Math.ceil(left * 1.25);
  if (pace === 'harder') return Math.max(1, Math.floor(left * 0.8));
  return left;
}

/**
 * The weekdays an adjusted plan's weeks meet, in order: the goal's own, or new ones from today, where
 * the adjusted weeks flow from when it is accepted (domain/adjust/draft.ts `adjustedCalendar`).
 */
function adjustedWeekdays(schedule: Schedule, weekdays: number[] | undefined): number[] {
  if (!weekdays) return planWeekdays(schedule);
  return planWeekdays({ startDate: todayIn(schedule.timeZone), weekdays });
}

/**
 * One run of an "Adjust plan" job (store/adjust.ts): the whole plan is made again with the new answers
 * at its new length, and its weeks from the first one not yet started become the draft shown beside
 * the current plan. Planning the whole keeps the progression continuous (the curriculum's weeks fall
 * where they would have), and the weeks already begun are never touched.
 */
async function runAdjustment(job: GenerationJob, options: RunOptions): Promise<void> {
  const { userId, goalId, attemptId } = job;
  const runId = newRunId();
  const goal = await claimAdjustment(userId, goalId, { attemptId, runId });
  if (!goal) return;
  const { request: change, fromWeek } = goal.adjustment;
  try {
    const provider = (options.provider ??= defaultProvider ??= providerFromEnv());
    const left = Math.min(remainingWeeks(goal.totalWeeks - fromWeek + 1, change.pace), LIMITS.weeks.max - (fromWeek - 1));
    const plan = await generateRoadmap(
      {
        category: goal.category,
        option: goal.option,
        ...(!goal.titleFromPlan && { title: goal.title }),
        ...(goal.description && { description: goal.description }),
        answers: {
          ...goal.answers,
          ...(change.dailyMinutes && { dailyMinutes: change.dailyMinutes }),
          ...(change.targetLevel && { targetLevel: change.targetLevel }),
          weeks: fromWeek - 1 + left,
        },
        daysPerWeek: (change.weekdays ?? scheduleOf(goal).weekdays).length,
        weekdays: adjustedWeekdays(scheduleOf(goal), change.weekdays),
      },
      provider,
      AbortSignal.timeout(options.deadlineMs ?? GENERATION_TIMING.providerDeadlineMs),
    );
    const weeks = plan.weeks.filter((w) => w.number >= fromWeek);
    if (!weeks.length) throw new RoadmapGenerationError('The adjusted plan came back without the weeks to replace. Please try again.');
    await saveDraft(userId, goalId, weeks, { attemptId, runId, generatedBy: provider.name, description: plan.description });
  } catch (error) {
    const reason = error instanceof RoadmapGenerationError ? error.reason : 'The plan could not be adjusted. Please try again.';
    logger.error('Plan adjustment failed', { goalId, attemptId, user: userHash(userId), reason, error });
    await markAdjustmentFailed(userId, goalId, runId, reason);
  }
}
