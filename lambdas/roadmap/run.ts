import { generateRoadmap, providerFromEnv, RoadmapGenerationError, type RoadmapProvider } from './index';
import { getGoalItem } from '../store/goal';
import { markGenerationFailed, saveRoadmap } from '../store/save-roadmap';

let defaultProvider: RoadmapProvider | undefined;

/**
 * Generates and stores the roadmap of a goal in status `generating`: the whole roadmap is written
 * before the goal turns `ready`; any failure turns it `failed` with a reason the user can read.
 * Runs outside the request (an Event invocation when deployed, in the background locally).
 */
export async function runGeneration(userId: string, goalId: string, provider?: RoadmapProvider): Promise<void> {
  const goal = await getGoalItem(userId, goalId);
  if (!goal || goal.status !== 'generating') return;
  try {
    provider ??= defaultProvider ??= providerFromEnv();
    const plan = await generateRoadmap(
      {
        category: goal.category,
        option: goal.option,
        ...(!goal.titleFromPlan && { title: goal.title }),
        ...(goal.description && { description: goal.description }),
        answers: goal.answers,
      },
      provider,
    );
    await saveRoadmap(userId, goalId, plan, { adoptTitle: goal.titleFromPlan, generatedBy: provider.name });
  } catch (error) {
    const reason = error instanceof RoadmapGenerationError ? error.reason : 'The roadmap could not be generated. Please try again.';
    console.error(JSON.stringify({ level: 'error', message: 'Roadmap generation failed', goalId, error: String(error) }));
    await markGenerationFailed(userId, goalId, reason);
  }
}
