import { readBack } from '../../lambdas/roadmap/reading';
import { goal, plan, textOf, weekOf } from './custom-ask';

/**
 * Two custom kinds that answered a neighbouring question (round 17's blind readings, decision 298): "learn to
 * surf … by our family holiday in Cornwall" got a paddle-sport template (a safety boat, capsize, Beaufort
 * forces) with no pop-up practised on land, and "a simple skirt and then a shirt" got a skirt called a shirt
 * (a waist, elastic, a hem from the floor; no sleeves, collar or buttonholes). A surf coach and a sewing
 * teacher read these plans. People written for this test.
 */

const SURFING = 'Surfing, from a surf school to a green wave';

describe('surfing, as a surf coach reads the plan', () => {
  it('the Cornwall holiday: a surf school there, pop-ups and paddling at home first, flags and rips, then white water before a green wave', async () => {
    const p = await plan('Learn to surf', 'never done it, 35', 'stand up and ride a green wave', {
      description: 'I want to stand up on a board by our family holiday in Cornwall in August',
      minutes: 30,
      days: 3,
    });
    const text = textOf(p);
    expect(readBack(goal('Learn to surf', 'never done it, 35', 'stand up and ride a green wave')).track.name).toBe(SURFING);
    expect(text).toMatch(/^Book two or three surf lessons in Cornwall/m);
    expect(text).toMatch(/accredited by Surfing England/);
    expect(text).toMatch(/Polzeath/);
    const popup = weekOf(p, /^The pop-up on the floor, slowly/);
    const strength = weekOf(p, /^Paddling on land/);
    const flags = weekOf(p, /^The beach’s flags, and where you may surf/);
    const white = weekOf(p, /^First lesson with the school/);
    const green = weekOf(p, /^A green wave, with the instructor choosing it/);
    expect(popup).toBeGreaterThan(0);
    expect(popup).toBeLessThan(white);
    expect(strength).toBeLessThan(white);
    expect(flags).toBeLessThan(white);
    expect(white).toBeLessThan(green);
    // A paddle sport's words are not a surfer's.
    expect(`${p.description}\n${text}`).not.toMatch(/safety boat|capsize|Beaufort|buoyancy aid that fits|club’s improvers/i);
  });

  it.each([
    [
      'Surfing',
      'I can swim well',
      'catch green waves on my own',
      'Near San Diego',
      60,
      5,
      /lifeguard-trained and certified \(ISA or NSSIA\)/,
    ],
    ['Surf lessons', 'never surfed', 'surf a whole summer', 'We live in Sydney', 20, 2, /Surfing Australia-accredited surf school/],
    ['Learn to surf', 'total beginner', 'surf on holiday', 'A week in Devon at half term', 45, 4, /Woolacombe, Croyde, Saunton/],
    ['Surfing', 'had one lesson years ago', 'stand up every time', 'Going to Ericeira', 90, 2, /International Surfing Association/],
  ])(
    '%s (%s → %s, %s): its own country’s school, the pop-up at home, rips',
    async (title, current, target, description, minutes, days, school) => {
      const p = await plan(title, current, target, { description, minutes, days });
      const text = textOf(p);
      expect(readBack(goal(title, current, target, { description })).track.name).toBe(SURFING);
      expect(text).toMatch(school);
      expect(text).toMatch(/^The pop-up on the floor, slowly, in three counts/m);
      expect(text).toMatch(/^Spot a rip current/m);
      expect(text).not.toMatch(/safety boat|capsize/i);
    },
  );

  it.each([
    ['Cornwall in August', /Black-and-white chequered flags: the zone for surfboards/, /Met Office inshore waters forecast/],
    ['We live in Sydney', /surfboards stay outside them/, /Bureau of Meteorology’s coastal waters forecast/],
    [
      'Near San Diego',
      /mark where boards may go \(the United States Lifesaving Association\)/,
      /National Weather Service’s surf zone forecast/,
    ],
  ])('%s: that country’s beach flags and forecast', async (description, flags, forecast) => {
    const text = textOf(await plan('Learn to surf', 'never surfed', 'stand up on a wave', { description, minutes: 45, days: 3 }));
    expect(text).toMatch(flags);
    expect(text).toMatch(forecast);
  });

  it('a poor swimmer is told the school’s swim and a pool first', async () => {
    const p = await plan('Learn to surf', 'I can barely swim', 'stand up on a wave', { description: 'Cornwall in the summer' });
    expect(textOf(p)).toMatch(/not a strong swimmer: first lessons stay in waist-deep white water/);
    expect(textOf(p)).toMatch(/adult swimming lessons at a pool first/);
  });

  it.each([
    ['Windsurfing', 'get planing', 'A water sport, from a qualified course'],
    ['Learn to kitesurf', 'ride upwind', 'A water sport, from a qualified course'],
    ['Stand-up paddleboarding', 'paddle round the bay', 'A water sport, from a qualified course'],
  ])('%s → %s is not surfing', (title, target, track) => {
    expect(readBack(goal(title, 'beginner', target)).track.name).toBe(track);
  });

  it.each([
    ['Couch surfing round Europe', 'stay with hosts in five cities'],
    ['Spend less time online', 'stop surfing the web at night'],
    ['Channel surfing', 'watch less TV'],
  ])('“%s” (%s) is not surfing', (title, target) => {
    expect(readBack(goal(title, 'now', target)).track.name).not.toBe(SURFING);
  });
});

