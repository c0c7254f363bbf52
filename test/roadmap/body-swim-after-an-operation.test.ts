import { onOption } from './ask';
import { everything } from '../support/plan-reading';

/**
 * A swim after a joint operation (issue #36, round 20; decision 354): someone with a replaced hip, knee or
 * shoulder, or a reconstructed ACL, who names a swim is planned from their surgeon's or physio's word, with
 * the kick that suits the joint (no breaststroke whip kick after a hip or knee), in by the steps, and the
 * distance they named reached, not "30 minutes without stopping" or a learn-to-swim course. People written
 * for this test, at several lengths of day, and neighbours that must keep their own plans.
 */

const fitness = onOption('Physical Fitness', 45, 3);
const AFTER = 'A swim after a joint operation';
const tasksOf = (p: Awaited<ReturnType<typeof fitness.plan>>) => p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));

describe('a swim after a joint operation', () => {
  it.each([
    [
      'had my left hip replaced 8 months ago, physio signed me off, I walk 3 km a day',
      'swim 1 km of front crawl at the lido',
      45,
      3,
      /hip replacement/,
      '1 km',
    ],
    ['knee replacement last year, I swim breaststroke 10 lengths', 'swim 400 m front crawl', 30, 4, /knee replacement/, '400 m'],
    ['ACL reconstruction 7 months ago, cleared by my physio', 'swim 20 lengths of front crawl', 60, 2, /ACL reconstruction/, '20 lengths'],
    ['TKR 9 months ago, walking fine', 'swim 800 m of front crawl', 120, 7, /knee replacement/, '800 m'],
    ["I'm 71 and had a new hip fitted in March", 'swim 600 m at the leisure centre', 20, 5, /hip replacement/, '600 m'],
  ])(
    '“%s” → “%s” (%i × %i): the operation in the tasks, the surgeon asked first, the distance named reached',
    async (current, target, minutes, days, op, reach) => {
      expect(fitness.trackOf(current, target)).toBe(AFTER);
      const p = await fitness.plan(current, target, minutes, days);
      const first = tasksOf({ ...p, weeks: [p.weeks[0]!] });
      expect(first[0]!.title).toMatch(/^Ask your physio or surgeon about swimming after your/);
      expect(first[0]!.title).toMatch(op);
      const text = everything(p);
      expect(text).toMatch(/in (?:and out )?by the steps/);
      expect(text).not.toMatch(/Book an adult learn-to-swim course|30 minutes without stopping/);
      expect(p.weeks.at(-1)!.title).toContain(reach);
      expect(tasksOf(p).map((t) => t.title)).toContain(`Milestone: ${reach} of front crawl`);
    },
  );

  it('a hip or knee: the flutter kick, never the breaststroke whip kick until the surgeon clears it', async () => {
    for (const [current, joint] of [
      ['hip replaced last year, signed off', 'hip'],
      ['knee replaced 10 months ago', 'knee'],
    ] as const) {
      const p = await fitness.plan(current, 'swim 400 m of front crawl');
      const kick = tasksOf(p).find((t) => /^Kick for front crawl/.test(t.title))!;
      expect(kick.description).toMatch(new RegExp(`After a ${joint} replacement`));
      expect(kick.description).toMatch(/no breaststroke whip kick/);
      expect(kick.description).toMatch(/flutter kick/);
    }
  });

  it.each([
    ['had my knee done in the spring, a torn meniscus', 'swim 40 lengths of front crawl', /your knee operation/, /After knee surgery/],
    ['meniscus repair last year, back at work', 'swim 400 m of front crawl at the pool', /your knee operation/, /After knee surgery/],
    ['hip arthroscopy in May, physio says I can swim', 'swim 1 km', /your hip operation/, /After hip surgery/],
  ])('“%s”: an operation that is not a replacement is named as what it was, not a replacement', async (current, target, op, care) => {
    expect(fitness.trackOf(current, target)).toBe(AFTER);
    const p = await fitness.plan(current, target);
    const text = everything(p);
    expect(p.weeks[0]!.days[0]!.tasks[0]!.title).toMatch(op);
    expect(text).toMatch(care);
    expect(text).not.toMatch(/replacement/);
  });

  it('a shoulder: the overhead arm only once the surgeon clears it, and no band work the physio did not set', async () => {
    const p = await fitness.plan('shoulder replacement in 2024, I can swim 4 lengths of front crawl', 'swim 800 m');
    expect(fitness.trackOf('shoulder replacement in 2024, I can swim 4 lengths of front crawl', 'swim 800 m')).toBe(AFTER);
    const text = everything(p);
    expect(text).toMatch(/overhead arm of front crawl or backstroke only once your surgeon clears it/);
    expect(text).not.toMatch(/band pull-aparts/);
    // Four lengths of front crawl already: the plan starts at 50 m repeats, not the breath at the wall.
    expect(p.weeks[0]!.title).toMatch(/50 m at a time/);
  });

  it.each([
    ['my mum had a hip replacement', 'swim 1 km'],
    ['I had an eardrum operation', 'swim 400 m'],
    ['hip replaced 6 months ago', 'walk 10 km'],
    ['knee replaced, I do aqua aerobics', 'swim a mile in the sea'],
    ['hip replacement two years ago, can’t swim', 'learn to swim'],
    ['new hip in January, I swim breaststroke', 'swim 1 km of breaststroke'],
  ])('“%s” → “%s”: not this plan', (current, target) => {
    expect(fitness.trackOf(current, target)).not.toBe(AFTER);
  });

  it('a swimmer with a replaced joint on another swim track is told of the joint, and a non-swimmer still learns first', async () => {
    const p = await fitness.plan('hip replacement two years ago, can’t swim', 'learn to swim');
    expect(p.description).toMatch(/You had a joint replaced[^.]*flutter kick/);
    expect(p.weeks[0]!.days[0]!.tasks[0]!.title).toMatch(/Book an adult learn-to-swim course/);
    const sea = await fitness.plan('knee replaced, I do aqua aerobics', 'swim a mile in the sea');
    expect(sea.description).toMatch(/You had a joint replaced/);
  });

  it('a nurse’s patient’s replaced knee is not the nurse’s: no joint warning on her swim', async () => {
    const p = await fitness.plan('I’m a nurse; my patient had a knee replacement', 'swim 400 m');
    expect(p.description).not.toMatch(/You had a joint replaced/);
  });

  it('a replaced knee or hip with a running target is told what running asks of the joint, and to ask the surgeon', async () => {
    for (const current of ['new knee 5 months ago', 'hip replaced two years ago, I walk daily']) {
      const p = await fitness.plan(current, 'run 5k');
      expect(p.description).toMatch(
        /You had a hip or knee replaced: running and jumping are high-impact[^.]*\. Ask your surgeon before this plan’s first run/,
      );
    }
    const plain = await fitness.plan('I walk daily', 'run 5k');
    expect(plain.description).not.toMatch(/hip or knee replaced/);
  });

  it.each([
    ['I walk 3 km a day', 'swim 1 km of front crawl at the lido', 45, 3],
    ['desk job, 35, unfit', 'swim 200 m freestyle', 20, 5],
    ['I run 10k twice a week', 'front crawl 400 m for my first triathlon', 60, 4],
  ])(
    '“%s” says nothing of swimming → “%s”: the stroke to its distance with a teacher, never a learn-to-swim course',
    async (current, target, minutes, days) => {
      expect(fitness.trackOf(current, target)).toBe('A new stroke to a distance');
      const p = await fitness.plan(current, target, minutes, days);
      const text = everything(p);
      expect(text).not.toMatch(/Book an adult learn-to-swim course|30 minutes without stopping/);
      expect(text).toMatch(/Cannot yet swim a length at all\? Ask for adult learn-to-swim instead/);
    },
  );

  it.each([
    ["I can't swim", 'swim 400 m of front crawl'],
    ['non-swimmer, 40', 'swim 200 m freestyle'],
  ])('“%s” → “%s”: a non-swimmer still learns to swim first', async (current, target) => {
    expect(fitness.trackOf(current, target)).toBe('Swimming for fitness');
    const p = await fitness.plan(current, target);
    expect(p.weeks[0]!.days[0]!.tasks[0]!.title).toMatch(/Book an adult learn-to-swim course/);
  });

  it('a breaststroke swimmer with a new hip keeps breaststroke, its kick changed until the surgeon clears it', async () => {
    const current = 'new hip in 2025, I swim breaststroke';
    expect(fitness.trackOf(current, 'swim breaststroke 1 km again')).toBe('Swimming for fitness');
    const p = await fitness.plan(current, 'swim breaststroke 1 km again');
    const technique = tasksOf(p).find((t) => /^Technique: choose your stroke’s one focus/.test(t.title))!;
    expect(technique.description).toMatch(
      /^Breaststroke with your new joint: [^.]*flutter or gentle dolphin kick[^.]*until your surgeon clears the whip kick/,
    );
    expect(everything(p)).toMatch(/Breaststroke with your new joint: the pull with a flutter kick or a pull buoy/);
    expect(everything(p)).not.toMatch(/2 kicks to 1 pull/);
    const other = await fitness.plan('I swim breaststroke', 'swim breaststroke 1 km');
    expect(everything(other)).not.toMatch(/with your new joint/);
  });
});
