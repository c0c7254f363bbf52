import { inOrder, textOf } from './custom-ask';
import { heldOnTheirDays, onOption } from './track-ask';

/**
 * Creative portfolios by field (issue #36, round 14, decision 232): a Part 1 graduate applying for Part 2
 * and a wedding photographer moving into food work each got the generic resume course — "Write 10
 * achievements with the X-Y-Z formula", "Run the PDF through an ATS checker", three 300-word case studies.
 * An architecture portfolio is now read by its readers (schools or practices): 3–4 projects told as
 * stories, drawings redrawn, a technical piece, a 20–40 page portfolio and a 2–5 page sample. A
 * photographer's new genre is its buyers, its light, three test shoots agreed in writing, one edit, a
 * genre page, usage prices and named buyers. People written for this test.
 */

const { trackOf, plan } = onOption('Resume & Portfolio Building');
const GENERAL = /X-Y-Z formula|ATS checker|7-second test/;
const ARCHITECTURE = 'An architecture portfolio: Part 2 or a job in practice';
const PHOTO = "A photographer's portfolio in a new genre";

describe('an architecture portfolio, as a Part 2 tutor or practice partner reads the plan', () => {
  it.each([
    [
      'Part 1 graduate, a year as an architectural assistant',
      'portfolio for Part 2 applications to the Bartlett and Manchester',
      60,
      4,
      /Read the 3–5 schools you would apply to/,
      /each school's portfolio as its admissions page asks/,
    ],
    [
      'third year BA architecture student',
      'a job as a Part 1 architectural assistant for my year out',
      30,
      3,
      /a Part 1 architectural assistant's job/,
      /a CV and a 2–5 page sample as one PDF/,
    ],
    [
      'landscape architecture graduate',
      'portfolio for my first job',
      45,
      5,
      /a landscape architecture job/,
      /Read 10 practices you would like to work for/,
    ],
    [
      'M.Arch student in Chicago, logging AXP hours',
      'an architecture portfolio for junior designer jobs',
      45,
      6,
      /NCARB's AXP/,
      /10 practices you would like to work for/,
    ],
  ])(
    '%s → %s (%i min, %i days): readers, stories, drawings, the long and the short PDF',
    async (current, target, minutes, days, aim, send) => {
      expect(trackOf(current, target)).toBe(ARCHITECTURE);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      heldOnTheirDays(p, days);
      expect(text).toMatch(aim);
      expect(text).toMatch(send);
      expect(text).not.toMatch(GENERAL);
      inOrder(p, [
        /^Choose 3–4 projects/,
        /^Storyboard project 1 in (?:4 )?thumbnails/,
        /^Make the gap's piece: a wall section or detail/,
        /^Set up a grid and type/,
        /^Make the (?:2–5 page )?sample/,
        /^Send /,
      ]);
    },
  );

  it.each([
    ['solutions architect at AWS', 'resume for a principal cloud architect role'],
    ['UX designer', 'portfolio of information architecture case studies'],
    ['architectural photographer', 'portfolio for architects as clients'],
    ['architect, 10 years in practice', 'update my CV'],
  ])('%s → %s is not an architecture portfolio', (current, target) => {
    expect(trackOf(current, target)).not.toBe(ARCHITECTURE);
  });
});

describe('an architecture portfolio for jobs at practices, not a school place (decision 240)', () => {
  const SCHOOL = /admissions|personal statement|schools you would apply to|some schools ask/;
  it.each([
    ['Part 1 graduate, a year out at a small practice in Leeds', 'a portfolio to apply for Part 2 jobs at London practices', 45, 4],
    ['just finished my MArch at Sheffield', 'Part 2 architectural assistant roles in Manchester', 30, 5],
    ['Part 1 from Nottingham, working in a café', 'applications to practices in Bristol for my year out', 60, 3],
  ])(
    '%s → %s (%i min, %i days): a partner skims the sample; a CV and cover e-mail to named practices',
    async (current, target, minutes, days) => {
      expect(trackOf(current, target)).toBe(ARCHITECTURE);
      const text = textOf(await plan(current, target, minutes, days));
      expect(text).toMatch(/a partner skims it in a minute or two/);
      expect(text).toMatch(/Read 10 practices you would like to work for, from RIBA Appointments/);
      expect(text).toMatch(/Send a CV and a 2–5 page sample as one PDF, under 10 MB, with a short cover e-mail to a named partner/);
      expect(text).toMatch(/a cover e-mail of 3–4 sentences that names one of their projects/);
      expect(text).not.toMatch(SCHOOL);
    },
  );

  it.each([
    ['Part 1 graduate, a year out at a practice in Bristol', 'apply for Part 2 at the AA and Westminster'],
    ['Part 1 assistant at a practice', 'portfolio for Part 2 applications to the Bartlett and Manchester'],
  ])('%s → %s still writes for admissions tutors', async (current, target) => {
    expect(trackOf(current, target)).toBe(ARCHITECTURE);
    const text = textOf(await plan(current, target, 45, 4));
    expect(text).toMatch(/Read the 3–5 schools you would apply to/);
    expect(text).toMatch(/Send each school's portfolio as its admissions page asks/);
    expect(text).not.toMatch(/RIBA Appointments|cover e-mail/);
  });
});

describe("a photographer's new genre, as a commercial photographer's agent reads the plan", () => {
  it.each([
    [
      'wedding photographer for 8 years, Canon R6, two speedlights',
      'move into food photography for restaurants and brands',
      45,
      4,
      /food photographs/,
      /backlit drink/,
      /10 o'clock/,
    ],
    [
      'I shoot gigs and portraits for fun, no lights',
      'a product photography portfolio so Etsy sellers hire me',
      20,
      6,
      /product photographs/,
      /packshot on white/,
      /a polariser for glass and metal/,
    ],
    [
      'portrait photographer',
      'headshot photography clients: companies and LinkedIn',
      30,
      3,
      /headshot and corporate photographs/,
      /team photo/,
      /tethered/,
    ],
    [
      'architectural photographer',
      'portfolio for architects and hotels as clients',
      60,
      2,
      /interiors photographs/,
      /twilight exterior/,
      /verticals kept straight/,
    ],
  ])(
    '%s → %s (%i min, %i days): the buyers, the light, three tests, the edit, prices',
    async (current, target, minutes, days, genre, tests, light) => {
      expect(trackOf(current, target)).toBe(PHOTO);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      heldOnTheirDays(p, days);
      for (const words of [genre, tests, light]) expect(text).toMatch(words);
      expect(text).not.toMatch(GENERAL);
      inOrder(p, [
        /^List (?:8 )?who buys? .+ photographs/,
        /^Write your shot list: (?:12–20|the first 12) images/,
        /^Test shoot 1 at home/,
        /^Write the agreement: what each of you may use/,
        /^Test shoot 3/,
        /^Edit to 12(?:–20)? images/,
        /^A price sheet: a day and half-day rate, and usage priced apart/,
        /^Send (?:10|4) short e-mails to named buyers/,
      ]);
    },
  );

  it.each([
    ['animator', 'showreel for studios', /showreel/],
    ["children's book illustrator", 'picture book portfolio for agents', /illustrator/],
    ['graphic designer', 'portfolio with case studies for agency jobs', /designer/],
    ['real estate agent', 'resume for a new job', /^Resume & Portfolio Building$/],
    ['videographer and filmmaker', 'a portfolio site with my photography and films', /./],
  ])('%s → %s keeps its own track', (current, target, track) => {
    expect(trackOf(current, target)).not.toBe(PHOTO);
    expect(trackOf(current, target)).toMatch(track);
  });
});
