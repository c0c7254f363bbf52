import { expectOnTheirDays, onOption } from './track-ask';
import { inOrder, textOf } from './custom-ask';

/**
 * Round 18 (decision 309): "digital artist, I draw anime characters on iPad" → "make a 24-page comic" got a
 * beginner's four-panel newsletter strip (a fineliner, "ask the editor for a column width", no pages), and
 * "I doodle in meetings" → "draw realistic portraits of my kids from photos" got figure gesture and a
 * 15-minute final from life, with no grid, no values and "with their parents' agreement" said to the parent.
 * A comic of pages is scripted, thumbnailed and drawn page by page at a counted pace; a realistic portrait
 * from a photo is transferred, measured and built in values. People written for this test.
 */

const { trackOf, plan } = onOption('Drawing');
const PAGES = 'A comic of several pages: script, thumbnails, pages';
const PORTRAIT = 'A realistic portrait from your photo';

describe('a comic of pages, as a comics teacher reads the plan', () => {
  it.each([
    ['digital artist, I draw anime characters on iPad', 'make a 24-page comic', 90, 5, /Procreate|iPad/],
    ['I draw manga fan art in Clip Studio', 'the first chapter of my manga, 30 pages', 60, 6, /Clip Studio Paint: File › New › Comic/],
    ['stick figures only', 'a 12-page comic book for my nephew', 20, 3, /Bristol board/],
    ['never drawn since school', 'a graphic novel about my grandad', 45, 2, /Bristol board/],
  ])('%s → %s: a script, sheets, thumbnails, page 1 timed, pages', async (current, target, minutes, days, kit) => {
    expect(trackOf(current, target)).toBe(PAGES);
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).not.toMatch(/\{\w+\}/);
    inOrder(p, [/^Script the first/, /^A turnaround for/, /^Thumbnail the first/, /^Blow up page 1/, /^Add up page 1's hours/]);
    expect(text).toMatch(kit);
    expect(text).not.toMatch(/column width|the editor|four-panel|fineliner \(0\.3|circle, a bean/i);
    expect(p.description).toMatch(/hours of study/);
    expectOnTheirDays(p, minutes, days);
  });

  it('24 pages at 90 minutes on 5 days: the plan says how long the whole comic takes, and the pages weeks fill the time', async () => {
    const p = await plan('digital artist, I draw anime characters on iPad', 'make a 24-page comic', 90, 5);
    expect(p.description).toMatch(/about 2\d0 hours/);
    expect(p.weeks.length).toBeGreaterThan(12);
    const pages = p.weeks.filter((w) => /Pages, a batch a week/.test(w.title));
    expect(pages.length).toBeGreaterThan(3);
    expect(textOf(p)).toMatch(/the 24 pages/);
  });

  it.each([
    ['I doodle', 'a weekly webcomic about my cat'],
    ['stick figures only', 'a three-panel comic for our club newsletter every month'],
    ['beginner', 'read 20 pages of a comic every night'],
    ['I draw', 'draw 5 pages of my sketchbook a week'],
  ])('%s → %s is not the pages track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(PAGES);
  });
});

describe('a comic strip drawn on an iPad, or by one who draws already', () => {
  it('an anime artist’s weekly Instagram strip is inked and exported on the iPad, sized for a screen, without a fineliner, a scan or an editor', async () => {
    const p = await plan('I draw anime on my iPad in Procreate', 'a weekly webcomic on Instagram', 30, 4);
    const text = textOf(p);
    expect(text).toMatch(/Studio Pen/);
    expect(text).toMatch(/^Export the strip/m);
    expect(text).toMatch(/1080-pixel/);
    expect(text).toMatch(/Draw 20 tiny figures in your own style/);
    expect(text).not.toMatch(/fineliner|gel pen|Scan the strip|Ask the editor|a circle, a bean|photocopier/);
  });

  it('a beginner’s strip for a club newsletter keeps paper, the scan and the editor', async () => {
    const text = textOf(await plan('stick figures only', 'a three-panel comic for our club newsletter every month', 30, 4));
    expect(text).toMatch(/fineliner/);
    expect(text).toMatch(/Scan the strip/);
    expect(text).toMatch(/Ask the editor/);
    expect(text).toMatch(/a circle, a bean/);
  });
});

describe('a realistic portrait from a photo, as a portrait teacher reads the plan', () => {
  it.each([
    ['I doodle in meetings, never drew properly', 'draw realistic portraits of my kids from photos', 30, 4, /your kids/],
    ['I can draw a bit', 'a graphite portrait of my husband', 60, 3, /your husband/],
    ['beginner', 'a portrait of my late dad from old photos', 20, 5, /your dad/],
    ['I draw on my iPad', 'realistic faces from photos', 45, 7, /the person you want to draw/],
    ['I draw anime characters', 'realistic portraits from photos', 120, 2, /the person you want to draw/],
  ])('%s → %s: the photo’s light, a grid, proportions, values, a rendered portrait', async (current, target, minutes, days, who) => {
    expect(trackOf(current, target)).toBe(PORTRAIT);
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).not.toMatch(/\{\w+\}/);
    inOrder(p, [
      /^Baseline/,
      /^Grid the photo/,
      /^The Loomis head/,
      /^A value map/,
      /^Grid the portrait/,
      /^Render the halftones/,
      /^Redraw the baseline/,
    ]);
    expect(text).toMatch(who);
    expect(text).toMatch(/five-value scale/);
    expect(text).not.toMatch(/gestures? of people in a café|life-drawing group|parents' agreement/);
    expectOnTheirDays(p, minutes, days);
  });

  it('on an iPad the tone is a soft brush in layers, not graphite grades, an eraser to knead or a fixative', async () => {
    const ipad = textOf(await plan('I draw on my iPad in Procreate', 'realistic portraits of my grandchildren from photos', 45, 5));
    expect(ipad).toMatch(/soft brush at low opacity/);
    expect(ipad).not.toMatch(/\b(HB|2B|6B)\b|kneaded|fixative|graphite/i);
    const paper = textOf(await plan('beginner', 'realistic portraits of my grandchildren from photos', 45, 5));
    expect(paper).toMatch(/\bHB\b/);
    expect(paper).toMatch(/kneaded eraser/);
  });

  it('a self-portrait is checked by someone who knows you, not by someone who knows yourself', async () => {
    expect(trackOf('never drawn', 'a realistic self-portrait from a photo')).toBe(PORTRAIT);
    const text = textOf(await plan('never drawn', 'a realistic self-portrait from a photo', 60, 4));
    expect(text).toMatch(/Photograph yourself by a window/);
    expect(text).toMatch(/someone who knows you recognises you/);
    expect(text).not.toMatch(/knows yourself|parents' agreement/);
  });

  it('a grandmother’s grandchildren are photographed with their parents’ agreement; a parent’s own kids are not', async () => {
    expect(textOf(await plan('beginner', 'realistic portraits of my grandchildren from photos', 30, 3))).toMatch(/parents' agreement/);
    expect(textOf(await plan('beginner', 'realistic portraits of my kids from photos', 30, 3))).not.toMatch(/parents' agreement/);
    expect(textOf(await plan('beginner', 'draw my kids from life', 30, 3))).not.toMatch(/parents' agreement/);
  });

  it.each([
    ['beginner', 'portraits of my husband from life'],
    ['beginner', 'a watercolour portrait of my mum from a photo'],
    ['I doodle', 'draw my dog from photos so it looks realistic'],
    ['beginner', 'anime faces from photos'],
  ])('%s → %s is not the portrait track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(PORTRAIT);
  });
});
