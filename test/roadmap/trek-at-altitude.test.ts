import { onOption } from './ask';
import { plan as customPlan } from './custom-ask';
import { everything, tasksOf } from '../support/plan-reading';

/**
 * A trek at altitude is planned as one (round 17's readings: "Climb Kilimanjaro" was told to read its
 * guide on National Trails and to note where each stage ends "a bus, a car, a place to stay"). The walking
 * plan stays, with altitude sickness said first (NHS, Altitude sickness: above 2,500 m, 300–500 m higher
 * each night, a rest day every 3–4 days), a travel clinic (TravelHealthPro), and the route chosen as an
 * operator and its days to acclimatise. People written for this test; a walk at home must not change.
 */

const fitness = onOption('Physical Fitness', 45, 4);

describe('a trek at altitude', () => {
  it.each([
    ['I walk an hour at weekends, 52', 'trek to Everest Base Camp next October'],
    ['couch potato, 40', 'walk the Inca Trail to Machu Picchu'],
    ['hillwalker, done a few Munros', 'climb Kilimanjaro with my daughter'],
  ])('“%s” → “%s”: altitude sickness, a travel clinic, an operator with days to acclimatise', async (current, target) => {
    const p = await fitness.plan(current, target);
    expect(p.description).toMatch(/altitude sickness can affect anyone/);
    expect(p.description).toMatch(/300–500 m higher each night/);
    expect(p.description).toMatch(/travel clinic/);
    const tasks = tasksOf(p).join('\n');
    expect(tasks).toMatch(/an operator, and days to acclimatise/);
    expect(everything(p)).not.toMatch(/National Trails|a bus, a car, a place to stay/);
  });

  it('a custom goal names it in its title and description', async () => {
    const p = await customPlan('Climb Kilimanjaro', 'no experience, fit, 28', 'summit Kilimanjaro', {
      description: 'Trek to the summit in September with a charity group',
      minutes: 45,
      days: 4,
    });
    expect(p.description).toMatch(/on Kilimanjaro that means 7 or 8 days/);
    expect(tasksOf(p).join('\n')).toMatch(/^Choose your route up Kilimanjaro: an operator, and days to acclimatise$/m);
  });

  it.each([
    ['I walk 5 miles on Sundays', 'walk the West Highland Way next summer'],
    ['I walk the dog', 'climb Snowdon in the summer'],
    ['I can walk an hour', 'walk 15 km in a day'],
  ])('“%s” → “%s”: a walk at home says nothing of altitude', async (current, target) => {
    const p = await fitness.plan(current, target);
    expect(everything(p)).not.toMatch(/altitude|acclimatise|travel clinic/i);
  });
});
