import { CATALOG } from '../../contract';
import { builtinProvider, generateRoadmap, type RoadmapPlan, type RoadmapRequest } from '../../lambdas/roadmap/generate';

/**
 * German where it will be used (decision 256): Zurich, Basel or Bern get Standard German as Switzerland
 * writes it (no ß, francs, das Velo, the dialect named and listened to) and Vienna gets Austria's words
 * (die Semmel, Grüß Gott); Germany, and words that name no place, keep the German of the course.
 */
const ask = (currentLevel: string, targetLevel: string): RoadmapRequest => ({
  category: CATALOG.find((c) => c.options.includes('German'))!.id,
  option: 'German',
  answers: { currentLevel, targetLevel, dailyMinutes: 40 },
  daysPerWeek: 5,
});
const textOf = (plan: RoadmapPlan) =>
  plan.weeks
    .flatMap((w) => w.days.flatMap((d) => d.tasks))
    .map((t) => `${t.title} ${t.description}`)
    .join('\n');

describe('German for Switzerland and Austria', () => {
  it.each([
    ['did German at school 20 years ago', 'work in an office in Zurich from September'],
    ['complete beginner', 'move to Basel for a job in pharma'],
    ['A1', 'live in Switzerland with my partner'],
  ])('“%s” → “%s”: Swiss spelling and words, the dialect said first', async (current, target) => {
    const plan = await generateRoadmap(ask(current, target), builtinProvider);
    const text = textOf(plan);
    expect(plan.description).toMatch(/Standard German as Switzerland writes it/);
    expect(plan.description).toMatch(/Swiss German dialect/);
    expect(text).not.toMatch(/ß/);
    expect(text).not.toMatch(/\bEuro\b|das Brötchen/);
  });

  it('teaches a beginner for Zurich the Swiss greetings and prices in francs', async () => {
    const text = textOf(await generateRoadmap(ask('complete beginner', 'work in an office in Zurich'), builtinProvider));
    expect(text).toMatch(/Grüezi/);
    expect(text).toMatch(/drei Franken fünfzig/);
    expect(text).toMatch(/Eszett = ss/);
  });

  it('gives Vienna Austria’s words and greetings', async () => {
    const plan = await generateRoadmap(ask('complete beginner', "live in Vienna with my husband's family"), builtinProvider);
    expect(plan.description).toMatch(/Standard German as Austria speaks it/);
    expect(textOf(plan)).toMatch(/Grüß Gott, Servus/);
    expect(textOf(plan)).toMatch(/sechs Semmeln/);
  });

  it('keeps Germany’s German for Munich and for no place at all', async () => {
    for (const target of ['work in an office in Munich', 'order in a café in German']) {
      const plan = await generateRoadmap(ask('complete beginner', target), builtinProvider);
      expect(plan.description).not.toMatch(/Switzerland|Austria/);
      expect(textOf(plan)).toMatch(/sechs Brötchen/);
    }
  });
});
