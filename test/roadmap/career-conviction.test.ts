import { inOrder, textOf } from './custom-ask';
import { heldOnTheirDays, onOption } from './track-ask';

/**
 * Work with a conviction (issue #36, round 21, decision 393): a plasterer released from prison six months ago got
 * the trades track, written as "I've just qualified", his conviction never named. The `record` track works out when
 * the record stops counting (the Rehabilitation of Offenders Act's periods since October 2023; a US state's sealing),
 * what each check shows (basic DBS; the FCRA's notice), writes a disclosure, lists employers who say yes (Ban the Box;
 * fair-chance employers, the Federal Bonding Program) and rehearses the questions and the check. People written for
 * this test, read as a prison employment adviser would.
 */

const { trackOf, plan } = onOption('Job Search Strategy');
const RECORD = 'Work with a conviction: the law, disclosure, who says yes';
const UK_ONLY = /\bDBS\b|Unlock|Rehabilitation of Offenders Act|Ban the Box|probation practitioner/;
const US_ONLY = /FCRA|Federal Bonding|American Job Center|expunge|Work Opportunity Tax Credit/;

describe('a job search with a conviction, as a prison employment adviser reads it', () => {
  it.each([
    [
      'released from prison 6 months ago after 3 years, did a plastering course inside',
      'get a plastering job despite my conviction',
      5,
      30,
      'uk',
      [/work as a plasterer/, /CSCS card/, /28 October 2023/, /basic DBS check/, /Ban the Box/, /what you did inside/],
    ],
    [
      'caution for possession at 19, now 24, worked in a warehouse before',
      'a warehouse job with my record',
      3,
      45,
      'uk',
      [/A simple caution is spent at once/, /a warehouse worker/, /forklift certificate/, /Unlock's helpline/],
    ],
    [
      'felony conviction 4 years ago in Ohio, did 18 months, worked in kitchens before',
      'a cook job, employers keep rejecting me after the background check',
      2,
      60,
      'us',
      [/seal or expunge/, /pre-adverse-action notice/, /Federal Bonding Program/, /work as a cook/, /ServSafe/],
    ],
    [
      'on licence, did 2 years inside, no trade',
      'any job, labouring on building sites',
      4,
      20,
      'uk',
      [/your probation practitioner/, /green Labourer card/, /a construction worker/],
    ],
    [
      'ex-offender, out of HMP Leeds since March, level 3 electrical installation',
      'work as an electrician',
      6,
      90,
      'uk',
      [/an electrician/, /ECS card/, /New Futures Network/, /Rehabilitation of Offenders Act 1974/],
    ],
    [
      'formerly incarcerated, returning citizen in Chicago',
      'a job as a forklift operator',
      5,
      40,
      'us',
      [/a warehouse worker/, /OSHA/, /Work Opportunity Tax Credit/, /Second Chance Business Coalition/],
    ],
    [
      'drink-driving conviction last year, lost my office job',
      'a new job despite my criminal record',
      7,
      15,
      'uk',
      [/the work you want/, /what you did since/, /Unlock's helpline/],
    ],
  ])(
    '%s → %s (%i days, %i min): the record, a disclosure, employers who say yes',
    async (current, target, days, minutes, country, says) => {
      expect(trackOf(current, target)).toBe(RECORD);
      const p = await plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      const text = textOf(p);
      for (const said of says) expect(text).toMatch(said);
      expect(text).toMatch(country === 'us' ? US_ONLY : UK_ONLY);
      expect(text).not.toMatch(country === 'us' ? UK_ONLY : US_ONLY);
      expect(text).not.toMatch(/just qualified|apprenticeship supervisor/);
      inOrder(p, [
        /^Work out (the date your conviction becomes spent|whether and when your state)/,
        /^Write your disclosure statement/,
        /employers who take on people with convictions/,
        /^Call \d of them/,
        /^(Write your answers to the 3 questions|Write 3 short answers)/,
      ]);
    },
  );

  it.each([
    ["I'm in prison, my release date is in June, I did a joinery course", 'a joinery job when I get out'],
    ['serving a sentence, out next year', 'a job in a warehouse'],
  ])('%s → %s: someone still inside plans the search with a conviction', (current, target) => {
    expect(trackOf(current, target)).toBe(RECORD);
  });

  it.each([
    ['marketing assistant, I lack the courage of my convictions', 'a marketing manager job'],
    ['sales rep with a record of growth every year', 'a sales manager job'],
    ['security guard', 'a job as a prison officer'],
    ['prison nurse, 10 years working in prison healthcare', 'a job as a practice nurse'],
    ['social work graduate', 'become a probation officer'],
    ['graduate, shy', 'speak with conviction and land a graduate job'],
    ['music fan', 'get a job at a record label'],
    ['left the army last year', 'a civilian job in logistics'],
    ['qualified plasterer, just finished my apprenticeship', 'a plastering job'],
  ])('%s → %s does not choose the conviction track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(RECORD);
  });
});
