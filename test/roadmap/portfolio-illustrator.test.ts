import { inOrder, tasksOf, textOf, weekOf } from './custom-ask';
import { expectOnTheirDays, heldOnTheirDays, onOption } from './track-ask';

/**
 * Round 13 (issue #36, decision 209): "a portfolio to get work as a children's book illustrator" got the
 * designer's UX case studies — five user interviews, a clickable prototype in Figma and usability tests.
 * An illustrator's portfolio is finished pieces in one style for a named market, a character kept the
 * same across scenes and feelings, a sequence with its text placed, a site and a PDF, and submissions
 * made as each agent or publisher asks, with a mailer. People written for this test; an illustration
 * agent's reading.
 */

const { trackOf, plan } = onOption('Resume & Portfolio Building');
const ILLUSTRATOR = 'An illustrator’s portfolio';
const DESIGN = 'A designer’s portfolio';

/** What an agent expects in order: the market, one style, the character, new pieces, a sequence, the site, the submissions. */
const PATH = [
  /^Name your market in one line/,
  /^Write what your style is/,
  /^Draw the character’s turnaround/,
  /^An expression sheet: the character happy, sad, angry,? (?:and )?scared/,
  /^Piece 2 from its brief/,
  /^Plan .* on one sheet, (?:in words, )?before you draw(?: anything)?/,
  /^Choose the 10–15 pieces and (?:put them in order|order them)/,
  /^Export a PDF of the portfolio/,
  /^Read (?:each one’s|3 of their) submission guidelines/,
  /^Send the first (?:three submissions, each|submission) exactly as its guidelines ask/,
  /^Design a (?:postcard )?mailer/,
];

describe('an illustrator’s portfolio, as an illustration agent reads it', () => {
  it.each([
    [
      'I draw a lot and have an instagram, no formal training',
      'a portfolio to get work as a children’s book illustrator',
      45,
      4,
      /picture books/,
      /a picture-book dummy/,
    ],
    [
      'freelance illustrator, mostly editorial work',
      'an online portfolio on Squarespace to get more commissions',
      30,
      3,
      /editorial illustration/,
      /an editorial set/,
    ],
    [
      'textile graduate in Manchester',
      'a surface pattern portfolio to pitch to greeting card companies',
      90,
      6,
      /surface pattern/,
      /a pattern collection/,
    ],
    [
      'retired art teacher who paints in watercolour',
      'find an agent for my picture book illustrations',
      60,
      5,
      /picture books/,
      /a picture-book dummy/,
    ],
    ['self-taught, I make comics', 'a portfolio to find an agent as an illustrator', 20, 2, /comics and graphic novels/, /a short comic/],
    [
      'illustration graduate, 2024',
      'my illustration portfolio and a website to send to publishers',
      120,
      7,
      /the market you choose/,
      /a short sequence/,
    ],
  ])(
    '%s → %s (%i min, %i days): one style, a recurring character, a sequence, a site and submissions',
    async (current, target, minutes, days, market, sequence) => {
      expect(trackOf(current, target)).toBe(ILLUSTRATOR);
      const p = await plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      expectOnTheirDays(p, minutes, days);
      const text = textOf(p);
      expect(text).toMatch(market);
      expect(text).toMatch(sequence);
      // Finished pieces, never a designer's research and usability tests.
      expect(text).not.toMatch(/usability|prototype|Figma|interview 1 of 5|Test session/i);
      expect(text).toMatch(/10–15 pieces/);
      expect(text).toMatch(/model sheet/);
      // A plan that cannot reach the submissions in half a year says so, and what it reaches instead.
      if (weekOf(p, /^Send the first (?:three submissions|submission)/)) inOrder(p, PATH);
      else expect(p.description).toMatch(/Your portfolio sent .* takes about \d+ hours/);
    },
  );

  it('reads the picture-book agent’s way: a dummy with two finished spreads, the text placed, sketches shown, SCBWI and the AOI', async () => {
    const p = await plan(
      'I draw a lot and have an instagram, no formal training',
      'a portfolio to get work as a children’s book illustrator in the UK',
      60,
      5,
    );
    const text = textOf(p);
    expect(text).toMatch(/usually 32 pages, about 12–14 spreads/);
    expect(text).toMatch(/black-and-white roughs, character studies and two finished pieces/);
    expect(text).toMatch(/Make a process page: thumbnails, roughs, the model sheet and the expression sheet/);
    expect(text).toMatch(/the Association of Illustrators \(AOI\) and, for children’s books, SCBWI British Isles/);
    expect(text).toMatch(/Children’s Writers’ & Artists’ Yearbook/);
    expect(tasksOf(p).at(-1)!.title).toBe('Milestone: Your portfolio sent');
  });

  it('builds the site on the platform the person names', async () => {
    expect(
      textOf(await plan('freelance illustrator, mostly editorial work', 'an online portfolio on Squarespace to get more commissions')),
    ).toMatch(/Build the site on squarespace/i);
  });

  it.each([
    ['illustrator moving into UX', 'a UX portfolio with three case studies'],
    ['graphic designer, 6 years in agencies', 'a portfolio site to get a senior role'],
    ['freelance illustrator', 'a CV for an in-house job'],
    ['I’m a product designer', 'update my portfolio with two or three case studies'],
    ['children’s nurse', 'a CV for a new ward'],
    ['graphic designer and illustrator', 'a portfolio for agency design jobs'],
  ])('%s → %s is not the illustrator’s portfolio', (current, target) => {
    expect(trackOf(current, target)).not.toBe(ILLUSTRATOR);
  });

  it('leaves a UX career-changer who used to illustrate on the designer’s track', () => {
    expect(trackOf('illustrator moving into UX', 'a UX portfolio with three case studies')).toBe(DESIGN);
  });
});

