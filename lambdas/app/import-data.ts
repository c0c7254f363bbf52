import { LIMITS, type ImportResult } from '../../contract';
import type { ImportInput } from '../../contract/schemas';
import { LimitReachedError, PlanLimitError } from '../domain/errors';
import { assertAccountLive } from '../store/account-guard';
import { accountCaps, importGoal, importPersonalTaskBatch, notHereYet, type ImportedTask } from '../store/import';
import { takeBackPersonalTasks, TASKS_PER_WRITE } from '../store/personal-task';
import type { Identity } from '../store/profile';

/**
 * Takes an export (contract/export.ts) back, into the caller's own account only: the user id is the
 * token's, never the file's. Ids are kept, so what is here already (imported before) is skipped, and
 * importing a file twice adds nothing the second time; an import cut short is finished by sending it
 * again. The caps are checked before anything is written, so an import too big for them writes
 * nothing; the writes count against them again, so imports at once cannot pass them either. A deletion
 * of the account meanwhile stops it between steps (each goal's own transaction checks it too).
 */
export async function importUserData(identity: Identity, data: ImportInput): Promise<ImportResult> {
  const { userId } = identity;
  const now = new Date().toISOString();
  const [{ goals, tasks }, caps] = await Promise.all([notHereYet(userId, data), accountCaps(userId)]);
  assertImportFits(caps, goals.length, tasks.length);
  const result: ImportResult = {
    goals: 0,
    personalTasks: 0,
    skipped: data.goals.length - goals.length + data.personalTasks.length - tasks.length,
  };
  // One goal at a time, oldest first, so a plan limit stops the import at a whole goal.
  for (const goal of [...goals].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
    await assertAccountLive(userId);
    if (await importGoal(identity, goal, now)) result.goals++;
    else result.skipped++;
  }
  result.personalTasks = await importPersonalTasks(userId, tasks);
  result.skipped += tasks.length - result.personalTasks;
  return result;
}

/** Refuses an import that would pass the personal tasks' cap or the plan's goals, saying by how much. */
function assertImportFits(caps: Awaited<ReturnType<typeof accountCaps>>, goals: number, tasks: number): void {
  if (caps.personalTasks + tasks > LIMITS.personalTasks) {
    throw new LimitReachedError(
      `You can keep at most ${LIMITS.personalTasks} personal tasks; with this import you would have ${caps.personalTasks + tasks}.`,
    );
  }
  const limit = caps.goalLimit ?? LIMITS.proGoals;
  const total = caps.goals + goals;
  if (total <= limit) return;
  throw limit === LIMITS.proGoals
    ? new LimitReachedError(`You can keep at most ${LIMITS.proGoals} goals; with this import you would have ${total}.`)
    : new PlanLimitError(
        `The Free plan includes ${limit} goal${limit === 1 ? '' : 's'}; this import would make ${total}. Delete a goal first, or import on a Pro account.`,
      );
}

/**
 * The personal tasks not here yet, a transaction at a time with their count against the cap. A task
 * another request imports meanwhile is skipped; refused part-way (another import took the room), what
 * this one wrote is taken back.
 */
async function importPersonalTasks(userId: string, tasks: readonly ImportedTask[]): Promise<number> {
  const refused = (kept: number) =>
    new LimitReachedError(
      `You can keep at most ${LIMITS.personalTasks} personal tasks; you have ${kept}, and this import adds ${tasks.length}.`,
    );
  const written: string[] = [];
  for (let i = 0; i < tasks.length; i += TASKS_PER_WRITE) {
    await assertAccountLive(userId);
    try {
      written.push(...(await importPersonalTaskBatch(userId, tasks.slice(i, i + TASKS_PER_WRITE), refused)));
    } catch (error) {
      if (error instanceof LimitReachedError) await takeBackPersonalTasks(userId, written);
      throw error;
    }
  }
  return written.length;
}
