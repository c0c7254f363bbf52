import { builtinProvider, generateRoadmap, type RoadmapPlan, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { artefactOf } from '../../lambdas/roadmap/levels';
import { languageTables } from '../../lambdas/roadmap/curricula/language-tables';
import { ask, breaksIntoSteps } from './language-ask';

/**
 * The target's own work in the weeks (issue #36, round 9; decisions 112–114), read as a teacher would:
 * the series, the song, the speech, the exam's own paper, the book or the game a person names comes back
 * in most weeks of their plan, as the week's work on its next part, and grows to the whole of it in the
 * last weeks; the script and variety follow the place (traditional characters and zhuyin for Taipei,
 * Cantonese said for what it is, Neapolitan said for Naples); a health profession's requirement is that
 * profession's. People written for this test, several wordings per class.
 */

const titles = (week: RoadmapPlan['weeks'][number]) => week.days.flatMap((d) => d.tasks.map((t) => t.title));
const practiceWeeks = (plan: RoadmapPlan) => plan.weeks.filter((w) => /\bPractice, week \d+/.test(w.title));
/** The week's tasks on the work, by the name the plan gives it (reviews apart). */
const onIt = (week: RoadmapPlan['weeks'][number], thing: string) =>
  titles(week).filter((t) => t.toLowerCase().startsWith(thing.toLowerCase()) && !t.startsWith('Again: '));

const people: { who: string; request: RoadmapRequest; thing: string; whole: RegExp; level?: RegExp }[] = [
  {
    who: 'an anime fan who wants one show without subtitles',
    request: ask('Japanese', 'complete beginner, I know no kana', 'watch Shingeki no Kyojin without subtitles', 45, 5),
    thing: 'Shingeki no Kyojin',
    whole: /, whole, try \d+: an episode/,
    level: /^Japanese to B2/,
  },
  {
    who: 'a viewer who names a German series on Netflix',
    request: ask('German', 'I took German for two years at school long ago', 'follow Dark on Netflix in German, no English subs', 30, 4),
    thing: 'Dark',
    whole: /, whole, try \d+: an episode/,
    level: /^German to B2/,
  },
  {
    who: 'a tenor preparing an aria for a recital',
    request: ask('Italian', 'no Italian, I sing in a choir', 'sing "Che gelida manina" at my recital with good diction', 20, 3),
    thing: 'Che gelida manina',
    whole: /, whole, try \d+: /,
  },
  {
    who: 'a singer with two lieder',
    request: ask('German', 'beginner', 'perform two Schubert lieder with clear German', 40, 5),
    thing: 'two Schubert lieder',
    whole: /, whole, try \d+: /,
  },
  {
    who: 'a best man giving a speech in Hindi',
    request: ask('Hindi', 'none', "give the best man's speech at my friend's wedding in Delhi", 25, 6),
    thing: "your best man's speech",
    whole: /, given whole, try \d+: /,
    level: /^Hindi to A2/,
  },
  {
    who: 'a partner raising a toast in French',
    request: ask('French', 'a few words', 'raise a toast in French at our anniversary dinner with my partner’s parents', 60, 2),
    thing: 'your toast',
    whole: /, given whole, try \d+: /,
  },
  {
    who: 'a nurse who needs the OET letter',
    request: ask('English', 'B1, I am a nurse from Manila', 'get a B in the OET writing sub-test', 45, 5),
    thing: 'The OET letter',
    whole: /^The OET letter, whole, try \d+: a new case under exam time/,
  },
  {
    who: 'a candidate for the DELE oral',
    request: ask('Spanish', 'A2, two years of evening classes', 'pass the DELE B1 speaking part', 30, 5),
    thing: 'The DELE B1 speaking paper',
    whole: /speaking paper, whole, try \d+: every task in order/,
  },
  {
    who: 'a reader of one novel in the original',
    request: ask('Spanish', 'A2', 'finish “Cien años de soledad” in Spanish', 40, 4),
    thing: 'Cien años de soledad',
    whole: /, reading on, try \d+: /,
  },
  {
    who: 'an engineer presenting at a trade fair, questions after it',
    request: ask('French', 'A2, I use it on holiday', 'present our new pump at a trade fair in Lyon, 15 minutes and then questions', 40, 5),
    thing: 'your talk',
    whole: /, given whole, try \d+: /,
    level: /^French to B2/,
  },
  {
    who: 'a researcher with a conference talk',
    request: ask('German', 'A2', 'give my 20-minute talk at the Heidelberg conference in German', 30, 5),
    thing: 'your 20-minute talk',
    whole: /, given whole, try \d+: /,
    level: /^German to B1/,
  },
  {
    who: 'a player of one game in Japanese',
    request: ask('Japanese', 'I can read kana and about 100 kanji', 'play Dragon Quest XI in Japanese', 60, 7),
    thing: 'Dragon Quest XI',
    whole: /, try \d+: a session played through/,
  },
];

describe('the target’s own work runs through the plan', () => {
  it.each(people)('$who: on most weeks, part by part, growing to the whole in the last weeks', async (person) => {
    const plan = await generateRoadmap(person.request, builtinProvider);
    if (person.level) expect(plan.title).toMatch(person.level);
    // A coach sees the target on most weeks: lessons and practice alike.
    const seen = plan.weeks.filter((w) => onIt(w, person.thing).length > 0);
    expect({ seen: seen.length, of: plan.weeks.length, most: seen.length > plan.weeks.length / 2 }).toMatchObject({ most: true });
    // Every week of practice works its next part (a week still finishing a lesson has the lesson's own).
    const practice = practiceWeeks(plan);
    expect(practice.length).toBeGreaterThanOrEqual(4);
    const stages = practice.map((w) => onIt(w, person.thing)[0]);
    expect(stages.filter((s) => s === undefined).length).toBeLessThanOrEqual(1);
    // The whole of it, in the last four weeks of practice, and earlier tries before it: it grows.
    const last = practice.slice(-4).flatMap((w) => onIt(w, person.thing));
    expect(last.some((t) => person.whole.test(t))).toBe(true);
    const tries = practice.flatMap((w) => onIt(w, person.thing)).filter((t) => person.whole.test(t));
    expect(new Set(tries).size).toBe(tries.length);
    // No week says a hole it did not fill ("{minutes}") about the work.
    expect(plan.weeks.filter((w) => /\{\w+\}/.test(JSON.stringify(w))).map((w) => w.title)).toEqual([]);
    // Said first what it does with the work.
    expect(plan.description).toMatch(/runs through the plan|Your target is the/);
  });

  it('reads the work’s name as written, and its own words where it has none', () => {
    const read = (target: string) => artefactOf(target)?.thing;
    expect(read('I want to watch Crash Landing on You without subtitles')).toBe('Crash Landing on You');
    expect(read('binge Money Heist in Spanish')).toBe('Money Heist');
    expect(read('sing Nessun dorma at my cousin’s wedding')).toBe('Nessun dorma');
    expect(read('read Le Petit Prince in French')).toBe('Le Petit Prince');
    expect(read('give my retirement speech in Korean')).toBe('your retirement speech');
    expect(read('sing three Italian arias')).toBe('three Italian arias');
    // A language, an exam or a place is never the work's name.
    expect(read('understand Japanese anime without subtitles')).toBe('the series or films you chose');
    expect(read('watch football commentary in Spanish')).toBeUndefined();
    expect(read('chat with my Italian in-laws in Naples')).toBeUndefined();
  });

  it('reads a name only as the object of the kind’s verb: never a sentence’s first word, a number, or a place', () => {
    const read = (target: string) => artefactOf(target)?.thing;
    // The title after its verb, however the sentence starts and whatever is counted before it.
    expect(read('My plan is to watch Squid Game without subtitles')).toBe('Squid Game');
    expect(read('To binge Casa de Papel in Spanish')).toBe('Casa de Papel');
    expect(read('Watch 3 episodes of Hospital Playlist a week in Korean')).toBe('Hospital Playlist');
    expect(read('watch a whole season of Élite without subtitles')).toBe('Élite');
    expect(read('watch the anime Haikyuu with Japanese subtitles')).toBe('Haikyuu');
    expect(read('Reading Der Vorleser in German by summer')).toBe('Der Vorleser');
    expect(read('sing the aria “O mio babbino caro” at a recital')).toBe('O mio babbino caro');
    expect(read('follow Tatort on Sunday nights')).toBe('Tatort');
    // A place, a company or a person after the verb's object, or after in/at/to/visit/from, is not a work.
    for (const target of [
      'understand my husband’s cousins when we go to Seville',
      'Understand the doctors at Charité when my father is treated',
      'follow the weekly meetings at Bosch in German',
      'follow what my colleagues from Lyon say at lunch',
      'read street signs and menus in Porto',
      'read the contracts my clients in Milan send',
      'play cards with my grandchildren in Lisbon',
      'play with the kids of our friends from Kyoto',
      'perform at open mics as an MC in Berlin',
      'understand the news when I visit Seoul',
      'Watch my nephew’s football matches in Munich',
      'book a room and ask for directions in Florence',
      'I need to book train tickets and a hotel in Munich',
      'booking tables, ordering wine in Bordeaux',
      'book our flights and chat with people in Osaka',
      'follow the Juventus games on TV with my father-in-law',
      'play Tarot cards with the neighbours in Marseille',
      'understand my nonno when we stay near Salerno',
    ])
      expect({ target, thing: read(target) }).toEqual({ target, thing: undefined });
    // A book and a verb "book" in one target: the book.
    expect(read('book a table in Paris and finish Le Petit Prince')).toBe('Le Petit Prince');
    expect(read('read a novel in Spanish')).toBe('a novel');
  });

  it.each([
    // (The wife's parents in Hamburg and the in-laws in Bordeaux are a thread of their own in turn, the family's too: decision 333.)
    ['German', 'chat with my wife’s parents when we fly to Hamburg', 'Family|Hamburg'],
    ['Spanish', 'read the menu and the street signs when we travel to Seville', 'Travel'],
    ['Italian', 'book a hotel room and order dinner in Florence', 'Travel'],
    ['German', 'follow the team meetings at Siemens and write emails', 'Work'],
    ['French', 'My goal is to understand my in-laws in Bordeaux', 'Family|Bordeaux'],
  ])(
    '%s, “%s”: a place or a booking is no work; the weeks are the purpose’s, at no level the work would force',
    async (option, target, label) => {
      const plan = await generateRoadmap(ask(option, 'beginner', target, 30, 5), builtinProvider);
      expect(plan.description).not.toMatch(/runs through the plan/);
      const practice = practiceWeeks(plan);
      expect(practice.length).toBeGreaterThanOrEqual(4);
      const all = practice.flatMap(titles);
      expect(all.filter((t) => /, (?:scene|chapter|section|session|part) \d+:|, whole, try|, reading on, try/.test(t))).toEqual([]);
      // The weeks of practice bring the purpose's next situation (a level's first week may still be on its lessons).
      expect(practice.filter((w) => !titles(w).some((t) => new RegExp(`^(?:${label}): `).test(t))).length).toBeLessThanOrEqual(1);
      // The place forces no level: the plan aims where the same words with no name in them do.
      const unnamed = await generateRoadmap(ask(option, 'beginner', target.replace(/\b(?!My\b)[A-Z]\w+/g, 'town'), 30, 5), builtinProvider);
      expect(plan.title).toBe(unnamed.title);
    },
  );

  it.each([
    ['French', 'present our results at a sales conference in Geneva'],
    ['Spanish', 'give a 15-minute presentation to clients in Bogotá'],
  ])('%s, “%s”: a talk at work takes the work’s topics first', async (option, target) => {
    const plan = await generateRoadmap(ask(option, 'A2', target, 30, 5), builtinProvider);
    expect(plan.description).toMatch(/Your talk runs through the plan/);
    // (A week beside the last lessons is named by them, its theme the next week's: decisions 292, 308.)
    expect(practiceWeeks(plan).find((w) => !/the last lessons/.test(w.title))!.title).toMatch(/meetings|at work|office|colleagues/);
  });

  it('a level above the start goes on with the work where the one below left off: a new cycle, not a whole try', async () => {
    const plan = await generateRoadmap(ask('Spanish', 'none', 'raise a short toast at my brother’s wedding', 60, 6), builtinProvider);
    const next = practiceWeeks(plan).filter((w) => /\(towards A2\)/.test(w.title));
    expect(next.length).toBeGreaterThan(0);
    const stage = onIt(next[0]!, 'your short toast');
    expect(stage.length).toBeGreaterThan(0);
    expect(stage.filter((t) => /given whole/.test(t))).toEqual([]);
  });

  it('a pop song is worked as a pop song: no aria, no choir, no Italian diction', async () => {
    for (const target of ['sing BLACKPINK songs at karaoke with friends', 'sing along to my favourite BTS song in Korean']) {
      const plan = await generateRoadmap(ask('Korean', 'beginner', target, 30, 5), builtinProvider);
      expect(plan.description).toMatch(/Your song runs through the plan/);
      const text = plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => `${t.title} ${t.description}`))).join('\n');
      expect(text).toMatch(/, section 1: /);
      expect(text).not.toMatch(/\baria|\bchoir|double consonants|pure vowels/i);
    }
  });

  it('keeps a work in another language out of the option’s weeks: a Latin Requiem on Italian', async () => {
    const plan = await generateRoadmap(
      ask('Italian', 'beginner', 'sing the Latin of the Fauré Requiem with my choir', 20, 3),
      builtinProvider,
    );
    expect(plan.description).toMatch(/^Your target is in Latin/);
    expect(plan.weeks.flatMap(titles).filter((t) => /Requiem, section/.test(t))).toEqual([]);
  });

  it('gives every kind’s tasks steps, as any curriculum task has', () => {
    for (const kind of languageTables().artefacts) {
      for (const task of [...kind.tasks, ...(kind.first ?? []), ...kind.steps, ...kind.wholes]) {
        const title = task.title.replaceAll('{Artefact}', 'Dark').replaceAll('{n}', '1').replaceAll('{language}', 'German');
        expect(breaksIntoSteps(title, task.description, task.minutes)).toEqual({ title, steps: true });
      }
    }
  });
});

