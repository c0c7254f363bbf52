import { expectTheirWeek, personOn } from './ask';
import { inOrder, textOf, weekOf } from './custom-ask';

/**
 * Food for someone who trains (issue #36, round 10): a runner, a cyclist, a swimmer, a footballer or a
 * gym-goer whose target is eating for it. The plan maps their training week, works out carbohydrate,
 * protein and fluid from the sports position stands, fuels a session before, during and after and the
 * long one in practice, spreads protein (plant proteins combined for a vegetarian or vegan, with B12,
 * iron, calcium and vitamin D), then plans and cooks a week around the sessions, naming a registered
 * sports dietitian where one is needed. People written for this test; a sports dietitian's reading.
 */

const { trackOf, plan } = personOn('Nutrition Basics');
const TRAINING = 'Eating for your training';

/** The track's path, in the order a sports dietitian would take it. */
const PATH = [
  /^Map your \w+ week: (?:every|each) session/,
  /^Work out your (?:daily ranges|carbohydrate range)/,
  /^Sweat test/,
  /^(?:Eat a carbohydrate meal 2–4 hours|A carbohydrate snack 30–60 minutes) before/,
  /^Plan the fuel for your /,
  /^Plan protein at four meals/,
  /^Combine plant proteins at (?:two meals|one meal)/,
  /^Plan (?:seven days of meals|the week’s main meals) on your training map/,
  /^Batch-cook a (?:carbohydrate|quick) base and a protein dish/,
  /^Decide whether you need a registered sports dietitian/,
];

describe('eating for training, as a sports dietitian reads it', () => {
  it.each([
    [
      'vegetarian, I run 4 times a week',
      'eat enough protein as a vegetarian runner',
      /Map your running week/,
      /your long run\b/,
      /As a vegetarian/,
    ],
    [
      'training for my first marathon in April',
      'fuel my marathon training properly',
      /Map your running week/,
      /your marathon\b/,
      /Iron from red meat/,
    ],
    [
      'I cycle 200 km a week, club rides on Sundays',
      'stop bonking on long rides',
      /Map your cycling week/,
      /your long ride\b/,
      /Iron from red meat/,
    ],
    [
      'I go to the gym 4 times a week',
      'eat right for my training',
      /Map your gym week/,
      /your hardest lifting session\b/,
      /Iron from red meat/,
    ],
    [
      'vegan, I swim three mornings a week',
      'enough energy for swimming training',
      /Map your swimming week/,
      /your longest swim session\b/,
      /As a vegan: B12 every day/,
    ],
    [
      'I play football twice a week and eat badly',
      'eat better for football',
      /Map your football week/,
      /your match\b/,
      /Iron from red meat/,
    ],
    [
      'plant-based, training for a half marathon',
      'hit my protein every day',
      /Map your running week/,
      /your half marathon\b/,
      /As a vegan/,
    ],
  ])(
    '%s → %s: their sport mapped, numbers from the position stands, fuel practised, a week cooked',
    async (current, target, sport, long, micros) => {
      expect(trackOf(current, target)).toBe(TRAINING);
      const p = await plan(current, target);
      const text = textOf(p);
      expect(text).toMatch(sport);
      expect(text).toMatch(long);
      expect(text).toMatch(micros);
      expect(text).not.toMatch(/\{\w+\}/);
      expect(weekOf(p, PATH[0]!)).toBe(1);
      inOrder(p, PATH);
      // The numbers come from the named position stand, per kg and by the day's load.
      expect(text).toMatch(/light 3–5 g, moderate 5–7 g, high 6–10 g/);
      expect(text).toMatch(/Protein 1\.2–2\.0 g per kg a day/);
      expect(text).toMatch(/30–60 g an hour/);
      expect(text).toMatch(/1\.25–1\.5 litres for each kg lost/);
      expect(text).toMatch(/SENr register/);
      // Not the general healthy-eating course: five a day, salt labels, traffic lights.
      expect(text).not.toMatch(/traffic lights|5 portions of fruit and vegetables/i);
      // A vegan's tasks name no animal food (a reader found eggs, Greek yoghurt and cheese in the examples).
      if (/vegan|plant-based/.test(current))
        expect(text).not.toMatch(/\beggs?\b|Greek yoghurt|cheese|\bdairy\b|(?<!soya |plant )\bmilk\b/i);
    },
  );

  it('says who should plan it with a sports dietitian first', async () => {
    const cutting = await plan('boxer, I need to make weight for a fight in 6 weeks', 'eat right for my training');
    expect(cutting.description).toMatch(/making a weight for your sport/);
    const reds = await plan('I run 60 km a week and my periods stopped', 'fuel my running better');
    expect(reds.description).toMatch(/Relative Energy Deficiency in Sport \(RED-S\)/);
    const diabetes = await plan('type 1 diabetic cyclist', 'fuel long rides without hypos');
    expect(diabetes.description).toMatch(/diabetes team/);
  });

  it('says muscle takes months of training, not the plan’s weeks', async () => {
    const p = await plan('I lift weights three times a week', 'gain muscle');
    expect(p.description).toMatch(/Muscle comes from the training/);
  });

  it.each([
    ['I eat junk', 'lose weight'],
    ['I go to the gym twice a week', 'lose weight'],
    ['I go to the gym', 'eat more vegetables'],
    ['I run a small business and eat at my desk', 'eat healthier lunches'],
    ['I’m running out of ideas for meals', 'eat a balanced diet'],
    ['I cycle to work', 'cut down on sugar'],
    ['I can’t cook', 'cook healthy meals four nights a week'],
    ['I run three times a week', 'cook healthy meals for the week'],
  ])('%s → %s: not food for training, stays where it was', (current, target) => {
    expect(trackOf(current, target)).not.toBe(TRAINING);
  });

  it.each([15, 45, 90].flatMap((minutes) => [2, 4, 7].map((days) => [minutes, days] as const)))(
    'reads whole at %i minutes, %i days: the person’s days, within their time, the week mapped first',
    async (minutes, days) => {
      const p = await plan('vegetarian, I run 4 times a week', 'eat enough protein as a vegetarian runner', minutes, days);
      expect(textOf(p)).not.toMatch(/\{\w+\}/);
      expectTheirWeek(p, minutes, days);
      expect(weekOf(p, PATH[0]!)).toBe(1);
      expect(p.description).toMatch(/Training and rest days fuelled|A training week fuelled and cooked/);
    },
  );
});
