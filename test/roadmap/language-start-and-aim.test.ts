import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { ask, planText, tasksOf } from './language-ask';

/**
 * Where a language plan starts and the level it aims at, read from what the person says (decision 306): a school
 * qualification is a start (a GCSE A2, an A-level B1–B2, years later a review that comes back fast), an Abitur on German
 * a first language's, a script alone its own small goal, a libretto read with its translation and its old forms, and
 * texting friends in Hindi A2 and Hinglish. The preview's read-back says the same start and aim.
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const titles = (plan: Plan) => plan.weeks.flatMap((w) => tasksOf(w).map((t) => t.title));
const readOf = (option: string, current: string, target: string, minutes: number, days: number) =>
  readBack(ask(option, current, target, minutes, days));

describe('a school qualification is a start, not zero', () => {
  it.each([
    ['Spanish', 'A-level Spanish 20 years ago, forgotten most of it', 'chat with locals on holiday in Andalusia', 20, 3, 'B1'],
    ['French', 'French A-level 20 years ago', 'read Le Monde', 45, 5, 'B2'],
    ['Spanish', 'GCSE Spanish, rusty', 'order food in Madrid', 15, 7, 'A2'],
    ['French', 'Did French at GCSE in 1998, remember a bit', 'get by in shops and restaurants in Lyon', 45, 4, 'A2'],
    ['Italian', 'Leaving Cert Italian a long time ago', 'chat with my neighbours in Umbria', 10, 2, 'B1'],
  ])(
    '%s, “%s” → “%s” at %i×%i: a review of A1, what comes back at its lessons’ pace',
    async (option, current, target, minutes, days, aim) => {
      const plan = await planFor(option, current, target, minutes, days);
      expect(plan.description).toMatch(/^.*Placed from what you said: (?:an? [A-Z][\w-]+|the [A-Z][\w ]+) in \w+ is about (?:A2|B1)/);
      expect(plan.description).toMatch(/comes back much faster than it was first learnt: the plan starts with a review/);
      // Not the first lesson's sounds: A1's last week of lessons, then on.
      expect(plan.weeks[0]!.title).not.toMatch(/Sounds|Suoni|greetings/i);
      expect(plan.weeks[0]!.title).toMatch(/\(A1\)$/);
      // The level below the one once reached goes at its lessons' pace: A2's lessons within about 3 hours of study.
      const within = Math.ceil(180 / (minutes * days)) + 2;
      expect(plan.weeks.slice(0, within).some((w) => /\((?:towards )?A2\)$/.test(w.title))).toBe(true);
      expect(plan.title).toMatch(new RegExp(`to ${aim}$`));
      // The read-back says the same start and aim.
      const read = readOf(option, current, target, minutes, days);
      expect(read.start).toMatch(/^week 4 of 10: /);
      expect(read.aim?.name).toBe(aim);
    },
  );

  it.each([
    ['Spanish', 'Spanish at school for two years, forgot it all', 'chat on holiday in Mexico', 30, 4],
    ['German', 'two years of German at school, a long time ago', 'talk to my neighbours in Vienna', 20, 6],
  ])('%s, “%s”: two years at school, years ago, come back at their lessons’ pace', async (option, current, target, minutes, days) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(plan.description).toMatch(
      /2 years of classes is about 160 hours .* the plan starts with a review and goes through what you reached at the pace of its lessons/,
    );
    expect(plan.weeks[0]!.title).toMatch(/\(A1\)$/);
    expect(plan.weeks.slice(0, Math.ceil(180 / (minutes * days)) + 2).some((w) => /\((?:towards )?A2\)$/.test(w.title))).toBe(true);
    expect(plan.title).not.toMatch(/to A1$/);
  });

  it.each([
    ['GCSE French last year, not rusty at all', 'French'],
    ['A-level Spanish last summer, my French is rusty', 'Spanish'],
    ['A-level Spanish last summer, my son forgot his', 'Spanish'],
  ])('“%s”: nothing of this language lapsed, so no review (round 18’s review)', async (current, option) => {
    const plan = await planFor(option, current, 'chat with locals', 30, 5);
    expect(plan.description).toMatch(/Placed from what you said: /);
    expect(plan.description).not.toMatch(/the plan starts with a review/);
  });

  it('a recent A-level starts at B1’s material', async () => {
    const plan = await planFor('French', 'I got an A in A-level French last summer', 'study in Paris', 60, 6);
    expect(plan.description).toMatch(/so the plan starts at B1’s material, “Opinions and connecting ideas \(B1\)”/);
    expect(plan.weeks[0]!.title).toMatch(/^Week 1: Opinions and connecting ideas/);
  });

  it('the Leaving Cert is said to be read as an A-level’s peer, with no figure of its own', async () => {
    const plan = await planFor('Italian', 'Leaving Cert Italian a long time ago', 'chat with my neighbours in Umbria', 10, 2);
    expect(plan.description).toMatch(/no public figure places it: read here as an A-level’s peer/);
  });

  it('an Abitur on German is a first language’s: C1, and the homework in the school’s own terms', async () => {
    const plan = await planFor(
      'German',
      'Abitur in German, now living in the UK for 15 years',
      'help my kids with their German homework',
      30,
      4,
    );
    expect(plan.title).toBe('German to C1');
    expect(plan.description).toMatch(/your German is a first language’s, C1 or above/);
    expect(plan.weeks[0]!.title).toMatch(/\(C1\)$/);
    const all = titles(plan);
    expect(all.filter((t) => /^Their homework as their school names it/.test(t)).length).toBeGreaterThanOrEqual(1);
    expect(planText(plan)).toMatch(/Wer oder was\? Wessen\? Wem\? Wen oder was\?/);
    // No newcomer's situations for a native speaker.
    expect(planText(plan)).not.toMatch(/introducing yourself there|towards A1/);
    expect(
      readOf('German', 'Abitur in German, now living in the UK for 15 years', 'help my kids with their German homework', 30, 4).aim?.name,
    ).toBe('C1');
  });

  it.each([
    ['Spanish', 'I’m at a level where I can order food in Spanish', 'chat with locals', 30, 5],
    ['Spanish', 'A-levels in maths and physics, no Spanish', 'chat with locals', 30, 5],
    ['German', 'my daughter is doing her Abitur, I know a few words', 'help her with German', 40, 3],
    ['French', 'complete beginner, I teach A-level chemistry', 'order in a café in Paris', 20, 4],
    ['Italian', 'my Italian level is basic, a few words from holidays', 'reach a good level in Italian', 60, 7],
    // (Round 18's review: prose about a level is no A-level.)
    ['Spanish', 'I have a level of Spanish that gets me by', 'chat with locals', 30, 5],
    ['Spanish', 'I learnt Spanish to a level where I could chat', 'chat with locals', 30, 5],
    ['Spanish', 'I speak Spanish at a level I am happy with', 'chat with locals', 30, 5],
    ['Spanish', 'I did Spanish for a level project', 'chat with locals', 30, 5],
  ])('%s, “%s” is no school qualification of the person’s in this language', async (option, current, target, minutes, days) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(plan.description).not.toMatch(/Placed from what you said: (?:an?|the) [A-Z][\w-]+ in |first language’s/);
    expect(plan.title).not.toMatch(/C1$/);
  });
});

describe('a script alone is its own small goal', () => {
  it('“learn Hangul, just the basics” aims at Hangul, not at A1 (round 18’s review)', async () => {
    const plan = await planFor('Korean', 'complete beginner', 'learn Hangul, just the basics', 20, 5);
    expect(plan.title).toBe('Korean to Hangul');
    expect(plan.weeks.length).toBeLessThanOrEqual(2);
  });

  it.each([
    ['Korean', 'complete beginner', 'read Hangul in a week', 15, 7, 'Hangul', 2, /Hunminjeongeum Haerye \(1446\)/],
    ['Japanese', 'beginner', 'learn hiragana', 20, 5, 'Hiragana', 2, /46 letters/],
    ['Japanese', 'I can read hiragana', 'learn katakana too', 30, 3, 'Kana', 3, /hiragana and katakana, 46 letters each/],
    [
      'Japanese',
      'nothing yet',
      'learn hiragana and katakana before my trip in March',
      20,
      6,
      'Kana',
      4,
      /hiragana and katakana, 46 letters each/,
    ],
    [
      'Hindi',
      'I understand Bollywood films a bit, can’t read Devanagari',
      'learn to read Devanagari',
      30,
      4,
      'Devanagari',
      3,
      /the matras/,
    ],
  ])('%s, “%s” → “%s” at %i×%i', async (option, current, target, minutes, days, aim, weeks, said) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(plan.title).toBe(`${option} to ${aim}`);
    expect(plan.weeks.length).toBeLessThanOrEqual(weeks);
    expect(plan.description).toMatch(said);
    expect(plan.description).toMatch(/(?:is|are) a longer goal: set it when this one is done/);
    // No book of the script's name, no B1.
    expect(plan.description).not.toMatch(/Your book|B1/);
    expect(readOf(option, current, target, minutes, days).aim?.name).toBe(aim);
  });

  it.each([
    ['Korean', 'complete beginner', 'read Hangul and order food in Seoul', 30, 5],
    ['Japanese', 'beginner', 'read manga in hiragana and katakana', 20, 6],
    ['Hindi', 'beginner', 'talk to my in-laws, and read Devanagari signs', 45, 3],
    ['Korean', 'beginner', 'learn Korean for my trip and read Hangul', 30, 5],
  ])('%s, “%s” → “%s” asks more than the script', async (option, current, target, minutes, days) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(plan.title).toMatch(/to (?:A1|A2|B1|B2|C1)$/);
    expect(plan.weeks.length).toBeGreaterThan(6);
  });
});

describe('a domain’s texts and a register named', () => {
  it('an opera singer’s libretti: word for word, the old forms, said and sung as meant', async () => {
    const plan = await planFor(
      'Italian',
      'opera singer, I pronounce Italian well but don’t understand it',
      'understand the libretti I sing',
      30,
      5,
    );
    expect(plan.title).toBe('Italian to B1');
    expect(plan.description).toMatch(/A libretto read with a translation beside it is about B1/);
    const all = titles(plan);
    expect(all.some((t) => /^The libretti you sing: this week’s grammar found in the text you are singing/.test(t))).toBe(true);
    expect(all.some((t) => /passage \d+: its text beside a word-for-word translation/.test(t))).toBe(true);
    expect(all.some((t) => /passage \d+: its old and poetic forms written out as today’s/.test(t))).toBe(true);
  });

  it('pop songs sung along are no libretto', async () => {
    const plan = await planFor('Italian', 'beginner', 'sing along to Italian pop songs', 20, 4);
    expect(planText(plan)).not.toMatch(/libretti|word-for-word translation/);
  });

  it('texting friends in Hindi: A2, said to be Hinglish, practised both ways', async () => {
    const plan = await planFor('Hindi', 'I understand Bollywood films a bit, can’t read Devanagari', 'text my friends in Hindi', 120, 6);
    expect(plan.title).toBe('Hindi to A2');
    expect(plan.description).toMatch(/typed in Roman letters and mixed with English — Hinglish/);
    const all = titles(plan);
    expect(all.some((t) => /^Hinglish: five messages as friends type them/.test(t))).toBe(true);
    expect(all.some((t) => /^One message two ways/.test(t))).toBe(true);
  });

  it('texting friends in Spanish is A2, with no Hinglish', async () => {
    const plan = await planFor('Spanish', 'beginner', 'text my friends in Spanish', 30, 5);
    expect(plan.title).toBe('Spanish to A2');
    expect(planText(plan)).not.toMatch(/Hinglish/);
  });
});
