import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { inOrder, textOf } from './custom-ask';

/**
 * An ICU nurse of 8 years applying to medical science liaison roles, "pass the MSL panel interview", got a
 * generic public-sector panel (a person specification, the Equality Act, "your first 90 days") with nothing of
 * the role. A careers coach of the field plans the role's own interview: the company's pipeline, the clinical
 * years said as the role's evidence, the rules it works under (the ABPI Code, the FDA's and the PhRMA Code's),
 * its own task to questions (an MSL's paper presentation, a CRA's monitoring scenario, a drug-safety case
 * test, a medical writer's writing test) and a role play (decision 345). People written for this test.
 */

const interview = onOption('Interview Preparation');
const INDUSTRY = 'An industry role interview: MSL, CRA, writing, drug safety';

describe('a clinician’s interview for an industry role, as a careers coach of the field reads it', () => {
  it.each([
    [
      'ICU nurse for 8 years, applying to medical science liaison roles',
      'pass the MSL panel interview',
      45,
      4,
      [
        /your years in intensive care/,
        /sedation or sepsis protocol/,
        /published paper in the company's therapy area/,
        /ABPI Code of Practice in the UK, or the FDA's rules/,
      ],
    ],
    [
      'pharmacist in Ohio for 6 years',
      'get a medical science liaison job at an oncology biotech',
      20,
      2,
      [
        /your pharmacy practice/,
        /FDA's rules on off-label \(unapproved\) uses, its 2025 SIUU guidance and the PhRMA Code/,
        /outside its licence/,
      ],
    ],
    [
      'hospital pharmacist in London, 10 years, never worked in pharma',
      "pharmacovigilance associate interview at AstraZeneca, they said there's a case processing test",
      30,
      3,
      [/case-processing test/, /ICH E2A and the EU's GVP Module VI/, /admitted with a rash/],
    ],
    [
      'ward nurse 5 years, band 5, thinking of leaving the NHS',
      'pass the clinical research associate interview with a CRO',
      30,
      4,
      [
        /ICH E6\(R3\) Good Clinical Practice/,
        /Walk me through a monitoring visit/,
        /monitoring scenario/,
        /consent form signed after their first study procedure/,
        /escalated with SBAR/,
        /The company on one page: its therapy areas, the phases it runs/,
      ],
    ],
    [
      'GP in Manchester, 12 years, want out of general practice',
      'an interview for a medical writer job at a med comms agency, with a writing test',
      60,
      5,
      [/your clinical practice as a doctor/, /timed writing test/, /Good Publication Practice/, /plain-language summary/],
    ],
    [
      'biomedical scientist in an NHS lab, 7 years',
      'get a drug safety associate job: the interview and the case test',
      120,
      3,
      [/your years in the lab/, /abnormal result phoned to a clinician/, /case-processing test/, /In the time the test gives/],
    ],
    [
      'postdoc in immunology, 3 years, never worked in industry',
      'land a medical science liaison role: the interview',
      15,
      7,
      [/your research/, /presentation of a published paper/],
    ],
  ])('%s → %s (%i×%i)', async (current, target, minutes, days, words) => {
    expect(interview.trackOf(current, target)).toBe(INDUSTRY);
    const p = await interview.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    for (const w of words) expect(text).toMatch(w);
    // None of the generic panel's words, no hole left unfilled.
    expect(text).not.toMatch(/Equality Act|first 90 days|person specification|NHS Constitution|\{\w+\}/);
    inOrder(p, [
      /^Read the job description for|^List the essential criteria for/,
      /^Build /,
      /^A (10|5)-minute role play/,
      /^A mock interview with your industry contact|^A 20-minute mock/,
    ]);
  });

  it('says the MSL track from where the person is going, when the target only names the interview', () => {
    expect(interview.trackOf('ICU nurse, applying to medical science liaison jobs', 'pass the panel interview')).toBe(INDUSTRY);
  });

  it('an interview next week is its last week: the presentation run (built first if it is not), a role play, a mock', async () => {
    const p = await interview.plan('oncology nurse, 10 years', 'my MSL interview is next week', 60, 4);
    expect(p.weeks).toHaveLength(1);
    const text = textOf(p);
    expect(text).toMatch(/A final run of the paper presentation[\s\S]*If it is not built yet/);
    expect(text).toMatch(/A 10-minute role play[\s\S]*A mock interview with your industry contact/);
  });

  it.each([
    ['accountant, 6 years', 'an interview at the CRA for a tax auditor post'],
    ['nurse, 4 years', 'interview for a pharmaceutical sales representative job'],
    ['ICU nurse, 8 years, band 5', 'interview for a band 6 charge nurse post in critical care'],
    ['staff nurse', 'interview for a clinical research nurse post in my trust'],
    ['nurse for 12 years', 'pass a nurse practitioner interview'],
    ['receptionist', 'medical receptionist interview at a GP surgery'],
    ['MSL for 5 years', 'interview for a sales manager role'],
  ])('not this track: %s → %s', (current, target) => {
    expect(interview.trackOf(current, target)).not.toBe(INDUSTRY);
  });
});
