import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask, planText, tasksOf } from './language-ask';

/**
 * What a person says of their level places them, and a target names its true level (decision 341): a licence's ICAO
 * level (Level 4 roughly B1–B2, approximate), ICAO Level 5 aimed at as B2, a heritage listener who answers in English
 * placed as one and started speaking from their listening, a variety show without subtitles read as C1 with its distance.
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const weekOne = (plan: Plan) => [plan.weeks[0]!.title, ...tasksOf(plan.weeks[0]!).map((t) => t.title)].join('\n');

describe('an ICAO level said places a pilot or a controller, and an ICAO target names its level', () => {
  it.each([
    ['I am a Brazilian first officer, English level 4 on my licence', 'reach ICAO English level 5', 45, 4, '4', 'B1–B2', 'B2'],
    ['air traffic controller, ICAO level 4, retest next year', 'get ICAO level 5 so I test every 6 years', 30, 5, '4', 'B1–B2', 'B2'],
    ['helicopter pilot with ICAO Level 3', 'pass ICAO level 4', 20, 3, '3', 'A2–B1', 'B1'],
    ['captain, my licence says ICAO level 5', 'ICAO level 6 so I never retest', 60, 2, '5', 'B2–C1', 'C1'],
  ])('“%s” → “%s” at %i×%i', async (current, target, minutes, days, level, roughly, aim) => {
    const plan = await planFor('English', current, target, minutes, days);
    expect(plan.description).toContain(
      `Placed from what you said: ICAO Level ${level}, roughly ${roughly} read against the CEFR’s descriptors`,
    );
    expect(plan.description).toMatch(/approximate: ICAO’s scale \(Doc 9835\) has no official CEFR equivalent/);
    expect(plan.title).toContain(`to ${aim}`);
    expect(plan.description).not.toMatch(/was read as A1/);
    // The honest distance fits in the description's 2,000 characters beside ICAO's requirement.
    expect(plan.description).toMatch(/takes about \d+ hours of study from where you are/);
    // No beginner's first week for a licensed pilot.
    expect(weekOne(plan)).not.toMatch(/greetings|introducing yourself|colours|pets/i);
    expect(planText(plan)).not.toMatch(/\(towards A1\)/);
  });

  it('names the target level honestly where the start is not a licence', async () => {
    const plan = await planFor('English', 'first officer, B1 English', 'ICAO level 5', 30, 4);
    expect(plan.description).toMatch(/ICAO Level 5 \(Extended\) is roughly B2–C1 read against the CEFR — approximate/);
    expect(plan.title).toContain('to B2');
  });

  it.each([
    ['Spanish', 'level 4 of my evening class', 'speak Spanish in Madrid'],
    ['French', 'I finished level 5 on Duolingo', 'chat with French friends'],
    ['English', 'level 4 apprenticeship in plumbing', 'write better emails at work'],
  ])('a level that is no ICAO one places nothing of ICAO (%s: “%s”)', async (option, current, target) => {
    const plan = await planFor(option, current, target, 30, 4);
    expect(plan.description).not.toMatch(/ICAO Level \d\.|Doc 9835/);
  });
});

describe('a heritage listener is placed as one, and their speaking starts from their listening', () => {
  it.each([
    [
      'Hindi',
      "I understand my parents' Hindi but answer in English, can't read Devanagari",
      "speak Hindi confidently at my cousin's wedding in Delhi",
      15,
      5,
      true,
    ],
    ['Korean', 'my mum is Korean, I understand her but reply in English', 'talk with my halmoni on the phone', 15, 6, true],
    [
      'Spanish',
      "heritage speaker, I understand my grandparents' Spanish but can't really speak it",
      'speak Spanish with my abuela',
      30,
      4,
      true,
    ],
    [
      'Italian',
      'I understood my nonna growing up but always answered in English',
      'have real conversations with my Italian cousins',
      45,
      3,
      true,
    ],
    [
      'Japanese',
      'grew up hearing Japanese at home from my mum, can’t read kanji',
      'speak Japanese with my obaachan without switching to English',
      20,
      7,
      false,
    ],
  ])('%s: “%s” → “%s” at %i×%i', async (option, current, target, minutes, days, pastA1) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(plan.description).toMatch(/Placed from what you said: you grew up hearing/);
    expect(plan.description).toMatch(/the plan starts your speaking from your listening/);
    // A script learnt in one go (Devanagari, Hangul) or none to learn: A1's lessons are left out. Kana and kanji are
    // not moved (decision 230), so the Japanese listener's plan still counts a beginner's A1 (decision 341's Not done).
    if (pastA1) expect(plan.title).not.toMatch(/to A1$/);
    // Every one of the first weeks opens with an answer in the language, not English.
    const answers = plan.weeks.slice(0, 4).filter((w) => tasksOf(w).some((t) => t.title.startsWith(`Answer in ${option}:`)));
    expect(answers.length).toBeGreaterThanOrEqual(2);
    expect(planText(plan)).toMatch(new RegExp(`Retell in ${option}:`));
    expect(planText(plan)).not.toMatch(/\{theme\}|\{language\}/);
  });

  it('a heritage speaker who asks to read keeps the literacy practice, without the speaking lead', async () => {
    const plan = await planFor(
      'Hindi',
      "I understand my parents' Hindi, can't read Devanagari",
      'read Devanagari and write to my nani',
      20,
      4,
    );
    expect(plan.description).toMatch(/you grew up hearing Hindi/);
    expect(plan.description).not.toMatch(/starts your speaking from your listening/);
    expect(planText(plan)).not.toMatch(/Answer in Hindi:/);
  });

  it.each([
    ['Hindi', 'I understand Hindi films a bit but answer my friends in English', 'speak Hindi'],
    ['Spanish', 'complete beginner, my parents speak English at home', 'speak Spanish on holiday'],
  ])('no heritage where the family is not said to speak it (%s: “%s”)', async (option, current, target) => {
    const plan = await planFor(option, current, target, 30, 4);
    expect(plan.description).not.toMatch(/you grew up hearing/);
  });
});

describe('a variety show without subtitles is read as C1, and the distance said', () => {
  it.each([
    ['Korean', 'I can read Hangul slowly and know about 200 words', 'understand variety shows without subtitles', 40, 7],
    ['Japanese', 'complete beginner', 'watch Japanese variety shows without subtitles', 60, 5],
    ['Korean', 'TOPIK 2', 'follow Running Man and other variety shows', 30, 4],
  ])('%s: “%s” → “%s”', async (option, current, target, minutes, days) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(plan.title).toContain('to C1');
    expect(plan.description).toMatch(/is about C1 on the CEFR/);
    expect(plan.description).toMatch(/C1 \([^)]*\) takes about [\d,]+ hours of study from where you are/);
    expect(plan.description).not.toMatch(/was read as A1/);
  });

  it('with the language’s own subtitles it is not C1', async () => {
    const plan = await planFor('Korean', 'I know Hangul and 300 words', 'watch variety shows with Korean subtitles', 30, 5);
    expect(plan.title).not.toContain('to C1');
    expect(plan.description).not.toMatch(/A variety or talk show without subtitles/);
  });
});