describe('the script and the variety of the place', () => {
  it.each([
    ['moving to Taipei for work', 'live in Taipei and chat with the neighbours'],
    ['a Taiwanese partner', 'talk with my partner’s family in Kaohsiung, Taiwan'],
    ['an exam of Taiwan', 'pass the TOCFL band A'],
  ])('%s: traditional characters and zhuyin', async (_who, target) => {
    const plan = await generateRoadmap(ask('Chinese', 'complete beginner', target, 45, 5), builtinProvider);
    expect(plan.description).toMatch(/traditional characters/);
    expect(plan.description).toMatch(/zhuyin/);
    const text = plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => `${t.title} ${t.description}`))).join('\n');
    expect(text).toMatch(/謝謝|認識|這/);
    expect(text).not.toMatch(/谢谢|认识|这/);
    expect(text).toMatch(/zhuyin/i);
  });

  it('Hong Kong: traditional characters, and Cantonese said to be the language of everyday life there', async () => {
    const plan = await generateRoadmap(ask('Chinese', 'beginner', 'get by in Mandarin at work in Hong Kong', 30, 5), builtinProvider);
    expect(plan.description).toMatch(/Hong Kong and Macau write them/);
    expect(plan.description).toMatch(/Cantonese/);
  });

  it.each([
    ['Cantonese asked for', 'beginner', 'speak Cantonese with my grandmother in Hong Kong'],
    ['Cantonese at home, Mandarin wanted', 'my parents speak Cantonese at home, I understand it', 'learn Mandarin for university'],
    ['Cantonese heard from grandparents', 'my grandma spoke Cantonese to me when I was small', 'chat in Mandarin with colleagues'],
  ])('%s: says the plan is Mandarin and what Cantonese is, with Jyutping or its tones', async (_who, current, target) => {
    const plan = await generateRoadmap(ask('Chinese', current, target, 30, 4), builtinProvider);
    expect(plan.description).toMatch(/Mandarin/);
    expect(plan.description).toMatch(/Cantonese/);
    expect(plan.description).toMatch(/six tones/);
    // Hearing Cantonese at home is not read as hearing Mandarin.
    expect(plan.description).not.toMatch(/you grew up hearing Chinese/);
  });

  it.each([
    ['family in Naples', 'talk with my boyfriend’s family in Naples'],
    ['a summer on the Amalfi coast', 'order food and chat on the Amalfi coast'],
  ])('%s: Neapolitan said, standard Italian taught', async (_who, target) => {
    const plan = await generateRoadmap(ask('Italian', 'beginner', target, 30, 5), builtinProvider);
    expect(plan.description).toMatch(/Neapolitan/);
    expect(plan.description).toMatch(/standard Italian/);
  });

  it.each([
    ['both at home', 'my parents talk Mandarin and Cantonese with us at home'],
    ['both, the other way round', 'at home we spoke Cantonese and Mandarin, I understand most of it'],
    ['one from each side', 'my mum speaks Mandarin and my grandma Cantonese at home'],
  ])(
    'Mandarin heard at home beside Cantonese (%s): a heritage speaker of Chinese, not told Cantonese is another language',
    async (_who, current) => {
      const plan = await generateRoadmap(ask('Chinese', current, 'read and write Chinese properly', 30, 4), builtinProvider);
      expect(plan.description).toMatch(/you grew up hearing Chinese/);
      expect(plan.description).not.toMatch(/six tones/);
    },
  );
});

describe('a health profession’s own requirement', () => {
  it.each([
    ['a physiotherapist', 'work as a physiotherapist in a practice in Bremen', /physiotherapists trained abroad/, /nurses|doctors/],
    ['a physio, said shortly', 'get my physio licence recognised and work in Germany', /physiotherapists trained abroad/, /nurses|doctors/],
    ['a nurse', 'work as a nurse on a ward in Cologne', /nurses trained abroad/, /physiotherapists|doctors/],
    [
      'a dentist, with no line of its own',
      'work as a dentist in Hamburg',
      /Recognition Finder/,
      /nurses trained|doctors trained|physiotherapists trained/,
    ],
  ])('%s: that profession’s line, or how to find it out', async (_who, target, said, not) => {
    const plan = await generateRoadmap(ask('German', 'A2', target, 45, 5), builtinProvider);
    expect(plan.description).toMatch(said);
    expect(plan.description).not.toMatch(not);
  });
});
