import { onOption } from './track-ask';
import { textOf } from './custom-ask';

/**
 * Round 18 (decision 307): "never touched a guitar" → "play Wonderwall" was told the option "does not teach
 * learning an instrument from zero", though its guitar path teaches Wonderwall from the first chord: the
 * guitar, denied, was taken out of the words before the path read them. And "I don't play guitar, I play
 * piano" was read as a player from zero. People written for this test, and the words that must not change.
 */

const MUSIC = 'Music (Instrumental Practice)';
const GUITAR = 'The guitar, from the first chord';
const { trackOf, plan } = onOption(MUSIC);

describe('a guitar denied is a guitar from its first chord', () => {
  it.each([
    ['never touched a guitar', 'play Wonderwall', 45, 3, /Wonderwall's chords from its sheet, slowly/],
    ["I can't play guitar yet", 'play songs around the campfire', 20, 5, /D, A and E/],
    ["haven't got an electric guitar yet", 'play Smells Like Teen Spirit', 30, 4, /D, A and E|one-minute changes/i],
  ])('%s → %s (%i min, %i days)', async (current, target, minutes, days, taught) => {
    expect(trackOf(current, target)).toBe(GUITAR);
    const p = await plan(current, target, minutes, days);
    expect(p.description).not.toMatch(/does not teach/);
    expect(textOf(p)).toMatch(taught);
  });

  it('a pianist who does not play guitar is a pianist, not a player from zero', async () => {
    const p = await plan("I don't play guitar, I play piano", 'play Clair de Lune', 30, 4);
    expect(p.description).not.toMatch(/does not teach learning an instrument from zero/);
    expect(trackOf("I don't play guitar, I play piano", 'play Clair de Lune')).toBe('A named piece');
  });

  it.each([
    ['never played a classical guitar', 'play Lagrima', 'Classical guitar, from the first lesson'],
    ['I have never played Guitar Hero', 'learn piano', 'The piano or keyboard, from the first lesson'],
  ])('%s → %s keeps %s', (current, target, track) => {
    expect(trackOf(current, target)).toBe(track);
  });

  it('someone who cannot play anything, asking for no instrument, is still told the option’s word', async () => {
    const p = await plan("I can't play anything", 'play in a band', 30, 3);
    expect(p.description).toMatch(/does not teach learning an instrument from zero/);
  });
});
