import { needsPractice } from '../../lambdas/roadmap/builtin/describe';
import { expectOnTheirDays, onOption } from './track-ask';
import { inOrder, textOf } from './custom-ask';

/**
 * Round 19 (decision 340): "I draw a lot of flash-style designs on paper" → "a portfolio good enough to get a
 * tattoo apprenticeship" (90 × 6) got Drawing's general four weeks — negative space, a value scale, perspective,
 * "the final hand" — with no flash sheet, no line work, no book and no studio. A tattooer reads for flash sheets
 * in the person's style, single-stroke lines in three weights, black, shading and colour as skin carries them, a
 * book of 30–50 pieces, the studios visited in person, the area's rules, and no tattooing at home. People written
 * for this test.
 */

const { trackOf, plan } = onOption('Drawing');
const TATTOO = 'A tattoo apprenticeship portfolio';
const STEPS = [
  /^List (ten|five) studios you could reach/,
  /^Decide now: no tattoo kit and no tattooing at home/,
  /^Line drills: a page of straight lines/,
  /^Three weights on one design/,
  /^A shading strip: whip shading/,
  /^Thumbnail 12 ideas for a sheet of 8/,
  /^Line the .+ sheet: single strokes/,
  /^Choose the book: 30–50 flash pieces/,
  /^Visit the first studio in person with your book/,
];

describe('a tattoo apprenticeship portfolio, as a tattooer reads the plan', () => {
  it.each([
    [
      'I draw a lot of flash-style designs on paper',
      'a portfolio good enough to get a tattoo apprenticeship',
      90,
      6,
      /American traditional/,
      /Check your area's rules/,
    ],
    [
      'blackwork and dotwork sketches in my sketchbook, I live in Glasgow',
      'become a tattoo artist',
      45,
      4,
      /Flash sheet 1: 8 designs in blackwork/,
      /Civic Government \(Scotland\) Act 1982/,
    ],
    [
      'I draw fineline botanical designs on my iPad',
      'get a tattoo apprenticeship in a fineline studio in London',
      60,
      3,
      /a moth, a sprig of flowers/,
      /London Local Authorities Act 1991/,
    ],
    [
      'I draw Japanese style koi and dragons in Manchester',
      'flash sheets to take round tattoo shops',
      120,
      2,
      /a koi, a peony and a wave/,
      /Local Government \(Miscellaneous Provisions\) Act 1982, Part VIII/,
    ],
    [
      "I'm 38 and draw realistic portraits in graphite, I live in Ohio",
      'a tattoo apprenticeship',
      60,
      5,
      /Black and grey: three diluted greys/,
      /each state, and often the county/,
    ],
  ])(
    '%s → %s: studios and rules, lines, shading, four sheets, the book, studios visited',
    async (current, target, minutes, days, style, rules) => {
      expect(trackOf(current, target)).toBe(TATTOO);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      expect(text).not.toMatch(/\{\w+\}/);
      inOrder(p, STEPS);
      expect(text).toMatch(style);
      expect(text).toMatch(rules);
      expect(text).toMatch(/Tattooing of Minors Act 1969|each state/);
      expect(text).toMatch(/usually unpaid, one to three years/);
      expect(p.weeks.filter((w) => /^Week \d+: (Flash sheet|Your first flash sheet)/.test(w.title)).length).toBeGreaterThanOrEqual(4);
      // None of the general course a coach of drawing gives everyone.
      expect(text).not.toMatch(/negative space|five-step value scale|one-point perspective|final hand/i);
      expect(p.description).not.toMatch(/more of it would not help/);
      expectOnTheirDays(p, minutes, days);
    },
  );

  it('at 90 minutes on 6 days the book is shown to studios within about nine weeks, and the days are used', async () => {
    const p = await plan('I draw a lot of flash-style designs on paper', 'a portfolio good enough to get a tattoo apprenticeship', 90, 6);
    expect(p.weeks.length).toBeGreaterThanOrEqual(9);
    expect(p.weeks.length).toBeLessThanOrEqual(10);
    expect(p.weeks.at(-1)!.title).toMatch(/: Studios, in person, with the book/);
    const used = p.weeks.slice(0, 7).map((w) => w.days.flatMap((d) => d.tasks).reduce((n, t) => n + t.estimatedMinutes, 0));
    for (const minutes of used) expect(minutes).toBeGreaterThan(90 * 6 * 0.6);
  });

  it('at 15 minutes on 5 days the sheets are spread, never shortened, and the plan says how long the whole book takes', async () => {
    const p = await plan('I draw a lot of flash-style designs on paper', 'a portfolio good enough to get a tattoo apprenticeship', 15, 5);
    expect(p.weeks.length).toBeLessThanOrEqual(26);
    expect(textOf(p)).toMatch(/Pencil every design of the .+ sheet \(flash sheet \d\) at real size/);
    expect(textOf(p)).not.toMatch(/Pencil half the designs/);
    expect(p.description).toMatch(/about 30 hours|Your book shown to studios/);
  });

  it('a first flash sheet is the milestone when the target names one', async () => {
    expect(trackOf('old school traditional flash fan', 'my first flash sheet')).toBe(TATTOO);
    const p = await plan('old school traditional flash fan', 'my first flash sheet', 30, 4);
    expect(p.weeks.at(-1)!.title).toMatch(/: Your first flash sheet, in American traditional/);
    expect(textOf(p)).not.toMatch(/Visit the first studio/);
  });

  it.each([
    ['I doodle', 'design my own tattoo'],
    ['beginner', 'draw a tattoo design for my sister'],
    ['I draw', 'henna designs for weddings'],
    ['I draw', 'tattoo-style flash for stickers to sell'],
    ['I doodle', 'draw my dog for a tattoo'],
    ['I draw every day', 'a portfolio for an art foundation course'],
    ['I draw', 'a weekly webcomic about my tattoo shop job'],
    ['never drawn', 'sketch a flashlight and a lamp'],
  ])('%s → %s is not the tattoo track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(TATTOO);
  });
});

