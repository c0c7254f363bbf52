import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { firstNamed } from '../../lambdas/roadmap/levels';
import { plan, tasksOf } from './custom-ask';
import { ask, tasksOf as langTasks } from './language-ask';

/**
 * A close language the person speaks well, on a language outside the catalogue (decision 271): a Spanish speaker's
 * Portuguese, a Swede's Norwegian, a Russian speaker's Ukrainian, a German's Dutch, a Mandarin speaker's Cantonese, a
 * Hindi speaker's Urdu. The course is for the language learnt, never the one spoken (the hole read the first in its
 * own list: "Learn Norwegian, native Swedish speaker" taught Swedish); the head start is said with how close the two
 * are and its source, no hours saved invented; and its weeks start from the transfer — the teacher told, the sounds
 * that differ, the frequent words beside the language they know with its false friends. And a catalogue language whose
 * writing the person reads already (kanji for a Chinese reader, Devanagari for a Marathi speaker): said, with what is
 * new in it, the sounds and grammar kept as any beginner's.
 */

const cases: Array<[string, string, string, string, RegExp, RegExp]> = [
  [
    'Learn Portuguese',
    'native Spanish speaker, no Portuguese',
    'work in Portuguese at the office in Lisbon',
    'Spanish',
    /89%/,
    /pão, mãe|esquisito is strange/,
  ],
  ['Learn Norwegian', 'I’m Swedish, a native Swedish speaker', 'work as a nurse in Oslo', 'Swedish', /Gooskens/, /rolig is calm/],
  ['Learn Ukrainian', 'fluent Russian, no Ukrainian', 'talk with my colleagues in Kyiv', 'Russian', /East Slavic/, /неділя is Sunday/],
  ['Learn Dutch', 'German is my mother tongue', 'B1 for the Dutch integration exam', 'German', /cognates/, /bellen is to phone/],
  ['Learn Cantonese', 'native Mandarin speaker', 'chat with neighbours in Hong Kong', 'Mandarin', /written standard/, /Jyutping/],
  [
    'Learn Danish',
    'Norwegian is my first language',
    'understand my Danish colleagues',
    'Norwegian',
    /Bokmål grew from written Danish/,
    /stød/,
  ],
];

describe('a custom language for a speaker of a close one', () => {
  it.each(cases)(
    '%s, “%s”: taught that language, its head start said and worked in',
    async (title, current, target, kin, close, differ) => {
      const p = await plan(title, current, target, { minutes: 30, days: 4 });
      const learnt = title.replace('Learn ', '');
      expect(p.description).toMatch(new RegExp(`^${learnt} takes an English speaker`));
      expect(p.description).toMatch(new RegExp(`Your ${kin} gives you a head start on ${learnt}`));
      expect(p.description).toMatch(close);
      expect(p.description).toMatch(/No public figure counts the hours it saves/);
      const tasks = tasksOf(p);
      expect(tasks.some((t) => /^Book a first lesson/.test(t.title) && new RegExp(`Tell them you speak ${kin}`).test(t.description))).toBe(
        true,
      );
      expect(tasks.some((t) => /^The sounds of/.test(t.title) && differ.test(t.description))).toBe(true);
      expect(tasks.some((t) => t.title === `From your ${kin}: the ${learnt} words you already have, and the false friends`)).toBe(true);
      expect(tasks.every((t) => !new RegExp(`\\b${kin}\\b`).test(t.title) || t.title.startsWith(`From your ${kin}`))).toBe(true);
    },
  );

  it('“my mother tongue” is a language, not a person to speak with', async () => {
    const p = await plan('Learn Dutch', 'German is my mother tongue, no Dutch', 'B1 for the Dutch integration exam', {
      minutes: 120,
      days: 2,
    });
    expect(tasksOf(p).some((t) => /your mother\b/.test(t.description))).toBe(false);
    const q = await plan('Learn Urdu', 'beginner', 'talk with my mother in Urdu');
    expect(tasksOf(q).some((t) => /your mother\b/.test(t.description))).toBe(true);
  });

  it('a spoken twin: Hindi on Urdu is the script and the formal words', async () => {
    const p = await plan('Learn Urdu', 'native Hindi speaker from Delhi', 'read Urdu poetry', { minutes: 20, days: 5 });
    expect(p.description).toMatch(/Your Hindi gives you a head start on Urdu: spoken Urdu and Hindi are close/);
    expect(p.description).toMatch(/Nastaliq script/);
    expect(tasksOf(p).some((t) => t.title === 'From your Hindi: today’s words read and written in Urdu’s script')).toBe(true);
  });

  it.each([
    ['Learn Portuguese', 'a little Spanish from school', 'travel in Brazil'],
    ['Learn Norwegian', 'I want to be fluent in Swedish one day', 'hike in Norway'],
    ['Learn Dutch', 'fluent in English, beginner', 'live in Amsterdam'],
    ['Learn Ukrainian', 'I understand some Russian', 'talk with refugees I host'],
  ])('%s, “%s”: no head start said', async (title, current, target) => {
    const p = await plan(title, current, target);
    expect(p.description).toMatch(new RegExp(`^${title.replace('Learn ', '')} takes an English speaker`));
    expect(p.description).not.toMatch(/gives you a head start/);
    expect(tasksOf(p).some((t) => /^From your /.test(t.title))).toBe(false);
  });
});

