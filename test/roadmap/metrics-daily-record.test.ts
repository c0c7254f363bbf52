import { countedTitles, dailyRecords, planMetrics } from '../../scripts/roadmaps/metrics';
import { planOf, weekOf } from './plan-of';

const pill = 'Your tablets after your anchor, then a tick';
const diary = 'Sleep diary: today’s entry';

describe('distinct titles count a daily record once (decision 383)', () => {
  it('counts a pill taken every day of every week once, and the other tasks as they are', () => {
    const plan = planOf(
      weekOf([pill, 'Choose your anchor'], [pill, 'Set a back-up alarm'], [pill, 'Fill the organiser']),
      weekOf([pill, 'Count what is left'], [pill, 'Order the next supply'], [pill, 'Pack a travel supply']),
    );
    expect(countedTitles(plan).filter((t) => t === pill.toLowerCase())).toHaveLength(1);
    // Seven titles (the pill once, six lessons) over seven counted tasks.
    expect(planMetrics(plan, 10, 3).distinct).toBe(1);
  });

  it('takes a diary entry on every day, its rest day aside, as the week’s record', () => {
    const week = {
      days: [
        [diary, 'Set your window'],
        [diary, 'Wind-down hour'],
      ],
    };
    const plan = planOf(week);
    plan.weeks[0]!.days.push({
      number: 3,
      title: 'Day 3: Rest day',
      tasks: [{ title: 'Rest', description: 'Rest.', estimatedMinutes: 0, difficulty: 'easy' }],
    });
    expect([...dailyRecords(plan.weeks[0]!)]).toEqual([diary]);
  });

  it('counts a daily task held on only some of the week’s days as any other task', () => {
    const plan = planOf(weekOf([pill, 'Choose your anchor'], [pill, 'Set a back-up alarm'], ['Fill the organiser', 'Read the leaflet']));
    expect(dailyRecords(plan.weeks[0]!).size).toBe(0);
    expect(planMetrics(plan, 10, 3).distinct).toBeCloseTo(5 / 6);
  });

  it('does not excuse a lesson repeated every day whose words do not say it is daily', () => {
    const plan = planOf(weekOf(['Read chapter 1', 'Note one idea'], ['Read chapter 1', 'Note a second idea']));
    expect(dailyRecords(plan.weeks[0]!).size).toBe(0);
    expect(planMetrics(plan, 10, 2).distinct).toBe(0.75);
  });

  it('does not excuse a task said once, however daily its words ("Choose the practice you will keep daily")', () => {
    const once = 'Choose the practice you will keep daily';
    const plan = planOf(weekOf([once, 'A'], [once, 'B']));
    expect(dailyRecords(plan.weeks[0]!).size).toBe(0);
  });
});
