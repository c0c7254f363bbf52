import { readBack } from '../../lambdas/roadmap/reading';
import { danglingIn } from '../../scripts/roadmaps/metrics';
import { firstWeekTitled, plan, spreadAsker, textOf } from './read-plan';

/**
 * A document of many pages laid out (issue #36, round 19, decision 337), read as a publication designer
 * would: "I use Canva for posters" → "design our charity's annual report (24 pages) in InDesign" got Design
 * Basics' general three weeks (colour shades 100 to 900, icons, "a brand"), with no page, grid, style,
 * proof or printer in them.
 */

const ask = spreadAsker('Design Basics');

describe("a charity's 24-page annual report in InDesign, 45 minutes, 4 days a week", () => {
  const request = ask('I use Canva for posters', "design our charity's annual report (24 pages) in InDesign", 45, 4);

  it('is planned as a multi-page document, in the person’s words and tool', async () => {
    const p = await plan(request);
    expect(readBack(request).track.name).toBe('A report, magazine or booklet, laid out');
    expect(p.weeks[0]!.title).toBe('Week 1: The annual report on paper: its content, a flatplan and the file set up');
    const text = textOf(p);
    expect(text).toMatch(/A flatplan: its 24 pages drawn as thumbnails/);
    expect(text).toMatch(/your charity’s last annual report/);
    expect(text).toMatch(/In InDesign: File › New › Document/);
  });

  it('goes from the flatplan to the printer in the order a publication designer works', async () => {
    const p = await plan(request);
    const steps = [
      /^A flatplan/,
      /paragraph style/,
      /^Parent \(master\) pages/,
      /effective resolution/,
      /^Compose every spread/,
      /^Preflight/,
      /^Export the print PDF/,
      /accessible PDF/,
    ];
    const order = steps.map((s) => firstWeekTitled(p, s));
    expect(order.every((w) => w !== undefined)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a! - b!));
    expect(danglingIn(p)).toEqual([]);
  });
});

describe('who else it serves, and who it does not', () => {
  it('plans a personal zine with a personal reviewer, not an organisation’s', async () => {
    const p = await plan(ask('I make collages', 'a 12-page zine of my photos', 15, 3));
    const text = textOf(p);
    expect(text).toMatch(/its 12 pages/);
    expect(text).not.toMatch(/your organisation/);
    expect(text).toMatch(/InDesign \(or Affinity Publisher, or the free Scribus\)/);
  });

  it('reads Affinity Publisher from the words', async () => {
    const p = await plan(ask('never designed anything', 'a 40-page product catalogue in Affinity Publisher', 60, 3));
    expect(textOf(p)).toMatch(/In Affinity Publisher: File › New/);
    expect(p.weeks[0]!.title).toMatch(/The catalogue on paper/);
  });

  it.each([['typeset my novel for print'], ["our school's yearbook"], ['a 12-page zine of my photos']])('plans “%s” on it', (target) => {
    expect(readBack(ask('never designed anything', target, 20, 7)).track.name).toBe('A report, magazine or booklet, laid out');
  });

  it.each([
    ['a poster for our club'],
    ['a logo for our charity'],
    ['slides for my talk'],
    ['a newsletter for our PTA'],
    ['a book cover for my novel'],
    ['design a landing page'],
  ])('leaves “%s” to another track', (target) => {
    expect(readBack(ask('never designed anything', target, 20, 7)).track.name).not.toBe('A report, magazine or booklet, laid out');
  });
});