/**
 * The same class: a portfolio for an art foundation course or an art school degree got the same general four weeks
 * under Drawing, and a UX case-study resume or an illustration agent's portfolio under Resume & Portfolio. A tutor
 * reads for the course's own published guidance (UAL, Leeds Arts University, Loughborough), drawing from life, a
 * project from primary research through development to an outcome, the edit in the course's format, the interview.
 */
const ARTSCHOOL = 'A portfolio for art school or a foundation course';
const SCHOOL_STEPS = [
  /^Read the course's own portfolio guidance, and copy its requirements into a checklist/,
  /^Draw three objects from life in three media/,
  /^Go and record the theme first-hand/,
  /^Six thumbnail compositions from your research/,
  /^Make the finished piece: first sitting/,
  /^Select the pieces to the number on your checklist/,
  /^Talk through the portfolio aloud in ten minutes/,
  /^Upload or send the portfolio and application, before the deadline/,
];

describe('a portfolio for art school or a foundation course, as an admissions tutor reads the plan', () => {
  it.each([
    [
      'Drawing',
      'I draw every day in my sketchbook, doing A-level art',
      'a portfolio for my art foundation course application',
      60,
      4,
      /the foundation course/,
    ],
    [
      'Drawing',
      "I'm 42, I paint at evening classes and want a change",
      'get onto a BA in fine art as a mature student',
      30,
      3,
      /why fine art and why the degree course/,
    ],
    [
      'Drawing',
      'school leaver, GCSE art, I draw on my iPad',
      "apply to UAL's foundation diploma",
      20,
      7,
      /UAL's Portfolio Preparation page/,
    ],
    ['Drawing', 'I draw comics for my webcomic', 'get onto a BA in animation', 90, 2, /why animation/],
    [
      'Resume & Portfolio Building',
      'I draw manga, self-taught',
      'a portfolio to get into art school for a BA in illustration',
      45,
      5,
      /why illustration/,
    ],
  ])('%s: %s → %s', async (option, current, target, minutes, days, own) => {
    const { trackOf: track, plan: planOf } = onOption(option);
    expect(track(current, target)).toBe(ARTSCHOOL);
    const p = await planOf(current, target, minutes, days);
    const text = textOf(p);
    expect(text).not.toMatch(/\{\w+\}/);
    inOrder(p, SCHOOL_STEPS);
    expect(text).toMatch(own);
    expect(text).toMatch(/not from photographs/);
    expect(text).not.toMatch(/negative space|five-step value scale|case stud|agents?’ lists|7-second scan/i);
    expect(p.description).not.toMatch(/more of it would not help/);
    expectOnTheirDays(p, minutes, days);
  });

  it.each([
    ['I draw', 'teach drawing at an art college'],
    ['I draw every day', 'an illustrator’s portfolio for agents'],
    ['I doodle', 'draw hands well'],
    ['I draw flash', 'a portfolio to get a tattoo apprenticeship after art school'],
  ])('%s → %s is not the art-school track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(ARTSCHOOL);
  });
});

describe('a portfolio of flash or for art school is work that grows with the time given', () => {
  it('says so, and a tattoo one only gets is not', () => {
    expect(needsPractice('become a tattoo artist', 60)).toBe(true);
    expect(needsPractice('my first flash sheet', 60)).toBe(true);
    expect(needsPractice('a portfolio for my art foundation course application', 60)).toBe(true);
    expect(needsPractice('get onto a BA in fine art as a mature student', 60)).toBe(true);
    expect(needsPractice('get my first tattoo', 60)).toBe(false);
    expect(needsPractice('a diversified investment portfolio', 60)).toBe(false);
  });
});
