import { onOption, expectOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 22 (decision 400): "Grade 4 harp", "ABRSM Grade 5 violin" or "Trinity Grade 6 singing" got Music's general
 * routine or a song for an occasion: no scales, no list pieces, no word of what the exam holds. People written for
 * this test, in their own words.
 */

const MUSIC = 'Music (Instrumental Practice)';
const { trackOf, plan } = onOption(MUSIC);
const GRADE = 'A grade exam on your instrument or voice';

describe('a grade exam on an instrument or the voice, by its own syllabus', () => {
  it.each([
    [
      'I passed grade 2 harp last year',
      'Grade 4 harp',
      30,
      5,
      /Grade 4 on the harp/,
      /levers or pedals/,
      /ABRSM, for example: three pieces \(30 marks each\)/,
    ],
    [
      'I play violin at about grade 4',
      'ABRSM Grade 5 violin in 6 months',
      45,
      6,
      /ABRSM's current syllabus for Grade 5 on the violin/,
      /against a drone/,
      /a pass at 100, merit 120, distinction 130/,
    ],
    [
      'three years on the clarinet',
      'pass my grade 3 clarinet exam with Trinity',
      20,
      4,
      /Trinity's current syllabus for Grade 3 on the clarinet/,
      /Tongued, then slurred, even fingers/,
      /three pieces \(22 marks each\), technical work \(14\)/,
    ],
    [
      'I passed grade 5 singing',
      'Trinity Grade 6 singing',
      40,
      3,
      /Grade 6 on your voice/,
      /never pushed at the top/,
      /Trinity Singing: songs from its lists/,
    ],
    [
      'grade 3 cornet in the school band',
      'get my grade 4 cornet',
      30,
      7,
      /Grade 4 on the cornet/,
      /rest as long as you play/,
      /out of 150/,
    ],
  ])('%s → %s (%i min, %i days)', async (current, target, minutes, days, syllabus, scales, marks) => {
    expect(trackOf(current, target)).toBe(GRADE);
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(syllabus);
    expect(text).toMatch(scales);
    expect(text).toMatch(marks);
    expect(text).toMatch(/Sight-read/);
    expect(text).toMatch(/aural/i);
    expect(tasksOf(p).some((t) => /^A first mock in exam order/.test(t.title))).toBe(true);
    expect(tasksOf(p).some((t) => /^Enter the exam with/.test(t.title))).toBe(true);
    expect(p.description).toMatch(/count a year for each grade between the last you passed and this one/);
    expectOnTheirDays(p, minutes, days);
  });

  it('names the pieces from the board’s lists, and ABRSM’s theory before Grade 6 only where ABRSM is named', async () => {
    const abrsm = await plan('passed grade 5', 'ABRSM grade 7 cello', 45, 5);
    expect(textOf(abrsm)).toMatch(/one piece from each of the current syllabus's lists A, B and C/);
    expect(abrsm.description).toMatch(/ABRSM asks Grade 5 Theory/);
    const trinity = await plan('passed grade 5', 'Trinity grade 7 flute', 45, 5);
    expect(trinity.description).not.toMatch(/Grade 5 Theory/);
  });

  it('gives a brass player on seven days rest days and the lip’s rest in the tasks', async () => {
    const p = await plan("I've played trumpet for three years", 'pass grade 5 trumpet', 30, 7);
    expect(p.weeks[0]!.days.filter((d) => /Rest day|Light day/.test(d.title)).length).toBeGreaterThan(0);
    expect(textOf(p)).toMatch(/rest as much as you play within a session/);
  });

  it.each([
    ['passed grade 4 piano', 'music theory grade 5'],
    ["I've played drums for a year", 'Rockschool Grade 3 drums'],
    ['Never played', 'Grade 1 classical guitar'],
    ['I play guitar', 'Rockschool grade 4 electric guitar'],
    ['never played the violin', 'grade 1 violin'],
    ['I play the harp', "play the harp at my sister's wedding"],
    ['grade 6 violin', 'join a community orchestra'],
  ])('%s → %s keeps its own track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(GRADE);
  });
});
