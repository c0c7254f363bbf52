import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { parseDayId, type AdjustPlanRequest, type Goal, type Placement, type Schedule } from '../../contract';
import type { AdjustPlanInput } from '../../contract/schemas';
import { ConflictError, NotFoundError, ValidationError } from '../domain/errors';
import { firstOpenWeek } from '../domain/adjust/open-week';
import { newAttemptId, newTaskId } from '../domain/ids';
import {
  ddb,
  deleteKeys,
  isConditionFailed,
  keysUnder,
  putAll,
  queryAll,
  tableName,
  transact,
  TransactionConditionsFailed,
  type Key,
} from './dynamo';
import {
  adjustedCalendar,
  decodeDraft,
  draftDayIds,
  draftKey,
  draftPrefix,
  encodeDraft,
  keptDayIds,
  repeatWeekDraft,
  type DraftWeek,
} from './adjust-draft';
import { claimAttempt, failAttempt, stuckSince, whileHeld } from './attempt';
import { roadmapToItems } from './roadmap-items';
import { getGoalItem, goalKey, goalSk, scheduleOf, type AdjustmentItem, type GoalItem } from './goal';
import { countGeneration, quotaExceeded } from './quota';
import { getGoalWithRoadmap } from './read-goal';
import { markReviewOutcome } from './review';
import type { RoadmapToStore } from './generation';
import { taskKey, taskToItem, type TaskItem } from './task';
import { userPk } from './user-key';
import { weekSk } from './week';

/**
 * "Adjust plan" (decision 021): the weeks not yet started are planned again with new answers (daily
 * time, target, pace, weekdays), shown beside the current ones, and put in their place only when the
 * user accepts.
 *
 * The state lives on the goal item as `adjustment` — generating → ready | failed, and applying while an
 * accepted plan is written — with its own attempt and lease, as a goal's first generation has
 * (store/generation.ts): the goal stays `ready` and usable throughout. The proposed weeks wait in a
 * draft item of their attempt, gzipped JSON (a 26-week plan is too big for a plain item's 400 KB):
 *
 * (store/adjust-draft.ts).
 */

/** A proposed week as the draft holds it: task ids fixed when it was made, so applying it twice writes the same items. */

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
        UpdateExpression: 'SET adjustment = :adjustment, updatedAt = :now',
        ConditionExpression: condition,
        ExpressionAttributeNames: STATUS,
        ExpressionAttributeValues: { ':adjustment': adjustment, ':now': adjustment.startedAt, ...values },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    ...also,
  });
}

const sameRequest = (item: GoalItem, input: AdjustPlanInput) =>
  (input.dailyMinutes ?? item.answers.dailyMinutes) === item.answers.dailyMinutes &&
  (input.targetLevel ?? item.answers.targetLevel).trim() === item.answers.targetLevel.trim() &&
  (input.pace ?? 'same') === 'same' &&
  (!input.weekdays || [...new Set(input.weekdays)].sort().join() === scheduleOf(item).weekdays.join());

/**
 * Starts an adjustment: one transaction sets it on the goal (ready goals only, none being written or
 * freshly generating) and counts one generation against the daily quota.
 */
