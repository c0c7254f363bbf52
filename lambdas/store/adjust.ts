import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { parseDayId, type Placement, type Schedule } from '../../contract';
import { ConflictError, NotFoundError } from '../domain/errors';
import { newTaskId } from '../domain/ids';
import {
  ddb,
  deleteKeys,
  isConditionFailed,
  refusedItem,
  keysUnder,
  putAll,
  queryAll,
  tableName,
  transact,
  TransactionConditionsFailed,
  type Key,
} from './dynamo';
import type { DraftWeek } from '../domain/adjust/draft';
import { decodeDraft, draftKey, draftPrefix, encodeDraft } from './adjust-draft';
import { claimAttempt, failAttempt, stuckSince, whileHeld } from './attempt';
import { roadmapToItems } from './roadmap-items';
import { goalKey, goalSk, type AdjustmentItem, type GoalItem } from './goal';
import { countGeneration, quotaExceeded } from './quota';
import type { RoadmapToStore } from './generation';
import { taskKey, taskToItem, type TaskItem } from './task';
import { userPk } from './user-key';
import { weekSk } from './week';

/**
 * An adjustment's persistence (decision 021; the use cases are app/adjust/): its state on the goal
 * item and its proposed weeks in a draft item of their attempt, gzipped JSON (a 26-week plan is too
 * big for a plain item's 400 KB; store/adjust-draft.ts).
 *
 *   goal   PK USER#{sub}  SK GOAL#{goalId}                       adjustment: {status, request, fromWeek, attemptId, review?, lease}
 *   draft  PK USER#{sub}  SK GOAL#{goalId}#ADJUST#{attemptId}    attemptId, plan, description?
 *
 * `adjustment.status` goes generating → ready | failed, and applying while an accepted plan is written,
 * with its own attempt and lease (store/attempt.ts), as a goal's first generation has: the goal stays
 * `ready` and usable throughout.
 */

const STATUS = { '#s': 'status' };

async function draftKeys(userId: string, goalId: string): Promise<Key[]> {
  return keysUnder(userPk(userId), draftPrefix(goalId));
}

/**
 * Sets the goal's adjustment if `condition` holds, in one transaction with the account's guard and
 * whatever else must happen with it (`also`: the quota's count); the goal as it was on a refusal.
 */
function setAdjustment(
  userId: string,
  goalId: string,
  adjustment: AdjustmentItem,
  condition: string,
  values: Record<string, unknown>,
  also: Parameters<typeof transact>[1] = {},
) {
  return transact(userId, {
    goal: {
      Update: {
        TableName: tableName(),
        Key: goalKey(userId, goalId),
        UpdateExpression: 'SET adjustment = :adjustment, updatedAt = :now REMOVE accepted',
        ConditionExpression: condition,
        ExpressionAttributeNames: STATUS,
        ExpressionAttributeValues: { ':adjustment': adjustment, ':now': adjustment.startedAt, ...values },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    ...also,
  });
}

/**
 * Sets a new adjustment on the goal — ready goals only, none being written or freshly generating — in
 * one transaction with one generation counted against the daily quota; then drops the drafts of
 * earlier attempts. A refusal says why: the goal gone, an adjustment on its way, or the quota.
 */
export async function beginAdjustment(
  userId: string,
  goalId: string,
  adjustment: AdjustmentItem,
  dailyQuota: number,
  now: Date,
): Promise<void> {
  const stuck = stuckSince('adjustment', now);
  try {
    await setAdjustment(
      userId,
      goalId,
      adjustment,
      `#s = :ready AND attribute_not_exists(deleting) AND (attribute_not_exists(adjustment) OR adjustment.#s IN (:readyA, :failed) OR ${stuck.condition})`,
      { ...stuck.values, ':ready': 'ready', ':readyA': 'ready', ':failed': 'failed' },
      { quota: countGeneration(userId, adjustment.startedAt, dailyQuota) },
    );
  } catch (error) {
    if (!(error instanceof TransactionConditionsFailed)) throw error;
    if (error.has('goal')) {
      const current = error.old('goal') as GoalItem | undefined;
      if (!current || current.deleting) throw new NotFoundError('Goal not found');
      const status = current.adjustment?.status;
      if (status === 'applying') throw new ConflictError('An adjusted plan is being put in place. Try again in a moment.');
      if (status === 'generating') throw new ConflictError('An adjusted plan is already being prepared.');
      throw new ConflictError('Only a goal with a roadmap can be adjusted.');
    }
    throw quotaExceeded(dailyQuota);
  }
  // Drafts of earlier attempts are no longer wanted.
  await deleteDrafts(userId, goalId);
}

/**
 * Puts an adjustment that is ready at once (a review's "this week once more", decision 036) and its
 * draft on a goal unchanged since it was read: ready, `completedDays` days done, no adjustment but a
 * failed one. False, and nothing kept, when the goal changed meanwhile.
 */
export async function proposeAdjustment(
  userId: string,
  goalId: string,
  adjustment: AdjustmentItem,
  draft: DraftWeek[],
  completedDays: number,
): Promise<boolean> {
  const { attemptId } = adjustment;
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...draftKey(userId, goalId, attemptId), type: 'adjustDraft', attemptId, plan: await encodeDraft(draft) },
    }),
  );
  try {
    await setAdjustment(
      userId,
      goalId,
      adjustment,
      '#s = :ready AND attribute_not_exists(deleting) AND completedDays = :completed AND (attribute_not_exists(adjustment) OR adjustment.#s = :failed)',
      { ':ready': 'ready', ':completed': completedDays, ':failed': 'failed' },
    );
    return true;
  } catch (error) {
    await deleteKeys([draftKey(userId, goalId, attemptId)]);
    if (error instanceof TransactionConditionsFailed) return false;
    throw error;
  }
}

