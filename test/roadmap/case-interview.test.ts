import { inOrder, textOf, weekOf } from './custom-ask';
import { heldOnTheirDays, onOption } from './track-ask';

/**
 * Case interviews for consulting and strategy (issue #36, round 10): a final-year student aiming at a
 * consulting graduate scheme got the generic interview plan — one week of "typical case questions" and
 * salary and notice-period advice. The track builds issue trees from the question, sizes markets aloud,
 * drills mental maths daily, reads exhibits, closes answer first, and does live cases with partners, the
 * online test and fit. People written for this test; a former MBB interviewer's reading.
 */

const option = 'Interview Preparation';
const CASE = 'Case interviews: consulting and strategy';
const { trackOf, plan } = onOption(option);

describe('case interviews, as a consulting interviewer reads them', () => {
  it.each([
    ['Final-year economics student', 'pass the case interview for a consulting graduate scheme', 4, 45, /the firm you are applying to/],
    ['second-year maths undergraduate, never done a case', 'get an offer from McKinsey', 7, 60, /McKinsey's Solve game/],
    ['PhD in chemistry, leaving academia', 'get through the first round at BCG', 3, 30, /BCG's online case \(Casey/],
    ['I work in audit at a bank', 'move into management consulting', 5, 30, /the firm you are applying to/],
    ['MBA student, ex-engineer', 'land an MBB summer internship', 2, 60, /the MBB firm you are applying to/],
    ['history graduate working in retail', 'a job at a strategy consultancy', 4, 20, /the firm you are applying to/],
    [
      'final year, applying to Deloitte',
      "a place on Deloitte's consulting graduate scheme",
      3,
      45,
      /numerical reasoning and game-based tests/,
    ],
    ['engineer at a car maker', 'get good at market sizing and case practice for Bain', 4, 40, /Bain's invitation/],
  ])(
    '%s → %s (%i days, %i min): trees, sizing aloud, maths daily, live cases, the test and fit',
    async (current, target, days, minutes, firm) => {
      expect(trackOf(current, target)).toBe(CASE);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      heldOnTheirDays(p, days);
      // The structure is built from the question and a market sized aloud before the first live case.
      expect(weekOf(p, /^Learn issue trees and MECE/)).toBe(1);
      inOrder(p, [/^Profitability tree in 2 minutes/, /^Market sizing aloud/, /^Find 2 case partners/, /^Live case 1\b/]);
      expect(text).toMatch(/Case in Point/);
      expect(text).toMatch(/Case Interview Secrets/);
      expect(text).toMatch(/McKinsey's Beautify|BCG's Foods Inc/);
      // Mental maths in every week of a plan long enough to hold each of its weeks.
      const maths = p.weeks.filter((w) => w.days.some((d) => d.tasks.some((t) => /^Mental maths/.test(t.title))));
      expect(maths.length).toBeGreaterThanOrEqual(Math.min(p.weeks.length, 5) - 1);
      // The person's firm, read from the words (or said in general words).
      expect(text).toMatch(firm);
      expect(text).not.toMatch(/\{(firm|test|studied|minutes)\}/i);
      // Not the general interview plan: no salary, notice period or "typical case questions".
      expect(text).not.toMatch(/salary|notice period|typical technical or case questions/i);
    },
  );

  it('gives a plan long enough for them all: live cases with partners, the online test, the close, a mock round', async () => {
    const p = await plan('Final-year economics student', 'pass the case interview for a consulting graduate scheme', 60, 7);
    expect(p.weeks).toHaveLength(5);
    const text = textOf(p);
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) expect(text).toMatch(new RegExp(`Live case ${n}\\b`));
    expect(text).toMatch(/candidate-led/);
    expect(text).toMatch(/interviewer-led/);
    expect(text).toMatch(/Market entry tree/);
    expect(text).toMatch(/Pricing tree/);
    expect(text).toMatch(/M&A tree/);
    expect(text).toMatch(/Read 3 exhibits/);
    expect(text).toMatch(/answer first, 3 reasons/);
    expect(text).toMatch(/why consulting, why/);
    expect(weekOf(p, /^The online test, practised under time/)).toBe(4);
    expect(weekOf(p, /^Mock final round/)).toBe(5);
    // The honest length: an offer takes more live cases than five weeks hold.
    expect(text).toMatch(/20 to over 100 live cases/);
  });

  it.each([
    ['nurse, 12 years in critical care', 'interview for an NHS consultant nurse post'],
    ['software developer', 'interview at an IT consulting firm'],
    ['social worker with a caseload of 30 families', 'pass the interview for a senior social worker job'],
    ['paralegal', 'interview for a trainee solicitor role working on litigation cases'],
    ['marketing executive', 'a marketing manager interview where I present a case study'],
    ['recruitment consultant for 3 years', 'interview for a senior recruitment consultant job'],
    ['marketing analyst', 'pass a product manager interview with estimation questions'],
    ['registrar in cardiology', 'my interview for a consultant cardiologist post'],
  ])('%s → %s: not a consulting case interview', (current, target) => {
    expect(trackOf(current, target)).not.toBe(CASE);
  });
});
