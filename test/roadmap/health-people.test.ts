import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { ask, everything, tasksOf } from '../support/plan-reading';

/**
 * Health plans read as their coaches would (issue #36, round 6): a sleep clinician reading a night
 * nurse's plan, a dietitian reading a vegetarian's, a vegan's and a person with type 2 diabetes's.
 * Each test says what the weeks contain for the person and what they never contain.
 */

describe('a night-shift nurse’s sleep plan', () => {
  const nurse = ask('Sleep Improvement', 'I sleep 5 hours in the day after night shifts as a nurse', 'sleep 7 hours between shifts', 15, 4);

  it('is the shift-work track, and the read-back says so', () => {
    expect(readBack(nurse).track?.name).toMatch(/^Shift work/);
  });

  it('sleeps in an anchor block after the shift, in the dark, with light, caffeine and naps timed to the shift and a safe way home', async () => {
    const tasks = tasksOf(await generateRoadmap(nurse, builtinProvider)).join('\n');
    for (const step of [
      /anchor/i,
      /Black out the bedroom/,
      /sunglasses/,
      /Bright light in the first half of the night shift/,
      /caffeine cut-off: 8 hours before your planned sleep/i,
      /nap .*before your first night shift|before your first night shift: an afternoon nap/i,
      /drive-home plan/i,
      /shift work disorder/i,
    ])
      expect(tasks).toMatch(step);
  });

  it('never asks a night worker for a morning wake time, morning light, a 14:00 caffeine cut-off or a shorter time in bed', async () => {
    const plan = everything(await generateRoadmap(nurse, builtinProvider));
    expect(plan).not.toMatch(/07:00|within an hour of waking|Caffeine cut-off at 14:00|sleep window|5½|15 minutes shorter/i);
    expect(plan).toMatch(/never shortens your time in bed/);
  });

  it.each([
    ['I work rotating shifts in a factory', 'sleep better'],
    ['nurse on nights, three 12-hour shifts a week', 'stop feeling exhausted'],
    ['ICU nurse, four 12-hour nights then four off, I sleep 4 hours after', 'sleep properly and stop the energy drinks'],
    ['night porter at a hotel', 'sleep better in the day'],
  ])('is chosen from “%s”', (current, target) => {
    expect(readBack(ask('Sleep Improvement', current, target, 20, 3)).track?.name).toMatch(/^Shift work/);
  });

  it('is not chosen for someone who wakes in the night, wants to shift their bedtime, or works early shifts only', () => {
    for (const [current, target] of [
      ['I wake up at night and lie awake', 'sleep through the night'],
      ['I go to bed at 2am', 'shift my bedtime earlier'],
      // Early shifts alone are a night sleeper's plan with an earlier clock, not a night worker's.
      ['I start early shifts at the bakery at 5am', 'get 7 hours on work nights'],
    ])
      expect(readBack(ask('Sleep Improvement', current!, target!, 20, 5)).track.name).not.toMatch(/^Shift work/);
  });

  it('sends someone nodding off at the wheel to a doctor first', async () => {
    const plan = await generateRoadmap(
      ask('Sleep Improvement', 'night shifts, I nodded off driving home twice', 'feel awake on shift', 20, 4),
      builtinProvider,
    );
    expect(plan.description).toMatch(/shift work disorder.*See a doctor/);
  });
});

const MEAT_OR_FISH = /\b(chicken|mince|beef|pork|lamb|bacon|ham|turkey|meat|fish|salmon|mackerel|sardines|tuna|prawns)\b/i;

