import { expectTheirWeek, personOn } from './ask';
import { inOrder, textOf, weekOf } from './custom-ask';

/**
 * A designer's portfolio (issue #36, round 10): a UX, UI, graphic or product designer (an illustrator has
 * a track of their own since decision 209), or someone moving into UX from teaching or architecture,
 * whose target is a portfolio or portfolio site. The plan reads the roles they want and portfolios of people in them, chooses 2–4 projects (one
 * who has none first makes a small self-initiated one, said as such), writes each case study, builds
 * the site on a portfolio platform, has it reviewed by a designer, and matches the resume to it — at an
 * honest length. People written for this test; a design hiring manager's reading.
 */

const { trackOf, plan } = personOn('Resume & Portfolio Building');
const DESIGN = 'A designer’s portfolio';

/** The portfolio's path, in the order a designer builds it. */
const PATH = [
  /^Read (?:10|5) job ads for /,
  /^Choose 3 projects for your portfolio/,
  /^Case study 1: (?:write )?the problem and your role/,
  /^Case study 3: edit it(?:, then the three as a set| to under 800 words, then check the three)/,
  /^Choose a template on /,
  /^Export a PDF version/,
  /^The portfolio review: /,
  /^Rewrite your resume(?:’s top and project bullets)? to match/,
  /^Send the portfolio and resume with (?:3 applications|1 application)/,
];

describe('a designer’s portfolio, as a design hiring manager reads it', () => {
  it.each([
    [
      'I’m a primary teacher moving into UX, no design projects yet',
      'a portfolio with three UX case studies',
      /UX designer roles/,
      /teaching/,
    ],
    ['architect for 8 years, switching to UX design', 'a UX portfolio to apply for junior roles', /UX designer roles/, /architecture/],
    ['career changer from retail, learning Figma', 'my first UX/UI portfolio site', /UX\/UI designer roles/, /retail/],
  ])(
    '%s → %s: makes a self-initiated project first, then the case studies, the site, a review and the resume',
    async (current, target, role, past) => {
      expect(trackOf(current, target)).toBe(DESIGN);
      const p = await plan(current, target, 90, 7);
      const text = textOf(p);
      expect(text).toMatch(role);
      expect(text).toMatch(past);
      expect(text).not.toMatch(/\{\w+\}/);
      // No projects yet: the first weeks make one, and say plainly that it is self-initiated.
      expect(weekOf(p, /^Choose a small self-initiated project/)).toBe(1);
      expect(weekOf(p, /^Test session 1 of 5/)).toBe(2);
      expect(text).toMatch(/say plainly that it is self-initiated/);
      inOrder(p, [PATH[0]!, /^Choose a small self-initiated project/, /^Write the project’s outcome/, ...PATH.slice(1)]);
      // Honest length: it says what the weeks reach and how long the whole takes.
      expect(p.description).toMatch(/This plan reaches A portfolio site, reviewed .* in about \d+ weeks/);
    },
  );

  it.each([
    ['graphic designer, 6 years in agencies', 'a portfolio site to get a senior role', /graphic designer roles/],
    ['I’m a product designer at a fintech startup', 'update my portfolio with two or three case studies', /product designer roles/],
    ['brand designer at an agency', 'an online portfolio on Squarespace to get more clients', /brand designer roles/],
    ['junior UI designer with three projects from my bootcamp', 'a portfolio on Framer', /UI designer roles/],
  ])('%s → %s: work they already have, chosen against the roles and written up', async (current, target, role) => {
    expect(trackOf(current, target)).toBe(DESIGN);
    const p = await plan(current, target);
    const text = textOf(p);
    expect(text).toMatch(role);
    expect(text).not.toMatch(/\{\w+\}/);
    // Projects exist: no self-initiated project is made, but the roles are still read first.
    expect(weekOf(p, /^Choose a small self-initiated project/)).toBe(0);
    expect(weekOf(p, /^Read (?:10|5) job ads for /)).toBe(1);
    expect(weekOf(p, /^Read (?:3|2) portfolios of people already in those roles/)).toBe(1);
    inOrder(p, PATH);
    // Each case study in five parts, its images, and an edit for skimming readers.
    for (const n of [1, 2, 3]) {
      for (const part of [
        // (Case study 3 opens on its before and after, and tells one decision in depth: decision 268.)
        /(?:write |open on the before and the after, then |the before and after first, then )?the problem and your role/,
        /(?:write )?the process/,
        /(?:write 2(?:–3)? decisions|one decision in depth)/,
        /(?:write )?the outcome(?: with its numbers| in 3 sentences)/,
      ]) {
        expect(weekOf(p, new RegExp(`^Case study ${n}: ${part.source}`))).toBeGreaterThan(0);
      }
    }
    expect(text).toMatch(/ADPList mentor/);
    expect(text).toMatch(/Squarespace, Webflow, Framer, Adobe Portfolio .* and Cargo/);
  });

  it('builds the site on the platform the person names', async () => {
    const framer = textOf(await plan('junior UI designer with three projects from my bootcamp', 'a portfolio on Framer'));
    expect(framer).toMatch(/Choose a template on Framer that puts work first/);
    const any = textOf(await plan('graphic designer, 6 years in agencies', 'a portfolio site'));
    expect(any).toMatch(/Choose a template on a portfolio platform that puts work first/);
  });

  it.each([
    ['I’m a React developer', 'a portfolio site for my projects'],
    ['self-taught web developer', 'a portfolio on GitHub'],
    ['graphic designer', 'a resume for a design job'],
    ['UX designer, my portfolio is fine', 'a CV that gets interviews'],
    ['software architect', 'a portfolio of my systems work'],
    ['marketing manager', 'a portfolio of my campaigns'],
    ['teacher leaving the classroom', 'a CV for a corporate job'],
  ])('%s → %s: not a designer’s portfolio, stays where it was', (current, target) => {
    expect(trackOf(current, target)).not.toBe(DESIGN);
  });

  it.each([15, 45, 90].flatMap((minutes) => [2, 4, 7].map((days) => [minutes, days] as const)))(
    'reads whole at %i minutes, %i days: the person’s days, within their time, nothing used before it is made',
    async (minutes, days) => {
      const p = await plan(
        'I’m a primary teacher moving into UX, no design projects yet',
        'a portfolio with three UX case studies',
        minutes,
        days,
      );
      expect(textOf(p)).not.toMatch(/\{\w+\}/);
      expectTheirWeek(p, minutes, days);
      // The self-initiated project's brief comes before anything uses it, however the weeks are cut.
      const brief = weekOf(p, /^Choose a small self-initiated project/);
      expect(brief).toBeGreaterThan(0);
      const interview = weekOf(p, /^Interview 1 of 5/);
      if (interview) expect(interview).toBeGreaterThanOrEqual(brief);
      // The description says what the weeks reach, and how long the whole portfolio takes when it is further.
      expect(p.description).toMatch(/A portfolio site, reviewed/);
    },
  );
});
