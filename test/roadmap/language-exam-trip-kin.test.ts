import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { ask, tasksOf, themeOf } from './language-ask';

/**
 * Round 17's first reading of main (decision 292): an exam's themes at the exam's level, not at A1; a course at work
 * taken in the language (a forklift course, a driving theory test) is work, not a language exam; a trip too near for
 * A1 takes the trip's week of lessons first; a lesson week continued is counted as a part and a practice week that
 * shares its days with the last lessons is named by them, so no title is given twice in a row; a family's close
 * language (Gujarati, Punjabi on Hindi) said.
 */

const planFor = (option: string, current: string, target: string, minutes: number, days: number): Promise<RoadmapPlan> =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const titles = (plan: RoadmapPlan) => plan.weeks.map((w) => w.title);
const level = (title: string) => /\(([^()]+)\)$/.exec(title)?.[1] ?? '';
/** The "an exam" purpose's B1 and above themes (_language-tables.json), which an A1 learner should not meet. */
const B1_THEMES = ['education and studying abroad', 'the environment', 'work and the future', 'health and sport', 'technology and society'];

describe('an exam’s themes belong to its level', () => {
  it.each([
    ['French', 'I know a few words', 'pass DELF B1 for my citizenship application', 60, 5],
    ['German', 'complete beginner', 'pass the Goethe B1 exam', 45, 4],
    ['Spanish', 'beginner', 'pass DELE A2 for Spanish nationality', 30, 6],
    ['English', 'I know some words', 'pass IELTS', 90, 3],
  ])('%s, “%s” → “%s” (%i min × %i days): A1 and A2 practice on their own themes', async (option, current, target, minutes, days) => {
    const plan = await planFor(option, current, target, minutes, days);
    const low = plan.weeks.filter((w) => themeOf(w) && /A1|A2/.test(level(w.title)));
    expect(low.length).toBeGreaterThan(0);
    for (const week of low) expect(B1_THEMES).not.toContain(themeOf(week));
    // The exam is still the plan's: its papers' tasks come in the weeks of practice.
    expect(plan.weeks.flatMap(tasksOf).some((t) => /exam/i.test(t.title))).toBe(true);
  });

  it.each([
    ['French', 'A1, I did a course last year', 'pass the DELF A2 for my residence card', 40, 3],
    ['Spanish', 'A1', 'pass DELE A2 for Spanish nationality', 30, 4],
  ])(
    '%s, “%s” → “%s” (%i min × %i days): practice at the exam’s level reaches no theme above it',
    async (option, current, target, minutes, days) => {
      const plan = await planFor(option, current, target, minutes, days);
      const themes = plan.weeks.map(themeOf).filter(Boolean);
      expect(themes.length).toBeGreaterThan(12);
      for (const t of themes) expect(t).not.toMatch(/the environment|an opinion essay|a formal letter or complaint|media and news/);
    },
  );

  it('practice below the exam’s level reaches up to it (negative): Goethe B2 from A2 meets B2’s themes at B1', async () => {
    const plan = await planFor('German', 'A2 from school, English native', 'pass the Goethe B2 for university in Munich', 90, 6);
    expect(plan.weeks.map((w) => w.title).join('\n')).toMatch(/an argumentative essay \(B1\)/);
  });

  it('a learner already at B1 still practises the exam’s themes at B1 and B2 (negative)', async () => {
    const plan = await planFor('German', 'B1, passed the Goethe B1 last year', 'pass the Goethe B2 for university in Munich', 60, 5);
    const themes = plan.weeks.map(themeOf).filter(Boolean);
    expect(themes.some((t) => B1_THEMES.includes(t!))).toBe(true);
  });
});

describe('a course at work taken in the language is work, not a language exam', () => {
  it.each([
    [
      'Polish warehouse worker in Leeds, basic English',
      'speak confidently with my manager and pass a forklift course in English',
      30,
      4,
      /the forklift course’s words|the pre-use check/,
    ],
    [
      'basic English, I drive for a delivery firm',
      'pass my driving theory test in English',
      20,
      5,
      /at work|your workplace|safety signs and instructions/,
    ],
    [
      'a little English, I work on building sites',
      'pass the CSCS test in English and understand the safety briefings',
      45,
      3,
      /safety signs and instructions|the tools and the materials/,
    ],
    ['basic English, kitchen porter', 'get my food hygiene certificate in English', 30, 6, /the stations, tools and ingredients/],
    [
      'some English, I’m a picker in a distribution centre',
      'understand my team leader and the safety signs',
      20,
      5,
      /the safety signs and your PPE/,
    ],
  ])('“%s” → “%s” (%i min × %i days)', async (current, target, minutes, days, work) => {
    const plan = await planFor('English', current, target, minutes, days);
    const all = plan.weeks.flatMap(tasksOf);
    expect(all.some((t) => /^(Exam paper|Your exam)\b/.test(t.title))).toBe(false);
    expect(titles(plan).join('\n')).not.toMatch(/education and studying abroad|the environment/);
    // The work's own weeks: the warehouse's, the site's, the kitchen's, or work's with its safety signs.
    expect(titles(plan).join('\n')).toMatch(work);
  });

  it.each([
    ['German', 'A2', 'speak in meetings at my new office job in Munich'],
    ['English', 'intermediate', 'watch the Packers games and understand the commentary'],
  ])('%s, “%s” → “%s” is not the warehouse’s (negative)', async (option, current, target) => {
    const plan = await planFor(option, current, target, 30, 4);
    expect(titles(plan).join('\n')).not.toMatch(/forklift|pre-use check|pick list/);
  });

  it.each([['pass IELTS 6.5 for my nursing registration'], ['pass the B1 English test for my visa'], ['pass the Cambridge B2 First']])(
    '“%s” is still an exam (negative)',
    async (target) => {
      const plan = await planFor('English', 'intermediate, B1', target, 45, 5);
      expect(plan.weeks.flatMap(tasksOf).some((t) => /exam|IELTS|Cambridge|paper/i.test(t.title))).toBe(true);
    },
  );
});