/**
 * Claims an adjustment's attempt for one run, as claimGeneration does for a goal: undefined when the
 * attempt is not the goal's current, generating one, or another run holds it.
 */
export async function claimAdjustment(
  userId: string,
  goalId: string,
  claim: { attemptId: string; runId: string },
  now = new Date(),
): Promise<(GoalItem & { adjustment: AdjustmentItem }) | undefined> {
  return (await claimAttempt('adjustment', userId, goalId, claim, now)) as (GoalItem & { adjustment: AdjustmentItem }) | undefined;
}

/** Keeps the proposed weeks as the attempt's draft, then marks the adjustment ready, if the run still holds it. */
export async function saveDraft(
  userId: string,
  goalId: string,
  weeks: RoadmapToStore['weeks'],
  options: { attemptId: string; runId: string; generatedBy: string; description?: string },
): Promise<boolean> {
  const draft: DraftWeek[] = weeks.map((w) => ({
    ...w,
    days: w.days.map((d) => ({ ...d, tasks: d.tasks.map((t) => ({ ...t, id: newTaskId() })) })),
  }));
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...draftKey(userId, goalId, options.attemptId),
        type: 'adjustDraft',
        attemptId: options.attemptId,
        plan: await encodeDraft(draft),
        // The plan's description as made again with the new answers: it replaces the goal's on accept.
        ...(options.description && { description: options.description }),
      },
    }),
  );
  const held = whileHeld('adjustment', options.runId);
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: goalKey(userId, goalId),
        UpdateExpression: `SET adjustment.#s = :ready, adjustment.generatedBy = :by REMOVE ${held.lease}`,
        ConditionExpression: held.condition,
        ExpressionAttributeNames: held.names,
        ExpressionAttributeValues: { ...held.values, ':ready': 'ready', ':by': options.generatedBy },
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    await deleteKeys([draftKey(userId, goalId, options.attemptId)]);
    return false;
  }
}

export async function markAdjustmentFailed(userId: string, goalId: string, runId: string, reason: string): Promise<void> {
  await failAttempt('adjustment', userId, goalId, { runId }, reason);
}

/** The draft of an attempt: its weeks, and the plan's description as made again with the new answers. */
export async function readDraft(
  userId: string,
  goalId: string,
  attemptId: string,
): Promise<{ weeks: DraftWeek[]; description?: string } | undefined> {
  const { Item } = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: draftKey(userId, goalId, attemptId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return {
    weeks: await decodeDraft(Item.plan as Uint8Array),
    ...(typeof Item.description === 'string' && { description: Item.description }),
  };
}

/**
 * Removes an adjustment that is not being applied; the current plan stays. With `attemptId`, only that
 * adjustment (the one its caller read): `removed` is false when one started since is there instead.
 * Answers the review that asked for it, if one did.
 */
export async function removeAdjustment(
  userId: string,
  goalId: string,
  attemptId?: string,
): Promise<{ removed: boolean; review?: AdjustmentItem['review'] }> {
  try {
    const { Attributes } = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: goalKey(userId, goalId),
        UpdateExpression: 'REMOVE adjustment, accepted',
        ConditionExpression:
          'attribute_exists(PK) AND attribute_not_exists(deleting) AND (attribute_not_exists(adjustment) OR adjustment.#s <> :applying)' +
          (attemptId ? ' AND adjustment.attemptId = :attempt' : ''),
        ExpressionAttributeNames: STATUS,
        ExpressionAttributeValues: { ':applying': 'applying', ...(attemptId && { ':attempt': attemptId }) },
        ReturnValues: 'ALL_OLD',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    const review = (Attributes as GoalItem | undefined)?.adjustment?.review;
    return { removed: true, ...(review && { review }) };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const old = refusedItem<GoalItem>(error);
    if (!old || old.deleting) throw new NotFoundError('Goal not found');
    if (attemptId && old.adjustment?.attemptId !== attemptId) return { removed: false }; // not the one read
    throw new ConflictError('The adjusted plan is already being put in place.');
  }
}

/** Deletes the goal's adjustment drafts: one attempt's, or all of them. */
export async function deleteDrafts(userId: string, goalId: string, attemptId?: string): Promise<void> {
  await deleteKeys(attemptId ? [draftKey(userId, goalId, attemptId)] : await draftKeys(userId, goalId));
}

/** An item of the weeks an adjustment replaces: its key, its kind, and for a task whether it is done and which run wrote it. */
export type ReplacedItem = Key & { type: string; completed?: boolean; runId?: string };

/** Every item of the weeks from `fromWeek` on, read once. */
export async function itemsFromWeek(userId: string, goalId: string, fromWeek: number): Promise<ReplacedItem[]> {
  return (await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':from': weekSk(goalId, fromWeek), ':to': `${goalSk(goalId)}#W#~` },
  })) as ReplacedItem[];
}

