import { readBack } from '../../lambdas/roadmap/reading';
import { goal, plan, tasksOf, textOf, weekOf } from './custom-ask';

/**
 * Round 18's coach read "Grow tomatoes, basil and chillies in pots on a south-facing balcony in Manchester" (7/10):
 * the chillies named were never sown though they need the earliest start, and others' crops crept in ("potatoes a
 * 40-litre bag, a courgette", "in a bed or an allotment"); the frost line four times; "Thin and log" without a
 * thinning task. Each crop named is sown at its time, planted out and picked, and no other's is (decision 319,
 * the RHS's Grow Your Own pages). People written for this test.
 */

const POTS = 'Growing your own food, through a season';
const titles = (p: Awaited<ReturnType<typeof plan>>) => tasksOf(p).map((t) => t.title);

describe('a balcony of the crops the person names, as an RHS gardener reads the plan', () => {
  it.each([
    [
      'Grow vegetables on my balcony',
      'never gardened, small balcony',
      'grow my own tomatoes and herbs',
      'Grow tomatoes, basil and chillies in pots on a south-facing balcony in Manchester this summer',
      20,
      3,
    ],
    ['Chillies', 'I have a sunny windowsill and a balcony', 'grow chillies and tomatoes in pots', 'Chillies', 30, 2],
    ['Hot peppers', 'beginner, patio', 'grow my own chillies on the patio', 'Hot peppers', 15, 5],
  ])('%s: chillies sown first, planted out and picked', async (title, current, target, description, minutes, days) => {
    expect(readBack(goal(title, current, target, { description })).track.name).toBe(POTS);
    const p = await plan(title, current, target, { description, minutes, days });
    const all = titles(p);
    const sow = weekOf(p, /^Chillies: sow indoors first/);
    expect(sow).toBeGreaterThan(0);
    expect(weekOf(p, /^Plant out the chillies/)).toBeGreaterThan(sow);
    expect(weekOf(p, /^Pick chillies/)).toBeGreaterThan(weekOf(p, /^Plant out the chillies/));
    expect(textOf(p)).toMatch(/February–March/);
    expect(all.join('\n')).not.toMatch(/potato|courgette|beans/i);
    expect(textOf(p)).not.toMatch(/allotment|40-litre|45-litre/);
  });

  it('the frost date is said where it is looked up and where the plants go out, not in every task', async () => {
    const p = await plan('Balcony veg', 'never gardened', 'grow tomatoes and salad on my balcony', { minutes: 20, days: 3 });
    expect(textOf(p).match(/mid-May in much of southern England/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(p.weeks.flatMap((w) => w.days.map((d) => d.title))).not.toContain('Thin and log');
  });

  it.each([
    ['Balcony veg', 'never gardened', 'grow tomatoes and salad on my balcony'],
    ['Herbs', 'I have a windowsill', 'grow basil and parsley in pots'],
  ])('%s → %s: no chilli is sown where none was named', async (title, current, target) => {
    const p = await plan(title, current, target);
    expect(titles(p).join('\n')).not.toMatch(/chilli/i);
  });
});
