import { GENERATION_TIMING } from '../../contract';
import { newRunId } from '../domain/ids';
import { claimGeneration, markGenerationFailed, saveRoadmap } from '../store/save-roadmap';
import type { GenerationJob } from './dispatch';
import { generateRoadmap, providerFromEnv, RoadmapGenerationError, type RoadmapProvider } from './index';

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
  const { userId, goalId, attemptId } = job;
  const runId = newRunId();
  const goal = await claimGeneration(userId, goalId, { attemptId, runId });
  if (!goal) {
    console.info(
      JSON.stringify({ level: 'info', message: 'Generation job skipped: not the goal’s current, unclaimed attempt', goalId, attemptId }),
    );
    return;
  }
  try {
    const provider = (options.provider ??= defaultProvider ??= providerFromEnv());
    const plan = await generateRoadmap(
      {
        category: goal.category,
        option: goal.option,
        ...(!goal.titleFromPlan && { title: goal.title }),
        ...(goal.description && { description: goal.description }),
        answers: goal.answers,
      },
      provider,
      AbortSignal.timeout(options.deadlineMs ?? GENERATION_TIMING.providerDeadlineMs),
    );
    await saveRoadmap(userId, goalId, plan, { runId, adoptTitle: goal.titleFromPlan, generatedBy: provider.name });
  } catch (error) {
    const reason = error instanceof RoadmapGenerationError ? error.reason : 'The roadmap could not be generated. Please try again.';
    console.error(JSON.stringify({ level: 'error', message: 'Roadmap generation failed', goalId, attemptId, error: String(error) }));
    await markGenerationFailed(userId, goalId, runId, reason);
  }
}