/** Marks a ready adjustment as being applied; false when another accept or a discard got there first. */
export async function markApplying(userId: string, goalId: string, attemptId: string): Promise<boolean> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: goalKey(userId, goalId),
        UpdateExpression: 'SET adjustment.#s = :applying',
        ConditionExpression: 'adjustment.attemptId = :attempt AND adjustment.#s = :ready AND attribute_not_exists(deleting)',
        ExpressionAttributeNames: STATUS,
        ExpressionAttributeValues: { ':applying': 'applying', ':attempt': attemptId, ':ready': 'ready' },
      }),
    );
    return true;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    return false;
  }
}

/**
 * Writes the draft's weeks in place of `replaced`: every item keyed by the draft (fixed task ids), so
 * writing it twice writes the same items; the user's own tasks (no generation run wrote them) go to
 * the day `carriedTo` names; the replaced items the new weeks do not overwrite are deleted.
 */
export async function replaceWeeks(
  userId: string,
  goalId: string,
  attemptId: string,
  draft: DraftWeek[],
  replaced: ReplacedItem[],
  carriedTo: (dayId: string) => string,
): Promise<void> {
  const ownTasks = replaced.filter((i) => i.type === 'task' && !i.runId) as unknown as TaskItem[];
  const carried = new Map<string, TaskItem[]>();
  for (const task of ownTasks) {
    const target = carriedTo(task.dayId);
    const moved = target === task.dayId ? task : { ...task, ...taskKey(userId, goalId, target, task.id), dayId: target };
    carried.set(target, [...(carried.get(target) ?? []), moved]);
  }
  const now = new Date().toISOString();
  const { items } = roadmapToItems(userId, goalId, draft, {
    task: (task, id, order) => ({ ...taskToItem(userId, goalId, id, { ...task, order, createdAt: now }), runId: `adjust-${attemptId}` }),
    carried: (id) => carried.get(id) ?? [],
  });
  await putAll(items);
  const keep = new Set(items.map((i) => String(i.SK)));
  await deleteKeys(replaced.filter((k) => !keep.has(k.SK)).map(({ PK, SK }) => ({ PK, SK })));
}

/**
 * The goal's new shape, set once every item is written: its counters from the days then complete in
 * `current` (the goal as its use case just read it). A day completed or reopened meanwhile fails the
 * write's condition, and the count is made again from the goal as the refusal returns it.
 */
export async function finishAccept(
  userId: string,
  current: GoalItem | undefined,
  attemptId: string,
  dayIds: string[],
  next: {
    totalWeeks: number;
    schedule: Schedule;
    placement: Placement;
    answers: GoalItem['answers'];
    fromWeek: number;
    description?: string;
  },
  tries = 3,
): Promise<void> {
  if (!current || current.adjustment?.attemptId !== attemptId) return; // finished by another accept
  const done = [...(current.doneDays ?? [])].filter((id) => parseDayId(id)!.week < next.fromWeek);
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: goalKey(userId, current.id),
        UpdateExpression:
          'SET dayIds = :dayIds, totalDays = :days, totalWeeks = :weeks, completedDays = :completed, schedule = :schedule, placement = :placement, answers = :answers, accepted = :attempt, updatedAt = :now' +
          (next.description ? ', description = :description' : '') +
          (done.length ? ', doneDays = :done' : '') +
          ' REMOVE adjustment' +
          (done.length ? '' : ', doneDays'),
        ConditionExpression: 'adjustment.attemptId = :attempt AND completedDays = :before',
        ExpressionAttributeValues: {
          ':dayIds': dayIds,
          ':days': dayIds.length,
          ':weeks': next.totalWeeks,
          ':completed': done.length,
          ':schedule': next.schedule,
          ':placement': next.placement,
          ':answers': next.answers,
          ':now': new Date().toISOString(),
          ':attempt': attemptId,
          ':before': current.completedDays,
          ...(done.length && { ':done': new Set(done) }),
          ...(next.description && { ':description': next.description }),
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error) || tries <= 1) throw error;
    await finishAccept(userId, refusedItem<GoalItem>(error), attemptId, dayIds, next, tries - 1);
  }
}
