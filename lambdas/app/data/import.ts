import { LIMITS, plural, type ImportResult } from '../../../contract';
import type { ImportInput } from '../../../contract/schemas';
import { LimitReachedError, PlanLimitError } from '../../domain/errors';
import { assertAccountLive } from '../../store/account-guard';
import { importedTasksToItems, importGoal, notHereYet } from '../../store/import';
import {
  countPersonalTasks,
  putReservedPersonalTasks,
  releasePersonalTasks,
  reservePersonalTasks,
  TASKS_PER_WRITE,
} from '../../store/personal-task';
import { logger } from '../../observability';
import { goalLimit, profileCounts, type Identity } from '../../store/profile';

/**
 * Takes an export (contract/export.ts) back, into the caller's own account only: the user id is the
 * token's, never the file's. Ids are kept, so what is here already (imported before) is skipped, and
 * importing a file twice adds nothing the second time; an import cut short is finished by sending it
 * again. The caps are checked before anything is written, so an import too big for them writes
 * nothing; the writes count against them again, so imports at once cannot pass them either: the room
 * for every personal task is taken first, in one conditional write, so of imports at once those that
 * fit go through whole and the rest are refused before writing anything, told the count as it is. A
 * deletion of the account meanwhile stops it between steps (each goal's own transaction checks it too).
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
  await assertAccountLive(userId);
  await reservePersonalTasks(userId, tasks.length, (kept) => tooManyTasks(kept, tasks.length));
  let written = 0;
  try {
    // One goal at a time, oldest first, so a plan limit stops the import at a whole goal.
    for (const goal of [...goals].sort((a, b) => a.createdAt.localeCompare(b.createdAt))) {
      await assertAccountLive(userId);
      if (await importGoal(identity, goal, now)) result.goals++;
      else result.skipped++;
    }
    for (let i = 0; i < tasks.length; i += TASKS_PER_WRITE) {
      await assertAccountLive(userId);
      written += (await putReservedPersonalTasks(userId, importedTasksToItems(userId, tasks.slice(i, i + TASKS_PER_WRITE)))).length;
    }
  } finally {
    // Room taken and not used (tasks imported meanwhile by another request, or an import stopped) goes back.
    await releasePersonalTasks(userId, tasks.length - written).catch((error: unknown) =>
      logger.error('Unused personal-task room not given back', { unused: tasks.length - written, error }),
    );
  }
  result.personalTasks = written;
  result.skipped += tasks.length - written;
  return result;
}

/** What the account holds against its caps: personal tasks kept, goals kept, and its plan's goal limit (null: none). */
async function accountCaps(userId: string): Promise<{ personalTasks: number; goals: number; goalLimit: number | null }> {
  const held = await profileCounts(userId);
  // A profile from before the personal tasks' counter: they are counted once.
  return { personalTasks: held.personalTasks ?? (await countPersonalTasks(userId)), goals: held.goals, goalLimit: goalLimit(held.plan) };
}

const tooManyTasks = (kept: number, adding: number) =>
  new LimitReachedError(`You can keep at most ${LIMITS.personalTasks} personal tasks; with this import you would have ${kept + adding}.`);

/** Refuses an import that would pass the personal tasks' cap or the plan's goals, saying by how much. */
function assertImportFits(caps: Awaited<ReturnType<typeof accountCaps>>, goals: number, tasks: number): void {
  if (caps.personalTasks + tasks > LIMITS.personalTasks) throw tooManyTasks(caps.personalTasks, tasks);
  const limit = caps.goalLimit ?? LIMITS.proGoals;
  const total = caps.goals + goals;
  if (total <= limit) return;
  throw limit === LIMITS.proGoals
    ? new LimitReachedError(`You can keep at most ${LIMITS.proGoals} goals; with this import you would have ${total}.`)
    : new PlanLimitError(
        `The Free plan includes ${plural(limit, 'goal')}; this import would make ${total}. Delete a goal first, or import on a Pro account.`,
      );
}
