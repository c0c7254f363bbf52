import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { inOrder, textOf } from './custom-ask';

/**
 * A school leaver's interview for a lab apprenticeship or first lab job got the general interview plan: "leading
 * without authority", "why you are leaving", the salary range and "the lowest you will accept". A careers adviser
 * starts from why this apprenticeship, the practicals and a Saturday job as stories, and the lab's own safety and
 * maths questions and practical task (decision 335). People written for this test.
 */

const interview = onOption('Interview Preparation');
const APPRENTICE = 'A school leaver’s lab apprenticeship or first lab job';

describe('a school leaver’s lab interview, as a careers adviser reads it', () => {
  it.each([
    [
      '18, just finished A levels, no degree',
      'pass an interview for a laboratory technician apprenticeship',
      30,
      3,
      /your A-level practicals/,
    ],
    ['left school with GCSEs', 'interview for a lab assistant job at the hospital', 20, 4, /your GCSE science practicals/],
    ['doing a BTEC in applied science', 'my interview for a science apprenticeship', 45, 2, /your BTEC assignments and practicals/],
    ['17, sixth form', 'an assessment day for a QC apprenticeship in a pharma lab', 60, 5, /your school or college practicals/],
  ])('%s → %s (%i×%i)', async (current, target, minutes, days, evidence) => {
    expect(interview.trackOf(current, target)).toBe(APPRENTICE);
    const p = await interview.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(evidence);
    expect(text).toMatch(/What do you do if you spill a chemical\?/);
    expect(text).not.toMatch(/lowest you will accept|why you are leaving|leading without authority|\{\w+\}/);
    inOrder(p, [
      /^Write “why this apprenticeship, why this employer”/,
      /^A practical that went wrong/,
      /^10 lab maths questions/,
      /^A mock interview/,
    ]);
  });

  it.each([
    ['biology graduate', 'pass an interview for a lab technician job'],
    ['lab technician, A levels, 12 years in post', 'interview for senior lab technician'],
    ['I teach A level chemistry', 'interview for a lab technician job at my school'],
    ['18, A levels', 'an interview for an electrician apprenticeship'],
    ['at sixth form', 'my university interview for medicine'],
  ])('not this track: %s → %s', (current, target) => {
    expect(interview.trackOf(current, target)).not.toBe(APPRENTICE);
  });
});
