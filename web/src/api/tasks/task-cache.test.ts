import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Goal, GoalSummary, Task } from '@contract';
import { keys } from '../keys';
import { editCaches, rollback, snapshot } from './task-cache';

const task = (id: string, completed = false): Task => ({
  id,
  title: id,
  description: '',
  difficulty: 'easy',
  completed,
  createdAt: '',
  updatedAt: '',
  goalId: 'g1',
  dayId: 'w01d01',
});
const day = { id: 'w01d01', number: 1, title: 'Day 1', isCompleted: false, tasks: [task('a'), task('b')] };
const summary = { id: 'g1', currentDay: day } as GoalSummary;
const goal = {
  id: 'g1',
  weeks: [{ id: 'w01', number: 1, title: 'Week 1', description: '', days: [day, { ...day, id: 'w01d02', tasks: [task('c')] }] }],
} as Goal;

function seeded() {
  const client = new QueryClient();
  client.setQueryData(keys.goals, [summary, { id: 'g2' } as GoalSummary]);
  client.setQueryData(keys.goal('g1'), goal);
  client.setQueryData(keys.personalTasks, [{ ...task('p'), goalId: undefined, dayId: undefined }]);
  return client;
}

const completeAll = (tasks: Task[]) => tasks.map((t) => ({ ...t, completed: true }));

describe('optimistic task caches', () => {
  it('edits the day in Home’s summaries and on the goal page, and marks the goal page’s day complete', () => {
    const client = seeded();
    editCaches(client, { goalId: 'g1', dayId: 'w01d01' }, completeAll);
    const [edited, other] = client.getQueryData<GoalSummary[]>(keys.goals)!;
    expect(edited!.currentDay!.tasks.every((t) => t.completed)).toBe(true);
    expect(other).toEqual({ id: 'g2' });
    const [first, second] = client.getQueryData<Goal>(keys.goal('g1'))!.weeks![0]!.days;
    expect(first).toMatchObject({ isCompleted: true });
    expect(second!.tasks[0]!.completed).toBe(false); // another day is left alone
    expect(client.getQueryData<Task[]>(keys.personalTasks)![0]!.completed).toBe(false);
  });

  it('edits only the personal list for a personal task', () => {
    const client = seeded();
    editCaches(client, {}, completeAll);
    expect(client.getQueryData<Task[]>(keys.personalTasks)![0]!.completed).toBe(true);
    expect(client.getQueryData<GoalSummary[]>(keys.goals)![0]!.currentDay!.tasks[0]!.completed).toBe(false);
  });

  it('rolls every affected cache back to its snapshot', async () => {
    const client = seeded();
    const saved = await snapshot(client, { goalId: 'g1', dayId: 'w01d01' });
    editCaches(client, { goalId: 'g1', dayId: 'w01d01' }, () => []);
    rollback(client, saved);
    expect(client.getQueryData(keys.goals)).toEqual([summary, { id: 'g2' }]);
    expect(client.getQueryData(keys.goal('g1'))).toEqual(goal);
  });
});
