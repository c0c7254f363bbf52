import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Decision 304: the person's body or condition read where it changes the whole plan. "Wheelchair user, paraplegic,
 * 31, I push around town daily" → "build upper body strength and push a 5k" got 10 push-ups with squats; "type 1
 * diabetic on a pump, 38, jog 3k sometimes" → "run a 10k without hypos" got the 10K from a walking base and nothing on
 * glucose. As a disability sport coach and a diabetes specialist nurse read the plans: the wheelchair user's own track
 * (the team and chair first, pushes built in minutes, shoulder care and strength twice a week, the push named), and
 * the running kept, placed past the walks, with the glucose checks, hypo kit and the team for insulin laid over it.
 * People written for this test.
 */

const fitness = onOption('Physical Fitness');
const WHEELCHAIR = 'In a wheelchair: pushes in minutes, strong shoulders';

describe('a wheelchair user gets the wheelchair track, whatever the target names', () => {
  it.each([
    ['wheelchair user, paraplegic, 31, I push around town daily', 'build upper body strength and push a 5k'],
    ['I use a manual wheelchair after a spinal cord injury', 'get stronger and fitter'],
    ['T10 complete para, handbike sometimes', 'ride a 10 mile handbike event'],
    ['wheelchair user with spina bifida', 'do a wheelchair parkrun'],
    ["I'm paraplegic and my wife is too", 'push a 5k'],
    ['play wheelchair basketball', 'do 10 push-ups'],
  ])('%s → %s', (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(WHEELCHAIR);
  });

  it.each([
    ["I push my mum's wheelchair to the shops", 'walk 5k'],
    ['my son is a wheelchair user', 'get fitter'],
    ['my husband is paraplegic and I push him', 'get stronger'],
    ['broke my leg, was in a wheelchair for 6 weeks, walking now', 'run 5k'],
    ['I work at a wheelchair accessible gym', 'bench 80kg'],
    ['incomplete spinal cord injury, walk with crutches', 'walk to the park'],
  ])('%s → %s is not the wheelchair track', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(WHEELCHAIR);
  });
});

describe("the wheelchair user's weeks, as a disability sport coach reads them", () => {
  it.each([
    ['wheelchair user, paraplegic, 31, I push around town daily', 'build upper body strength and push a 5k', 30, 4],
    ['I use a manual wheelchair after a spinal cord injury, never trained', 'get stronger and fitter', 20, 7],
    ['T10 complete para, handbike sometimes', 'ride a 10 mile handbike event', 60, 3],
    ['wheelchair user with spina bifida', 'do a wheelchair parkrun', 45, 2],
    ['paraplegic, play wheelchair basketball', 'push a 10k race in my day chair', 90, 5],
    ['wheelchair user since a car crash', 'get fit', 10, 3],
  ])('%s → %s at %i minutes on %i days', async (current, target, minutes, days) => {
    const p = await fitness.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    if (minutes >= 20) expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    const titles = tasksOf(p).map((t) => t.title);
    // Nothing a paraplegic cannot do: no squats, lunges, runs or walks.
    expect(titles.filter((t) => /squat|lunge|\brun\b|walk|calf raise|step-up/i.test(t))).toEqual([]);
    // The team and the chair first.
    const first = p.weeks[0]!.days.flatMap((d) => d.tasks).map((t) => t.title);
    expect(first.some((t) => /^Ask your GP, spinal team or physiotherapist/.test(t))).toBe(true);
    // Pushes or rides built in minutes, shoulder care every week, the named push at the end.
    expect(titles.some((t) => /^Continuous (push|ride): \d+ minutes/.test(t))).toBe(true);
    const shoulders = (w: (typeof p.weeks)[number]) =>
      w.days.flatMap((d) => d.tasks).some((t) => /shoulder/i.test(`${t.title} ${t.description}`));
    if (minutes >= 20) p.weeks.forEach((w) => expect(shoulders(w)).toBe(true));
    else expect(p.weeks.filter(shoulders).length).toBeGreaterThanOrEqual(6);
    expect(text).toMatch(/Martin Ginis et al\. 2018/);
    expect(text).toMatch(/autonomic dysreflexia/);
    expect(text).not.toMatch(/You mention pain or an injury/);
    expect(p.weeks.length).toBe(8);
  });

  it('a handbike is ridden, with cranks; a chair is pushed with long smooth strokes; the event is the one named', async () => {
    const bike = textOf(await fitness.plan('T10 complete para, handbike sometimes', 'ride a 10 mile handbike event', 60, 3));
    const chair = textOf(await fitness.plan('wheelchair user with spina bifida', 'push a 5k', 45, 3));
    expect(bike).toMatch(/Continuous ride: /);
    expect(bike).toMatch(/Smooth circles on the cranks/);
    expect(bike).not.toMatch(/hands drop below the rim/);
    expect(bike).toMatch(/The 10 mile handbike event: the first 10 minutes easy/);
    expect(chair).toMatch(/let the hands drop below the rim/);
    expect(chair).toMatch(/The 5k: the first 10 minutes easy/);
  });
});

