import { pad, weekId } from '../../contract';
import type { Week } from '../../contract';
import { goalSk } from './goal';
import { userPk } from './user-key';

/**
 * A roadmap week. It sits under its goal's sort-key prefix, so one Query reads a whole goal.
 *
 *   week  PK USER#{sub}  SK GOAL#{goalId}#W#{nn}  number, title, description
 */

export const weekSk = (goalId: string, week: number) => `${goalSk(goalId)}#W#${pad(week)}`;

export type WeekItem = {
  PK: string;
  SK: string;
  type: 'week';
  number: number;
  title: string;
  description: string;
};

export function weekToItem(userId: string, goalId: string, week: Pick<Week, 'number' | 'title' | 'description'>): WeekItem {
  return {
    PK: userPk(userId),
    SK: weekSk(goalId, week.number),
    type: 'week',
    number: week.number,
    title: week.title,
    description: week.description,
  };
}

/** The week without its days (assembled by the roadmap reader). */
export function weekFromItem(item: WeekItem): Week {
  return { id: weekId(item.number), number: item.number, title: item.title, description: item.description, days: [] };
}
