import { userPk } from './user-key';

/**
 * The history index: every completed task, goal task or personal, carries these two attributes, so
 * completed tasks are one sparse Query, newest first. Filtering by goal (or `personal`) happens in the
 * Query's filter, so a page may take several reads to fill.
 *
 *   completed task  GSI1PK USER#{sub}#DONE  GSI1SK {completedAt}#{taskId}
 */
export const historyPk = (userId: string) => `${userPk(userId)}#DONE`;
export const historySk = (completedAt: string, taskId: string) => `${completedAt}#${taskId}`;

/**
 * The update parts that put a task into the history index when it is completed (keeping its first
 * completion time when `keepFirst`), and the attributes that take it out again.
 */
export function enterHistory(userId: string, taskId: string, now: string, { keepFirst }: { keepFirst: boolean }) {
  return {
    sets: keepFirst
      ? ['completedAt = if_not_exists(completedAt, :now)', 'GSI1PK = :hpk', 'GSI1SK = if_not_exists(GSI1SK, :hsk)']
      : ['completedAt = :now', 'GSI1PK = :hpk', 'GSI1SK = :hsk'],
    values: { ':now': now, ':hpk': historyPk(userId), ':hsk': historySk(now, taskId) },
  };
}
export const LEAVE_HISTORY = 'completedAt, GSI1PK, GSI1SK';
