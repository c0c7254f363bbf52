import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LIMITS, plural, type Plan, type Profile } from '../../contract';
import { LimitReachedError, PlanLimitError, type AppError } from '../domain/errors';
import { ENV, optionalEnv } from '../env';
import { ddb, isConditionFailed, tableName, type TransactItem } from './dynamo';
import { userPk } from './user-key';

/**
 * The user's profile: name, email, plan, and how many goals and personal tasks count against their
 * caps. Created on first use, by whichever write comes first (a rename, the first goal or task).
 *
 *   profile  PK USER#{sub}  SK PROFILE  email, name, plan, goalCount, ptaskCount, createdAt
 */

/** Who the caller is, from the verified token's claims. */
export interface Identity {
  userId: string;
  email: string;
  name: string;
}

export const profileKey = (userId: string) => ({ PK: userPk(userId), SK: 'PROFILE' });

interface ProfileItem {
  email?: string;
  name?: string;
  plan?: Plan;
  goalCount?: number;
  ptaskCount?: number;
  createdAt?: string;
}

/** The profile item as stored, or undefined before the account's first write; consistent where a write just came before. */
async function readItem(userId: string, consistent = false): Promise<ProfileItem | undefined> {
  const { Item } = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: profileKey(userId), ...(consistent && { ConsistentRead: true }) }),
  );
  return Item as ProfileItem | undefined;
}

export function goalLimit(plan: Plan): number | null {
  return plan === 'pro' ? null : LIMITS.freeGoals;
}

/** The plan of a user who has none yet: the install's DEFAULT_PLAN (context defaultPlan), else Free. */
export const defaultPlan = (): Plan => (optionalEnv(ENV.defaultPlan) === 'pro' ? 'pro' : 'free');

function fromItem(identity: Identity, item: ProfileItem | undefined): Profile {
  const plan = item?.plan ?? defaultPlan();
  return {
    id: identity.userId,
    email: identity.email || item?.email || '',
    name: item?.name ?? identity.name,
    plan,
    goalCount: item?.goalCount ?? 0,
    goalLimit: goalLimit(plan),
    createdAt: item?.createdAt ?? new Date().toISOString(),
  };
}

/**
 * The profile's part of a write that also creates it on first use: the update and its values, for
 * use inside a transaction (goal creation) or alone.
 */
export function upsertProfileParts(identity: Identity, now: string) {
  return {
    set: 'email = :email, createdAt = if_not_exists(createdAt, :now), #plan = if_not_exists(#plan, :plan)',
    names: { '#plan': 'plan' },
    values: { ':email': identity.email, ':now': now, ':plan': defaultPlan() },
  };
}

/**
 * A transaction's item that takes one of the plan's goal slots (creating the profile on first use):
 * it fails when the Free plan's goal, or Pro's fair-use cap, is taken. `slotRefused` reads the failure.
 */
