import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { deadlineOf } from '../../lambdas/roadmap/deadline';
import { ask, planText, plannedOnce, tasksOf } from './language-ask';

/**
 * Round 22, decision 405: a narrow purpose at its real level (ordering parts, prices and delivery, football talk: A2
 * in their domain); an exam session too near to enter read as next year's, not a one-week plan; a language learnt by
 * ear only; talking with a small child.
 */

const planOf = plannedOnce();
const tasks = (plan: RoadmapPlan) => plan.weeks.flatMap(tasksOf);

describe('a transactional purpose is A2 in its domain, the general level said beside it', () => {
  it.each([
    [
      'a mechanic ordering parts from Italy by phone',
      ask('Italian', "I'm a mechanic, I know no Italian", 'Order parts from our supplier in Italy by phone', 20, 5),
    ],
    [
      'a buyer reading a German supplier’s prices and delivery',
      ask('German', 'beginner', "understand price and delivery in my German supplier's messages", 30, 5),
    ],
    ['a fan talking football in Spanish', ask('Spanish', 'none', 'talk football with the fans in Spanish', 20, 4)],
    ['a potter selling at a market', ask('Spanish', 'beginner', 'Sell my ceramics at the market, prices and bargaining', 45, 3)],
  ])('%s', async (_who, request) => {
    const plan = await planOf(request);
    expect(plan.title).toMatch(/ to A2$/);
    expect(plan.description).toMatch(/about A2 on the CEFR in one domain[^]*numbers, prices, quantities and dates/);
    expect(plan.description).toMatch(/talk off the script, the news and meetings are B1 and beyond/);
    expect(plan.description).not.toMatch(/B2 \(discussion/);
  });

  it.each([
    ['negotiating contracts with suppliers', ask('German', 'A2', 'negotiate contracts with our German suppliers', 30, 5), /to B2$/],
    ['sales meetings with clients', ask('Spanish', 'A2', 'Run sales meetings with clients in Spanish', 30, 5), /to B2$/],
    ['a B2 exam', ask('Spanish', 'B1', 'Pass the DELE B2 exam', 45, 5), /to B2$/],
    ['following football commentary', ask('Spanish', 'beginner', 'follow football commentary on the radio', 30, 5), /to B2$/],
  ])('not %s', async (_who, request, title) => {
    const plan = await planOf(request);
    expect(plan.title).toMatch(title);
    expect(plan.description).not.toMatch(/in one domain/);
  });
});

describe('an exam session too near to enter is next year’s', () => {
  it('reads "JLPT N4 in December" said on 28 November as next December, saying so', () => {
    const date = deadlineOf('Pass JLPT N4 in December and talk with my grandfather', '2026-11-28');
    expect(date).toMatchObject({ said: 'in December next year', session: 'December' });
    expect(date!.date.startsWith('2027-12')).toBe(true);
    expect(deadlineOf('DELE B1 in December', '2026-11-20')?.date.startsWith('2027-12')).toBe(true);
  });

  it('keeps a session the person is entered for, a far one, and any other exam', () => {
    expect(deadlineOf("I'm registered for JLPT N4 in December", '2026-11-28')?.date.startsWith('2026-12')).toBe(true);
    expect(deadlineOf('JLPT N4 in July', '2026-11-28')?.date.startsWith('2027-07')).toBe(true);
    expect(deadlineOf('JLPT N4 in July', '2026-11-28')?.session).toBeUndefined();
    expect(deadlineOf('my maths exam in December', '2026-11-28')?.date.startsWith('2026-12')).toBe(true);
  });

  describe('in a plan', () => {
    beforeAll(() => {
      jest.useFakeTimers({
        now: new Date('2026-11-28T09:00:00Z'),
        doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'],
      });
    });
    afterAll(() => jest.useRealTimers());

    it.each([
      [
        'a Brazilian heritage learner of Japanese and her grandfather',
        ask(
          'Japanese',
          "I'm Brazilian, heritage speaker, my grandfather speaks Japanese to me",
          'Pass JLPT N4 in December and talk with my grandfather',
          45,
          5,
        ),
      ],
      ['a beginner for the JLPT', ask('Japanese', 'beginner', 'Pass JLPT N4 in December', 45, 5)],
      ['a Spanish learner and her abuela', ask('Spanish', 'A2', 'Pass the DELE B1 in December and write to my abuela', 30, 4)],
    ])('%s gets a whole plan, not one week', async (_who, request) => {
      const plan = await generateRoadmap(request, builtinProvider);
      expect(plan.weeks.length).toBeGreaterThan(12);
    });

    it('says why for a plan with room to say it', async () => {
      const plan = await generateRoadmap(ask('Japanese', 'beginner', 'Pass JLPT N4 in December', 45, 5), builtinProvider);
      expect(plan.description).toMatch(/This year’s December session is under four weeks away[^]*next year’s session/);
    });
  });
});

describe('a language learnt by ear only', () => {
  it.each([
    [
      'a cleaner with earphones in (German, 60 × 5)',
      ask(
        'German',
        'Beginner. I clean offices, I can only listen with earphones in, no time to read',
        'Speak German at work and with neighbours',
        60,
        5,
      ),
      false,
    ],
    [
      'a lorry driver with no time to read (Spanish, 30 × 5)',
      ask(
        'Spanish',
        "beginner, I'm a lorry driver, no time to read, I drive 9 hours a day",
        'Talk with Spanish customers at deliveries',
        30,
        5,
      ),
      true,
    ],
    [
      'one who can only listen while driving (Italian, 20 × 6)',
      ask('Italian', 'A1, I can only listen while driving', 'Chat with my Italian neighbours', 20, 6),
      true,
    ],
  ])('%s', async (_who, request, driving) => {
    const plan = await planOf(request);
    const all = tasks(plan);
    expect(plan.description).toMatch(/^You learn by ear/);
    expect(all.some((t) => /^Audio lesson: \d+ minutes of \w+ on this week’s topics, by ear$/.test(t.title))).toBe(true);
    expect(all.some((t) => /^(?:Reading|Writing):/.test(t.title))).toBe(false);
    expect(all.some((t) => /^(?:Flashcards|Karteikarten|Schede):/.test(t.title))).toBe(false);
    if (driving) {
      expect(plan.description).toMatch(/nothing to read, write or tap while you drive[^]*waits for a stop, parked/);
      expect(all.find((t) => t.title.startsWith('Audio lesson'))!.description).toMatch(/nothing to read or tap at the wheel/);
    } else expect(plan.description).toMatch(/with your earphones in/);
  });

  it.each([
    [
      'one who listens to podcasts on the drive to work',
      ask('Spanish', 'beginner, I listen to podcasts while driving to work', 'Talk with Spanish customers', 30, 5),
    ],
    ['a heritage speaker who cannot read the script', ask('Hindi', "I can speak Hindi but can't read Devanagari", 'Read Hindi', 30, 5)],
  ])('not %s', async (_who, request) => {
    const plan = await planOf(request);
    expect(plan.description).not.toMatch(/You learn by ear/);
    expect(tasks(plan).some((t) => t.title.startsWith('Audio lesson'))).toBe(false);
  });
});

describe('talking with a small child', () => {
  it.each([
    [
      'a grandmother and her granddaughter of 4 (Spanish, 20 × 5)',
      ask('Spanish', 'I know a little Spanish', "Talk with my granddaughter, she's 4 and only speaks Spanish to me", 20, 5),
    ],
    ['an uncle and his nephew of 3 (Italian, 45 × 4)', ask('Italian', 'beginner', "speak Italian with my nephew, he's 3", 45, 4)],
    [
      'a father raising his toddler bilingual (German, 30 × 5)',
      ask('German', 'A1', 'Speak German with my toddler so he grows up bilingual', 30, 5),
    ],
  ])('%s', async (_who, request) => {
    const plan = await planOf(request);
    expect(plan.title).toMatch(/ to A2$/);
    expect(plan.description).toMatch(
      /Talking with a small child[^]*pet names[^]*a picture book, a song, a game[^]*the adults’ talk around the child is B1, beside it/,
    );
    const titles = plan.weeks.map((w) => w.title).join('\n');
    expect(titles).toMatch(
      /greetings, pet names and the child's own words|play: hide and seek, counting, colours|short commands and praise/,
    );
    expect(planText(plan)).toMatch(/Your time with the child/);
  });

  it('has the child’s own words in the language, in its familiar form', async () => {
    const plan = await planOf(ask('Italian', 'beginner', "speak Italian with my nephew, he's 3", 45, 4));
    const talk = tasks(plan).find((t) => t.title.startsWith('The child’s talk'));
    expect(talk?.title).toMatch(/said aloud in Italian, with tu$/);
    expect(talk?.description).toMatch(/vieni, guarda, bravo\/brava/);
  });

  it.each([
    ['a granddaughter with no age (family)', ask('Spanish', 'beginner', 'Talk with my granddaughter at family dinners', 45, 4)],
    ['a teenage son', ask('Spanish', 'beginner', "Talk with my son, he's 16, in Spanish", 45, 4)],
  ])('not %s', async (_who, request) => {
    const plan = await planOf(request);
    expect(plan.description).not.toMatch(/Talking with a small child/);
    expect(tasks(plan).some((t) => t.title.startsWith('The child’s talk'))).toBe(false);
  });
});