describe('insulin with exercise: the training as written, the glucose planned around it', () => {
  it('"type 1 diabetic on a pump, jog 3k sometimes" → a 10k: past the walks, the team, the kit and each run checked', async () => {
    const p = await fitness.plan('type 1 diabetic on a pump, 38, jog 3k sometimes', 'run a 10k without hypos', 40, 4);
    expect(p.weeks[0]!.title).toMatch(/Your first 20 minutes without walking/);
    expect(p.description).toMatch(/You mention diabetes treated with insulin/);
    const first = p.weeks[0]!.days.flatMap((d) => d.tasks).map((t) => t.title);
    expect(first.some((t) => /^Ask your diabetes team how to change your insulin on training days/.test(t))).toBe(true);
    expect(first.some((t) => /^Hypo kit packed for every session/.test(t))).toBe(true);
    const tasks = tasksOf(p);
    // Every run says the checks, shortened to the day or not (its words carry no number, so a shortened run keeps
    // them); a lighter week's hard session is written afresh by the planner.
    const runs = tasks.filter((t) => /^(Run \d+:|Easy run|Tempo|Long run)/.test(t.title) && !/^A lighter week/.test(t.description));
    expect(runs.length).toBeGreaterThan(20);
    runs.forEach((t) => expect(t.description).toMatch(/With your diabetes: (glucose|the race morning)/));
    expect(tasks.some((t) => /^Long run/.test(t.title) && /a check at bedtime/.test(t.description))).toBe(true);
    expect(tasks.some((t) => /your 10K/i.test(t.title) && /race morning's insulin/.test(t.description))).toBe(true);
    expect(textOf(p)).toMatch(/Riddell et al\. 2017/);
  });

  it.each([
    ['T1D since I was 12, never run', 'couch to 5k', 30, 3],
    ['type 2 diabetic on gliclazide and metformin, walk the dog', 'run a parkrun', 25, 3],
    ['type one diabetes, insulin pens', 'run a half marathon', 60, 5],
    ['on insulin, omnipod', 'swim 1500 m', 45, 3],
    ['type 1 diabetic', '10 push-ups', 20, 2],
    ['wheelchair user, type 1 diabetic', 'push a 10k', 45, 4],
  ])('%s → %s at %i minutes on %i days: the team and the hypo kit', async (current, target, minutes, days) => {
    const p = await fitness.plan(current, target, minutes, days);
    const text = textOf(p);
    expect(p.description).toMatch(/You mention diabetes treated with insulin/);
    expect(text).toMatch(/Ask your diabetes team how to change your insulin on training days/);
    expect(text).toMatch(/Hypo kit packed for every session/);
  });

  it.each([
    ['on metformin for type 2, run 5k twice a week', '10k in the spring'],
    ['my son is type 1, I run 10k', 'run a half marathon'],
    ['not on insulin, insulin resistance, jog a bit', 'run 5k'],
    ['my GP said I might need insulin one day', 'run 5k'],
  ])('%s → %s: no insulin words', async (current, target) => {
    const p = await fitness.plan(current, target, 40, 4);
    expect(`${p.description} ${textOf(p)}`).not.toMatch(/diabetes treated with insulin|Hypo kit/);
  });
});

describe('a runner who jogs 2–4 km starts past the walking base', () => {
  it.each([
    ['jog 3k sometimes', 'run a 10k'],
    ['I run about 3 km twice a week', 'run 5k without stopping'],
    ['I can jog 2 miles', 'run a 10k'],
  ])('%s → %s', async (current, target) => {
    const p = await fitness.plan(current, target, 40, 3);
    expect(p.weeks[0]!.title).toMatch(/Your first 20 minutes without walking/);
  });

  it.each([
    ['I have never run', 'run 5k'],
    ["can't run 3k", 'run 5k'],
  ])('%s → %s starts at the walks', async (current, target) => {
    const p = await fitness.plan(current, target, 40, 3);
    expect(p.weeks[0]!.title).toMatch(/Walking base/);
  });
});

describe('sight loss, epilepsy and an amputation said over the training, the sessions kept', () => {
  it.each([
    [
      "I'm registered blind, jog with a guide sometimes",
      'run a parkrun',
      /You mention your sight/,
      /^Find a guide for the outdoor sessions/,
    ],
    ['partially sighted, walk daily', 'walk 10 miles in the Peak District', /You mention your sight/, /^Find a guide/],
    ['epilepsy, controlled on tablets', 'swim 1 km front crawl', /You mention epilepsy/, /^Tell your epilepsy nurse or doctor/],
    ['I have epilepsy', 'run a 10k', /You mention epilepsy/, /^Tell your epilepsy nurse or doctor/],
    ['below knee amputee, walk fine with my prosthetic', 'run 5k', /You mention an amputation/, /^Ask your prosthetist and limb centre/],
    ['lost my leg in an accident two years ago, use a prosthesis', 'get stronger', /You mention an amputation/, /^Ask your prosthetist/],
  ])('%s → %s', async (current, target, say, first) => {
    const p = await fitness.plan(current, target, 40, 3);
    expect(p.description).toMatch(say);
    expect(p.weeks[0]!.days.flatMap((d) => d.tasks).some((t) => first.test(t.title))).toBe(true);
  });

  it('a swim with epilepsy says, at each swim, never alone in the water', async () => {
    const p = await fitness.plan('epilepsy, controlled on tablets', 'swim 1 km front crawl', 45, 3);
    const swims = tasksOf(p).filter((t) =>
      /^(Steady swim|Technique|Swim a|Your (first )?lesson|Intervals|Breathing drills|Kick for|Side kick|\d+ × \d+ m)/.test(t.title),
    );
    expect(swims.length).toBeGreaterThan(5);
    swims.forEach((t) => expect(t.description).toMatch(/never alone in the water/));
  });

  it.each([
    ['I have a blind spot in my running form', 'run 5k'],
    ['my brother has epilepsy', 'run 5k'],
    ['I sell roller blinds', 'run 5k'],
    ['colour blind', 'get fitter'],
    ['my dad is an amputee', 'run 5k'],
  ])('%s → %s: none of them said', async (current, target) => {
    const p = await fitness.plan(current, target, 40, 3);
    expect(p.description).not.toMatch(/You mention (your sight|epilepsy|an amputation)/);
  });
});
