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
    const flags = weekOf(p, /^The beach’s flags, from the RNLI/);
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

  it('a poor swimmer is told the school’s swim and a pool first', async () => {
    const p = await plan('Learn to surf', 'I can barely swim', 'stand up on a wave', { description: 'Cornwall in the summer' });
    expect(textOf(p)).toMatch(/not a strong swimmer: first lessons stay in waist-deep white water/);
    expect(textOf(p)).toMatch(/adult swimming lessons at a pool first \(Swim England\)/);
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
