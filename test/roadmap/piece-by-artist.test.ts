import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { ask, everything } from '../support/plan-reading';

/**
 * A song named with its artist, on the instrument the person plays (issue #36, round 10): "Blackbird by the
 * Beatles" on a self-taught guitar got the general practice course with a wind player's "long tones". A
 * song "by" someone is a named piece, and the piece's weeks speak the instrument: a guitarist learns from a
 * tab checked against the recording, fretting hand first, never "hands separately" or IMSLP; a pianist keeps
 * hands separately and the score. The people are invented for this file.
 */

const MUSIC = 'Music (Instrumental Practice)';
const PIECE = 'A named piece';
const trackOf = (current: string, target: string) => readBack(ask(MUSIC, current, target, 20, 5)).track.name;

describe('a song by an artist is a named piece', () => {
  it.each([
    ['self-taught, open chords', 'play Dust in the Wind by Kansas'],
    ['two years of ukulele', 'perform Somewhere Over the Rainbow by Israel Kamakawiwoʻole at my gran’s party'],
    ['grade 3 piano', 'learn Someone Like You by Adele for my sister'],
    ['a bit of guitar', 'play Stand by Me by Ben E. King at the wedding'],
  ])('“%s” → “%s”', (current, target) => {
    expect(trackOf(current, target)).toBe(PIECE);
  });

  it.each([
    ['I play piano', 'play songs by ear'],
    ['guitar for a year', 'learn to play by ear by the summer'],
    ['I play piano', 'pass grade 3 by June'],
  ])('but “%s” → “%s” names no piece', (current, target) => {
    expect(trackOf(current, target)).not.toBe(PIECE);
  });
});

describe('the piece in the instrument’s own words', () => {
  it('a guitarist: a tab checked against the recording, the fretting hand first, the chord shapes as warm-up', async () => {
    const p = await generateRoadmap(
      ask(MUSIC, 'I taught myself guitar, open chords and a few barre chords', 'play Dust in the Wind by Kansas', 20, 5),
      builtinProvider,
    );
    const text = everything(p);
    expect(text).toMatch(/Learn bars 1–4 of Dust in the Wind, fretting hand first/);
    expect(text).toMatch(/a licensed tab .* check it against the recording/);
    expect(text).toMatch(/the piece’s chord shapes, changing between them slowly/);
    expect(text).not.toMatch(/hands separately|IMSLP|\{\w+\}/);
  });

  it('a pianist keeps hands separately and the score', async () => {
    const p = await generateRoadmap(ask(MUSIC, 'grade 5 piano', 'play Clair de Lune', 30, 4), builtinProvider);
    expect(everything(p)).toMatch(/hands separately, at half speed/);
    expect(everything(p)).toMatch(/with the score/);
  });
});
