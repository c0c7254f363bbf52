import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { kinOf } from '../../lambdas/roadmap/levels';
import { ask, planText, tasksOf } from './language-ask';

/**
 * A catalogue language learnt from a close one the person already speaks (decision 277): a native Dutch speaker on
 * German placed past A1 (not taught "Ich bin aus Kanada" or the umlauts), a Cantonese or Hokkien speaker on Mandarin
 * given the tones and pinyin and then A2 (not told Cantonese "does not count"), an Urdu speaker reading Hindi given
 * Devanagari and the formal Sanskrit words (the spoken lessons of A1 left out), a Japanese speaker on Korean with the
 * lessons' particles set beside Japanese's, and the language spoken used in the weekly tasks: a comparison, a list of
 * the words it gives and its false friends. No hours saved are invented: each says no published figure counts them.
 */

const all = (plan: RoadmapPlan) => plan.weeks.flatMap(tasksOf);
const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);

describe('a close language read in the person’s words', () => {
  it.each([
    ['German', 'I speak Dutch natively', 'Dutch'],
    ['German', 'Afrikaans is my home language', 'Afrikaans'],
    ['Spanish', 'I speak Italian', 'Italian'],
    ['Chinese', 'Cantonese is my heritage language, I speak it with my parents', 'Cantonese'],
    ['Chinese', 'I speak Hakka with my grandparents', 'Hakka'],
    ['Chinese', 'native Taiwanese speaker', 'Hokkien'],
    ['Korean', 'Japanese is my native language', 'Japanese'],
    ['Japanese', 'I am a native Korean speaker', 'Korean'],
    ['Hindi', 'I speak Urdu at home', 'Urdu'],
    ['French', "I'm Portuguese, a native speaker, I also speak English", 'Portuguese'],
    ['German', 'I’m Dutch', 'Dutch'],
  ])('%s, “%s”: %s', (option, words, name) => {
    expect(kinOf(option, words)?.name).toBe(name);
  });

  it.each([
    ['Spanish', 'I speak a little Italian'],
    ['Spanish', 'I speak Italian badly'],
    ['German', 'my grandmother speaks Dutch'],
    ['German', 'my parents speak Dutch at home, I never learnt it'],
    ['Chinese', 'my parents speak Cantonese with each other'],
    ['Chinese', 'I love Taiwanese food'],
    ['Korean', 'I watch Japanese anime'],
    ['Italian', 'I speak Spanish and Italian fluently'],
    ['Hindi', 'my husband is a native Urdu speaker'],
    ['French', 'I’m learning Portuguese too'],
    ['Spanish', 'I’m Italian-American, no Italian'],
    ['Japanese', 'I’m Chinese, born in London'],
  ])('%s, “%s”: none', (option, words) => {
    expect(kinOf(option, words)).toBeUndefined();
  });
});