const SHIRT = 'Sewing a shirt, after a first simple garment';
const SHIRT_STEPS = [
  /^Choose a pattern for the (shirt|blouse) marked easy or beginner: a collar on a stand, set-in sleeves, buttons down the front/,
  /^Your size by the bust \(or chest\)/,
  /^Tack a toile in calico/,
  /^The yoke by the burrito method/,
  /^Sew the collar: the under and upper collar together/,
  /^Ease the sleeve cap/,
  /^Test buttonholes on a scrap/,
  /^Sew the buttons by hand/,
];

describe('a shirt, as a sewing teacher reads the plan', () => {
  it('“a simple skirt and then a shirt” on a machine never used: the skirt first, then the shirt’s own steps, in order', async () => {
    const p = await plan('Make my own clothes', 'have a sewing machine I never used', 'wear a shirt I sewed', {
      description: 'Sew a simple skirt and then a shirt',
      minutes: 60,
      days: 2,
    });
    const text = textOf(p);
    expect(
      readBack(
        goal('Make my own clothes', 'have a sewing machine I never used', 'wear a shirt I sewed', {
          description: 'Sew a simple skirt and then a shirt',
        }),
      ).track.name,
    ).toBe(SHIRT);
    const threading = weekOf(p, /^Wind a bobbin and thread the machine/);
    const skirt = weekOf(p, /^The elastic casing/);
    const shirt = SHIRT_STEPS.map((s) => weekOf(p, s));
    expect(threading).toBe(1);
    expect(text).toMatch(/^Pre-wash a stable woven cotton, press it, and cut the skirt on grain/m);
    expect(skirt).toBeGreaterThan(threading);
    expect(shirt.every((w) => w > skirt)).toBe(true);
    expect([...shirt].sort((a, b) => a - b)).toEqual(shirt);
    // The shirt is not a skirt with a new name.
    expect(text).not.toMatch(/Stay-stitch the waist|from the floor|shirt[^.\n]*elastic cut to fit your waist/);
    expect(p.weeks.at(-1)!.title).toMatch(/the shirt worn/);
  });

  it.each([
    ['Dressmaking', 'I have made a few skirts', 'a blouse with a collar', 45, 3, 'the blouse', 1],
    ['Sew a shirt for my husband', 'never sewn', 'a shirt he can wear to work', 90, 2, 'the shirt', 4],
    ['Learn to sew', 'complete beginner', 'make my own shirts', 20, 6, 'the shirt', 5],
    ['Sewing', 'I can sew straight lines', 'a linen shirt for summer', 120, 4, 'the shirt', 2],
    ['Make a blouse', 'I sewed a tote bag once', 'a blouse for work', 30, 3, 'the blouse', 3],
  ])('%s (%s → %s, %i min × %i): the pattern for %s in week %i', async (title, current, target, minutes, days, top, patternWeek) => {
    const p = await plan(title, current, target, { minutes, days });
    const text = textOf(p);
    expect(readBack(goal(title, current, target)).track.name).toBe(SHIRT);
    expect(weekOf(p, new RegExp(`^Choose a pattern for ${top}`))).toBe(patternWeek);
    expect([...SHIRT_STEPS.map((s) => weekOf(p, s))].every((w) => w > 0)).toBe(true);
    expect(text).toMatch(/^Sew the inner stand to the neckline/m);
  });

  it('measures a man’s shirt by the chest, and a first garment he would wear', async () => {
    const p = await plan('Sew a shirt for my husband', 'never sewn', 'a shirt he can wear to work');
    const text = textOf(p);
    expect(text).toMatch(/^Measure the chest, neck and arm length of whoever will wear it/m);
    expect(text).not.toMatch(/high bust/);
    expect(text).toMatch(/your pyjama bottoms or skirt/);
  });

  it.each([
    ['Sew a shirt dress', 'never sewn', 'a shirt dress for summer'],
    ['Sewing', 'beginner', 'sew a button on my shirt'],
    ['Make T-shirts', 'beginner', 'print t-shirts for the band'],
    ['Mending', 'never sewn', 'repair my shirts'],
    ['Make a shirt design', 'I use Photoshop', 'make a shirt design for the club'],
    ['Learn to sew', 'complete beginner', 'make a summer dress'],
  ])('%s (%s → %s) is not the shirt', (title, current, target) => {
    expect(readBack(goal(title, current, target)).track.name).not.toBe(SHIRT);
  });
});