describe('an animator’s showreel, as a studio recruiter reads it', () => {
  const SHOWREEL = 'An animator’s showreel';
  it.each([
    [
      '2D animator, graduated last year',
      'a showreel and portfolio to get a junior animator job',
      45,
      4,
      /2D animation/,
      /11 Second Club clip/,
    ],
    ['motion designer in After Effects', 'a motion design showreel to go freelance', 30, 5, /motion design/, /an animated logo sting/],
    ['Blender hobbyist', 'a demo reel to apply to animation studios', 90, 3, /3D animation/, /11 Second Club clip/],
  ])(
    '%s → %s (%i min, %i days): the studios’ guidelines, a new shot, best first, a breakdown',
    async (current, target, minutes, days, craft, shot) => {
      expect(trackOf(current, target)).toBe(SHOWREEL);
      const p = await plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      expectOnTheirDays(p, minutes, days);
      const text = textOf(p);
      expect(text).toMatch(craft);
      expect(text).toMatch(shot);
      inOrder(p, [
        /^List (?:10|5) studios or teams that hire for/,
        /^Rate each shot(?: against the studios’ work|: in, redo, or out)/,
        /^Block the shot/,
        /^Order the shots: your strongest first/,
        /^Write the shot breakdown/,
        /^Apply to the first (?:five|2) studios on your list, each(?: exactly)? as its guidelines ask/,
      ]);
      expect(text).not.toMatch(/case stud|usability|model sheet/i);
    },
  );

  it.each([
    ['actor, drama school graduate', 'a showreel to send to agents'],
    ['wedding videographer', 'a showreel for my website'],
    ['Part 1 architecture graduate', 'an architecture portfolio for Part 2 job applications'],
  ])('%s → %s is neither the showreel nor a designer’s UX case studies', (current, target) => {
    expect(trackOf(current, target)).not.toBe(SHOWREEL);
    expect(trackOf(current, target)).not.toBe(DESIGN);
  });
});
