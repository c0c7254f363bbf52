import { inOrder, textOf } from './custom-ask';
import { heldOnTheirDays, onOption } from './track-ask';

/**
 * A first lab job (round 18, decision 313): "recent graduate in biology, 40 applications, no replies" → "land a
 * lab technician job" got the general search ("dream, good fit, safe", "base, bonus, equity", the chat the day
 * after the outreach), and the 40 silent applications were never looked at. The track audits the applications
 * first where the person says they sent them (the CV scored against an ad's essential criteria, the screening
 * format, the supporting statement), leads the CV with the lab techniques of the degree named, and searches the
 * routes that hire lab staff (NHS Jobs, university technician posts, QC and testing labs, science agencies;
 * RSciTech and the Technician Commitment). People written for this test, read as a careers adviser would.
 */

const { trackOf, plan } = onOption('Job Search Strategy');
const SILENT = 'A first lab job: the silence audited, a lab CV, the routes';
const FIRST = 'A first lab job: the ads read, a lab CV, the routes';

describe('a first lab job, as a careers adviser reads it', () => {
  it.each([
    [
      'recent graduate in biology, 40 applications, no replies',
      'land a lab technician job',
      5,
      60,
      [
        /^List the 40 applications you have sent/m,
        /aseptic technique, cell or bacterial culture, PCR/,
        /NHS Jobs \(medical laboratory assistant/,
        /RSciTech/,
        /Technician Commitment/,
      ],
    ],
    [
      "I've applied to dozens of jobs in the US, BSc microbiology 2023",
      'lab assistant job in Boston',
      4,
      45,
      [/the dozens of applications you have sent/, /HigherEdJobs/, /ASCP Board of Certification/],
    ],
    [
      'chemistry graduate, applied for loads of QC jobs and got rejected',
      'a QC analyst job in pharma',
      2,
      120,
      [/the loads of applications you have sent/, /HPLC or GC/, /graduate in chemistry seeking/],
    ],
    [
      'biomedical science graduate working in a café, 25 applications and 2 rejections',
      'a medical laboratory assistant post',
      7,
      15,
      [/the 25 applications/, /biomedical graduate \|/],
    ],
  ])('%s → %s (%i days, %i min): the applications audited before the next', async (current, target, days, minutes, says) => {
    expect(trackOf(current, target)).toBe(SILENT);
    const p = await plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    const text = textOf(p);
    for (const said of says) expect(text).toMatch(said);
    expect(text).not.toMatch(/dream, good fit, safe|base, bonus, equity|Anchor with a specific figure/);
    inOrder(p, [
      /^List (?:the last 15 of )?the .* applications you have sent/,
      /^Score your CV against/,
      /^Write the 3 reasons/,
      /^List every lab technique/,
      /^Set up alerts on the routes/,
      /^Answer 5 typical lab interview questions/,
    ]);
  });

  it.each([
    [
      'chemistry graduate',
      'a QC analyst job in pharma',
      3,
      30,
      [/titration and standard solutions/, /How posts are shortlisted|Read how one NHS Jobs or university post is shortlisted/],
    ],
    ['MSc genetics, finishing in June', 'work in a lab as a research technician', 6, 90, [/genetics practicals/, /research technician/]],
  ])(
    '%s → %s (%i days, %i min): no applications said, so the ads are read first, not audited',
    async (current, target, days, minutes, says) => {
      expect(trackOf(current, target)).toBe(FIRST);
      const p = await plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      const text = textOf(p);
      for (const said of says) expect(text).toMatch(said);
      expect(text).not.toMatch(/went quiet|applications you have sent/);
    },
  );

  it('holds the calls a week after the messages, never the next day', async () => {
    const p = await plan('recent graduate in biology, 40 applications, no replies', 'land a lab technician job', 60, 5);
    const weekOf = (re: RegExp) => p.weeks.findIndex((w) => w.days.some((d) => d.tasks.some((t) => re.test(t.title))));
    expect(weekOf(/^Hold any call your messages brought/)).toBeGreaterThan(weekOf(/^Message 2 people who work as lab technicians/));
  });

  it.each([
    ['lab manager for 12 years', 'a senior lab manager post'],
    ['dental nurse', 'become a dental lab technician'],
    ['left school, A levels in biology', 'work in a lab'],
    ['40 applications, no replies', 'a marketing job'],
    ['biology teacher', 'find a teaching job in a new school'],
    ['I run a computer lab', 'a better job in IT'],
  ])('%s → %s: not the lab job track', (current, target) => {
    expect([SILENT, FIRST]).not.toContain(trackOf(current, target));
  });
});

/**
 * The same silence outside the lab: applications said with no replies are audited first on the general path's
 * own field (`job-search-strategy-silent.json`, last in the option's tracks), before any "dream, good fit, safe"
 * list; the chat is held with whoever replied, not the day after the message.
 */
describe('applications with no replies, in any field', () => {
  const AUDIT = 'Applications with no replies: an audit first';
  it.each([
    ['sent 60 applications with no replies', 'an office administrator job', 3, 30, /the 60 applications you have sent/],
    [
      'marketing graduate, applied to 100 jobs and not one interview',
      'a marketing assistant role',
      5,
      60,
      /the 100 applications you have sent/,
    ],
    [
      'no responses from dozens of applications, 5 years in retail',
      'a customer service job',
      2,
      90,
      /the dozens of applications you have sent|your applications so far/,
    ],
    ['40 job applications, zero callbacks', 'any admin job in Leeds', 7, 15, /the 40 applications you have sent/],
  ])('%s → %s (%i days, %i min)', async (current, target, days, minutes, sent) => {
    expect(trackOf(current, target)).toBe(AUDIT);
    const p = await plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    const text = textOf(p);
    expect(text).toMatch(sent);
    expect(text).not.toMatch(/dream, good fit, safe|tier-1/);
    inOrder(p, [
      /^List (?:the last 15 of )?(?:the .* applications you have sent|your applications so far)/,
      /^Score your (?:CV|resume|résumé) against/,
      /^Write the 3 reasons/,
    ]);
    if (/Hold a 15-minute chat/.test(text)) expect(text).toMatch(/With whoever has replied/);
  });

  it.each([
    ['40 applications, 3 interviews, no offers yet', 'an office job'],
    ['left the army, 30 applications, no replies', 'a civilian job in logistics'],
    ['recent graduate in biology, 40 applications, no replies', 'land a lab technician job'],
    ['I have not applied anywhere yet', 'a job in sales'],
  ])('%s → %s: not the audit track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(AUDIT);
  });
});
