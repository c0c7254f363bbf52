import { expectOnTheirDays, onOption } from './track-ask';
import { inOrder, textOf } from './custom-ask';

/**
 * A comic strip (issue #36, round 11): "draw my own comic strip for the school newsletter, a 4-panel strip
 * every month" got a realist drawing course, "comic", "panel" and "strip" only in the header. The track
 * makes a strip as cartooning teachers do (McCloud, Brunetti, Abel and Madden): simple characters on a
 * model sheet, expressions and poses, the four-panel joke, thumbnails, lettering first, pencils, inks, a
 * scan at the venue's size, the first strip sent and a monthly routine. People written for this test.
 */

const { trackOf, plan } = onOption('Drawing');
const COMIC = 'A comic strip: characters, the joke, panels, inks';

describe('a comic strip, as a cartooning teacher reads the plan', () => {
  it.each([
    ['I doodle in the margins of my notes', 'a weekly webcomic about my cat', 'your readers'],
    ['stick figures only', 'a three-panel comic for our club newsletter every month', 'the club newsletter'],
    ['I draw a bit, mostly copying manga', 'make a comic strip for my nephew', 'your readers'],
  ])('%s → %s: characters, the joke, lettering, inks, a strip sent', async (current, target, venue) => {
    expect(trackOf(current, target)).toBe(COMIC);
    const p = await plan(current, target, 30, 4);
    const text = textOf(p);
    expect(text).not.toMatch(/\{\w+\}/);
    inOrder(p, [
      /^Design your main character/,
      /^An expression grid/,
      /^Thumbnail three ideas/,
      /^Letter the words lightly in pencil first/,
      /^Ink the strip/,
      /^Scan the strip/,
      new RegExp(`^Send the strip to ${venue}$`),
    ]);
    expect(text).not.toMatch(/negative space|sighting|value scale/i);
    expectOnTheirDays(p, 30, 4);
  });

  it.each([
    ['beginner', 'draw realistic portraits of my family', /A realistic portrait from your photo/],
    ['I draw a bit, mostly copying manga', 'make a short comic book for my nephew', /A comic of several pages/],
    ['I draw a little', 'draw my dog from life', /own animal/],
  ])('%s → %s keeps its own path', (current, target, path) => {
    expect(trackOf(current, target)).not.toBe(COMIC);
    expect(trackOf(current, target)).toMatch(path);
  });
});
