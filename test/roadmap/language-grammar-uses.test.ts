import { languageTables } from '../../lambdas/roadmap/curricula/language-tables';

/**
 * What a grammar point is for and which situations use it (`grammarUses`, decision 308), read whole words: round 18's
 * review found "rent" in "different", "now" in "know", "date" in "update", Korean 시 in 시험, German "will" (wants) and
 * "werden" (the passive) read as the future, and Japanese past た never read — each pairing a point with a situation
 * that does not use it.
 */
const usesIn = (text: string, side: 'point' | 'situation') =>
  languageTables()
    .grammarUses.uses.filter((u) => u[side].some((p) => new RegExp(p, 'i').test(text)))
    .map((u) => u.use);

describe('grammar uses read whole words', () => {
  it.each([
    ['a different colour', 'what you can, must and would like', false],
    ['your grandparents', 'what you can, must and would like', false],
    ['I know the way', 'what is happening now', false],
    ['update your profile', 'numbers, dates and times', false],
    ['a presentation at work', 'where things are', false],
    ['renting a flat', 'what you can, must and would like', true],
    ['what you are doing now', 'what is happening now', true],
  ])('situation “%s”: %s is %s', (text, use, expected) => {
    expect(usesIn(text, 'situation').includes(use)).toBe(expected);
  });

  it.each([
    ['昨日すしを食べた。', 'the past', true],
    ['〜たほうがいい: advice', 'the past', true],
    ['〜らしい and 〜みたい', 'wishes and feelings', false],
    ['〜たい: wanting to', 'wishes and feelings', true],
    ['-(으)ㄴ/는데도 (시험)', 'numbers, dates and times', false],
    ['몇 시예요? Telling the time', 'numbers, dates and times', true],
    ['Modal verbs for assumptions: dürfte, soll, will', 'the future and plans', false],
    ['Passive with modal verbs: muss gemacht werden', 'the future and plans', false],
    ['Futur I: ich werde morgen arbeiten', 'the future and plans', true],
  ])('point “%s”: %s is %s', (text, use, expected) => {
    expect(usesIn(text, 'point').includes(use)).toBe(expected);
  });
});
