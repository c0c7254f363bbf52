import { readBack } from '../../lambdas/roadmap/reading';
import { goal, inOrder, plan, tasksOf, textOf } from './custom-ask';

/**
 * A sacred or liturgical text read aloud in its own script (decision 408): the Quran with tajweed, a bar or
 * bat mitzvah's Torah portion and its trope, Gurbani in Gurmukhi, the Hanuman Chalisa or Sanskrit shlokas.
 * Not a language course (no FSI hours, no conversation): a teacher who hears the person, the letters and
 * their forms, the vowel marks, words, the lines of the text named, recitation rules one at a time, a
 * recording to listen and repeat, and the meaning offered beside. The people are invented for this file.
 */

const RECITATION = 'A sacred text read aloud in its own script, with a teacher';
const trackOf = (title: string, target: string, description?: string) =>
  readBack(goal(title, 'beginner', target, description ? { description } : {})).track.name;

describe('a sacred text read in its own script, chosen from the words', () => {
  it.each([
    ['Recite Surah Yasin with tajweed', 'recite it properly'],
    ['Learn to read the Quran', 'read the Quran in Arabic with tajweed'],
    ['Learn my son’s bar mitzvah portion', 'chant it on the day'],
    ['Bat mitzvah', 'read my haftarah with its trope'],
    ['Read Gurbani in Gurmukhi', 'do my Japji Sahib paath myself'],
    ['Learn the Hanuman Chalisa by heart', 'recite it without the book'],
    ['Sanskrit shlokas', 'chant the Gita shlokas my grandmother knew'],
    ['Church Slavonic', 'read the hours in church'],
  ])('“%s” → “%s” is recitation', (title, target) => {
    expect(trackOf(title, target)).toBe(RECITATION);
  });

  it.each([
    ['Learn Arabic', 'talk with my in-laws'],
    ['Learn Hebrew', 'get by when we move to Israel'],
    ['Intermittent fasting', 'lose weight'],
    ['Arabic calligraphy', 'write the basmala in thuluth'],
    ['Learn Punjabi', 'chat with my nani'],
  ])('“%s” → “%s” is not', (title, target) => {
    expect(trackOf(title, target)).not.toBe(RECITATION);
  });
});

describe('what the person reads in the plan', () => {
  it('a revert reciting Surah Yasin: the Arabic letters, the harakat, then tajweed’s rules one at a time', async () => {
    const p = await plan('Recite Surah Yasin with tajweed', 'beginner', 'recite it properly', {
      description: 'I’m a revert and want to recite Surah Yasin with proper tajweed',
      minutes: 20,
      days: 5,
    });
    expect(p.description).toMatch(/not a language course/);
    expect(p.description).not.toMatch(/Foreign Service Institute|class hours|CEFR/);
    const text = textOf(p);
    expect(text).toMatch(/Find a teacher who will hear you read Surah Yasin/);
    expect(text).toMatch(/Quran teacher \(a qari or ustadh\)/);
    expect(text).toMatch(/fatha, kasra, damma/);
    expect(text).toMatch(/al-Husary/);
    inOrder(p, [
      /first letters of the Arabic alphabet/,
      /The vowel marks/,
      /first line of Surah Yasin/,
      /The first rule/,
      /The second rule/,
      /The third rule/,
    ]);
    expect(text).toMatch(/noon sakinah and tanween[\s\S]*madd[\s\S]*qalqalah/i);
    expect(text).not.toMatch(/Introduce yourself|conversation|\{\w+\}/);
    for (const week of p.weeks) expect(week.days.length).toBeLessThanOrEqual(5);
  });

  it('a bar mitzvah portion: the alef-bet, nikkud, trope from the tutor; the portion not called a left-out part', async () => {
    const p = await plan('Learn my son’s bar mitzvah portion', 'beginner', 'chant his portion', {
      description: 'Help my son learn his Torah portion and trope for his bar mitzvah in 9 months',
      minutes: 30,
      days: 4,
    });
    const text = textOf(p);
    expect(text).toMatch(/Hebrew alef-bet/);
    expect(text).toMatch(/nikkud/);
    expect(text).toMatch(/sof pasuk, etnachta/);
    expect(text).toMatch(/Torah portion for the bar mitzvah/);
    expect(text).toMatch(/rabbi, cantor or bar and bat mitzvah tutor/);
    expect(p.description).not.toMatch(/is not in them|Foreign Service/);
    expect(text).not.toMatch(/qari|Gurmukhi|Devanagari/);
  });

  it('a Sikh teenager reading Gurbani: Gurmukhi’s letters and laga matra, a gurdwara class, Japji Sahib', async () => {
    const p = await plan('Read Gurbani in Gurmukhi', 'beginner', 'read Gurbani myself', {
      description: 'British Sikh teenager, want to read Gurbani in Gurmukhi',
      minutes: 15,
      days: 7,
    });
    const text = textOf(p);
    expect(text).toMatch(/35 letters/);
    expect(text).toMatch(/laga matra/);
    expect(text).toMatch(/gurdwara/);
    expect(text).toMatch(/Japji Sahib/);
    expect(text).toMatch(/vishraam/);
    expect(text).not.toMatch(/tajweed|trope|Foreign Service/);
    expect(tasksOf(p).every((t) => t.estimatedMinutes <= 15)).toBe(true);
  });

  it('the Hanuman Chalisa by heart, ten minutes a day: Devanagari, and lines said from memory', async () => {
    const p = await plan('Learn the Hanuman Chalisa by heart', 'beginner', 'recite it from memory', {
      description: 'memorise the Hanuman Chalisa',
      minutes: 10,
      days: 7,
    });
    const text = textOf(p);
    expect(text).toMatch(/Devanagari/);
    expect(text).toMatch(/the Hanuman Chalisa/);
    expect(text).toMatch(/cover the page and say the lines you already know from memory/);
    expect(text).toMatch(/pandit or priest at your temple/);
    expect(text).not.toMatch(/qari|Gurmukhi|alef-bet/);
  });
});
