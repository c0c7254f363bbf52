import { reachBy } from '../../lambdas/roadmap/builtin/reach';
import { languageTasks } from '../../lambdas/roadmap/curricula/language-tasks';
import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { alreadyReached } from '../../lambdas/roadmap/person';
import { plan as customPlan } from './custom-ask';
import { ask, tasksOf } from './language-ask';

/**
 * Review 15, findings 15 and 16: one reading of where a person starts, so a language task's chunks
 * start in the plan's own first week however the start was read (a milestone the read-back says is passed); and
 * one rule for reachable, tight or not by a date, for an option language and a custom one alike. People invented here.
 */
type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const planOf = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);

const CHUNK = /, first phrases: (.+), as chunks on your card$/;
const chunksOf = (plan: Plan) => plan.weeks.map((w) => tasksOf(w).flatMap((t) => (CHUNK.exec(t.title) ? [CHUNK.exec(t.title)![1]!] : [])));
const deskThemes = () =>
  languageTasks()
    .described.purposes.find((p) => p.id === 'desk')!
    .situations.map((s) => s.theme);

describe('a milestone the person has passed starts the weeks and the chunks in them at the same week', () => {
  it.each([
    ['Spanish', 'A2', 'work at the front desk of a hotel in Madrid', 30, 3],
    ['German', 'B1', 'work at a hotel reception in Vienna', 45, 5],
    ['French', 'A1', 'work at a hotel reception in Nice', 20, 4],
  ])('%s, %s passed → “%s” (%i min × %i days)', async (option, passed, target, minutes, days) => {
    const plan = await planOf(option, alreadyReached(passed), target, minutes, days);
    const beginner = await planOf(option, 'complete beginner', target, minutes, days);
    // The plan starts past the milestone, not on the beginner's first week…
    expect(plan.weeks[0]!.title).not.toBe(beginner.weeks[0]!.title);
    // …and its first chunk is the purpose's first part, as a beginner's is: counted from the plan's first week.
    const chunks = chunksOf(plan);
    const first = chunks.findIndex((c) => c.length > 0);
    expect(first).toBe(0);
    expect(chunks[0]![0]).toBe(deskThemes()[0]);
  });
});

describe('reachable, tight or not by a date: one rule, within 15% either way', () => {
  it.each([
    [115, 100, 'reachable'],
    [114, 100, 'tight'],
    [100, 100, 'tight'],
    [85, 100, 'tight'],
    [84, 100, 'not'],
    [0, 100, 'not'],
  ])('%i hours by the date for %i needed: %s', (by, need, kind) => {
    expect(reachBy(by, need)).toBe(kind);
  });

  it('a custom language says tight where the hours to its date are within 15% of those it needs', async () => {
    // Dutch (Category I), A2 from A1: 95 hours. In 30 weeks, 40 minutes × 5 days give 100 hours (tight), 20 minutes 50
    // (not), an hour 150 (reachable).
    const tight = await customPlan('Learn Dutch', 'A1, I did a course', 'A2 in Dutch in 30 weeks', { minutes: 40, days: 5 });
    expect(tight.description).toContain('about 100 hours at your time — tight at your time: keep every session.');
    const not = await customPlan('Learn Dutch', 'A1, I did a course', 'A2 in Dutch in 30 weeks', { minutes: 20, days: 5 });
    expect(not.description).toContain('about 50 hours at your time — not by then at your time');
    const reachable = await customPlan('Learn Dutch', 'A1, I did a course', 'A2 in Dutch in 30 weeks', { minutes: 60, days: 5 });
    expect(reachable.description).toContain('about 150 hours at your time — reachable at your time.');
  });
});
