import { CATALOG } from '../../contract';
import { builtinProvider, generateRoadmap, type RoadmapPlan, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { readBack, readingLines } from '../../lambdas/roadmap/reading';

/**
 * Placement from what the person already does (issue #36, round 7), read as a language teacher reads a
 * new student: a daily reader of documentation is not a beginner, a hundred kanji means kana are
 * known, a heritage speaker hears far more than they read, years of classes are hours already
 * studied; and a target in another language than the option's is said plainly, with what the option
 * can still give.
 */

const ask = (option: string, currentLevel: string, targetLevel: string, minutes = 30, days = 5): RoadmapRequest => ({
  category: CATALOG.find((c) => c.options.includes(option))!.id,
  option,
  answers: { currentLevel, targetLevel, dailyMinutes: minutes },
  daysPerWeek: days,
});

const plan = (option: string, currentLevel: string, targetLevel: string, minutes?: number, days?: number) =>
  generateRoadmap(ask(option, currentLevel, targetLevel, minutes, days), builtinProvider);
const titlesOf = (p: RoadmapPlan) => p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
const beginner = (option: string, target: string) => plan(option, 'complete beginner', target);

describe('placement from what the person already does', () => {
  it('a daily reader of technical documentation starts at B1’s material, says so, and practises speaking from their reading', async () => {
    const reader = await plan('English', 'I read technical documentation in English every day', 'speak confidently in meetings');
    expect(reader.weeks[0]!.title).toMatch(/^Week 1: Present perfect, opinions and linking/);
    expect(reader.description).toMatch(
      /^Placed from what you said — you read technical or professional texts in English: reading about B2/,
    );
    const titles = titlesOf(reader);
    expect(titles.some((t) => /^Read, then say: explain aloud in English/.test(t))).toBe(true);
    // Their reading is their strength: the practice's reading task gives way to speaking from it.
    expect(titles.some((t) => /^Reading: /.test(t))).toBe(false);
    expect(titlesOf(await beginner('English', 'speak confidently in meetings')).some((t) => /^Reading: /.test(t))).toBe(true);
  });

  it('“about 100 kanji” starts past A1 (kana and N5’s kanji known), not at hiragana', async () => {
    const kanji = await plan('Japanese', 'I know about 100 kanji', 'pass JLPT N3', 45, 4);
    // A2's first week (the て-form is N5's, so A1's: decision 083).
    expect(kanji.weeks[0]!.title).toMatch(/Potential form.*\(towards A2\)$/);
    expect(titlesOf(kanji).some((t) => /hiragana|katakana/i.test(t))).toBe(false);
    expect(kanji.description).toContain('about 100 kanji is past A1');
    // Fewer kanji start within A1, past the kana weeks; none said, at the first.
    expect((await plan('Japanese', 'I know 50 kanji', 'N4')).weeks[0]!.title).toMatch(/ます verbs, time and your first 36 kanji/);
  });

  it('a heritage Mandarin speaker who cannot read starts where characters begin, never at pinyin and tones, with literacy practice first', async () => {
    const heritage = await plan(
      'Chinese',
      'I grew up hearing Mandarin at home and understand most of it, but I can’t read or write',
      'read a newspaper',
      40,
      5,
    );
    expect(heritage.weeks[0]!.title).toMatch(/your first 50 characters/);
    expect(titlesOf(heritage).some((t) => /four tones|Initials and finals|Third-tone/.test(t))).toBe(false);
    expect(heritage.description).toMatch(/listening about B1 from home.*reading and writing from zero/);
    expect(heritage.description).toContain('heritage speaker');
    const titles = titlesOf(heritage);
    expect(titles.some((t) => /^Read aloud: a short Chinese text/.test(t))).toBe(true);
    expect(titles.some((t) => /^Write what you say:/.test(t))).toBe(true);
    // A newspaper is B2 reading, not A1.
    expect(heritage.title).toBe('Chinese to B2');
  });

  it('a heritage speaker who reads a little starts past the first words, in a Latin-script or a script language', async () => {
    const korean = await plan(
      'Korean',
      'my parents speak Korean at home; I understand most of it and read Hangul slowly',
      'talk with my grandmother',
    );
    expect(korean.weeks[0]!.title).not.toMatch(/Hangul in a week/);
    const spanish = await plan('Spanish', 'I grew up speaking Spanish with my grandmother', 'write emails at work');
    expect(spanish.weeks[0]!.title).not.toMatch(/Sounds, greetings/);
  });

  it('years of classes are hours studied: school ends around A2, years ago starts with a review', async () => {
    const school = await plan('French', 'studied French at school for 5 years, ten years ago', 'hold a conversation', 20, 3);
    expect(school.weeks[0]!.title).toMatch(/^Week 1: L'imparfait, le futur proche and directions/);
    expect(school.description).toMatch(/as far as most school courses go.*starts with a review/);
    const evening = await plan('German', 'two years of evening classes', 'work in a German office', 60, 5);
    expect(evening.weeks[0]!.title).toMatch(/^Week 1: Das Perfekt/);
    // The same two years of Japanese are fewer of its hours: still inside A1.
    const japanese = await plan('Japanese', 'two years of evening classes', 'N3');
    expect(japanese.weeks[0]!.title).toMatch(/\((towards )?A1\)/);
    expect(japanese.weeks[0]!.title).not.toMatch(/Hiragana and katakana/);
  });

  it('an exam passed starts past its level; one being prepared for, below it', async () => {
    expect((await plan('Spanish', 'I passed DELE A2 last year', 'B2', 60)).weeks[0]!.title).toMatch(/\((towards )?B1\)/);
    const preparing = await plan('Japanese', 'preparing for N4', 'N3', 60);
    expect(preparing.weeks[0]!.title).toMatch(/Potential form.*\(towards A2\)$/);
  });

  it('reads only what is done in this language: work in marketing, the news in English on Japanese, subtitled dramas place nothing', async () => {
    for (const [option, current] of [
      ['French', 'I work in marketing, complete beginner'],
      ['German', 'developer with 10 years of experience, total beginner'],
      ['Japanese', 'I read the news in English every day'],
      ['Korean', 'I watch K-dramas in Korean with English subtitles'],
      ['French', 'my parents speak English at home, I never learnt French'],
    ] as const)
      expect((await plan(option, current, 'hold a conversation')).description).not.toMatch(/Placed from what you said/);
    expect((await plan('Korean', 'I watch K-dramas in Korean without subtitles', 'B2')).description).toMatch(/you watch in Korean/);
  });

  it('a level the person names themselves is theirs: no reading from what they do overrides it', async () => {
    const said = await plan('English', 'A2, though I read the news in English', 'B2');
    expect(said.description).not.toMatch(/Placed from what you said/);
  });

  it('the read-back starts where the plan does, and its “from the beginning” correction starts there', async () => {
    const reading = readBack(ask('Japanese', 'I know about 100 kanji', 'N3'));
    expect(reading.start).toMatch(/Potential form.*\(A2\)/);
    // An AI model is told the same reading, so its weeks start there too.
    expect(readingLines(ask('Japanese', 'I know about 100 kanji', 'N3')).join('\n')).toContain(
      'Placed from what you said: about 100 kanji is past A1',
    );
    const fromZero = reading.starts.find((s) => s.label === 'From the beginning')!;
    expect(readBack(ask('Japanese', String(fromZero.answers.currentLevel), 'N3')).start).toBe('the beginning');
  });
});

describe('a target in another language than the option’s', () => {
  it('the Latin of a Requiem on Italian: says plainly it is not Latin, and what Italian still gives a singer', async () => {
    const requiem = await plan('Italian', 'beginner', "sing the Latin of Mozart's Requiem in my choir", 20, 3);
    expect(requiem.description).toMatch(/^Your target is in Latin, and this plan teaches Italian: it does not teach Latin\./);
    expect(requiem.description).toMatch(/Italianate pronunciation/);
  });

  it('Portuguese on Spanish: what carries over and what does not', async () => {
    const lisbon = await plan('Spanish', 'beginner', 'speak Portuguese with my colleagues in Lisbon', 20, 3);
    expect(lisbon.description).toMatch(/it does not teach Portuguese.*sounds differ/);
  });

  it('another catalogue language is pointed to its own option; the option’s own language, or Latin America, says nothing', async () => {
    expect((await plan('Chinese', 'beginner', 'read manga in Japanese')).description).toMatch(/Japanese has an option of its own/);
    for (const [option, target] of [
      ['Spanish', 'speak Spanish with my Portuguese colleagues'],
      ['Spanish', 'travel in Latin America'],
      ['Chinese', 'speak Mandarin with Cantonese-speaking friends'],
    ] as const)
      expect((await plan(option, 'beginner', target)).description).not.toMatch(/Your target is in/);
  });
});
