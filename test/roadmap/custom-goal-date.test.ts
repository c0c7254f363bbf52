import { goalWords, shapePlan } from '../../lambdas/roadmap/builtin/shape';
import { curriculumFor } from '../../lambdas/roadmap/curricula/load';
import { deadlineOf } from '../../lambdas/roadmap/deadline';
import { goal, plan } from './custom-ask';

/**
 * A custom goal's date said in its description or title is the plan's date, as one said in the target is
 * (decision 286): "for our street carnival in July", "before my sister's wedding on 14 June". A date the
 * description tells as history is not ("since July", "last June", "in June I broke my ankle"). The people
 * are written for this test; "today" is fixed where a month is named.
 */

const today = '2026-11-27';

describe('a date in a custom goal’s own words', () => {
  it.each([
    ['for our street carnival in July', 'in July', 'street carnival'],
    ["Modern brush calligraphy before my sister's wedding on 14 June", 'on 14 June', "sister's wedding"],
    ['I want to dance the first dance at our wedding in May', 'in May', 'wedding'],
    ['A cake for the village show in September', 'in September', 'the village show'],
    ['Ready to busk by the summer', 'by the summer', undefined],
    ['A quilt for my granddaughter, due to be born in March next year', 'in March next year', undefined],
  ])('“%s” is read as %s', (words, said, event) => {
    const date = deadlineOf(words, today, undefined, 'goal');
    expect(date?.said).toBe(said);
    expect(date?.event).toBe(event);
  });

  it.each([
    'Juggling since July, still two balls',
    'I saw jugglers at the carnival last June and want to learn',
    'I saw jugglers at the carnival in July and want to learn',
    'In June I broke my ankle and want to dance again',
    'We married on 14 June and never had a first dance',
    'I tried in July last year and gave up',
    // What the person does, when, is no date: a month or a season is a goal's only for an event or a purpose.
    'I sail with my dad in the summer',
    'We camp in August every year',
  ])('“%s” tells of the past: no date', (words) => {
    expect(deadlineOf(words, today, undefined, 'goal')).toBeUndefined();
  });

  it('shapes the plan to a date said in the description, as the target’s would', () => {
    const person = goal('Learn to juggle', 'never juggled', 'juggle three balls', {
      description: 'for our street carnival in July',
      days: 4,
    });
    const words = goalWords(person);
    const shape = shapePlan(curriculumFor(person), { ...person.answers, daysPerWeek: 4, today, goal: words });
    expect(shape.deadline).toMatchObject({ said: 'in July', event: 'street carnival' });
    // Said in the target instead, the same date.
    const inTarget = shapePlan(curriculumFor(person), {
      ...person.answers,
      targetLevel: 'juggle three balls for our street carnival in July',
      daysPerWeek: 4,
      today,
    });
    expect(inTarget.deadline?.date).toBe(shape.deadline?.date);
  });

  it('a near date in the description ends the plan at it and says so', async () => {
    const p = await plan('Learn calligraphy', 'complete beginner, I bought a Tombow brush pen', 'write 80 place cards neatly', {
      description: "Modern brush calligraphy for place cards: my sister's wedding is in 3 weeks",
      minutes: 20,
      days: 4,
    });
    expect(p.description).toMatch(/sister's wedding/);
    expect(p.weeks.length).toBeLessThanOrEqual(3);
  });

  it('a target’s date comes first, and an option’s goal reads no description', async () => {
    const person = goal('Learn to juggle', 'never juggled', 'juggle three balls in 6 weeks', {
      description: 'for our street carnival in July',
    });
    expect(shapePlan(curriculumFor(person), { ...person.answers, today, goal: goalWords(person) }).deadline?.said).toBe('in 6 weeks');
    expect(
      goalWords({ category: 'health', option: 'Physical Fitness', title: 'Run', description: 'for the carnival in July' }),
    ).toBeUndefined();
    const told = await plan('Learn to juggle', 'never juggled', 'juggle three balls', {
      description: 'I saw jugglers at the carnival last June and want to learn',
    });
    expect(told.description).not.toMatch(/Your date|carnival is/);
  });
});
