import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask, planText, practiceWeeks, tasksOf, themeOf } from './language-ask';

/**
 * Decision 353: a heritage listener who speaks and cannot read kana or characters starts past A1 with the script as a
 * strand beside the lessons, not as the plan's first weeks; a speaker of Cantonese (Hokkien, Hakka…) who wants to speak
 * it better is placed past Mandarin's sounds and told where that variety's own lessons are; a target's genre (a variety
 * show, sport's commentary, a podcast) sets the weeks' themes and its level.
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const titles = (plan: Plan, weeks = plan.weeks) => weeks.flatMap((w) => tasksOf(w).map((t) => t.title));
const themes = (plan: Plan) => practiceWeeks(plan).map(themeOf);

describe('a heritage listener who speaks learns the script as a strand beside the lessons, not first', () => {
  it.each([
    [
      'Japanese',
      "I understand my mum's Japanese but answer in English, can't read kana",
      'talk with my obaachan in Osaka without switching to English',
      20,
      5,
      'Kana beside your speaking',
    ],
    [
      'Japanese',
      'grew up in London with a Japanese dad, I understand most things but never learnt hiragana',
      'chat with my Japanese cousins on the phone',
      45,
      3,
      'Kana beside your speaking',
    ],
    [
      'Chinese',
      "I understand my parents' Mandarin but always reply in English, never learnt characters",
      'have real conversations with my grandparents in Chengdu',
      30,
      4,
      'Characters beside your speaking',
    ],
    [
      'Chinese',
      "heritage speaker, I understand Mandarin from home but can't read",
      "speak Mandarin confidently at my sister's wedding",
      60,
      2,
      'Characters beside your speaking',
    ],
  ])('%s: “%s” at %i×%i', async (option, current, target, minutes, days, strand) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(plan.description).toMatch(/are not the plan’s start but a strand beside its lessons/);
    expect(plan.description).toMatch(/past A1: its lessons \(greetings, introducing yourself, the present\) are what you already say/);
    // No script week opens the plan, and no week is a beginner's A1.
    expect(plan.weeks[0]!.title).not.toMatch(/hiragana|katakana|pinyin|first 50 characters/i);
    expect(planText(plan)).not.toMatch(/\(towards A1\)/);
    // The strand runs through the first weeks: on most lesson days, from the first or second week.
    const early = titles(plan, plan.weeks.slice(0, 6)).filter((t) => t.startsWith(strand));
    expect(early.length).toBeGreaterThanOrEqual(4);
    expect(titles(plan, plan.weeks.slice(0, 2)).some((t) => t.startsWith(strand))).toBe(true);
    // Their speaking from their listening still opens the weeks.
    expect(titles(plan, plan.weeks.slice(0, 4)).filter((t) => t.startsWith(`Answer in ${option}`)).length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    // Reading asked: the script is the target, and it starts the plan (decision 230).
    ['Japanese', "I understand my grandma's Japanese but can't read kana", "read my grandmother's letters", /hiragana/i],
    // A script learnt in one go (Hangul) is moved past A1 as before, not a strand.
    ['Korean', "I understand my parents' Korean but answer in English, can't read Hangul", 'speak Korean with my halmoni', /./],
    // No heritage: a beginner starts at the kana.
    ['Japanese', 'complete beginner', 'talk with my Japanese in-laws', /hiragana/i],
  ])('%s: “%s” → “%s” has no strand', async (option, current, target, first) => {
    const plan = await planFor(option, current, target, 30, 4);
    expect(plan.description).not.toMatch(/not the plan’s start but a strand/);
    expect(titles(plan).some((t) => /^(Kana|Characters) beside your speaking/.test(t))).toBe(false);
    expect(plan.weeks[0]!.title).toMatch(first);
  });
});

describe('a speaker of another Chinese variety who wants to speak it is not started on Mandarin’s sounds', () => {
  it.each([
    [
      "I grew up speaking Cantonese at home in Manchester but can't read or write",
      'speak Cantonese better with my grandma and read a bit',
      20,
      4,
    ],
    ['I speak Cantonese at home with my parents', 'chat in Cantonese with my aunties at dim sum', 45, 6],
    ['I understand Cantonese, my family is from Hong Kong', 'talk with my grandparents in Cantonese on video calls', 30, 3],
  ])('“%s” → “%s” at %i×%i', async (current, target, minutes, days) => {
    const plan = await planFor('Chinese', current, target, minutes, days);
    expect(plan.description).toMatch(/you speak Cantonese and want to speak it better/);
    expect(plan.description).toMatch(/Complete Cantonese \(Teach Yourself; Hugh Baker and Ho Wing Shing\)/);
    // No Mandarin head start: no pinyin-and-tones week first, no "the four tones and pinyin for your six tones".
    expect(plan.weeks[0]!.title).not.toMatch(/pinyin|tones/i);
    expect(plan.description).not.toMatch(/four tones and pinyin for your six tones|Your Cantonese gives you a head start/);
    // The practice is Cantonese's (decision 333): its tones in Jyutping.
    expect(planText(plan)).toMatch(/Jyutping/);
    expect(titles(plan).some((t) => /^Listening: \d+ minutes of Chinese/.test(t))).toBe(false);
  });

  it('a Hokkien speaker who wants to speak Hokkien is told plainly the plan has no Hokkien lessons', async () => {
    const plan = await planFor('Chinese', 'my family speak Hokkien and I understand it', 'speak Hokkien with my grandfather', 30, 5);
    expect(plan.description).toMatch(/you speak Hokkien and want to speak it better/);
    expect(plan.description).toMatch(/This plan has no Hokkien lessons or practice/);
    expect(plan.description).not.toMatch(/you grew up hearing Chinese/);
  });

  it.each([
    // Mandarin asked: the Mandarin plan, its sounds first.
    ['I understand Cantonese from my parents', 'speak Mandarin at work', /Pinyin/],
    // Reading asked: decision 326's reader.
    ['I speak Cantonese fluently', 'read Chinese menus in Hong Kong', /./],
    // Cantonese not heard: a beginner gets Mandarin with decision 333's note.
    ['complete beginner', 'speak Cantonese with my grandmother in Hong Kong', /Pinyin/],
    // Cantonese speaking of another variety: a Hokkien speaker's Cantonese is not theirs.
    ['I grew up speaking Hokkien at home', 'chat in Cantonese with my colleagues', /./],
  ])('“%s” → “%s” is not placed as a Cantonese speaker', async (current, target, first) => {
    const plan = await planFor('Chinese', current, target, 30, 4);
    expect(plan.description).not.toMatch(/you speak Cantonese and want to speak it better/);
    expect(plan.weeks[0]!.title).toMatch(first);
  });
});

describe('a target’s genre sets the weeks’ themes and its level', () => {
  it.each([
    ['Korean', 'I can read Hangul slowly and know about 200 words', 'understand variety shows without subtitles', 40, 7],
    ['Japanese', 'I know hiragana and katakana and some basic grammar', 'understand Japanese variety shows (バラエティ)', 30, 5],
    ['Chinese', 'HSK 3', 'watch 综艺 like Keep Running without subtitles', 60, 3],
  ])('%s: a variety show (“%s” → “%s”) is planned on its own themes, not a drama’s', async (option, current, target, minutes, days) => {
    const plan = await planFor(option, current, target, minutes, days);
    const weeks = themes(plan);
    expect(weeks.length).toBeGreaterThan(4);
    expect(weeks.filter((t) => t && /scene|series|on screen|characters and who is who/.test(t))).toEqual([]);
    const own = weeks.filter(
      (t) =>
        t &&
        /cast|reaction|game|caption|penalty|opening|closing|mission|teases|joke|slang|guest|banter|episode|show|talk|segment|replays|scores|speech/.test(
          t,
        ),
    );
    expect(own.length).toBeGreaterThanOrEqual(Math.ceil(weeks.length * 0.8));
  });

  it('a K-drama keeps the drama’s scenes', async () => {
    const plan = await planFor('Korean', 'I can read Hangul and know about 300 words', 'understand K-dramas without subtitles', 30, 5);
    expect(themes(plan).some((t) => t && /scene|characters/.test(t))).toBe(true);
    expect(themes(plan).some((t) => t && /the cast, their names|reactions the cast shout/.test(t))).toBe(false);
  });

  it.each([
    ['Spanish', 'I did two years of Spanish at school, maybe A2', 'follow La Liga commentary on the radio', 30, 4],
    ['Italian', 'A2, I can order in restaurants', 'understand Serie A commentators on live TV', 45, 5],
    ['German', 'B1 from evening classes', 'follow Bundesliga commentary on the radio in the car', 20, 6],
  ])('%s: live commentary (“%s” → “%s”) is B2, on sport’s own weeks', async (option, current, target, minutes, days) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(plan.title).toContain('to B2');
    expect(plan.description).toMatch(/Live commentary at full speed .* is about B2 on the CEFR’s scale for listening to broadcast audio/);
    expect(plan.description).not.toMatch(/was read as A1/);
    const weeks = themes(plan);
    expect(
      weeks.filter((t) => t && /commentary|commentator|score|match|highlights|referee|pundits|tactics|radio/.test(t)).length,
    ).toBeGreaterThanOrEqual(Math.ceil(weeks.length / 2));
    expect(weeks.filter((t) => t && /yourself and your family|home and where you live/.test(t))).toEqual([]);
  });

  it.each([
    ['Japanese', 'I finished Genki 1 and know hiragana and katakana', 'understand podcasts without a transcript', 30, 5],
    ['French', 'B1', 'listen to French podcasts on my commute and follow them', 20, 7],
  ])('%s: a podcast for speakers (“%s” → “%s”) is B2, said with its distance', async (option, current, target, minutes, days) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(plan.title).toContain('to B2');
    expect(plan.description).toMatch(/A podcast made for speakers of the language, .* is about B2/);
    expect(plan.description).toMatch(/takes about \d+ hours of study from where you are|within 26 weeks/);
  });

  it.each([
    ['Italian', 'beginner', 'listen to podcasts for learners'],
    ['German', 'none', 'watch the Bundesliga highlights'],
    ['Spanish', 'A2', 'play football with Spanish colleagues'],
  ])('%s: “%s” → “%s” is not read as broadcast listening', async (option, current, target) => {
    const plan = await planFor(option, current, target, 30, 4);
    expect(plan.description).not.toMatch(/is about B2 on the CEFR’s scale for listening to broadcast audio/);
  });
});
