import { plan, goal, tasksOf, textOf, inOrder, weekOf } from './custom-ask';
import { readBack } from '../../lambdas/roadmap/reading';

/**
 * Round 14's readers of custom goals (issue #36 item 4, decision 242): "confident with CPR and the
 * defibrillator" for a football club got a skill template with a "15 min first lesson" and no CPR; "sew a
 * summer dress from a pattern" on a machine never used got "a whole attempt at sewing a summer dress" in
 * week 4. First aid and sewing a garment are kinds of their own. People written for this test.
 */

const trackOf = (title: string, current: string, target: string, description?: string) =>
  readBack(goal(title, current, target, description ? { description } : {})).track.name;
const FIRST_AID = 'First aid, from a course to CPR and the defibrillator';
const SEWING = 'Sewing a garment, from the machine to the pattern';

describe('first aid, as a first-aid trainer reads the plan', () => {
  it('the football club: a certified course first, the call, CPR at its numbers, the club’s defibrillator, a plan for the club', async () => {
    const description = 'Be the one who knows what to do if someone collapses at our football club';
    const args = ['First aid', 'Never done any first aid', 'Confident with CPR and the defibrillator'] as const;
    expect(trackOf(...args, description)).toBe(FIRST_AID);
    const p = await plan(...args, { description, minutes: 30, days: 3 });
    const text = textOf(p);
    expect(text).toMatch(/St John Ambulance|British Red Cross|American Heart Association/);
    expect(text).toMatch(/5–6 cm deep, 100–120 a minute/);
    expect(text).toMatch(/30 compressions and 2 rescue breaths, or compressions only/);
    expect(text).toMatch(/speaker/);
    expect(text).toMatch(/defibrillator nearest the football club/);
    expect(text).toMatch(/Write an emergency plan for the football club/);
    expect(p.weeks.map((w) => w.title)).toContain('Week 4: An emergency plan for the football club');
    expect(text).toMatch(/recovery position/);
    expect(text).toMatch(/5 back blows/);
    expect(text).toMatch(/refresher/);
    expect(p.description).toMatch(/never on a person/);
    expect(text).not.toMatch(/first lesson|whole attempt|Who teaches it|weakest part|in real conditions/i);
    inOrder(p, [
      /^Book a first aid course/,
      /^Your first aid course/,
      /^Compressions on a manikin/,
      /^Write an emergency plan/,
      /^Run a collapse/,
    ]);
  });

  it.each([
    [
      'Learn CPR',
      'I live in Leeds and know nothing',
      'Be able to do CPR at work',
      /St John Ambulance or the British Red Cross/,
      /999 \(or 112\)/,
      /your workplace/,
    ],
    [
      'First aid course',
      'Glasgow, never trained',
      'First aid certificate',
      /St Andrew's First Aid/,
      /999/,
      /where you spend most of your week/,
    ],
    [
      'Renew my CPR certification',
      'card expired, I live in Texas',
      'AHA card renewed',
      /American Heart Association/,
      /911/,
      /where you spend most/,
    ],
    [
      'Wilderness first aid',
      'I hike a lot in the Lake District',
      'Know what to do if someone falls on a hike',
      /outdoor first aid course/,
      /999/,
      /nearest/,
    ],
  ])('%s (%s → %s): the course and the number of their country', async (title, current, target, course, number, place) => {
    expect(trackOf(title, current, target)).toBe(FIRST_AID);
    const p = await plan(title, current, target, { minutes: 20, days: 5 });
    const text = textOf(p);
    expect(text).toMatch(course);
    expect(text).toMatch(number);
    expect(text).toMatch(place);
    expect(tasksOf(p).some((t) => /^Rehearse the call to/.test(t.title))).toBe(true);
  });

  it('a parent of a baby is told that a baby’s CPR differs and to take a paediatric course', async () => {
    const p = await plan('Learn first aid', 'new mum, know nothing', 'Know what to do if my baby chokes', { minutes: 15, days: 4 });
    expect(p.description).toMatch(/5 rescue breaths first/);
    expect(p.description).toMatch(/paediatric first aid course/);
    expect(textOf(p)).toMatch(/defibrillator nearest home/);
    const adult = await plan('Learn CPR', 'beginner', 'Confident with CPR', { minutes: 15, days: 4 });
    expect(adult.description).not.toMatch(/paediatric/);
  });

  it('at 10 minutes on 2 days the lessons are done in their short form, so the course is not months away', async () => {
    const p = await plan('Learn CPR', 'never done any', 'Know CPR for my dad who has a heart condition', { minutes: 10, days: 2 });
    expect(textOf(p)).toMatch(/Say the call to your local emergency number .* aloud once/);
    expect(weekOf(p, /^Your first aid course/)).toBeGreaterThan(0);
    expect(weekOf(p, /^Your first aid course/)).toBeLessThanOrEqual(5);
    expect(p.weeks.length).toBeLessThanOrEqual(16);
  });

  it.each([
    ['First aid kit for my car', 'nothing in the car', 'a proper first aid kit in the boot'],
    ['Mental health first aid', 'none', 'MHFA certified'],
    ['Dog first aid', 'none', 'help my dog in an emergency'],
    ['Become a paramedic', 'care assistant', 'paramedic degree and CPR on the job'],
    ['Get my affairs in order', 'nothing written down', 'a will and a power of attorney'],
  ])('%s → %s: not first aid', (title, current, target) => {
    expect(trackOf(title, current, target)).not.toBe(FIRST_AID);
  });
});