describe('the plan of a speaker of a close language, where a teacher would place them', () => {
  it('a native Dutch speaker on German starts past A1, with Dutch in the weekly tasks', async () => {
    const plan = await planFor('German', 'I speak Dutch natively', 'B2 German for a job in Munich', 60, 5);
    expect(plan.description).toMatch(/^Your Dutch gives you a head start/);
    expect(plan.description).toMatch(/past A1/);
    expect(plan.description).not.toMatch(/reaches A1/);
    const tasks = all(plan);
    expect(tasks.some((t) => /^Umlauts|Ich bin aus Kanada/.test(`${t.title} ${t.description}`))).toBe(false);
    expect(tasks.some((t) => /^From your Dutch: German words on .+ you already have, and the false friends$/.test(t.title))).toBe(true);
    expect(tasks.some((t) => /^Against your Dutch/.test(t.title) && /bellen/.test(t.description))).toBe(true);
  });

  it.each([
    ['Cantonese is my heritage language, I speak it with my parents', 'speak Mandarin at work', 30, 4, 'Cantonese', /係 → 是/],
    ['I grew up speaking Hokkien with my grandparents', 'pass HSK 3', 60, 2, 'Hokkien', /in your Hokkien, then in Mandarin/],
  ])(
    'Chinese from “%s” to “%s” (%i min × %i days): the tones and pinyin, then A2, the variety beside Mandarin',
    async (current, target, minutes, days, name, beside) => {
      const plan = await planFor('Chinese', current, target, minutes, days);
      expect(plan.description).toMatch(new RegExp(`^Your ${name} gives you a head start`));
      expect(plan.description).toMatch(/no published figure counts it/);
      expect(plan.description).toMatch(/starts at “Pinyin and the four tones” and goes on to A2’s lessons/);
      expect(plan.description).not.toMatch(/does not count|you grew up hearing Chinese/);
      expect(plan.weeks[0]!.title).toMatch(/^Week 1: Pinyin and the four tones/);
      expect(plan.weeks[1]!.title).toMatch(/\(towards A2\)$/);
      const text = planText(plan);
      expect(text).not.toMatch(/trip English speakers|我是英国人|我是英國人/);
      expect(all(plan).some((t) => /beside Mandarin/.test(t.title) && beside.test(t.description))).toBe(true);
      expect(all(plan).some((t) => t.title.startsWith(`Against your ${name}`))).toBe(true);
    },
  );

  it('an Urdu speaker reading Hindi: Devanagari, then A2, with the formal words beside their Urdu', async () => {
    const plan = await planFor('Hindi', 'I speak Urdu at home', 'read Hindi newspapers in Devanagari', 30, 5);
    expect(plan.description).toMatch(/Your Urdu gives you a head start/);
    expect(plan.description).toMatch(/starts at the Devanagari weeks and goes on to A2’s lessons/);
    expect(plan.weeks[0]!.title).toMatch(/^Week 1: Devanagari vowels/);
    const titles = plan.weeks.map((w) => w.title);
    // A1's spoken lessons (gender and postpositions, food and shopping) are left out.
    expect(titles.some((t) => /^Week \d+: (?:Gender, postpositions|Food, shopping)/.test(t))).toBe(false);
    expect(titles.slice(0, 3).some((t) => /^Week \d+: The past tense and ने/.test(t))).toBe(true);
    const tasks = all(plan);
    expect(tasks.some((t) => /^Formal Hindi beside your Urdu/.test(t.title) && /धन्यवाद beside shukriya/.test(t.description))).toBe(true);
    expect(tasks.some((t) => /^Listening:/.test(t.title))).toBe(false);
  });

  it('a Japanese speaker on Korean: Hangul first, the particles set beside Japanese, no higher start', async () => {
    const plan = await planFor('Korean', 'Japanese is my native language, total beginner in Korean', 'chat with Korean friends', 45, 4);
    expect(plan.description).toMatch(/^Your Japanese gives you a head start: Korean and Japanese build sentences alike/);
    expect(plan.weeks[0]!.title).toMatch(/^Week 1: Hangul/);
    const tasks = all(plan);
    expect(tasks.some((t) => /^은\/는 for the topic, as your は/.test(t.title))).toBe(true);
    expect(tasks.some((t) => /^을\/를 as を/.test(t.title))).toBe(true);
    expect(tasks.some((t) => /^Against your Japanese/.test(t.title) && /Hangul/.test(t.description))).toBe(true);
  });

  it('a fluent Italian speaker on Spanish: a cognate list and the comparison every week of practice', async () => {
    const plan = await planFor('Spanish', 'I speak Italian fluently', 'work in our Madrid office in Spanish', 30, 5);
    expect(plan.description).toMatch(/^Your Italian gives you a head start/);
    const practice = plan.weeks.filter((w) => /^Week \d+: Practice, week/.test(w.title));
    expect(practice.length).toBeGreaterThan(4);
    const cognates = practice.filter((w) => tasksOf(w).some((t) => /^From your Italian|^Against your Italian/.test(t.title)));
    expect(cognates.length).toBe(practice.length);
  });

  it.each([
    ['Spanish', 'I speak a little Italian', 'order tapas in Seville'],
    ['German', 'my grandmother speaks Dutch', 'talk to my colleagues in Berlin'],
    ['Chinese', 'complete beginner', 'order food in Beijing'],
    ['Korean', 'I watch Japanese anime, no Korean yet', 'watch K-dramas'],
  ])('%s, “%s”: no head start, the first lessons kept', async (option, current, target) => {
    const plan = await planFor(option, current, target, 30, 4);
    expect(planText(plan)).not.toMatch(/gives you a head start|Against your|From your|beside Mandarin|as your は/);
    expect(plan.weeks[0]!.title).toMatch(/\((?:towards )?A1\)$/);
  });
});