export function takeGoalSlot(identity: Identity, now: string): TransactItem {
  const profile = upsertProfileParts(identity, now);
  return {
    Update: {
      TableName: tableName(),
      Key: profileKey(identity.userId),
      UpdateExpression: `SET ${profile.set} ADD goalCount :one`,
      ConditionExpression: 'attribute_not_exists(goalCount) OR goalCount < :limit OR (#plan = :pro AND goalCount < :proLimit)',
      ExpressionAttributeNames: profile.names,
      ExpressionAttributeValues: { ...profile.values, ':one': 1, ':limit': LIMITS.freeGoals, ':pro': 'pro', ':proLimit': LIMITS.proGoals },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

/** A transaction's item that gives a goal slot back (a deleted or archived goal). */
export function releaseGoalSlot(userId: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: profileKey(userId),
      UpdateExpression: 'ADD goalCount :minusOne',
      ConditionExpression: 'goalCount > :zero',
      ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
    },
  };
}

/**
 * A transaction's item that counts `n` new personal tasks against their cap, creating the profile on
 * first use; it fails (ALL_OLD) when they would pass the cap. A profile from before the counter has
 * none: `seed` is then the tasks counted now, which the counter starts from.
 */
export function takePersonalTaskSlots(userId: string, n: number, now: string, seed?: number): TransactItem {
  const room = LIMITS.personalTasks - n;
  return {
    Update: {
      TableName: tableName(),
      Key: profileKey(userId),
      UpdateExpression:
        'SET ptaskCount = if_not_exists(ptaskCount, :seed) + :n, createdAt = if_not_exists(createdAt, :now), #plan = if_not_exists(#plan, :plan)',
      // Without a seed the counter must exist; with one, it may not yet (and the seed was checked).
      ConditionExpression: seed === undefined ? 'ptaskCount <= :room' : 'attribute_not_exists(ptaskCount) OR ptaskCount <= :room',
      ExpressionAttributeNames: { '#plan': 'plan' },
      ExpressionAttributeValues: { ':seed': seed ?? 0, ':n': n, ':room': room, ':now': now, ':plan': defaultPlan() },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

/** A transaction's item that gives `n` personal tasks' places back; fails on a profile without the counter. */
export function releasePersonalTaskSlots(userId: string, n = 1): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: profileKey(userId),
      UpdateExpression: 'SET ptaskCount = ptaskCount - :n',
      ConditionExpression: 'ptaskCount >= :n',
      ExpressionAttributeValues: { ':n': n },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  };
}

/** The error for a refused takeGoalSlot, from the profile as it was (`old`). */
export function slotRefused(old: Record<string, unknown> | undefined, doing = 'start another'): AppError {
  if (old?.plan === 'pro') {
    return new LimitReachedError(`You can keep at most ${LIMITS.proGoals} goals. Delete or archive one you have finished to ${doing}.`);
  }
  return new PlanLimitError(
    `The Free plan includes ${plural(LIMITS.freeGoals, 'goal')} at a time: archive or delete your current goal first, or ask whoever runs this Stride for Pro, with unlimited goals.`,
  );
}

/**
 * The profile, read on every page load (GET /me). The token's email is the account's verified one (the
 * pool keeps the old address until a new one is confirmed), so when the stored copy — which the daily
 * reminders are sent to — differs, it follows: one write, only after an email change.
 */
export async function getProfile(identity: Identity): Promise<Profile> {
  const item = await readItem(identity.userId);
  if (item && identity.email && item.email !== identity.email) await followEmail(identity);
  return fromItem(identity, item);
}

/**
 * What the account holds against its caps, as its profile counts them: goals kept, its plan, and
 * personal tasks kept (undefined on a profile from before that counter, or none yet).
 */
export async function profileCounts(userId: string): Promise<{ goals: number; plan: Plan; personalTasks?: number }> {
  const item = await readItem(userId);
  const personalTasks = item?.ptaskCount;
  return {
    goals: Number(item?.goalCount ?? 0),
    plan: item?.plan ?? defaultPlan(),
    ...(personalTasks !== undefined && { personalTasks: Number(personalTasks) }),
  };
}

/** The address and name reminders go to, as the profile holds them now (a consistent read). */
export async function profileContact(userId: string): Promise<{ email?: string; name?: string }> {
  const item = await readItem(userId, true);
  return { ...(item?.email && { email: item.email }), ...(item?.name && { name: item.name }) };
}

async function followEmail(identity: Identity): Promise<void> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: profileKey(identity.userId),
        UpdateExpression: 'SET email = :email',
        // Never re-creates a profile a deletion has just swept.
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':email': identity.email },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

export async function updateProfileName(identity: Identity, name: string): Promise<Profile> {
  const now = new Date().toISOString();
  const parts = upsertProfileParts(identity, now);
  const { Attributes } = await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: profileKey(identity.userId),
      UpdateExpression: `SET ${parts.set}, #name = :name`,
      ExpressionAttributeNames: { ...parts.names, '#name': 'name' },
      ExpressionAttributeValues: { ...parts.values, ':name': name },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return fromItem(identity, Attributes as ProfileItem);
}

/** Sets the user's plan (the owner's admin tools and tests; there is no payment flow). */
export async function setPlan(userId: string, plan: Plan): Promise<void> {
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: profileKey(userId),
      UpdateExpression: 'SET #plan = :plan',
      ExpressionAttributeNames: { '#plan': 'plan' },
      ExpressionAttributeValues: { ':plan': plan },
    }),
  );
}
