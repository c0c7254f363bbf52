import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask, planText, practiceWeeks, tasksOf, themeOf } from './language-ask';

/**
 * Decision 278 (issue #36, round 16, wave 2): a language plan's purpose from the first week, and a job's own
 * language. A job said where the person is ("I'm a chef in Dublin") gives a target's work in general ("talk to
 * suppliers and my team") that job's own situations — the pass, the allergens, the supplier's call — not a
 * factory visit or a banquet.
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const planOf = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const themes = (plan: Plan) => practiceWeeks(plan).map(themeOf);
const titles = (plan: Plan) => plan.weeks.flatMap(tasksOf).map((t) => t.title);

describe('a job said where the person is gives work in general its own situations', () => {
  it.each([
    ['English', "B1, I'm a chef from Brazil working in Dublin", 'talk to suppliers and my team confidently', 20, 6],
    ['English', 'A2, sous-chef in a hotel in Cork', 'understand my colleagues at work and the suppliers on the phone', 45, 3],
    ['Spanish', 'A2, I work as a line cook in London', 'talk with my colleagues at work in Madrid', 30, 5],
  ])('%s, “%s” → “%s” (%i min × %i days)', async (option, current, target, minutes, days) => {
    const plan = await planOf(option, current, target, minutes, days);
    const weeks = themes(plan);
    expect(weeks).toContain('allergens and a guest’s question');
    expect(weeks).toContain('a supplier’s order by phone');
    const text = planText(plan);
    // No importer's trade in a kitchen: no factory visit, no banquet, no pallets.
    expect(text).not.toMatch(/factory visit|banquet|pallets|twelve dollars fifty/);
    // Its phrases from the first week, before the grammar.
    expect(tasksOf(plan.weeks[0]!).some((t) => /^Your kitchen, first phrases: /.test(t.title))).toBe(true);
  });

  it('an English kitchen in Ireland says euro and the allergens in writing, and tests a card without an English to translate from', async () => {
    const plan = await planOf(
      'English',
      "B1, I'm a chef from Brazil working in Dublin",
      'talk to suppliers and my team confidently',
      20,
      6,
    );
    const text = planText(plan);
    expect(text).toMatch(/twelve euro fifty/);
    expect(text).toMatch(/the walk-in \(the cold room\)/);
    expect(text).not.toMatch(/from the English with the English covered/);
    // A phrase that ends on its own mark ("We’re out of …", "Like this, Chef?") takes no full stop after it.
    const chunks = plan.weeks.flatMap(tasksOf).filter((t) => /, first phrases: /.test(t.title));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.filter((t) => /[…?!]\./.test(t.description))).toEqual([]);
  });

  it.each([
    // A chef whose target is no work: the target rules.
    ['English', "B1, I'm a chef", 'watch Irish films without subtitles', 30, 4],
    // A French chef de projet is a project manager, not a cook.
    ['English', 'B1, chef de projet in Lyon', 'talk to my team and our clients in meetings', 30, 4],
    // A chef who wants another job: the target's work, not the kitchen's.
    ['German', "B1, I'm a chef", 'get a new job in an office in Berlin and talk to colleagues', 30, 4],
    // An importer keeps trade's own weeks.
    ['English', 'B1, I work in procurement', 'negotiate with suppliers on the phone', 30, 4],
  ])('no kitchen: %s, “%s” → “%s”', async (option, current, target, minutes, days) => {
    const plan = await planOf(option, current, target, minutes, days);
    expect(themes(plan)).not.toContain('allergens and a guest’s question');
    expect(titles(plan).some((t) => /^Your kitchen\b/.test(t))).toBe(false);
  });
});

describe('a beginner’s purpose from week 1: its phrases as chunks before the grammar', () => {
  it.each([
    ['Korean', 'complete beginner, I love K-dramas', 'order food and chat in Seoul next summer', 15, 3, 'Your trip to Seoul', /저기요!/],
    ['Italian', 'complete beginner', 'a trip to Rome in May, order in restaurants', 30, 3, 'Your trip to Rome', /Il conto, per favore/],
    ['Japanese', 'none', 'order food and get around in Osaka on holiday', 20, 5, 'Your trip to Osaka', /すみません！/],
    [
      'French',
      'deaf in one ear, studied French at school',
      'chat with my French neighbours at our holiday home',
      20,
      4,
      'Chatting with your neighbours',
      /je m’appelle/,
    ],
    ['Spanish', 'beginner', 'talk to the other bodybuilders at my gym in Madrid', 30, 3, 'Talking to the other bodybuilders', /me llamo/],
  ])('%s, “%s” → “%s” (%i min × %i days)', async (option, current, target, minutes, days, thing, phrase) => {
    const plan = await planOf(option, current, target, minutes, days);
    const first = tasksOf(plan.weeks[0]!).filter((t) => t.title.startsWith(thing) && /, first phrases: /.test(t.title));
    expect(first).toHaveLength(1);
    expect(first[0]!.description).toMatch(phrase);
    // The week still fits the person's time.
    const week = plan.weeks[0]!.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.estimatedMinutes, 0);
    expect(week).toBeLessThanOrEqual(minutes * days + 5);
  });

  it('a trip named by what it is for rehearses that first: ordering before arriving', async () => {
    const plan = await planOf('Korean', 'complete beginner', 'order food and chat in Seoul next summer', 15, 3);
    expect(tasksOf(plan.weeks[0]!).some((t) => /first phrases: ordering food/.test(t.title))).toBe(true);
  });

  it('chatting with neighbours tells what you did early, the past as set phrases before its grammar', async () => {
    const plan = await planOf('French', 'studied French at school', 'chat with my French neighbours at our holiday home', 20, 4);
    expect(themes(plan).slice(0, 3)).toContain('your news: what you did and how it was');
    const own = (await import('../../lambdas/roadmap/curricula/language-tasks')).languageTasks().described.own;
    expect(own.situations.find((s) => s.theme === 'your news: what you did and how it was')?.phrases?.French).toMatch(
      /Nous sommes allés au marché/,
    );
  });

  it.each([
    ['Korean', 'complete beginner', 'watch K-dramas without subtitles', 20, 4],
    ['Japanese', 'beginner', 'read One Piece in Japanese', 30, 5],
  ])('what is watched or read brings no chunks: %s, “%s” → “%s”', async (option, current, target, minutes, days) => {
    const plan = await planOf(option, current, target, minutes, days);
    expect(titles(plan).filter((t) => /, first phrases: .+, as chunks on your card$/.test(t))).toEqual([]);
  });
});

describe('a theme that is itself a text is not pasted into a slot that makes nonsense', () => {
  it('a message for short e-mails to a colleague is one, not one “about” them “to a friend”', async () => {
    // (Valencia: Madrid's own situations share its weeks since decision 302, and this is about a message's wording.)
    const plan = await planOf('Spanish', 'A1: I finished a beginners’ course last year', 'work in the Valencia office', 30, 5);
    const text = planText(plan);
    expect(text).not.toMatch(/about short e-mails to a colleague to a friend/);
    expect(text).toMatch(/60-word message in Spanish as this week’s theme asks: short e-mails to a colleague/);
    // A theme that is no text keeps its friend.
    expect(text).toMatch(/60-word message in Spanish about your job and what you did this week to a friend/);
  });
});

describe('a care worker, a mechanic and a builder: the job’s own situations', () => {
  it.each([
    [
      'English',
      "B1, I'm a care worker from the Philippines in Cork",
      'talk to the residents and my colleagues at work',
      30,
      5,
      'Your care work',
      'a fall or an emergency',
    ],
    [
      'German',
      'A2, Kfz-Mechatroniker from Poland',
      'understand the customers and my colleagues at work in Munich',
      45,
      4,
      'Your garage',
      'a call before extra work',
    ],
    ['Spanish', "beginner, I'm a mechanic", 'talk to customers at work in Valencia', 60, 2, 'Your garage', 'ordering parts by phone'],
    [
      'English',
      'A2, builder from Romania on sites in London',
      'talk to the foreman and my team at work',
      20,
      6,
      'Your work on site',
      'a hazard, reported',
    ],
    ['German', 'none', 'work as a bricklayer in Hamburg', 30, 4, 'Your work on site', 'the foreman’s instructions'],
    [
      'English',
      'B2, healthcare assistant from Ghana',
      'talk to patients and their families on the ward in Leeds',
      30,
      5,
      'Your care work',
      'a fall or an emergency',
    ],
  ])('%s, “%s” → “%s” (%i min × %i days)', async (option, current, target, minutes, days, thing, theme) => {
    const plan = await planOf(option, current, target, minutes, days);
    expect(plan.weeks.some((w) => w.title.includes(`Practice, week`) && w.title.includes(theme))).toBe(true);
    expect(tasksOf(plan.weeks[0]!).some((t) => t.title.startsWith(`${thing}, first phrases: `))).toBe(true);
    // An English plan's chunk asks no phrasebook for English.
    expect(planText(plan)).not.toMatch(/none written in English/);
  });

  it('a mechanic’s German and a care worker’s Spanish chunks are in the language, with their English', async () => {
    const garage = await planOf(
      'German',
      'A2, Kfz-Mechatroniker from Poland',
      'understand the customers and my colleagues at work in Munich',
      45,
      4,
    );
    expect(planText(garage)).toMatch(/der Wagenheber \(/);
    const care = await planOf('Spanish', "A1, I'm a care worker", 'talk with the residents and my colleagues at work in Bilbao', 30, 5);
    expect(planText(care)).toMatch(/¿Le puedo ayudar\? \(may I help you\?\)/);
  });

  it.each([
    // Physics, not a garage.
    ['German', 'B1, I study quantum mechanics', 'talk to my colleagues at work in Berlin', 30, 4],
    // A family carer is not a care worker.
    ['Spanish', 'A2, I am a carer for my mum', 'talk with my colleagues at work in Seville', 30, 4],
    // A nurse keeps the ward's purpose: no care assistant's shift.
    ['German', "B1, I'm a nurse from the Philippines", 'work in a hospital in Berlin, talk to patients', 30, 5],
    // Hiring builders is a house's works, not a builder's site.
    ['French', 'beginner', 'deal with the builders and the mairie, we bought a house in Brittany', 25, 3],
  ])('not the job’s: %s, “%s” → “%s”', async (option, current, target, minutes, days) => {
    const plan = await planOf(option, current, target, minutes, days);
    expect(titles(plan).some((t) => /^(?:Your garage|Your care work|Your work on site)\b/.test(t))).toBe(false);
  });
});
