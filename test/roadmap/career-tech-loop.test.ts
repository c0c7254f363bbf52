import { inOrder, textOf } from './custom-ask';
import { heldOnTheirDays, onOption } from './track-ask';

/**
 * A tech loop beyond software engineering (issue #36, round 13): "pass the machine learning engineer
 * interviews at Google" from a data scientist got company research and STAR stories — no coding, no ML
 * system design, no ML fundamentals. ML engineers, data scientists, data engineers and SREs get their own
 * rounds (coding, the role's knowledge, its design round), a project deep dive and mock loops, in the hours
 * the Tech Interview Handbook gives (about 3 months at 11 hours a week for coding alone), said honestly.
 * People written for this test, read as an interview coach would.
 */

const { trackOf, plan } = onOption('Interview Preparation');
const LOOP = 'A tech loop: ML, data science, data engineering or SRE';

describe('an ML, data or SRE loop, as an interview coach reads it', () => {
  it.each([
    [
      'data scientist, 3 years, Python and SQL',
      'pass the machine learning engineer interviews at Google',
      5,
      60,
      /machine learning engineer at Google/,
      [/ML system design/, /bias and variance/, /home feed/],
    ],
    [
      'statistician moving to tech, R user',
      'data scientist interviews at Meta',
      4,
      60,
      /data scientist at Meta/,
      [/A\/B test/, /p-value/, /window functions/],
    ],
    [
      'ETL developer, SSIS and SQL Server',
      'data engineer job at a fintech',
      7,
      120,
      /data engineer at your target companies/,
      [/star schema/, /streaming pipeline/, /Kleppmann/],
    ],
    [
      'sysadmin, Linux, 8 years',
      'SRE interviews at Amazon',
      4,
      45,
      /site reliability \(SRE or DevOps\) engineer at Amazon/,
      [/non-abstract large system design/, /error budgets/, /DNS/],
    ],
    [
      'backend developer moving to infra',
      'pass the DevOps engineer loop',
      2,
      90,
      /site reliability/,
      [/Site Reliability Workbook/, /scripting/],
    ],
    [
      'PhD in physics, some PyTorch',
      'get an applied scientist offer',
      6,
      30,
      /machine learning engineer/,
      [/embeddings/, /fraudulent payments/],
    ],
  ])(
    "%s → %s (%i days, %i min): coding, the role's knowledge, its design round, mock loops",
    async (current, target, days, minutes, job, says) => {
      expect(trackOf(current, target)).toBe(LOOP);
      const p = await plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      const text = textOf(p);
      expect(text).toMatch(job);
      for (const said of says) expect(text).toMatch(said);
      inOrder(p, [
        /^Map the loop for/,
        /^Read how the design round is run/,
        /^(?:Two problems with arrays and hash maps|One array or hash-map problem)/,
        /^A 45-minute mock coding round/,
        /^A full mock loop/,
        /^The loop at/,
      ]);
      expect(text).not.toMatch(/competitors|product, customers/);
    },
  );

  it('says the weeks honestly: a loop at 30 minutes on 3 days takes months, and an hour a day on 5 about a quarter', async () => {
    const slow = await plan('data scientist', 'ML engineer interviews at Google', 30, 3);
    const steady = await plan('data scientist', 'ML engineer interviews at Google', 60, 5);
    expect(steady.weeks.length).toBeGreaterThanOrEqual(10);
    // The weeks between the syllabus's are practice on a new pattern each, never a syllabus week said twice, and the loop is last.
    const practice = steady.weeks.map((w) => w.title).filter((t) => /Practice, week/.test(t));
    expect(practice.length).toBeGreaterThan(0);
    expect(new Set(practice).size).toBe(practice.length);
    expect(steady.weeks.at(-1)!.title).toMatch(/Mock loops, and the loop/);
    expect(slow.weeks.length).toBeGreaterThan(steady.weeks.length);
    expect(slow.description).toMatch(
      /Ready for the loop \([^)]*\) takes about 65 hours of study from where you are: about \d+ months at this pace/,
    );
  });

  it.each([
    ['excel power user', 'data analyst interview at the council', /its own rounds and work/],
    ['backend developer', 'pass a senior software engineer interview', /Software engineer/],
    ['product analyst', 'product manager interviews at a startup', /Product manager/],
    ['warehouse operative', 'interview at Amazon for a shift lead', /supervisor/i],
  ])('%s → %s keeps its own track', (current, target, track) => {
    const chosen = trackOf(current, target);
    expect(chosen).not.toBe(LOOP);
    expect(chosen).toMatch(track);
  });
  it("at 10 minutes on 2 days, says how long the whole takes, and starts on the track's own first step", async () => {
    const p = await plan('data scientist', 'ML engineer interviews at Google', 10, 2);
    heldOnTheirDays(p, 2);
    expect(p.description).toMatch(/Ready for the loop \([^)]*\) takes about \d+ (weeks|hours)/);
    expect(
      p.weeks[0].days.flatMap((d) => d.tasks).some((t) => /^Map the loop for a machine learning engineer at Google/.test(t.title)),
    ).toBe(true);
  });
});