describe('trousers and a skirt, each with its own seams and closure', () => {
  it.each([
    ['Dressmaking', 'I can sew straight lines', 'trousers that fit me', 45, 3],
    ['Make my own trousers', 'I have made a few tote bags', 'linen trousers for summer', 90, 2],
  ])('%s (%s → %s): the crotch curve, a fly, the hem in shoes', async (title, current, target, minutes, days) => {
    const text = textOf(await plan(title, current, target, { minutes, days }));
    expect(text).toMatch(/^Measure your waist, hips and crotch depth/m);
    expect(text).toMatch(/^The crotch, inside leg and side seams, pressed/m);
    expect(text).toMatch(/The crotch curve stitched twice and clipped/);
    expect(text).toMatch(/^The fly zip or the elastic your pattern uses/m);
    expect(text).not.toMatch(/Shoulder and side seams|Measure your bust/);
  });

  it('a skirt has side seams and a zip, no shoulders or fly', async () => {
    const text = textOf(await plan('Make a skirt', "I've made a few tote bags", 'A skirt from a pattern', { minutes: 60, days: 3 }));
    expect(text).toMatch(/^The side seams, pressed open/m);
    expect(text).toMatch(/^The zip or the elastic your pattern uses/m);
    expect(text).not.toMatch(/Shoulder and side seams|fly|crotch/);
  });

  it('a summer dress keeps its shoulders and its measurements from the bust', async () => {
    const text = textOf(
      await plan('Sew a summer dress', 'Never used my sewing machine', 'Sew a summer dress from a pattern', { minutes: 45, days: 4 }),
    );
    expect(text).toMatch(/^Shoulder and side seams, pressed open/m);
    expect(text).toMatch(/^Measure your bust, waist and hips/m);
    expect(text).not.toMatch(/crotch|fly zip/);
  });
});
