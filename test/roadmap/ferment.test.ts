import { readBack } from '../../lambdas/roadmap/reading';
import { goal, inOrder, plan, textOf } from './custom-ask';

/**
 * Fermenting at home as a fermenter teaches it (issue #36 item 4, round 10): “make my own kombucha” got the
 * generic sub-skill template with a sourdough line and “for a language: vocabulary, listening”. A
 * ferment gets a tested recipe and clean kit, its own starter, the first batch checked with mould told from
 * a good ferment (a reader's first safety point: kombucha acidic from the start, bottles that can burst), a
 * second batch from the first, and a steady supply. The people are invented for this file.
 */

const FERMENT = 'Fermenting at home: kombucha, sauerkraut, kimchi, kefir';
const trackOf = (title: string, target: string) => readBack(goal(title, 'never tried', target)).track.name;

describe('a ferment is read from the words', () => {
  it.each([
    ['Kombucha at home', 'brew my own booch every week'],
    ['Make sauerkraut', 'a jar of kraut that tastes like my oma’s'],
    ['Kimchi', 'my own kimchi for the family'],
    ['Milk kefir', 'kefir for breakfast every day'],
    ['Fermented vegetables', 'lacto-fermented hot sauce for my friends'],
  ])('“%s” → “%s”', (title, target) => {
    expect(trackOf(title, target)).toBe(FERMENT);
  });

  it.each([
    ['Sourdough', 'an open-crumb loaf'],
    ['Home brewing', 'my first batch of pale ale'],
  ])('but “%s” → “%s” keeps its own kind', (title, target) => {
    expect(trackOf(title, target)).not.toBe(FERMENT);
  });
});

describe('the plan, as a fermenter reads it', () => {
  it('kombucha: starter liquid, the first batch, pH 4.2 as the line, burst bottles said, a steady supply', async () => {
    const p = await plan('Kombucha', 'never fermented anything', 'a steady supply of my own flavoured kombucha', { minutes: 20, days: 3 });
    const text = textOf(p);
    expect(text).toMatch(/100 ml of starter liquid \(10% of the batch\)/);
    expect(text).toMatch(/above 4\.2 after a week is not safe to drink/);
    expect(text).toMatch(/bottles can burst/);
    expect(text).toMatch(/fuzzy spots .* mould: throw all of it away/);
    expect(text).not.toMatch(/sub-skill|sourdough|for a language|\{\w+\}/i);
    inOrder(p, [
      /^Read one tested recipe for kombucha/,
      /^Make the first batch of kombucha/,
      /^Taste and check the first batch/,
      /^Start batch two/,
      /^Put the batches on your calendar/,
    ]);
    expect(p.weeks.every((w) => w.days.length === 3)).toBe(true);
  });

  it('sauerkraut: 2% salt by weight under the brine, kahm yeast told from mould', async () => {
    const text = textOf(await plan('Sauerkraut', 'I can cook', 'make sauerkraut that keeps', { minutes: 30, days: 2 }));
    expect(text).toMatch(/2% of its weight in salt \(20 g per kg\)/);
    expect(text).toMatch(/kahm yeast\) is harmless/);
    expect(text).not.toMatch(/SCOBY|pH with strips/);
  });
});
