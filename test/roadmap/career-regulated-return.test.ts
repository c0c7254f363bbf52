import { onOption } from './track-ask';

/**
 * A return to a regulated profession after years away (decision 198): the register and what it asks, the
 * check, the returners' support, a refresher, a day back in the work, the application and the sector's
 * interview — by profession and by the country the person's words place them in. People written for
 * these tests, several ways of saying each, and neighbours that must keep their own track.
 */
const job = onOption('Job Search Strategy');
const textOf = (plan: unknown) => JSON.stringify(plan);

describe('who returns to a regulated profession', () => {
  it.each([
    ['I was a primary teacher for 8 years, then 6 years at home with my children', 'back in the classroom as a teacher'],
    ["haven't taught since 2016", 'a teaching job again'],
    ['secondary maths teacher, career break to care for my dad', 'get a teaching post'],
    ['Registered nurse in Brisbane, took 7 years out to raise my kids', 'get back into nursing'],
    ['my NMC registration lapsed in 2019', 'work as a nurse again'],
    ['midwife, off the register for 4 years', 'return to midwifery'],
    ['qualified social worker, left in 2017 when my son was born', 'return to social work'],
    ['physiotherapist, out of practice for 6 years', 'back to work as a physio'],
    ['trained as a midwife, then 9 years at home with my four', 'to practise again'],
  ])('“%s” → “%s” is a return to a regulated profession', (current, target) => {
    expect(job.trackOf(current, target)).toBe('Back to teaching, nursing or social work: the register first');
  });

  it.each([
    ['teacher for 12 years, burnt out', 'leave teaching for an instructional design job'],
    ['nurse for 10 years', 'a career change into pharma sales'],
    ['teaching assistant, 5 years at home with the kids', 'back to work in a school'],
    ['stay-at-home mum for 8 years, ex-accountant', 'back to work in accounts'],
    ['made redundant as a teacher', 'another teaching job'],
    ['nurse for 15 years on a busy ward', 'enjoy my job again'],
    ['I teach year 6 and I am exhausted', 'a calmer school where I can breathe again'],
  ])('“%s” → “%s” keeps its own track', (current, target) => {
    expect(job.trackOf(current, target)).not.toBe('Back to teaching, nursing or social work: the register first');
  });
});

describe('the return’s weeks, read as a careers adviser would', () => {
  it('gives a teacher in England QTS, the DfE’s adviser, an enhanced DBS, observation days, the application and the observed lesson', async () => {
    const plan = await job.plan(
      'primary teacher in Bristol for 8 years, then 6 years at home with my children',
      'back in the classroom',
      45,
      4,
    );
    const text = textOf(plan);
    expect(text).toMatch(/your QTS does not expire/);
    expect(text).toMatch(/the DfE's free return-to-teaching adviser/);
    expect(text).toMatch(/enhanced DBS check with the barred list/);
    expect(text).toMatch(/two observation days in a local school/);
    expect(text).toMatch(/Keeping Children Safe in Education/);
    expect(text).toMatch(/the Teachers' Standards/);
    expect(text).toMatch(/the observed lesson: plan it to the school's brief/);
    expect(text).toMatch(/a supply agency/);
    // The application is the spine: found, drafted, sent, then its interview.
    expect(text).toMatch(/Milestone: Your first application sent/);
    expect(plan.weeks.at(-1)?.days.at(-1)?.tasks.at(-1)?.title).toBe('Milestone: Your application sent and its interview prepared');
    expect(text).not.toMatch(/NMC|returnship|Women Returners|target companies/);
  });

  it('gives a nurse in Australia Ahpra’s recency rule and no NHS', async () => {
    const text = textOf(await job.plan('Registered nurse in Brisbane, took 7 years out to raise my kids', 'get back into nursing', 30, 5));
    expect(text).toMatch(/recency of practice standard asks for 450 hours of practice in the past 5 years/);
    expect(text).toMatch(/Working with Children Check/);
    expect(text).not.toMatch(/NHS|\btrust's\b|DBS|QTS/);
  });

  it('gives a UK nurse the NMC’s Return to Practice or test of competence, and the drug calculations', async () => {
    const text = textOf(await job.plan('my NMC registration lapsed in 2019 after I had twins', 'work as a nurse again', 40, 4));
    expect(text).toMatch(/Return to Practice course or the NMC's test of competence/);
    expect(text).toMatch(/10 drug calculations/);
    expect(text).not.toMatch(/QTS|observed lesson|Social Work England/);
  });

  it('gives a teacher in the US the state license and fingerprints, and a social worker in Scotland the SSSC', async () => {
    const us = textOf(await job.plan("taught 3rd grade in Ohio, haven't taught for 7 years", 'back to teaching', 30, 3));
    expect(us).toMatch(/Your state's teaching license/);
    expect(us).toMatch(/fingerprints/);
    expect(us).not.toMatch(/QTS|DBS|Teachers' Standards/);
    const scot = textOf(await job.plan('social worker in Glasgow, 5 years out of work', 'return to social work', 30, 3));
    expect(scot).toMatch(/In Scotland, the SSSC register/);
    expect(scot).toMatch(/PVG scheme/);
  });

  it('names the profession the person named: a physio’s HCPC updating days, a midwife’s midwifery', async () => {
    const physio = textOf(
      await job.plan('physiotherapist, out of practice for 6 years while my kids were small', 'back to work as a physio in the NHS', 30, 3),
    );
    expect(physio).toMatch(/your way back into physiotherapy/);
    expect(physio).toMatch(/5 years or more, 60 days/);
    const midwife = textOf(await job.plan('midwife, off the register for 4 years', 'return to midwifery', 30, 3));
    expect(midwife).toMatch(/your way back into midwifery/);
    expect(midwife).toMatch(/The NMC register/);
  });
});
