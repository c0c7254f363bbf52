import type { Category } from '../../contract';
import { builtinProvider, generateRoadmap, type RoadmapRequest } from '../../lambdas/roadmap/generate';

/** A goal is named by what it aims at, so that two goals of one option read apart (#41). */
const titleOf = async (category: Category, option: string, currentLevel: string, targetLevel: string) =>
  (
    await generateRoadmap(
      { category, option, answers: { currentLevel, targetLevel, dailyMinutes: 30 }, daysPerWeek: 5 } satisfies RoadmapRequest,
      builtinProvider,
    )
  ).title;

describe('a goal’s name', () => {
  it('says the race a running plan aims at', async () => {
    expect(await titleOf('health', 'Physical Fitness', 'never run', 'run a half marathon')).toBe('Run a half marathon');
    expect(await titleOf('health', 'Physical Fitness', 'I run 5k twice a week', 'a 10k')).toBe('Run 10K');
    expect(await titleOf('health', 'Physical Fitness', 'I sit all day', 'get fit')).toBe('Run 5K');
    expect(await titleOf('health', 'Physical Fitness', 'did a half in spring', 'my first full marathon')).toBe('Run a marathon');
  });

  it('says the level a language plan aims at, and a coding plan’s milestone', async () => {
    expect(await titleOf('languages', 'Spanish', 'I know a few words', 'A2')).toBe('Spanish to A2');
    expect(await titleOf('languages', 'Japanese', 'none', 'get better')).toBe('Japanese to A1');
    expect(await titleOf('skills', 'Coding', 'never coded', 'build my own app')).toBe('Coding: your own small app');
  });

  it('keeps the person’s own words where the plan has no milestones, cut short at a word', async () => {
    expect(await titleOf('health', 'Sleep Improvement', 'I wake at 4', 'Fall asleep within 20 minutes.')).toBe(
      'Sleep Improvement: fall asleep within 20 minutes',
    );
    const long = await titleOf(
      'finance',
      'Saving for a Goal',
      'nothing saved',
      'an emergency fund of three months of rent and food for the family',
    );
    expect(long).toBe('Saving for a Goal: an emergency fund of three months of rent and…');
  });

  it('tells two goals of one option apart when they aim at different things', async () => {
    const [first, second] = await Promise.all([
      titleOf('health', 'Physical Fitness', 'never run', 'run 5k'),
      titleOf('health', 'Physical Fitness', 'I run 10k', 'a marathon'),
    ]);
    expect(first).not.toBe(second);
  });
});