describe('first aid for babies and children (round 14c’s readers: a childminder given adult CPR)', () => {
  it('teaches a childminder a paediatric course, a child’s depth and breaths, and a baby’s choking', async () => {
    const p = await plan(
      'First aid for my childminding',
      'did a course 6 years ago, forgotten most of it',
      'confident with baby and child CPR and choking',
      {
        description: 'I’m a childminder and want to know paediatric first aid properly',
        minutes: 20,
        days: 3,
      },
    );
    const text = textOf(p);
    expect(text).toMatch(/paediatric first aid course/);
    expect(text).toMatch(/a third of the chest's depth/);
    expect(text).toMatch(/5 rescue breaths first, then 15 compressions and 2 breaths/);
    expect(text).toMatch(/never abdominal thrusts on a baby/);
    expect(text).not.toMatch(/5–6 cm|choking in an adult|30 compressions and 2/i);
  });

  it('keeps an adult’s CPR for a football club', async () => {
    const p = await plan('Learn first aid', 'no first aid training', 'be confident with CPR and the defibrillator', {
      description: 'Be the one who knows what to do if someone collapses at our football club',
      minutes: 30,
      days: 2,
    });
    expect(textOf(p)).toMatch(/5–6 cm deep/);
    expect(textOf(p)).not.toMatch(/never abdominal thrusts on a baby/);
  });
});

describe('sewing a garment, as a sewing teacher reads the plan', () => {
  it('a machine never used to a summer dress: the machine, seams, a first project, the pattern’s size, a toile, the dress in stages', async () => {
    const description = 'I have a sewing machine I got for Christmas and never used';
    const args = ['Sew a summer dress', 'Never used my sewing machine', 'Sew a summer dress from a pattern'] as const;
    expect(trackOf(...args, description)).toBe(SEWING);
    const p = await plan(...args, { description, minutes: 45, days: 3 });
    const text = textOf(p);
    expect(text).toMatch(/bobbin/);
    expect(text).toMatch(/tension/);
    expect(text).toMatch(/1\.5 cm \(5\/8 in\)/);
    expect(text).toMatch(/Press each seam/);
    expect(text).toMatch(/a tote bag or a cushion cover/);
    expect(text).toMatch(/not your shop size/);
    expect(text).toMatch(/stable woven cotton/);
    expect(text).toMatch(/Pre-wash/);
    expect(text).toMatch(/grainline parallel to the selvedge/);
    expect(text).toMatch(/Try on the summer dress/);
    expect(text).toMatch(/neckline and armholes/);
    expect(p.description).toMatch(/fingers well away from the needle/);
    expect(text).not.toMatch(/whole attempt|first lesson|Who teaches it|weakest part/i);
    inOrder(p, [
      /^Wind a bobbin/,
      /^Ten 20 cm seams/,
      /^Sew a tote bag/,
      /^Your size from the pattern/,
      /^Cut and tack the toile/,
      /^Sew the darts/,
      /^Mark the hem/,
    ]);
  });

  it.each([
    ['Make a skirt', "I've made a few tote bags", 'An A-line skirt from a Simplicity pattern', /the skirt/, /the waist/],
    ['Learn to sew', 'complete beginner', 'make my own clothes', /your garment/, /neckline and armholes/],
    ['Dressmaking', 'I can sew straight lines', 'trousers that fit me', /the trousers/, /the waist/],
  ])('%s (%s → %s): the garment said, and its edges', async (title, current, target, garment, edges) => {
    expect(trackOf(title, current, target)).toBe(SEWING);
    const p = await plan(title, current, target, { minutes: 60, days: 2 });
    const text = textOf(p);
    expect(text).toMatch(garment);
    expect(text).toMatch(edges);
    expect(text).toMatch(/toile/);
  });

  it('someone who has sewn bags starts at the pattern, a beginner at the machine', async () => {
    const sewn = await plan('Make a skirt', "I've made a few tote bags", 'A skirt from a pattern');
    expect(weekOf(sewn, /^Choose a (beginner's )?pattern for the skirt/)).toBe(1);
    expect(textOf(sewn)).not.toMatch(/Wind a bobbin/);
    const beginner = await plan('Make a skirt', 'never sewn', 'A skirt from a pattern');
    expect(weekOf(beginner, /^Wind a bobbin/)).toBe(1);
  });

  it.each([
    ['Sew up the deal', 'sales rep', 'close the contract with Acme'],
    ['Make a quilt', 'never quilted', 'a single bed quilt for my grandson'],
    ['Learn to crochet', 'never crocheted', 'a granny square blanket'],
    ['Sew buttons back on', 'I lose buttons', 'mend my own clothes'],
    ['Make a dress-up box for the kids', 'nothing', 'a box of costumes'],
    ['Knit a jumper', 'I can knit a scarf', 'a jumper from a pattern'],
  ])('%s → %s: not sewing a garment', (title, current, target) => {
    expect(trackOf(title, current, target)).not.toBe(SEWING);
  });
});

const CAR = "Basic car maintenance, the owner's checks";
const CANDLES = 'Candle making, from a safe pour to a tested batch';

describe('basic car maintenance, as a mechanic teaching owners reads the plan', () => {
  it.each([
    ['Learn basic car maintenance', 'never opened the bonnet', 'check oil, tyres and change a wheel', /Open the bonnet/, /1\.6 mm/],
    ['Look after my car', 'I just drive it, I live in Ohio', 'do my own checks', /Open the hood/, /2\/32 inch/],
    ['Change a flat tyre', 'no idea', 'change a wheel myself', /Open the bonnet/, /legal minimum/],
  ])('%s (%s → %s): the handbook, fluids, tyres, a wheel on the drive, safety first', async (title, current, target, bonnet, tread) => {
    expect(trackOf(title, current, target)).toBe(CAR);
    const p = await plan(title, current, target, { minutes: 30, days: 3 });
    const text = textOf(p);
    expect(text).toMatch(bonnet);
    expect(text).toMatch(tread);
    expect(text).toMatch(/never open the cap when hot/);
    expect(text).toMatch(/never change it there/);
    expect(p.description).toMatch(/never put any part of you under a car held up only by its jack/);
    expect(text).not.toMatch(/whole attempt|first lesson|Who teaches it|weakest part/i);
    inOrder(p, [/^Read the handbook/, /^Check the oil/, /^Check the (tyre|tire) pressures/, /^Practi[sc]e on your drive/]);
  });

  it.each([
    ['Learn to drive', 'never driven', 'pass my driving test'],
    ['Fix my bike', 'a puncture', 'change a tyre on my bike'],
    ['Become a mechanic', 'apprentice', 'a qualified mechanic'],
    ['Cook with less oil', 'fry everything', 'healthier dinners'],
  ])('%s → %s: not car maintenance', (title, current, target) => {
    expect(trackOf(title, current, target)).not.toBe(CAR);
  });
});

describe('candle making, as a candle maker reads the plan', () => {
  it('soy candles as presents: the double boiler, a first pour, burn tests for the wick, scent at its load, labels', async () => {
    const args = ['Make my own candles', 'never made any', 'soy candles as Christmas presents'] as const;
    expect(trackOf(...args)).toBe(CANDLES);
    const p = await plan(...args, { minutes: 40, days: 3 });
    const text = textOf(p);
    expect(text).toMatch(/Buy soy container wax/);
    expect(text).toMatch(/double boiler/);
    expect(text).toMatch(/burn|Burn/);
    expect(text).toMatch(/one wick size up, one down/);
    expect(text).toMatch(/wax's weight times its load/);
    expect(text).toMatch(/A safety label on each candle/);
    expect(p.description).toMatch(/never water/);
    expect(p.description).not.toMatch(/CLP hazard labels/);
    inOrder(p, [/^Set up a double boiler/, /^Burn the first candle/, /^Pour two scented candles/, /^Pour your batch/]);
  });

  it('a maker who sells at a craft fair is told about the labels and insurance', async () => {
    const p = await plan('Candle making', 'made a few from a kit', 'sell at the Christmas craft fair');
    expect(p.description).toMatch(/BS EN 15494/);
    expect(p.description).toMatch(/insurance/);
  });

  it.each([
    ['Read candlestick charts', 'new to trading', 'trade from candlestick patterns'],
    ['Stop burning the candle at both ends', 'exhausted', 'sleep 8 hours'],
    ['Plan a candlelit dinner', 'never cooked for her', 'a candle-lit dinner for our anniversary'],
  ])('%s → %s: not candle making', (title, current, target) => {
    expect(trackOf(title, current, target)).not.toBe(CANDLES);
  });
});

const CROCHET = 'Crochet, from the chain to a pattern';

describe('crochet, as a crochet teacher reads the plan', () => {
  it('a granny square blanket from never: the chain, the first stitch with its US and UK names, the round, the pattern, the blanket', async () => {
    const args = ['Learn to crochet', 'never crocheted', 'a granny square blanket'] as const;
    expect(trackOf(...args)).toBe(CROCHET);
    const p = await plan(...args, { minutes: 30, days: 4 });
    const text = textOf(p);
    expect(text).toMatch(/US single crochet = UK double crochet/);
    expect(text).toMatch(/Chain 20/);
    expect(text).toMatch(/magic ring/);
    expect(text).toMatch(/Start the blanket/);
    expect(text).not.toMatch(/whole attempt|first lesson|Who teaches it|weakest part|knit stitch/i);
    inOrder(p, [/^Chain 20/, /^A swatch of US single crochet/, /^A magic ring/, /^Start the blanket/]);
  });

  it('someone who can already chain and single crochet starts at the taller stitches, the terms still said', async () => {
    const p = await plan('Crochet', 'I can chain and do single crochet', 'amigurumi for my niece', { minutes: 30, days: 4 });
    expect(textOf(p)).not.toMatch(/^Chain 20/m);
    expect(textOf(p)).toMatch(/UK double crochet/);
    expect(textOf(p)).toMatch(/Start the amigurumi/);
  });

  it.each([
    ['Knit a jumper', 'I can knit a scarf', 'a jumper from a pattern'],
    ['Sew a summer dress', 'never used my machine', 'a summer dress from a pattern'],
  ])('%s → %s: not crochet', (title, current, target) => {
    expect(trackOf(title, current, target)).not.toBe(CROCHET);
  });
});