describe('a trip too near for A1 takes the trip’s week of lessons first', () => {
  it.each([
    ['Italian', 'I know a few words', 'order food and chat on holiday in Sicily in 20 weeks', 15, 3, /Al bar/],
    ['Spanish', 'complete beginner', 'get by on a trip to Mexico in 12 weeks', 10, 4, /shopping and food/],
    ['German', 'zero', 'order food and ask directions in Berlin in 4 months', 20, 2, /Einkaufen/],
    ['French', 'beginner', 'a holiday in Provence in 10 weeks, order in cafés', 20, 5, /café and shopping/],
  ])('%s, “%s” → “%s” (%i min × %i days)', async (option, current, target, minutes, days, trip) => {
    const plan = await planFor(option, current, target, minutes, days);
    const lessons = titles(plan).filter((t) => !/Practice, week/.test(t));
    // The second lesson week of the plan (after the sounds) is the trip's, and the plan says why.
    const second = lessons.find((t) => !/Sounds|Suoni|Laute/.test(t));
    expect(second).toMatch(trip);
    expect(plan.description).toMatch(/So the plan puts the trip’s language first/);
  });

  it.each([
    ['Italian', 'I know a few words', 'order food and chat on holiday in Sicily in 20 weeks', 60, 6],
    ['Italian', 'I know a few words', 'order food and chat on holiday in Sicily', 15, 3],
    ['French', 'I know a few words', 'pass DELF A1 before my trip to Paris in 10 weeks', 15, 3],
  ])('%s, “%s” → “%s” (%i min × %i days) keeps the curriculum’s order (negative)', async (option, current, target, minutes, days) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(plan.description).not.toMatch(/the trip’s language first/);
    expect(titles(plan)[1]).not.toMatch(/Al bar|café and shopping/);
  });
});

describe('a week’s title is not given twice in a row', () => {
  it.each([
    ['Korean', 'I can read Hangul', 'talk to my girlfriend’s parents in Korean at Chuseok', 20, 4],
    ['English', 'Polish warehouse worker in Leeds, basic English', 'speak confidently with my manager', 30, 4],
    ['Hindi', 'I know a few words', 'talk with my in-laws in Delhi', 20, 5],
    ['Japanese', 'I can read hiragana', 'read manga without a dictionary', 20, 6],
    ['Spanish', 'beginner', 'chat with my neighbours in Valencia', 15, 2],
  ])('%s, “%s” → “%s” (%i min × %i days)', async (option, current, target, minutes, days) => {
    const plan = await planFor(option, current, target, minutes, days);
    const bare = titles(plan).map((t) => t.replace(/^Week \d+: /, '').replace(/Practice, week \d+(?: of \d+)?/, 'Practice'));
    for (let k = 1; k < bare.length; k++) expect(`${bare[k]}`).not.toBe(bare[k - 1]);
    for (const t of titles(plan)) expect(t).not.toMatch(/— continued/);
    // "part 2 of 2" is the last of its week: no week of the same lessons after it.
    titles(plan).forEach((t, k) => {
      const last = /^Week \d+: (.+), part (\d+) of \2 /.exec(t);
      if (last) expect(titles(plan)[k + 1] ?? '').not.toContain(last[1]!);
    });
  });
});

describe('a family’s close language', () => {
  it.each([
    ['I know a few words, British Indian, parents speak Gujarati', /Your family’s Gujarati: if you understand it/],
    ['my parents speak Punjabi, I know a little Hindi from films', /Your family’s Punjabi: if you understand it/],
    // The family's words are one list for both readers (the lead's review): "my nani speaks Urdu fluently" is hers.
    ['my nani speaks Urdu fluently, I only know a few words', /Your family’s Urdu: if you understand it/],
  ])('Hindi, “%s”: said, the plan a beginner’s', async (current, said) => {
    const plan = await planFor('Hindi', current, 'talk with my in-laws in Delhi', 20, 5);
    expect(plan.description).toMatch(said);
    expect(plan.weeks[0]!.title).toMatch(/Devanagari/);
  });

  it.each([
    ['Gujarati is my first language', 'Gujarati'],
    ['I speak Punjabi fluently', 'Punjabi'],
  ])('Hindi, “%s”: a head start, its sentences set against it', async (current, kin) => {
    const plan = await planFor('Hindi', current, 'chat with my in-laws', 30, 4);
    expect(plan.description).toContain(`Your ${kin} gives you a head start`);
    expect(plan.weeks.flatMap(tasksOf).some((t) => t.title.startsWith(`Against your ${kin}`))).toBe(true);
  });

  it.each([['I know a few words, my parents speak English'], ['my wife speaks Tamil, I know nothing'], ['complete beginner']])(
    'Hindi, “%s”: nothing said (negative)',
    async (current) => {
      const plan = await planFor('Hindi', current, 'talk with my in-laws in Delhi', 20, 5);
      expect(plan.description).not.toMatch(/Your family’s|gives you a head start/);
    },
  );
});
