import { plan, goal, textOf, inOrder } from './custom-ask';
import { readBack } from '../../lambdas/roadmap/reading';
import { loadCurriculum } from '../../lambdas/roadmap/curricula/load';

/**
 * Arabic and East Asian calligraphy as custom goals (issue #36 item 4, decision 270): decision 251's
 * calligraphy kind is Latin scripts' pens and hands, and turned these away to the general scaffold. A naskh
 * teacher and a shodō teacher read these plans; the people are written for this test.
 */

const trackOf = (title: string, current: string, target: string) => {
  const { track } = readBack(goal(title, current, target));
  return track.chosen === 'general' ? 'general' : loadCurriculum('Custom')!.tracks!.find((t) => t.name === track.name)!.id;
};

describe('what chooses each script, and what does not', () => {
  it.each([
    ['Arabic calligraphy', 'beginner', 'write my name in thuluth', 'arabic-calligraphy'],
    ['Learn calligraphy', 'I read Arabic', 'the basmala in naskh', 'arabic-calligraphy'],
    ['Islamic calligraphy', 'never tried', 'a piece for the living room', 'arabic-calligraphy'],
    ['Persian calligraphy', 'beginner', "a line of Hafez in nasta'liq", 'arabic-calligraphy'],
    ['Learn Japanese calligraphy', 'none', 'shodo for my grandmother', 'brush-calligraphy'],
    ['Chinese calligraphy', 'I speak Mandarin', 'write 福 for New Year', 'brush-calligraphy'],
    ['Shodō', 'beginner', 'a good 永', 'brush-calligraphy'],
    ['Korean calligraphy', 'I read hangul', 'my name in hangul with a brush', 'brush-calligraphy'],
  ])('“%s” (%s → %s) is %s', (title, current, target, track) => {
    expect(trackOf(title, current, target)).toBe(track);
  });

  it.each([
    ['Learn calligraphy', 'never held a dip pen', 'a birthday card in italic', 'calligraphy'],
    ['Brush lettering', 'beginner', 'letter a quote for my wall', 'calligraphy'],
    ['Learn Arabic', 'I know the alphabet', 'talk with my in-laws', 'language'],
  ])('“%s” (%s → %s) stays %s', (title, current, target, track) => {
    expect(trackOf(title, current, target)).toBe(track);
  });
});

describe('a naskh teacher reads the Arabic plan', () => {
  it('the basmala in thuluth: naskh first, the qalam, the dot as the measure, letter families, joins, the piece', async () => {
    const p = await plan('Arabic calligraphy', 'I read Arabic, never held a qalam', "write the basmala in thuluth for my mother's wall", {
      minutes: 30,
      days: 4,
    });
    const text = textOf(p);
    expect(text).toMatch(/Most teachers set naskh before thuluth/);
    expect(text).toMatch(/a bamboo or reed qalam cut at an angle/);
    expect(text).toMatch(/ijaza/);
    expect(p.description).toMatch(/A script is learnt over years/);
    inOrder(p, [
      /^The nuqta: 30 rhombic dots/,
      /^The alif/,
      /^ب ت ث/,
      /^Initial, medial and final forms/,
      /^The final piece of “write the basmala/,
    ]);
    expect(text).not.toMatch(/\{\w+\}|italic|Nikko|weakest part/);
  });

  it('ruq’ah is said as the everyday hand, with its own model', async () => {
    const text = textOf(await plan('Arabic calligraphy', 'beginner', "neat ruq'ah handwriting", { minutes: 15, days: 5 }));
    expect(text).toMatch(/Ruq'ah is the everyday hand/);
  });
});

describe('a shodō teacher reads the brush plan', () => {
  it('Japanese: hanshi and the four treasures, the eight strokes of 永, kana and kanji, copying a model, a signed piece', async () => {
    const p = await plan('Learn Japanese calligraphy', 'none', 'shodo for my grandmother: write 夢 on hanshi', { minutes: 20, days: 5 });
    const text = textOf(p);
    expect(text).toMatch(/hanshi \(半紙\)/);
    expect(text).toMatch(/an ink stick and inkstone/);
    expect(text).toMatch(/hiragana い く し/);
    inOrder(p, [
      /^Grind the ink/,
      /^The dot, the horizontal and the vertical/,
      /^永 whole/,
      /^Stroke order/,
      /^Copy four characters/,
      /^The final sheet, signed/,
    ]);
    expect(text).not.toMatch(/\{\w+\}|nib|dip pen|weakest part/);
  });

  it('Korean: hangul syllables that share a consonant, not Chinese radicals', async () => {
    const text = textOf(await plan('Korean calligraphy', 'I read hangul', 'my name in hangul with a brush', { minutes: 25, days: 3 }));
    expect(text).toMatch(/가 거 고 구/);
    expect(text).toMatch(/gungche/);
    expect(text).not.toMatch(/氵|hiragana|hanshi/);
  });

  it('Chinese: grid paper and a classic stele as the model', async () => {
    const text = textOf(await plan('Chinese calligraphy', 'I speak Mandarin', 'write 福 for New Year', { minutes: 45, days: 3 }));
    expect(text).toMatch(/nine-square grid \(九宫格\)/);
    expect(text).toMatch(/Jiuchenggong/);
    expect(text).not.toMatch(/hanshi|hiragana/);
  });
});
