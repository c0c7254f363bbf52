import { onOption } from './track-ask';
import { inOrder, textOf } from './custom-ask';

/**
 * A first supervisor's interview (issue #36, round 11): an electrician of ten years going for a maintenance
 * supervisor post at a hospital got the general course, "Company research: product, customers, recent
 * news, 3 competitors", nothing on leading former peers or the rules a supervisor answers for. The track
 * prepares as a panel scores: the person specification and the employer, evidence from the job, leadership
 * stories, leading peers (Acas), scenarios in an order (safety first, HSE HSG65), a mock panel, the day.
 * People written for this test.
 */

const { trackOf, plan } = onOption('Interview Preparation');
const SUPERVISOR = "A first supervisor's post: stepping up from the job";

describe("a first supervisor's interview, as a career coach reads the plan", () => {
  it.each([
    ['plumber for 12 years', 'get the plumbing supervisor job at the council', 'the plumbing supervisor post', /Gas Safe/],
    [
      'I drive a forklift, 6 years at the same warehouse',
      // A date far enough off for the whole course (a nearer one thins it: dates.test.ts, decision 190).
      'interview for team leader on nights next spring',
      'the team leader post',
      /MHE licences/,
    ],
    [
      "electrician, I've never had a formal interview",
      'pass the interview for shift supervisor at the hospital',
      'the shift supervisor post',
      /HTM 06-01/,
    ],
  ])('%s → %s: the post, stories as a leader, scenarios, a mock panel', async (current, target, post, rules) => {
    expect(trackOf(current, target)).toBe(SUPERVISOR);
    const p = await plan(current, target, 30, 4);
    const text = textOf(p);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).toContain(`person specification for ${post}`);
    inOrder(p, [
      /^Read the job description and person specification/,
      /^STAR story: a job you led/,
      /^Prepare your answer to "How will you manage people who used to be your colleagues\?"/,
      /^Scenario aloud: an urgent breakdown/,
      /^A mock interview of 40 minutes/,
      new RegExp(`^The interview for ${post}$`),
    ]);
    expect(text).toMatch(rules);
    expect(text).not.toMatch(/competitors|product, customers/);
  });

  it.each([
    ['staff nurse, band 5', 'interview for a band 6 charge nurse post', /clinical promotion/i],
    ['software developer', 'pass a senior software engineer interview', /Software engineer/],
    ['product analyst', 'product manager interviews at a startup', /Product manager/],
  ])('%s → %s keeps its own track', (current, target, track) => {
    expect(trackOf(current, target)).toMatch(track);
  });
});