describe('food plans for the diet a person keeps', () => {
  it.each([
    ['Nutrition Basics', 'vegetarian, I eat a lot of pasta', 'eat a balanced diet'],
    ['Nutrition Basics', "I'm vegetarian and only cook toast", 'cook healthy meals four nights a week'],
  ])('%s for “%s” → “%s”: no meat or fish task, and protein sources named', async (option, current, target) => {
    const tasks = tasksOf(await generateRoadmap(ask(option, current, target, 40, 5), builtinProvider));
    expect(tasks.filter((t) => MEAT_OR_FISH.test(t.replace(/no task here asks for meat or fish|meatless/gi, '')))).toEqual([]);
    expect(tasks.join('\n')).toMatch(/Protein at each meal today from your sources: beans, lentils, tofu, eggs/);
  });

  it('gives a vegan no egg or dairy task either, and B12', async () => {
    const tasks = tasksOf(
      await generateRoadmap(ask('Nutrition Basics', 'vegan for a year', 'cook healthy meals four nights a week', 45, 5), builtinProvider),
    );
    const animal = /\b(eggs?|dairy|milk|cheese|butter|lard|frittata)\b|(?<!soya )yoghurt/i;
    expect(tasks.filter((t) => MEAT_OR_FISH.test(t) || animal.test(t.replace(/plant milk|soya milk|fortified plant milk/gi, '')))).toEqual(
      [],
    );
    expect(tasks.join('\n')).toMatch(/B12/);
  });

  it('names no nuts for a vegan with a peanut allergy, not even among the protein sources or the omega-3', async () => {
    const plan = await generateRoadmap(
      ask('Nutrition Basics', 'vegan, allergic to peanuts', 'eat a balanced diet', 60, 3),
      builtinProvider,
    );
    const tasks = tasksOf(plan).join('\n');
    expect(tasks).toMatch(/Protein at each meal today from your sources: beans, lentils, tofu, tempeh, soya milk and seeds/);
    expect(tasks.replace(/for nuts and peanuts|often hold them/g, '')).not.toMatch(/\b(pea|wal)?nuts?\b/i);
  });

  it('keeps fish for a pescatarian and drops meat', async () => {
    const tasks = tasksOf(
      await generateRoadmap(ask('Nutrition Basics', 'pescatarian', 'eat a balanced diet', 40, 5), builtinProvider),
    ).join('\n');
    expect(tasks).toMatch(/portions of fish/);
    expect(tasks).not.toMatch(/\b(chicken|mince|meat)\b(?! )/);
  });

  it('makes a halal family’s meat and chicken halal, once, and its weekly check reads plainly', async () => {
    const tasks = tasksOf(
      await generateRoadmap(ask('Nutrition Basics', 'we eat halal', 'cook family dinners at home', 90, 2), builtinProvider),
    ).join('\n');
    expect(tasks).toMatch(/halal chicken or chickpeas/);
    expect(tasks).toMatch(/Halal check: this week’s meat and chicken halal,/);
    expect(tasks).not.toMatch(/halal halal/);
    expect(tasks.replace(/Halal check: this week’s meat and chicken halal/g, '')).not.toMatch(/(?<!halal )\b(chicken|mince)\b/);
  });

  it('reads “not vegetarian” as no diet, and a diet word on a running plan as nothing', async () => {
    const plan = await generateRoadmap(
      ask('Nutrition Basics', 'I am not vegetarian, I eat everything', 'eat a balanced diet', 40, 5),
      builtinProvider,
    );
    expect(tasksOf(plan).join('\n')).toMatch(/portions of fish/);
    expect(readBack(ask('Physical Fitness', 'vegan, I sit all day', 'run 5 km', 30, 3)).constraints).toEqual([]);
  });
});

describe('food plans for a condition: a clinician first, and never a restrictive diet', () => {
  it('gives type 2 diabetes the dietitian first, the plate method and carbohydrate awareness', async () => {
    const plan = await generateRoadmap(
      ask('Nutrition Basics', 'type 2 diabetes, I eat takeaways', 'eat healthier', 30, 4),
      builtinProvider,
    );
    expect(plan.description).toMatch(/type 2 diabetes: see your diabetes nurse, GP or a registered dietitian/);
    const first = plan.weeks[0]!.days[0]!.tasks.map((t) => t.title);
    expect(first).toContain('Book your diabetes nurse, GP or a dietitian about what you eat, if it is not booked yet');
    const tasks = tasksOf(plan).join('\n');
    expect(tasks).toMatch(/Plate method/);
    expect(tasks).toMatch(/carbohydrate/i);
    expect(everything(plan)).not.toMatch(/low-carb diet|keto|cut out (all )?carbs|\d{3,4} ?kcal/i);
  });

  it('gives a person on gliclazide a hypo plan before any change, and says weight comes off slowly', async () => {
    const plan = await generateRoadmap(ask('Nutrition Basics', '58, type 2 diabetes on gliclazide', 'lose 8 kg', 20, 5), builtinProvider);
    expect(plan.weeks[0]!.days[0]!.tasks.map((t) => t.title)).toContain('Hypo plan: know the signs, and keep fast-acting sugar with you');
    expect(plan.description).toMatch(/gliclazide.*hypo/);
    expect(plan.description).toMatch(/0\.5 to 1 kg/);
  });

  it.each([
    ['type 1 diabetes since childhood', /Tell your diabetes team/],
    ['coeliac, diagnosed last year', /dietitian referral about a gluten-free diet/],
    ['stage 3 kidney disease', /kidney team’s dietitian/],
    ['I am 12 weeks pregnant', /midwife or GP about your diet/],
    ['I have had bulimia', /call an eating disorder helpline before the first diary/],
  ])('opens “%s” with a professional to book', async (current, booking) => {
    const plan = await generateRoadmap(ask('Nutrition Basics', current, 'eat a balanced diet', 30, 4), builtinProvider);
    expect(plan.weeks[0]!.days[0]!.tasks.map((t) => t.title).join('\n')).toMatch(booking);
  });

  it('keeps the NHS list of foods to avoid whole for a pregnant vegetarian', async () => {
    const plan = await generateRoadmap(ask('Nutrition Basics', 'pregnant, vegetarian', 'eat well for the baby', 25, 2), builtinProvider);
    expect(tasksOf(plan).join('\n')).toMatch(/raw or undercooked meat, shark, swordfish, marlin, more than 2 portions of oily fish/);
  });

  it('keeps gluten out of a coeliac’s grains', async () => {
    const tasks = tasksOf(
      await generateRoadmap(ask('Nutrition Basics', 'coeliac', 'cook healthy meals four nights a week', 45, 5), builtinProvider),
    ).join('\n');
    expect(tasks).toMatch(/gluten-free (pasta|noodles)/);
    expect(tasks).not.toMatch(/(?<!gluten-free )\b(pasta|noodles)\b/);
  });
});