export async function startAdjustment(
  userId: string,
  goalId: string,
  input: AdjustPlanInput,
  dailyQuota: number,
  options: { now?: Date; review?: AdjustmentItem['review'] } = {},
): Promise<{ goal: Goal; attemptId: string }> {
  const now = options.now ?? new Date();
  const item = await getGoalItem(userId, goalId);
  if (!item || item.deleting) throw new NotFoundError('Goal not found');
  if (item.status !== 'ready') throw new ConflictError('Only a goal with a roadmap can be adjusted.');
  if (sameRequest(item, input)) throw new ValidationError('Change the daily time, the target, the pace or the weekdays', 'body');
  const fromWeek = firstOpenWeek(await getGoalWithRoadmap(userId, goalId), new Set(item.doneDays ?? []));
  if (fromWeek > item.totalWeeks) {
    throw new ConflictError('Every week of this plan has begun, so there is nothing left to plan again.');
  }
  const at = now.toISOString();
  const attemptId = newAttemptId();
  const request: AdjustPlanRequest = {
    ...input,
    ...(input.targetLevel && { targetLevel: input.targetLevel.trim() }),
    ...(input.weekdays && { weekdays: [...new Set(input.weekdays)].sort((a, b) => a - b) }),
  };
  const adjustment: AdjustmentItem = {
    status: 'generating',
    request,
    fromWeek,
    startedAt: at,
    attemptId,
    ...(options.review && { review: options.review }),
  };
  const stuck = stuckSince('adjustment', now);
  try {
    await setAdjustment(
      userId,
      goalId,
      adjustment,
      `#s = :ready AND attribute_not_exists(deleting) AND (attribute_not_exists(adjustment) OR adjustment.#s IN (:readyA, :failed) OR ${stuck.condition})`,
      { ...stuck.values, ':ready': 'ready', ':readyA': 'ready', ':failed': 'failed' },
      { quota: countGeneration(userId, at, dailyQuota) },
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
  await deleteKeys(await draftKeys(userId, goalId));
  return { goal: await getGoalWithRoadmap(userId, goalId), attemptId };
}

/**
 * A weekly review's "this week once more" (decision 036), proposed as an adjustment that is ready at
 * once: its draft is the plan's own weeks, so no provider is asked and no generation counted. Made
 * only when the week after the reviewed one has not begun and no other adjustment is waiting; false
 * (nothing written) when either stopped being true meanwhile. `read` is the goal as the review read it
 * (store/read-goal.ts readGoal): the write is conditioned on its days done being unchanged, and a week
 * begun since is refused on accept, as for any adjustment.
 */
export async function proposeRepeat(
  userId: string,
  goalId: string,
  review: { week: number; why: string },
  read: { goal: Goal; items: Record<string, unknown>[] },
  now = new Date(),
): Promise<boolean> {
  const { goal, items } = read;
  const item = items.find((i) => i.type === 'goal') as GoalItem;
  const fromWeek = review.week + 1;
  // The weeks from the one after it not begun (the reviewed week itself may have been missed whole).
  if (item.status !== 'ready' || firstOpenWeek(goal, new Set(item.doneDays ?? [])) > fromWeek) return false;
  const own = new Set(items.filter((i) => i.type === 'task' && !i.runId).map((i) => String(i.id)));
  const draft = repeatWeekDraft(goal.weeks ?? [], own, review.week, fromWeek, newTaskId);
  const attemptId = newAttemptId();
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...draftKey(userId, goalId, attemptId), type: 'adjustDraft', attemptId, plan: await encodeDraft(draft) },
    }),
  );
  const adjustment: AdjustmentItem = {
    status: 'ready',
    request: {},
    fromWeek,
    startedAt: now.toISOString(),
    attemptId,
    review,
    generatedBy: 'review',
  };
  try {
    // Unchanged since it was read: ready, the same days done, no adjustment but a failed one.
    await setAdjustment(
      userId,
      goalId,
      adjustment,
      '#s = :ready AND attribute_not_exists(deleting) AND completedDays = :completed AND (attribute_not_exists(adjustment) OR adjustment.#s = :failed)',
      { ':ready': 'ready', ':completed': item.completedDays, ':failed': 'failed' },
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

async function readDraft(
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
 * Drops an adjustment that is not being applied, and its draft; the current plan stays. With
 * `attemptId`, only that adjustment (the one its caller read): one started since is left alone.
 */
export async function discardAdjustment(userId: string, goalId: string, attemptId?: string): Promise<void> {
  let review: AdjustmentItem['review'];
  try {
    const { Attributes } = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: goalKey(userId, goalId),
        UpdateExpression: 'REMOVE adjustment',
        ConditionExpression:
          'attribute_exists(PK) AND attribute_not_exists(deleting) AND (attribute_not_exists(adjustment) OR adjustment.#s <> :applying)' +
          (attemptId ? ' AND adjustment.attemptId = :attempt' : ''),
        ExpressionAttributeNames: STATUS,
        ExpressionAttributeValues: { ':applying': 'applying', ...(attemptId && { ':attempt': attemptId }) },
        ReturnValues: 'ALL_OLD',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    review = (Attributes as GoalItem | undefined)?.adjustment?.review;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    // The exception carries the item in DynamoDB's own format (the document client leaves it so).
    const raw = (error as { Item?: Record<string, AttributeValue> }).Item;
    const old = raw && (unmarshall(raw) as GoalItem);
    if (!old || old.deleting) throw new NotFoundError('Goal not found');
    if (attemptId && old.adjustment?.attemptId !== attemptId) return; // not the one read: nothing of it left to discard
    throw new ConflictError('The adjusted plan is already being put in place.');
  }
  await deleteKeys(attemptId ? [draftKey(userId, goalId, attemptId)] : await draftKeys(userId, goalId));
  if (review) await markReviewOutcome(userId, goalId, review.week, 'discarded');
}

/**
 * Puts the proposed weeks in place of the weeks from `fromWeek` on. Weeks before it, their days and
 * tasks are not touched; the user's own tasks in replaced weeks move to the same day of the new plan
 * (or its last day, when the plan got shorter). The goal is marked `applying` first, so that an
 * interrupted accept can be sent again and finish the job: every write is keyed by the draft (fixed
 * task ids), so repeating one writes the same items. Readers may see the old and new weeks mixed for
 * the moment it takes; the goal's counters are set last, from what is then complete.
 */
export async function acceptAdjustment(userId: string, goalId: string): Promise<Goal> {
  const item = await getGoalItem(userId, goalId);
  if (!item || item.deleting) throw new NotFoundError('Goal not found');
  const adjustment = item.adjustment;
  if (!adjustment) throw new ConflictError('There is no adjusted plan to accept.');
  if (adjustment.status === 'generating') throw new ConflictError('The adjusted plan is still being prepared.');
  if (adjustment.status === 'failed') throw new ConflictError('The adjusted plan could not be made. Adjust again, or discard it.');
  const { fromWeek, attemptId } = adjustment;
  // Every item of the weeks being replaced, read once: whether they were begun, the user's own tasks
  // in them (no generation run wrote those), and what to delete once the new weeks are written.
  const replaced = (await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':from': weekSk(goalId, fromWeek), ':to': `${goalSk(goalId)}#W#~` },
  })) as (Key & { type: string; completed?: boolean; runId?: string })[];

  if (adjustment.status === 'ready') {
    const begun =
      replaced.some((i) => i.type === 'task' && i.completed) || [...(item.doneDays ?? [])].some((id) => parseDayId(id)!.week >= fromWeek);
    if (begun) {
      throw new ConflictError(`Week ${fromWeek} has begun since this plan was made. Discard it and adjust again from where you are.`);
    }
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
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
      return acceptAdjustment(userId, goalId); // another accept or a discard got there first: answer as things now are
    }
  }
  const read = await readDraft(userId, goalId, attemptId);
  if (!read) throw new ConflictError('The adjusted plan is no longer available. Adjust again.');
  const draft = read.weeks;
  // A catalogue goal's description is its plan's and is rewritten with it; a custom goal's is the person's.
  const description = item.category !== 'custom' ? read.description : undefined;

  const newDays = new Set(draftDayIds(draft));
  const lastNewDay = draftDayIds(draft).at(-1)!;
  const ownTasks = replaced.filter((i) => i.type === 'task' && !i.runId) as unknown as TaskItem[];
  const carried = new Map<string, TaskItem[]>();
  for (const task of ownTasks) {
    const target = newDays.has(task.dayId) ? task.dayId : lastNewDay;
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

  const { schedule, placement } = adjustedCalendar(item, adjustment.request.weekdays);
  const answers = {
    ...item.answers,
    ...(adjustment.request.dailyMinutes && { dailyMinutes: adjustment.request.dailyMinutes }),
    ...(adjustment.request.targetLevel && { targetLevel: adjustment.request.targetLevel }),
    weeks: fromWeek - 1 + draft.length,
  };
  await finishAccept(userId, goalId, attemptId, [...keptDayIds(item, fromWeek), ...draftDayIds(draft)], {
    totalWeeks: fromWeek - 1 + draft.length,
    schedule,
    placement,
    answers,
    fromWeek,
    ...(description && { description }),
  });
  await deleteKeys(await draftKeys(userId, goalId));
  if (adjustment.review) await markReviewOutcome(userId, goalId, adjustment.review.week, 'accepted');
  return getGoalWithRoadmap(userId, goalId);
}

/** The goal's new shape, set once every item is written: its counters from the days then complete. */
async function finishAccept(
  userId: string,
  goalId: string,
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
  const item = await getGoalItem(userId, goalId);
  const adjustment = item?.adjustment;
  if (!item || adjustment?.attemptId !== attemptId) return; // finished by another accept
  const done = [...(item.doneDays ?? [])].filter((id) => parseDayId(id)!.week < next.fromWeek);
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: goalKey(userId, goalId),
        UpdateExpression:
          'SET dayIds = :dayIds, totalDays = :days, totalWeeks = :weeks, completedDays = :completed, schedule = :schedule, placement = :placement, answers = :answers, updatedAt = :now' +
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
          ':before': item.completedDays,
          ...(done.length && { ':done': new Set(done) }),
          ...(next.description && { ':description': next.description }),
        },
      }),
    );
  } catch (error) {
    // A day was completed or reopened meanwhile: count again from the goal as it now is.
    if (!isConditionFailed(error) || tries <= 1) throw error;
    await finishAccept(userId, goalId, attemptId, dayIds, next, tries - 1);
  }
}
