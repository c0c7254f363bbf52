import { readFileSync } from 'fs';
import { join } from 'path';
import { firstNamed, kinOf, languageClauses } from '../../lambdas/roadmap/levels';

/**
 * One clause splitter for what someone says of their languages (review 16, finding 12): kinOf (a close language
 * spoken well) and firstNamed (the language learnt) break the words at the same places, so the two never disagree
 * about which clause says a language is spoken well.
 */

const course = JSON.parse(readFileSync(join(__dirname, '../../lambdas/roadmap/curricula/custom-language.json'), 'utf8')) as {
  holes: Array<{ name: string; read: Array<{ match?: string; say: string }> }>;
};
const reads = course.holes.find((h) => h.name === 'language')?.read ?? [];
const clauses = (words: string) => languageClauses(words).map((c) => c.clause.trim());

describe('the clauses of what someone says of their languages', () => {
  it.each([
    ['I speak Spanish fluently, but Italian is new', ['i speak spanish fluently', '', 'italian is new']],
    ['Swedish is my first language whereas Norwegian is new', ['swedish is my first language', 'norwegian is new']],
    ['fluent in Dutch although I never lived there', ['fluent in dutch', 'i never lived there']],
    ['native Urdu speaker; learning Hindi!\nfor my in-laws', ['native urdu speaker', 'learning hindi', 'for my in-laws']],
  ])('“%s” is broken where a clause ends', (words, expected) => {
    expect(clauses(words)).toEqual(expected);
  });

  it.each([
    // A break word inside another word is no break: "band", "butter", "meanwhile", "thought".
    ['I play in a band and sing', ['i play in a band', 'sing']],
    ['meanwhile I thought of butter', ['meanwhile i thought of butter']],
    // Every kind of apostrophe is one: "I’m", "I`m", "I´m".
    ['I’m Spanish and I´m learning', ["i'm spanish", "i'm learning"]],
  ])('“%s” keeps the words that only look like a break', (words, expected) => {
    expect(clauses(words)).toEqual(expected);
  });

  it.each(['', '   ', ',,,', 'and but while', 'Learn Norwegian\n\nnative Swedish speaker.', 'I speak Portuguese (Brazil), and?'])(
    '“%s” joined again is the words as read, lower case',
    (words) => {
      const said = languageClauses(words);
      expect(said.map((c) => c.clause + c.end).join('')).toBe(words.toLowerCase());
      // A break is never inside a clause, and only the last clause ends without one.
      expect(said.slice(0, -1).every((c) => c.end !== '')).toBe(true);
      expect(said[said.length - 1]!.end).toBe('');
    },
  );
});

describe('the two readers agree on the clause that says a language is spoken well', () => {
  it.each([
    ['Norwegian', 'I speak Swedish fluently whereas Norwegian is new to me', 'Swedish'],
    ['Ukrainian', 'Russian is my first language although Ukrainian I never had', 'Russian'],
    ['Urdu', 'I grew up speaking Hindi while my Urdu reading is zero', 'Hindi'],
    ['Portuguese', 'Spanish is my mother tongue and Portuguese is for work', 'Spanish'],
  ])('on %s, “%s”: %s spoken well, not learnt', (learnt, words, spoken) => {
    expect(firstNamed(reads, words)).toBe(learnt);
    expect(kinOf(learnt, words)?.name).toBe(spoken);
  });
});
