import { inOrder, textOf } from './custom-ask';
import { heldOnTheirDays, onOption } from './track-ask';

/**
 * A clinical promotion interview (issue #36, round 10): "a nurse with 6 years on a ward" → "the interview
 * for a band 6 charge nurse post" got the general panel plan — values and STAR answers, nothing a ward
 * manager asks. The track works the person specification and the NHS values, then the scenarios of the
 * post (a shift in charge, a deteriorating patient escalated with NEWS2 and SBAR, a staffing gap,
 * delegation, a drug error, safeguarding, a complaint), the regulator's code, a presentation and a mock
 * panel. People written for this test; a ward manager's reading.
 */

const option = 'Interview Preparation';
const CLINICAL = 'A clinical promotion interview: band, scenarios, panel';
const { trackOf, plan } = onOption(option);

describe('a clinical promotion interview, as a ward manager reads it', () => {
  it.each([
    [
      'nurse with 6 years on a ward',
      'the interview for a band 6 charge nurse post',
      3,
      30,
      /the charge nurse post/,
      /NMC Code/,
      /your ward\b/,
    ],
    ['staff nurse in A&E for 3 years', 'get promoted to band 6', 4, 15, /the band 6 post/, /NMC Code/, /your ward\b/],
    ['midwife on the labour ward', 'a band 7 ward manager job', 7, 60, /the ward manager post/, /NMC Code/, /your unit\b/],
    ['paramedic, 5 years on the road', 'interview for a clinical team leader post', 2, 20, /the team leader post/, /HCPC/, /your station/],
    ['band 5 physio in musculoskeletal outpatients', 'pass my band 6 interview', 5, 45, /the band 6 post/, /HCPC/, /your team\b/],
    [
      'senior staff nurse, acting up at my hospital',
      // A date far enough off for the whole course (a nearer one thins it: dates.test.ts, decision 190).
      'the ward sister interview next spring',
      4,
      30,
      /the ward sister post/,
      /NMC Code/,
      /your ward\b/,
    ],
  ])(
    '%s → %s (%i days, %i min): the post, the values, the scenarios, the code, a mock panel',
    async (current, target, days, minutes, post, code, setting) => {
      expect(trackOf(current, target)).toBe(CLINICAL);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      heldOnTheirDays(p, days);
      expect(text).toMatch(post);
      expect(text).toMatch(code);
      expect(text).toMatch(setting);
      expect(text).toMatch(/NHS Constitution's six values/);
      inOrder(p, [
        /^(?:Read the job description and|List the essential criteria of the) person specification/,
        /^Scenario(?: aloud: “Talk us through|:) running a shift/,
        /^Scenario(?: aloud: “A patient's|: a patient’s) NEWS2 score/,
        /^Scenario(?: aloud: “Two staff have called in sick|: two staff off sick)/,
        /^Scenario(?: aloud)?: delegating/,
        /^Scenario(?: aloud: “A colleague tells you she|: a colleague) gave the wrong dose/,
        /^Scenario(?: aloud)?: a safeguarding concern/,
        /^Scenario(?: aloud: “A relative is shouting|: a relative shouting)/,
        /^Mock panel, 40 minutes/,
      ]);
      expect(text).toMatch(/SBAR/);
      expect(text).toMatch(/duty of candour/);
      expect(text).not.toMatch(/\{(post|setting|code|body|panel|escalation)\}/i);
      // Not the executive's or the general plan: no board-level stories, no company research.
      expect(text).not.toMatch(/board's level|Company research|Research the company/i);
    },
  );

  it('tells a panel that knows you to say it all, and a new one what you did yourself', async () => {
    const inside = textOf(await plan('band 5 nurse on my ward for 4 years', 'band 6 post on my ward', 45, 5));
    expect(inside).toMatch(/A panel who knows you scores only what you say/);
    const outside = textOf(await plan('nurse in a care home', 'a band 6 post at a new hospital', 45, 5));
    expect(outside).toMatch(/A panel who has not met you/);
  });

  it.each([
    ['nurse for 10 years', 'get a job as a UX designer'],
    ['nurse', 'pass a teaching interview for a primary school'],
    ['admin officer in the NHS', 'band 4 team leader interview'],
    ['Band 5 HR adviser for 4 years', 'band 6 HR business partner post at my NHS trust'],
    ['sales manager', 'promotion to regional sales director'],
    ['warehouse team leader', 'interview for a shift manager job'],
  ])('%s → %s: not a clinical promotion', (current, target) => {
    expect(trackOf(current, target)).not.toBe(CLINICAL);
  });
});
