import { onOption } from './track-ask';
import { textOf } from './custom-ask';

/**
 * A career plan's examples from the person's own field (round 18, decision 313): a paralegal back after 8 years at
 * home was given an accountant's "Cut month-end from 6 days to 4" and STEM Returners; a teacher moving into
 * instructional design was given "Handled the monthly reports", a take-home design challenge done in a 30-minute
 * session, a mock "with the person you booked in week 1" (only a chat was asked) and a cheat sheet cut for time
 * that the milestone and the interview week still named; an e-learning developer was given a coding loop.
 */

describe("a returner's CV, with examples from the field they left", () => {
  const { trackOf, plan } = onOption('Resume & Portfolio Building');
  it.each([
    [
      'stay-at-home mum for 8 years, before that a paralegal',
      'a CV that explains the gap and gets me back into law',
      3,
      30,
      [
        /completion files a month for 4 conveyancers/,
        /Law Society Gazette/,
        /SQE route/,
        /NALP or CILEx paralegal course/,
        /law firms' own returner programmes/,
      ],
    ],
    [
      'legal secretary, 6 years off caring for my mum, in Ohio',
      'back to work as a legal assistant',
      5,
      45,
      [/completion files/, /NALA or NFPA/],
    ],
    [
      'career break of 5 years caring for my dad, before that management accountant',
      'back to work',
      4,
      45,
      [/Cut month-end from 6 days to 4/],
    ],
    ['I was a teacher, took 6 years off with my kids', 'return to work in an office', 5, 20, [/Year 9 set's average/]],
    [
      'out of work for 3 years after cancer treatment, was a software developer',
      'a CV for a returnship',
      2,
      60,
      [/release checks/, /STEM Returners/],
    ],
    [
      'career break for 4 years with my twins, was a receptionist at my mother-in-law’s firm',
      'back into work',
      7,
      15,
      [/directors' diaries/],
    ],
  ])('%s → %s (%i days, %i min)', async (current, target, days, minutes, says) => {
    expect(trackOf(current, target)).toBe('Back after a career break');
    const text = textOf(await plan(current, target, minutes, days));
    for (const said of says) expect(text).toMatch(said);
    if (!/accountant/.test(current)) expect(text).not.toMatch(/month-end/);
    if (/law|legal/.test(target)) expect(text).not.toMatch(/STEM Returners|Skills Bootcamp/);
    // "mother-in-law" is not the law.
    if (/mother-in-law/.test(current)) expect(text).not.toMatch(/conveyancers|Law Society/);
  });
});

describe('an interview for the role, with the person’s own work and the round as it is set', () => {
  const { trackOf, plan } = onOption('Interview Preparation');
  const ROLE = 'Interviews for your role: its own rounds and work';
  it.each([
    [
      'teacher for 12 years',
      'pass interviews for an instructional designer role',
      4,
      45,
      /"Planned Year 9 science" becomes "designed a 6-week unit/,
    ],
    ['primary school teacher, 8 years', 'a learning designer job at a university', 3, 30, /"Planned Year 9 science" becomes/],
    ['HR officer who runs our onboarding', 'an e-learning developer job', 3, 30, /"Ran the induction training" becomes/],
    ['lecturer in FE, 10 years', 'instructional design interviews', 5, 60, /"Planned Year 9 science" becomes/],
  ])('%s → %s (%i days, %i min)', async (current, target, days, minutes, example) => {
    expect(trackOf(current, target)).toBe(ROLE);
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(example);
    expect(text).not.toMatch(/Handled the monthly reports|the person you booked in week 1|under the real time limit/);
    expect(text).toMatch(/a take-home brief as its first hour/);
    // The cheat sheet the milestone names and the interview week prints is written before them.
    const titles = p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    if (/cheat sheet/.test(text)) expect(titles).toContain('Write a one-page cheat sheet for the day before');
  });

  it('a software developer still gets the coding loop', () => {
    expect(trackOf('junior dev', 'software developer interviews')).toBe('Software engineer interviews');
  });
});
