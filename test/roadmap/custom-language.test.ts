import { readBack } from '../../lambdas/roadmap/reading';
import { goal, inOrder, plan, textOf } from './custom-ask';

/**
 * A language the catalogue does not teach, as a custom goal (issue #36, decision 154): the Chinese
 * option says plainly that it teaches Mandarin and sends Cantonese to a custom goal; Portuguese, Arabic,
 * Welsh or Tagalog have no option at all. Read as a language teacher would: a teacher first, the
 * language's own sounds and writing, yourself, the most frequent words, the situations the person
 * names, a first conversation with the people they learn it for, and the hours it really takes (US
 * Foreign Service Institute) said. The people are invented for this file.
 */

const LANGUAGE = 'A language outside the catalogue, with a teacher';
const trackOf = (title: string, target: string, description?: string) =>
  readBack(goal(title, 'beginner', target, description ? { description } : {})).track.name;

describe('a language outside the catalogue, chosen from the words', () => {
  it.each([
    ['Learn Cantonese', 'chat with my grandma'],
    ['Portuguese', 'get by on holiday in Lisbon'],
    ['Speak Polish', 'talk to my wife’s family at Christmas'],
    ['Welsh for my kids', 'help with their Welsh-medium homework'],
    ['Arabic', 'understand my in-laws in Cairo'],
    ['Tagalog', 'talk with my partner’s parents in Manila'],
    ['Learn a new language', 'basic conversation in Swahili before my volunteering trip'],
  ])('“%s” → “%s” is a language', (title, target) => {
    expect(trackOf(title, target)).toBe(LANGUAGE);
  });

  it.each([
    ['Thai cooking', 'cook a green curry from scratch'],
    ['Polish my CV', 'a CV that gets interviews'],
    ['Irish dancing', 'dance a reel at the feis'],
    ['Turkish delight', 'make it at home for Christmas'],
    ['Russian twists', '100 in a row'],
    ['Greek yoghurt', 'make my own yoghurt every week'],
  ])('“%s” → “%s” is not', (title, target) => {
    expect(trackOf(title, target)).not.toBe(LANGUAGE);
  });
});

describe('the plan, as a language teacher reads it', () => {
  it('a heritage speaker of Cantonese: Jyutping and the six tones, the hours of a Category IV language, the family in the tasks', async () => {
    const p = await plan(
      'Learn Cantonese',
      'I understand Cantonese from my parents but reply in English',
      'speak Cantonese with my parents and my aunties',
      {
        minutes: 20,
        days: 4,
      },
    );
    expect(p.description).toMatch(/^Cantonese takes an English speaker about 2,200 class hours/);
    expect(p.description).toMatch(/understands it from home starts ahead in listening/);
    const text = textOf(p);
    expect(text).toMatch(/six tones, spelt in Jyutping/);
    expect(text).toMatch(/Your teacher plays your parents/);
    expect(text).not.toMatch(/\{\w+\}/);
    inOrder(p, [
      /^Book a first lesson with a Cantonese teacher/,
      /^Introduce yourself in six sentences of Cantonese/,
      /^Ten minutes of Cantonese with your parents/,
    ]);
    expect(p.weeks.every((w) => w.days.length === 4)).toBe(true);
  });

  it('Portuguese for a trip: a Category I language, its nasal vowels and the variety chosen, the people it is for', async () => {
    const p = await plan('Portuguese', 'never learnt it', 'talk with my girlfriend’s family in Porto', { minutes: 45, days: 5 });
    expect(p.description).toMatch(/^Portuguese takes an English speaker about 600–750 class hours/);
    expect(textOf(p)).toMatch(/nasal vowels \(ão, ãe, õe\).*Brazilian and European Portuguese sound very different/);
    expect(textOf(p)).toMatch(/Ten minutes of Portuguese with your girlfriend’s family/);
  });

  it('a language the Foreign Service Institute does not rank says so, and names no hours of its own', async () => {
    const p = await plan('Learn Welsh', 'I know bore da and diolch', 'chat in Welsh at the school gate', { minutes: 15, days: 7 });
    expect(p.description).toMatch(/^Welsh takes an English speaker from about 600 class hours .* it does not rank this one/);
    expect(textOf(p)).toMatch(/mutations that change a word’s first sound/);
    expect(p.weeks.every((w) => w.days.length === 7)).toBe(true);
  });
});
