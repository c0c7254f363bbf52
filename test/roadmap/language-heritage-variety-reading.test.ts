import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { readingLines } from '../../lambdas/roadmap/reading';
import { ask, planText, tasksOf } from './language-ask';

/**
 * A heritage speaker of another Chinese variety who wants to read (decision 326): the variety said is read wherever it
 * is said, the plan says the course is Mandarin but written Chinese is shared and read with their own sounds (Jyutping
 * for Cantonese), starts at the characters past pinyin, and its practice is characters and words, not Mandarin speaking.
 * The script follows the place: Hong Kong and Taiwan traditional, Singapore simplified.
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const planFor = (current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask('Chinese', current, target, minutes, days), builtinProvider);
const practiceTitles = (plan: Plan) =>
  plan.weeks.flatMap((w) => tasksOf(w).map((t) => t.title)).filter((t) => /^(?:Speaking|Listening|Characters by|Read aloud)/.test(t));

describe('a heritage speaker of another variety reads Chinese with their own sounds', () => {
  it.each([
    [
      'heritage speaker, I understand Cantonese but can’t read',
      'read Chinese menus and signs in Hong Kong',
      20,
      5,
      'Cantonese',
      'traditional',
    ],
    [
      'grew up speaking Hokkien with my grandparents in Penang, never learned to read',
      'read signs and menus in Taiwan',
      30,
      4,
      'Hokkien',
      'traditional',
    ],
    ['Cantonese is my first language, I can’t read characters', 'read Lianhe Zaobao in Singapore', 60, 6, 'Cantonese', 'simplified'],
    ['I understand Shanghainese from my grandma but can’t read or write', 'read a Chinese newspaper', 10, 2, 'Shanghainese', 'simplified'],
    ['Teochew at home growing up, I understand it', 'read Chinese characters on menus', 25, 7, 'Teochew', 'simplified'],
    [
      'my parents speak Cantonese at home and I understand it, but I can’t read',
      'read the menus at cha chaan tengs in Hong Kong',
      15,
      3,
      'Cantonese',
      'traditional',
    ],
  ])('“%s” → “%s” at %i×%i: %s read, %s characters', async (current, target, minutes, days, variety, script) => {
    const plan = await planFor(current, target, minutes, days);
    expect(plan.description).toContain(`Placed from what you said: you understand ${variety}, and you want to read.`);
    expect(plan.description).toMatch(/This Chinese course teaches Mandarin \(Putonghua\) with pinyin, but written Chinese is shared/);
    expect(plan.description).not.toMatch(/you grew up hearing Chinese|starts at its sounds week|gives you a head start/);
    // The characters from the first week, past pinyin and the four tones.
    expect(plan.weeks[0]!.title).toMatch(/^Week 1: 是, 有, numbers and your first 50 characters/);
    expect(planText(plan)).not.toMatch(/The four tones|Third-tone sandhi/);
    // Practice is reading in their own sounds: no Mandarin shadowing or listening.
    const practice = practiceTitles(plan);
    // At 20 minutes a week the few practice days go to the target’s own text (the newspaper, the menus), itself reading.
    if (minutes * days >= 60) expect(practice.some((t) => t.startsWith('Characters by frequency'))).toBe(true);
    else
      expect(plan.weeks.flatMap((w) => tasksOf(w).map((t) => t.title)).filter((t) => /newspaper|menus/i.test(t)).length).toBeGreaterThan(3);
    expect(practice.filter((t) => /^(?:Speaking|Listening)/.test(t))).toEqual([]);
    // (Read in their own sounds: a text read aloud, or each character of the frequency list, decision 395.)
    if (minutes * days >= 60) expect(planText(plan)).toMatch(new RegExp(`Read aloud in ${variety}|each read in ${variety}`));
    // The script by the place: 嗎 in Hong Kong and Taiwan, 吗 elsewhere.
    const text = planText(plan);
    expect(text).toContain(script === 'traditional' ? '嗎' : '吗');
    expect(text).not.toContain(script === 'traditional' ? '吗' : '嗎');
  });

  it('names Jyutping for Cantonese and the frequency list beside it, and the read-back says the same', async () => {
    const current = 'heritage speaker, I understand Cantonese but can’t read';
    const target = 'read Chinese menus and signs in Hong Kong';
    const plan = await planFor(current, target, 20, 5);
    expect(plan.description).toMatch(/Jyutping, the Linguistic Society of Hong Kong’s romanisation/);
    expect(plan.description).toMatch(/Jun Da’s character frequency list/);
    expect(readingLines(ask('Chinese', current, target, 20, 5)).join('\n')).toContain('you understand Cantonese, and you want to read');
  });
});

describe('not a heritage reader of another variety', () => {
  it.each([
    // A Mandarin heritage speaker keeps Mandarin's heritage reading.
    [
      'my parents spoke Mandarin at home, heritage speaker, can’t read',
      'read Chinese menus and signs in Hong Kong',
      /you grew up hearing Chinese/,
    ],
    // Mandarin speaking asked: the Mandarin plan.
    [
      'heritage speaker, I understand Cantonese but can’t read',
      'speak Mandarin with colleagues in Shanghai',
      /you grew up hearing Chinese/,
    ],
    // Cantonese as a cuisine in the target is no variety heard.
    ['complete beginner', 'read the menu at Cantonese restaurants in London', /Your target is in Cantonese/],
    // A wife's Cantonese, and Cantonese denied, are not theirs.
    ['my wife speaks Cantonese, I know nothing', 'read Chinese menus in Hong Kong', /Your own texts run through the plan/],
    ['I don’t speak Cantonese, total beginner', 'read signs in Hong Kong', /Your own texts run through the plan/],
    // Cantonese food where they are is a cuisine too.
    ['I love Cantonese food, total beginner', 'read menus in Hong Kong', /Your own texts run through the plan/],
  ])('“%s” → “%s”', async (current, target, said) => {
    const plan = await planFor(current, target, 20, 4);
    expect(plan.description).not.toMatch(/and you want to read\. This Chinese course/);
    expect(plan.description).toMatch(said);
  });
});
