import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask, planText, practiceWeeks, tasksOf } from './language-ask';

/**
 * A language learner's own people and places in the weeks (decision 333): "talk to my partner's grandmother in Puglia" put
 * neither her nor Puglia in a task and said "your own grandparents get tu", where she gets Lei until she offers tu; a
 * Cantonese speaker-to-be got Mandarin alone.
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const titles = (plan: Plan) => plan.weeks.flatMap((w) => tasksOf(w).map((t) => t.title));
const descriptions = (plan: Plan) => plan.weeks.flatMap((w) => tasksOf(w).map((t) => t.description));

describe('the people and place named are a thread of the weeks of practice, in turn', () => {
  it.each([
    ['Italian', 'complete beginner', "talk to my partner's grandmother in Puglia", 30, 4, "your partner's grandmother", 'Puglia'],
    ['French', 'complete beginner', 'talk with my mother-in-law in Lyon', 15, 7, 'your mother-in-law', 'Lyon'],
    [
      'Spanish',
      'some Spanish from school',
      "get on with my wife's parents in Guadalajara, Mexico",
      10,
      7,
      "your wife's parents",
      'Guadalajara',
    ],
    ['Japanese', 'beginner', "speak politely with my husband's parents in Kyoto", 30, 6, "your husband's parents", 'Kyoto'],
    ['Hindi', 'beginner', "talk to my husband's family in Jaipur", 120, 3, "your husband's family", 'Jaipur'],
    ['Korean', 'heritage speaker, understand but speak little', 'talk to my grandmother in Busan', 60, 2, 'your grandmother', 'Busan'],
    ['Italian', 'A2', 'chat with my nonna in Sicily about the old days', 40, 4, 'your nonna', 'Sicily'],
  ])('%s, “%s” → “%s” at %i×%i: %s and %s in tasks, in turn', async (o, current, target, m, d, who, place) => {
    const plan = await planFor(o, current, target, m, d);
    const own = new RegExp(`^(?:Again: )?${place}\\b`);
    const mine = titles(plan).filter((t) => own.test(t));
    // Who they named, in the thread's own tasks' words.
    expect(mine.some((t) => t.toLowerCase().includes(who))).toBe(true);
    expect(mine.length).toBeGreaterThan(3);
    const counts = new Map<string, number>();
    for (const t of mine) counts.set(t, (counts.get(t) ?? 0) + 1);
    expect([...counts].filter(([, n]) => n > 4)).toEqual([]);
    // In turn with the purpose's situations: often, not every week of practice.
    const practice = practiceWeeks(plan);
    const withIt = practice.filter((w) => tasksOf(w).some((t) => own.test(t.title)));
    expect(withIt.length).toBeGreaterThanOrEqual(Math.min(3, Math.ceil(practice.length / 5)));
    if (practice.length >= 6) expect(withIt.length).toBeLessThan(practice.length);
  });

  it('names them by pronoun under a label of their own where no place is named', async () => {
    const plan = await planFor('German', 'A1', "talk with my boyfriend's parents", 20, 5);
    const mine = titles(plan).filter((t) => /^(?:Again: )?Your boyfriend's parents\b/.test(t));
    expect(mine.length).toBeGreaterThan(3);
    // "Your boyfriend's parents: a phone or video call with them", not "… with your boyfriend's parents".
    expect(mine.some((t) => /: .*\bthem\b/.test(t))).toBe(true);
    expect(mine.filter((t) => /: .*your boyfriend's parents/.test(t))).toEqual([]);
  });

  it.each([
    ['Italian', 'A1', 'a two-week trip to Rome', 60, 5],
    ['Spanish', 'A2', 'work in Barcelona for a year', 30, 5],
    ['Italian', 'beginner', 'my partner is Italian and I want to understand the family', 30, 4],
    ['German', 'A1', 'chat with my new colleagues at the Hamburg office', 20, 3],
  ])('%s, “%s” → “%s”: no thread of a person (a trip, a move, a partner alone, colleagues)', async (o, current, target, m, d) => {
    const plan = await planFor(o, current, target, m, d);
    expect(
      titles(plan).filter((t) => /^(?:Again: )?(?:Rome|Barcelona|Hamburg|Your \w+)\b.*(?:greeting|telling|asking how)/.test(t)),
    ).toEqual([]);
  });
});

describe('the register follows who the person talks to', () => {
  it.each([
    [
      'Italian',
      "talk to my partner's grandmother in Puglia",
      /Your partner's grandmother gets Lei .* until she offers tu/,
      /your own grandparents get tu/,
    ],
    [
      'French',
      'talk with my mother-in-law in Lyon',
      /Your mother-in-law gets vous .* until she suggests tu/,
      /your own grandparents are usually tu/,
    ],
    [
      'German',
      "talk with my boyfriend's parents",
      /Your boyfriend's parents get Sie .* until they offer du/,
      /your own grandparents get du/,
    ],
    ['Spanish', "get on with my wife's parents in Guadalajara, Mexico", /Your wife's parents get usted .* until they offer tú/, /^$/],
    ['Italian', 'chat with my nonna in Sicily about the old days', /Your nonna gets tu/, /nonna gets Lei/],
    ['Korean', 'talk to my grandmother in Busan', /Your grandmother: 존댓말 to any elder/, /^$/],
    ['Japanese', "speak politely with my husband's parents in Kyoto", /Your husband's parents: です\/ます always, and 敬語/, /^$/],
  ])('%s → “%s”: the register for them', async (o, target, said, not) => {
    const plan = await planFor(o, 'beginner', target, 30, 4);
    const text = planText(plan);
    expect(text).toMatch(said);
    expect(text).not.toMatch(not);
  });

  it('grandparents and in-laws named together are each told theirs', async () => {
    const plan = await planFor('Italian', 'beginner', 'talk with my grandparents and in-laws', 30, 5);
    const text = planText(plan);
    expect(text).toMatch(/Your in-laws get Lei .* until they offer tu/);
    expect(text).toMatch(/Your grandparents get tu/);
  });

  it('colleagues are told their register at the head of the plan', async () => {
    const plan = await planFor('German', 'A1', 'chat with my new colleagues at the Hamburg office', 20, 3);
    expect(plan.description).toMatch(/With your colleagues: Sie to a manager/);
    // A boss is no family: Lei with a title, not "the title the family uses".
    const milan = await planFor('Italian', 'beginner', 'get along with my colleagues and my boss when I move to Milan for work', 30, 2);
    expect(milan.description).toMatch(/Your boss gets Lei \(signora or signor and the surname, or the title he goes by/);
    expect(milan.description).toMatch(/With your colleagues: Lei to a manager/);
    expect(milan.description).not.toMatch(/the family uses/);
  });

  it('with no one named, the stock register stays', async () => {
    const plan = await planFor('Italian', 'beginner', 'talk with my in-laws', 30, 4);
    expect(planText(plan)).toMatch(/Your in-laws get Lei/);
    const other = await planFor('Italian', 'beginner', 'talk with the family at Christmas', 30, 4);
    expect(planText(other)).not.toMatch(/Your [\w' -]+ gets? Lei/);
  });
});

describe('speaking Cantonese is practised as Cantonese', () => {
  it.each([
    ['I understand some Cantonese from my mum but never really spoke it', 'speak Cantonese with my grandmother in Hong Kong', 30, 5],
    ['complete beginner', "chat in Cantonese with my husband's family", 20, 3],
    ['I speak a little Mandarin', 'understand and speak Cantonese with my in-laws in Guangzhou', 45, 6],
  ])('“%s” → “%s” at %i×%i: Jyutping, the six tones, its own words, said as Cantonese', async (current, target, m, d) => {
    const plan = await planFor('Chinese', current, target, m, d);
    expect(plan.description).toMatch(/Speaking Cantonese: this course’s lessons are Mandarin/);
    expect(plan.description).toMatch(/Jyutping/);
    // They asked for Cantonese: the heard note's "If it is Cantonese you want, say so in your target" is not said.
    expect(plan.description).not.toMatch(/say so in your target/);
    const all = titles(plan);
    expect(all.some((t) => /^Cantonese: the six tones in Jyutping/.test(t))).toBe(true);
    expect(all.some((t) => /^(?:Again: )?Cantonese\b.* — the phrases in Cantonese$/.test(t))).toBe(true);
    expect(descriptions(plan).some((t) => /係 hai6/.test(t))).toBe(true);
  });

  it('a Cantonese listener who asks for no Cantonese is still told to say so', async () => {
    const plan = await planFor('Chinese', 'my parents speak Cantonese at home', 'order food and chat on a trip to Beijing', 30, 4);
    expect(plan.description).toMatch(/If it is Cantonese you want, say so in your target/);
  });

  it('a Cantonese speaker’s elders get kinship terms, not Mandarin’s 您', async () => {
    const plan = await planFor('Chinese', 'complete beginner', "chat in Cantonese with my husband's family", 20, 3);
    const text = planText(plan);
    expect(text).toMatch(/Your husband's family: the kinship term .*婆婆 po4 po2/);
    expect(text).not.toMatch(/Your husband's family: 您/);
  });

  it.each([
    ['I understand Cantonese but can’t read', 'read Chinese menus and signs in Hong Kong'],
    ['beginner', 'order food at Cantonese restaurants in Mandarin'],
    ['beginner', 'I love Cantonese food and want to speak Chinese with my friends'],
    ['I speak Cantonese at home', 'speak Mandarin at work'],
  ])('“%s” → “%s”: no Cantonese speaking practice', async (current, target) => {
    const plan = await planFor('Chinese', current, target, 30, 4);
    expect(titles(plan).filter((t) => /^(?:Again: )?Cantonese\b/.test(t))).toEqual([]);
  });
});
