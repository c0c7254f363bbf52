import { inOrder, textOf } from './custom-ask';
import { heldOnTheirDays, onOption } from './track-ask';

/**
 * A school leadership interview (issue #36, round 14 wave 2, decision 240): an assistant or deputy head's,
 * a head of department's interview got a generic assessment-centre template that never planned the lesson
 * observation. A school leader's plan instead: the pack against the person specification and the school's
 * inspection report, the observed lesson planned, taught and reflected on, a timed in-tray and a data task,
 * safeguarding scenarios from KCSIE (or the nation's own guidance), the presentation, the student panel, a
 * mock panel and the day. People written for this test.
 */

const { trackOf, plan } = onOption('Interview Preparation');
const SCHOOL = 'A school leadership interview: the lesson, in-tray and panel';
const GENERIC = /Research the company|Decode the job|product sense|STAR stories for the most common/;

describe('a school leadership interview, as a head reads the plan', () => {
  it.each([
    [
      'teacher for 8 years, second in department',
      'interview for assistant headteacher at a secondary school',
      45,
      4,
      /assistant head's post/,
      /Keeping Children Safe in Education/,
      /Ofsted report/,
    ],
    [
      'primary teacher in Leeds, KS2 lead',
      'deputy headteacher interview at a primary school',
      30,
      5,
      /a primary class you have never met/,
      /Keeping Children Safe in Education/,
      /Headteachers' Standards/,
    ],
    [
      'teacher in Glasgow, principal teacher of maths',
      'depute head interview',
      60,
      3,
      /depute head's post/,
      /National Guidance for Child Protection in Scotland/,
      /How good is our school\?/,
    ],
    [
      'maths teacher, 6 years',
      'head of maths interview with a lesson observation and in-tray',
      20,
      6,
      /head of maths's post/,
      /Keeping Children Safe in Education/,
      /Compare school performance/,
    ],
  ])(
    '%s → %s (%i min, %i days): the pack, the lesson, the in-tray, safeguarding, the panel',
    async (current, target, minutes, days, post, safeguarding, inspection) => {
      expect(trackOf(current, target)).toBe(SCHOOL);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      heldOnTheirDays(p, days);
      for (const words of [post, safeguarding, inspection]) expect(text).toMatch(words);
      expect(text).not.toMatch(GENERIC);
      inOrder(p, [
        /^Read the job pack for the .+'s post/,
        /^Do a timed in-tray/,
        /^A data task/,
        /^Answer four scenarios aloud/,
        /^Draft the presentation/,
        /^Write the questions a student panel asks/,
        /^Plan the observed lesson/,
        /^Teach the lesson to a class of your own/,
        /^Rehearse the reflection aloud/,
        /^A mock panel with your head/,
      ]);
    },
  );

  it('an interview in three weeks keeps the observed lesson, rehearsed in the week before the day', async () => {
    const current = 'science teacher in Cardiff, 5 years';
    const target = 'head of science interview in three weeks';
    expect(trackOf(current, target)).toBe(SCHOOL);
    const p = await plan(current, target, 120, 2);
    expect(p.weeks).toHaveLength(3);
    const text = textOf(p);
    expect(text).toMatch(/Estyn/);
    expect(text).toMatch(/a safeguarding scenario/);
    inOrder(p, [
      /^Read the job pack for the head of science's post/,
      /^Teach the lesson to a class of your own/,
      /^A mock panel with your head/,
    ]);
  });

  it.each([
    ['head chef', 'deputy head chef interview'],
    ['software engineer', 'deputy head of engineering interview'],
    ['lecturer in chemistry', 'head of department interview at a university'],
    ['marketing manager', 'head of marketing interview with a presentation'],
    ['staff nurse', 'band 6 interview with a presentation'],
  ])('%s → %s is not a school leadership interview', (current, target) => {
    expect(trackOf(current, target)).not.toBe(SCHOOL);
  });
});
