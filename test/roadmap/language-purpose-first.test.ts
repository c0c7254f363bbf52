import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { languageTables } from '../../lambdas/roadmap/curricula/language-tables';
import { languageTaskOf } from '../../lambdas/roadmap/curricula/language-tasks';
import { ask, planText, tasksOf } from './language-ask';

/**
 * A language plan for a purpose (issue #36 and #39, decision 230): the purpose's level said first, as a
 * reference (a hotel desk A2–B1, a daily newspaper B2, small talk A2, a stand-up B1); the desk's and the
 * newspaper's own weeks; the polite register a family's elders get (존댓말, 敬語, आप); a heritage speaker who
 * understands the family's language placed as one; a close language's head start counted as a higher start.
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const planOf = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const all = (plan: Plan) => plan.weeks.flatMap(tasksOf);
const titles = (plan: Plan) => all(plan).map((t) => t.title);

describe('the purpose said first, at its true level', () => {
  it.each([
    ['Spanish', 'beginner', 'work at a hotel reception in Málaga', 45, 5, /^A hotel desk’s routines [^]*A2[^]*B1/, 'B1'],
    ['Italian', 'complete beginner', 'a job on the front desk of a hotel in Florence', 30, 6, /^A hotel desk’s routines/, 'B1'],
    ['French', 'A2 from school years ago', 'read Le Monde every morning', 30, 7, /^Reading a newspaper every day is about B2/, 'B2'],
    ['German', 'A2', 'read the Süddeutsche Zeitung on the train', 20, 5, /^Reading a newspaper every day is about B2/, 'B2'],
    ['Japanese', 'beginner', 'small talk with my in-laws at dinners', 20, 5, /^Small talk [^]*A2/, 'A2'],
    ['German', 'A1', 'join the daily stand-ups at work in Berlin', 25, 4, /^A stand-up [^]*B1/, 'B1'],
  ])('%s, “%s” → “%s” (%i min × %i days)', async (option, current, target, minutes, days, first, level) => {
    const plan = await planOf(option, current, target, minutes, days);
    expect(plan.description).toMatch(first);
    expect(plan.description).toMatch(new RegExp(`${level} is this plan’s reference level`));
    // The level is the purpose's, not a default the person never named.
    expect(plan.description).not.toMatch(/was read as/);
  });

  it('a family conversation says what of it is A2 and what B1 before any other line', async () => {
    const plan = await planOf('Italian', 'complete beginner', 'chat with my in-laws at Easter in Bologna', 20, 5);
    expect(plan.description).toMatch(/^Talking with family: [^]*A2[^]*B1/);
  });

  it('a level the person names is kept beside the purpose’s sentence', async () => {
    const plan = await planOf('German', 'A2', 'B1 for the hotel reception job', 30, 4);
    expect(plan.description).toMatch(/^A hotel desk’s routines/);
    expect(plan.description).not.toMatch(/was read as/);
  });

  it.each([
    ['Spanish', 'beginner', 'order food in Madrid'],
    ['French', 'beginner', 'read a novel by Camus'],
    ['Italian', 'A1', 'work at the hotel bar in Rimini'],
    ['German', 'A2', 'book a hotel room and ask at reception for a taxi'],
    ['Spanish', 'A2', 'work at the reception of a dental clinic'],
    ['Spanish', 'A2', 'read the menu at a reception'],
  ])('%s, “%s” → “%s”: no purpose level said, or the level named kept', async (option, current, target) => {
    const plan = await planOf(option, current, target, 30, 4);
    expect(plan.description).not.toMatch(/^(?:A hotel desk’s|Reading a newspaper|Small talk|A stand-up)/);
  });

  it('every purpose level names its CEFR source', () => {
    for (const p of languageTables().purposeLevels) expect(p.source).toMatch(/CEFR/);
  });
});

describe('the purpose inside the weeks', () => {
  it('a hotel receptionist practises the desk’s routines in order, check-in to complaints, with usted', async () => {
    const plan = await planOf('Spanish', 'beginner', 'work at a hotel reception in Málaga', 45, 5);
    expect(languageTaskOf('Spanish', 'work at a hotel reception in Málaga', 45, 5).genre?.id).toBe('desk');
    const t = titles(plan);
    const at = (re: RegExp) => t.findIndex((x) => re.test(x));
    expect(at(/hotel desk: welcoming a guest and check-in/)).toBeGreaterThanOrEqual(0);
    expect(at(/hotel desk: a complaint at the desk/)).toBeGreaterThan(at(/hotel desk: welcoming a guest and check-in/));
    expect(t.some((x) => /hotel desk: a booking by phone/.test(x))).toBe(true);
    expect(t.some((x) => /hotel desk: a booking and a question by e-mail/.test(x))).toBe(true);
    expect(plan.description).toMatch(/usted/);
  });

  it.each([
    ['Spanish', 'beginner', 'work at a hotel reception in Málaga', 45, 5, /^The hotel desk: welcoming a guest and check-in — /],
    ['French', 'A2 from school years ago', 'read Le Monde every morning', 30, 7, /^Your newspaper: a short news item — /],
    [
      'German',
      'A1',
      'join the daily stand-ups at work in Berlin',
      60,
      3,
      /^Your stand-up and sprint review: your yesterday, today and blocker — /,
    ],
  ])(
    '%s, “%s” → “%s”: a part that comes round again asks more, never the same task',
    async (option, current, target, minutes, days, part) => {
      const plan = await planOf(option, current, target, minutes, days);
      const times = titles(plan).filter((t) => part.test(t));
      const rounds = [...new Set(times.map((t) => /, round (\d+):/.exec(t)?.[1] ?? '1'))];
      expect(rounds.slice(0, 2)).toEqual(['1', '2']);
      // The same part's task is not repeated word for word in another round.
      const distinct = new Set(
        all(plan)
          .filter((t) => part.test(t.title))
          .map((t) => t.description),
      );
      expect(distinct.size).toBe(rounds.length);
    },
  );

  it.each([
    ['Spanish', 'beginner', 'work at a hotel reception in Málaga', 45, 5, 'the hotel desk', 'welcoming a guest and check-in'],
    ['French', 'A2 from school years ago', 'read Le Monde every morning', 30, 7, 'your newspaper', 'headlines and the weather'],
  ])(
    '%s, “%s” → “%s”: what its weeks reach of the purpose is said before the level',
    async (option, current, target, minutes, days, thing, first) => {
      const plan = await planOf(option, current, target, minutes, days);
      const reach = new RegExp(`By its end, (\\d+) weeks of practice take ${thing} through (\\d+) of its parts, from “${first}”`);
      expect(plan.description).toMatch(reach);
      const [, weeks] = reach.exec(plan.description)!;
      // The weeks that hold one of its parts ("{Thing}: {part} — …"), not only its daily five lines or a review.
      const Thing = `${thing.charAt(0).toUpperCase()}${thing.slice(1)}: `;
      const holds = (t: { title: string }) => t.title.startsWith(Thing) && t.title.includes(' — ');
      expect(Number(weeks)).toBe(plan.weeks.filter((w) => w.days.some((d) => d.tasks.some(holds))).length);
      expect(plan.description.indexOf('By its end')).toBeLessThan(
        plan.description.search(/This plan (reaches|works towards)|At \d+ minutes a day, /),
      );
    },
  );

  it('a plan with no task of its own says no reach', async () => {
    const plan = await planOf('Spanish', 'beginner', 'A2', 30, 4);
    expect(plan.description).not.toMatch(/By its end/);
  });

  it('a newspaper reader reads the paper’s sections, not a novel at a novel’s pace', async () => {
    const plan = await planOf('French', 'A2 from school years ago', 'read Le Monde every morning', 30, 7);
    const t = titles(plan);
    expect(t.some((x) => /^Your newspaper: headlines and the weather/.test(x))).toBe(true);
    expect(t.some((x) => /^Your newspaper: an opinion column/.test(x))).toBe(true);
    expect(planText(plan)).not.toMatch(/A pace that finishes|Your book runs through the plan/);
    expect(plan.description).toMatch(/Le Monde, Le Figaro/);
  });

  it.each([
    ['Korean', /존댓말[^]*드시다/],
    ['Japanese', /尊敬語[^]*召し上がる/],
    ['Hindi', /आप[^]*दादी जी/],
    ['German', /Sie[^]*du/],
  ])('%s: the family’s polite address teaches the language’s own register', async (option, register) => {
    const plan = await planOf(option, 'beginner', 'talk with my grandparents and in-laws', 30, 5);
    const polite = all(plan).filter((t) => t.title.startsWith('Polite address'));
    expect(polite.length).toBeGreaterThan(0);
    expect(polite.every((t) => register.test(t.description))).toBe(true);
    expect(polite.some((t) => /The formal you for elders/.test(t.description))).toBe(false);
  });

  it('a visit to grandparents in Seoul is the family’s talk, not a tourist’s transit card; a trip to Seoul still is', () => {
    expect(languageTaskOf('Korean', 'talk with my grandparents in Seoul when I visit next summer', 30, 4).genre?.id).not.toBe('trip');
    expect(languageTaskOf('Korean', 'a trip to Seoul next summer', 30, 4).genre?.id).toBe('trip');
  });
});

describe('purposes said in other words (round 14’s readers)', () => {
  it('reads a paper named by its title alone as a newspaper, its sections, not a novel', async () => {
    const plan = await planOf(
      'German',
      'B1 certificate, moved to Vienna for work',
      'read Der Standard every morning without a dictionary',
      20,
      5,
    );
    expect(plan.description).toMatch(/^Your newspaper is this plan’s spine/);
    expect(titles(plan).some((t) => /^Your newspaper: /.test(t))).toBe(true);
    expect(planText(plan)).not.toMatch(/chapter 1|back cover|the narrator/);
  });

  it('hears “I understand my grandmother’s Korean” as a heritage speaker, visiting family, not a tourist', async () => {
    const plan = await planOf(
      'Korean',
      'I understand my grandmother’s Korean but answer in English; I can’t read Hangul',
      'speak politely to my grandparents in Korean when I visit Busan in August',
      30,
      4,
    );
    expect(plan.description).toMatch(/you grew up hearing Korean/);
    expect(plan.weeks[0]!.title).toMatch(/^Week 1: Hangul/);
    expect(all(plan).some((t) => /존댓말/.test(t.description))).toBe(true);
    expect(planText(plan)).not.toMatch(/T-money|hotel|airport/i);
  });
});

describe('each language’s own way of spelling on the phone (round 14c’s readers: DIN 5009 in a Spanish plan)', () => {
  it.each([
    ['Spanish', /A de Antonio, B de Barcelona/, /DIN 5009|A wie/],
    ['German', /DIN 5009: “A wie Aachen/, /A de Antonio/],
    ['French', /A comme Anatole/, /DIN 5009/],
  ])('%s', async (option, own, other) => {
    const text = planText(await planOf(option, 'beginner', 'book appointments on the phone', 20, 5));
    expect(text).toMatch(own);
    expect(text).not.toMatch(other);
  });
});

describe('a surgery’s front desk is not a ward (round 14c’s readers: “I am your nurse today” for a GP receptionist)', () => {
  it('a receptionist booking by phone gets the phone’s work, no ward', async () => {
    const text = planText(
      await planOf(
        'Spanish',
        'GP receptionist in Bristol, no Spanish',
        'book appointments on the phone for Spanish-speaking patients',
        15,
        5,
      ),
    );
    expect(text).toMatch(/Spelling on the phone/);
    expect(text).not.toMatch(/your nurse today|on the ward/);
  });

  it('making appointments at the surgery is no ward either', async () => {
    const text = planText(
      await planOf('Spanish', 'no Spanish', 'make appointments for our Spanish-speaking patients at the surgery', 15, 5),
    );
    expect(text).not.toMatch(/your nurse today|on the ward/);
  });

  it('keeps the ward for a nurse', async () => {
    expect(planText(await planOf('Spanish', 'A&E nurse, no Spanish', 'take a history from Spanish-speaking patients', 15, 5))).toMatch(
      /nurse/,
    );
  });
});

describe('a heritage speaker who understands the family’s language', () => {
  it.each([
    ['Hindi', 'I understand Hindi from my family but I can’t speak it well', 'speak to my grandparents respectfully', 25, 4],
    ['Spanish', 'I understood Spanish from my grandparents growing up, I answer in English', 'talk with my abuela on the phone', 20, 7],
  ])('%s, “%s”: placed past the first words, no greeting drills, the register taught', async (option, current, target, minutes, days) => {
    const plan = await planOf(option, current, target, minutes, days);
    expect(plan.description).toMatch(/you grew up hearing/);
    expect(plan.description).not.toMatch(/works towards A1/);
    // No A1 lesson of greetings and introducing yourself.
    expect(plan.weeks.map((w) => w.title)).not.toContainEqual(expect.stringMatching(/greetings|introduc/i));
    expect(titles(plan).some((t) => /^Register: /.test(t))).toBe(true);
  });

  it('a Korean heritage speaker who cannot read Hangul starts at the script, with 존댓말 in the practice', async () => {
    const plan = await planOf(
      'Korean',
      'I understand Korean from my parents but can’t read Hangul and my speaking is broken',
      'talk with my grandparents in Seoul when I visit next summer',
      30,
      4,
    );
    expect(plan.weeks[0]!.title).toMatch(/^Week 1: Hangul[^]*\(towards A2\)/);
    // A1's spoken lessons are left out: no "저는 … 이에요" introductions, no A1 week at all after the script.
    expect(plan.weeks.map((w) => w.title)).not.toContainEqual(expect.stringMatching(/introducing yourself|\(A1\)|towards A1/));
    expect(plan.description).toMatch(/so the plan leaves them out, and its hours are counted from A2/);
    expect(plan.description).not.toMatch(/works towards A1/);
    expect(all(plan).some((t) => /^Register: /.test(t.title) && /존댓말/.test(t.description))).toBe(true);
    expect(planText(plan)).not.toMatch(/T-money|Your trip to Seoul/);
  });

  it('a Hindi heritage speaker who cannot read Devanagari learns it, then goes on to A2’s lessons', async () => {
    const plan = await planOf(
      'Hindi',
      'my grandparents speak Hindi to me, I understand it but I can’t read or write it',
      'write to my nani',
      20,
      5,
    );
    expect(plan.weeks[0]!.title).toMatch(/Devanagari/);
    expect(plan.weeks[2]!.title).toMatch(/\(towards A2\)|\(A2\)/);
    expect(plan.weeks.map((w) => w.title)).not.toContainEqual(expect.stringMatching(/Gender, postpositions|Food, shopping and वाला/));
  });

  // Decision 353: a speaking target's kana are a strand beside A2's lessons, not the plan's first weeks.
  it('a Japanese heritage speaker who cannot read and wants to talk learns the kana beside the lessons, past A1', async () => {
    const plan = await planOf(
      'Japanese',
      'my mum speaks Japanese at home, I understand most of it but can’t read',
      'talk with my grandparents',
      20,
      6,
    );
    expect(plan.weeks[0]!.title).not.toMatch(/Hiragana and katakana/);
    expect(plan.weeks[0]!.title).toMatch(/\(towards A2\)/);
    expect(plan.description).toMatch(/The kana are not the plan’s start but a strand beside its lessons/);
  });

  it.each([
    ['Korean', 'I understand a little Korean from dramas'],
    ['Hindi', 'I understand some Hindi from Bollywood films'],
    ['Spanish', 'my parents speak English at home, total beginner'],
  ])('%s, “%s”: not a heritage speaker', async (option, current) => {
    const plan = await planOf(option, current, 'talk with friends', 20, 4);
    expect(plan.description).not.toMatch(/you grew up hearing/);
  });
});

describe('a close language’s head start, counted as a higher start', () => {
  it.each([
    ['Italian', 'I’m a native Spanish speaker, no Italian yet', 'chat with my in-laws at Easter in Bologna', 20, 5, 'Spanish'],
    ['Italian', 'Portuguese is my first language', 'read Italian novels', 15, 3, 'Portuguese'],
    ['Spanish', 'fluent in Portuguese', 'work in Madrid', 30, 4, 'Portuguese'],
    ['German', 'Dutch is my mother tongue', 'talk with colleagues in Düsseldorf', 10, 6, 'Dutch'],
  ])('%s from “%s” (%s)', async (option, current, target, minutes, days, kin) => {
    const plan = await planOf(option, current, target, minutes, days);
    expect(plan.description).toMatch(new RegExp(`Your ${kin} gives you a head start`));
    expect(plan.description).toMatch(/starts at a higher step: past A1/);
    expect(plan.description).toMatch(/EuroCom/);
    // Never less than they will plainly reach: the plan does not work towards A1.
    expect(plan.description).not.toMatch(/towards A1|reaches A1/);
    expect(plan.weeks[0]!.title).not.toMatch(/\(A1\)|towards A1/);
  });

  it.each([
    ['Italian', 'a little Spanish from school', 'chat with my in-laws'],
    ['Italian', 'complete beginner', 'chat with my in-laws'],
    ['Hindi', 'native Urdu speaker from Lahore', 'talk with colleagues in Delhi'],
  ])('%s, “%s”: no higher step', async (option, current, target) => {
    const plan = await planOf(option, current, target, 30, 4);
    expect(plan.description).not.toMatch(/starts at a higher step/);
  });
});
