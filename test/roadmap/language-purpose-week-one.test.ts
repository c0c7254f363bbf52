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
    // An importer keeps trade's own weeks.
    ['English', 'B1, I work in procurement', 'negotiate with suppliers on the phone', 30, 4],
  ])('no kitchen: %s, “%s” → “%s”', async (option, current, target, minutes, days) => {
    const plan = await planOf(option, current, target, minutes, days);
    expect(themes(plan)).not.toContain('allergens and a guest’s question');
    expect(titles(plan).some((t) => /^Your kitchen\b/.test(t))).toBe(false);
  });
});
