import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LIMITS } from '../../contract';
import { breakDownTask, instructions } from '../../lambdas/roadmap/breakdown';
import type { Curriculum } from '../../lambdas/roadmap/curricula/schema';

const folder = join(__dirname, '..', '..', 'lambdas', 'roadmap', 'curricula');
const tasks = readdirSync(folder)
  .filter((f) => f.endsWith('.json') && !f.startsWith('_')) // `_person.json` holds person.ts's tables, no curriculum
  .flatMap((file) => {
    const curriculum = JSON.parse(readFileSync(join(folder, file), 'utf8')) as Curriculum;
    return curriculum.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => ({ file, ...t }))));
  });

describe('breaking a task into steps', () => {
  it('gives every curriculum task 2–6 distinct steps that fit a title', () => {
    expect(tasks.length).toBeGreaterThan(1000);
    for (const task of tasks) {
      const title = task.title.replace(/\{minutes\}/g, '20');
      const steps = breakDownTask({ title, description: task.description.replace(/\{minutes\}/g, '20'), estimatedMinutes: task.minutes });
      const problems = [
        steps.length < LIMITS.subtasks.min || steps.length > LIMITS.subtasks.max ? `${steps.length} steps` : '',
        new Set(steps).size !== steps.length ? 'repeats' : '',
        steps.some((s) => s.toLowerCase() === title.toLowerCase()) ? 'a step that is its title' : '',
        steps.some((s) => !s.trim() || s.length > LIMITS.title) ? 'an empty or too long step' : '',
      ].filter(Boolean);
      expect({ task: `${task.file}: ${title}`, problems }).toEqual({ task: `${task.file}: ${title}`, problems: [] });
    }
  });

  it('splits work counted in sets into one step a set', () => {
    expect(breakDownTask({ title: 'Split squats: 3 × 11 each leg', description: 'Stand in a long stride.' })).toEqual([
      'Set 1 of 3: 11 each leg',
      'Set 2 of 3: 11 each leg',
      'Set 3 of 3: 11 each leg',
    ]);
  });

  it('splits a count of things into even parts named after them, but not a length of time or of writing', () => {
    expect(breakDownTask({ title: 'Flashcards: 15 verbs in the imparfait', description: 'Including être.' })).toEqual([
      'Verbs 1–5',
      'Verbs 6–10',
      'Verbs 11–15',
    ]);
    expect(breakDownTask({ title: 'Review the 4 A1 weeks: 20 cards you still miss most' })).toEqual([
      'Cards 1–5',
      'Cards 6–10',
      'Cards 11–15',
      'Cards 16–20',
    ]);
    expect(breakDownTask({ title: 'Listen for 20 minutes', description: 'Note 3 new words. Say them aloud.' })).toEqual([
      'Note 3 new words',
      'Say them aloud',
    ]);
    expect(breakDownTask({ title: 'Write a case study of 150 words', description: 'Brief, process, result.' })).toEqual([
      'Get what you need at hand',
      'Brief, process, result',
      'Note what you finished and the next step',
    ]);
  });

  it('gives the description’s instructions as steps, what prepares the work first, never the title again', () => {
    expect(
      breakDownTask({
        title: 'Brisk walk: 30 minutes, the first and last 5 easy',
        description:
          'Walk 5 minutes at an easy pace, then briskly (breathing faster, still able to talk) until the last 5 minutes, which are easy again. Wear the shoes you will run in.',
      }),
    ).toEqual([
      'Wear the shoes you will run in',
      'Walk 5 minutes at an easy pace',
      'Then briskly (breathing faster, still able to talk) until the last 5 minutes, which are easy again',
    ]);
  });

  it('follows the description’s instructions, one step each', () => {
    expect(
      breakDownTask({
        title: 'Open an easy-access savings account named after the goal',
        description: 'Compare at least 3 interest rates; check it is protected by your deposit guarantee. Then name it.',
      }),
    ).toEqual(['Compare at least 3 interest rates', 'Check it is protected by your deposit guarantee', 'Then name it']);
    expect(instructions('Warm up for 5 minutes, then run. e.g. slowly')).toEqual(['Warm up for 5 minutes', 'Then run. e.g. slowly']);
  });

  it('gives a task with too little text the generic shape of a piece of work', () => {
    expect(breakDownTask({ title: 'Call the bank', estimatedMinutes: 15 })).toEqual([
      'Get what you need at hand and set a timer for 15 minutes',
      'Work on it until the timer ends',
      'Note what you finished and the next step',
    ]);
    const long = 'x'.repeat(LIMITS.title);
    expect(breakDownTask({ title: long })[0]).toBe('Get what you need at hand');
  });
});
