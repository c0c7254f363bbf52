import { onOption, expectOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 22 (decision 400): "play trumpet duets with my friend" on 7 days got Music's general routine — "your piece",
 * chunking, no task with the friend or the duet, and no lighter day for a brass lip. People written for this test.
 */

const MUSIC = 'Music (Instrumental Practice)';
const { trackOf, plan } = onOption(MUSIC);
const DUET = 'A duet with a friend or family';

describe('a duet with a friend or family, in the tasks, with rest on a 7-day week', () => {
  it.each([
    [
      'I play trumpet a bit, about two years',
      'Play trumpet duets with my friend',
      30,
      7,
      'your friend',
      /lip slurs/,
      /brass lip recovers in the rests/,
    ],
    [
      'grade 3 flute',
      'flute and piano duets with my daughter',
      20,
      5,
      'your daughter',
      /steady air/,
      /stopping while the embouchure still feels good/,
    ],
    ['I play violin, self-taught', 'play violin duets', 45, 4, 'your duet partner', /whole bows/, /a slow scale and your line's hard bars/],
    [
      'played clarinet for years',
      'start a family band: I play clarinet, my kids play recorder',
      15,
      3,
      'your family',
      /steady air/,
      /embouchure/,
    ],
  ])('%s → %s (%i min, %i days)', async (current, target, minutes, days, partner, warm, rest) => {
    expect(trackOf(current, target)).toBe(DUET);
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).toContain(`Agree a weekly time to play with ${partner}`);
    expect(tasksOf(p).some((t) => /^Play the first duet together for the first time/.test(t.title))).toBe(true);
    expect(tasksOf(p).some((t) => t.title.startsWith(`Play both duets with ${partner} for someone`))).toBe(true);
    expect(text).toMatch(warm);
    expect(text).toMatch(rest);
    expectOnTheirDays(p, minutes, days);
  });

  it('gives a brass player who plays every day rest days between the sessions', async () => {
    const p = await plan('I play trumpet a bit, about two years', 'Play trumpet duets with my friend', 30, 7);
    for (const week of p.weeks) expect(week.days.some((d) => /Rest day|Light day/.test(d.title))).toBe(true);
  });

  it.each([
    ['I play cornet', 'join a brass band with my friend'],
    ['I play guitar', 'play guitar with my friend'],
    ['I sing', 'sing duets with my sister'],
    ['never played the trumpet', 'play trumpet duets with my friend'],
    ['I play the flute', 'pass grade 5 flute'],
    ['I play piano', 'go running with my friend'],
  ])('%s → %s is not a duet plan', (current, target) => {
    expect(trackOf(current, target)).not.toBe(DUET);
  });
});