describe('the language learnt, of those the words name', () => {
  const course = JSON.parse(readFileSync(join(__dirname, '../../lambdas/roadmap/curricula/custom-language.json'), 'utf8')) as {
    holes: Array<{ name: string; read: Array<{ match?: string; say: string }> }>;
  };
  const reads = course.holes.find((h) => h.name === 'language')?.read ?? [];
  it.each([
    ['Learn Norwegian\nnative Swedish speaker', 'Norwegian'],
    ['I’m a native Swedish speaker learning Norwegian', 'Norwegian'],
    ['Learn Swedish\nfluent in Norwegian and Danish', 'Swedish'],
    ['Portuguese for my trip\nI speak Spanish fluently', 'Portuguese'],
    ['Learn Polish\npolish my CV too', 'Polish'],
  ])('“%s” → %s', (words, language) => {
    expect(reads.length).toBeGreaterThan(10);
    expect(firstNamed(reads, words)).toBe(language);
  });
});

describe('a catalogue language whose writing the person reads already', () => {
  it.each([
    ['Japanese', 'I’m a native Mandarin speaker, no Japanese', 'read manga in Japanese', 30, 4, 'Chinese', /手紙 is a letter/],
    ['Chinese', 'I’m Japanese, fluent Japanese obviously', 'business trips to Shanghai', 45, 3, 'Japanese', /手纸 is toilet paper/],
    ['Hindi', 'native Marathi speaker from Pune', 'talk with colleagues in Delhi', 20, 6, 'Marathi', /मैंने खाया/],
  ])(
    '%s, “%s”: the writing’s head start said, the sounds and grammar kept',
    async (option, current, target, minutes, days, kin, differ) => {
      const p = await generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
      expect(p.description).toMatch(new RegExp(`Your ${kin} gives you a head start in the writing`));
      expect(p.description).toMatch(/No public figure counts the hours it saves/);
      const tasks = p.weeks.flatMap(langTasks);
      expect(tasks.some((t) => t.title.startsWith(`What your ${kin} reads already:`) && differ.test(t.description))).toBe(true);
      // Not a close written language: the plan starts at its beginning, and its listening stays.
      expect(p.description).not.toMatch(/starts at a higher step/);
      expect(tasks.some((t) => /^Listening: \d+ minutes/.test(t.title))).toBe(true);
    },
  );

  it('a Swede on German starts past A1, as a Dutch speaker does (EuroComGerm)', async () => {
    const p = await generateRoadmap(ask('German', 'Swedish is my first language', 'work in Hamburg', 30, 4), builtinProvider);
    expect(p.description).toMatch(/Your Swedish gives you a head start: German and the Scandinavian languages are Germanic/);
    expect(p.description).toMatch(/starts at a higher step: past A1/);
    expect(p.weeks.flatMap(langTasks).some((t) => /^Against your Swedish/.test(t.title) && /Gift is poison/.test(t.description))).toBe(
      true,
    );
  });
});
