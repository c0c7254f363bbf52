import { onOption } from './track-ask';

/**
 * A job search for someone whose right to work depends on a visa or permit (decision 198): their status
 * in one line with its conditions, how an employer checks it in the country their words place them in,
 * one honest line for applications, qualifications compared, a CV in the country's form and employers
 * who can hire them — and never legal advice: the official service and a regulated adviser are named.
 * People written for these tests, several ways of saying it, and neighbours that must not change.
 */
const job = onOption('Job Search Strategy');
const textOf = (plan: unknown) => JSON.stringify(plan);
const VISA = 'New to the country: your right to work, said plainly';

describe('who needs their right to work said', () => {
  it.each([
    ['I moved here on a spouse visa, I was an accountant back home', 'an accounting job'],
    ['my work permit is being processed', 'a warehouse job in Toronto'],
    ["I'm on a student visa", 'a part-time job near campus'],
    ['F-1 student graduating in May', 'a data analyst job on OPT'],
    ['came to London with my husband on a dependant visa', 'an admin job'],
    ['I have an EAD while my green card is pending', 'a job in retail management'],
    ['we arrived in Canada as newcomers last spring', 'my first job here as an engineer'],
    ['software engineer from Pune', 'a job in Berlin, I will need visa sponsorship'],
  ])('“%s” → “%s”', (current, target) => {
    expect(job.trackOf(current, target)).toBe(VISA);
  });

  it.each([
    ['payments analyst', 'a job at Visa'],
    ['I apply to ads and hear nothing', 'interviews at companies I choose'],
    ['made redundant from the warehouse, on a skilled worker visa', 'another warehouse job'],
    ['moved to Leeds last year', 'a marketing job'],
  ])('“%s” → “%s” keeps its own track', (current, target) => {
    expect(job.trackOf(current, target)).not.toBe(VISA);
  });
});

describe('the right to work, by the country the words name', () => {
  it('gives the UK a share code, the sponsor register, Ecctis and a two-page CV', async () => {
    const text = textOf(
      await job.plan('I moved to Manchester on a spouse visa last year, I was an accountant in Lagos', 'an accounting job', 40, 4),
    );
    expect(text).toMatch(/share code from GOV.UK's Prove your right to work service/);
    expect(text).toMatch(/register of licensed sponsors/);
    expect(text).toMatch(/Ecctis/);
    expect(text).toMatch(/a CV of 2 pages, with no photo/);
    expect(text).toMatch(/This plan gives no legal advice/);
    expect(text).not.toMatch(/Form I-9|VEVO|LMIA/);
  });

  it('gives the US Form I-9, the EAD and an F-1’s limits, and no share code', async () => {
    const f1 = textOf(await job.plan('F-1 student at a university in Boston, graduating in May', 'a data analyst job on OPT', 30, 5));
    expect(f1).toMatch(/Form I-9 by your third day of work/);
    expect(f1).toMatch(/On an F-1, on-campus work up to 20 hours a week in term/);
    const h4 = textOf(await job.plan("I'm on an H-4 visa in New Jersey, software tester back home", 'a QA job', 30, 5));
    expect(h4).toMatch(/An H-4 spouse may work only with an H-4 EAD/);
    for (const text of [f1, h4]) expect(text).not.toMatch(/share code|Ecctis/);
  });

  it('gives a pending Canadian permit maintained status, and an Australian student 48 hours a fortnight', async () => {
    const ca = textOf(await job.plan('my work permit is being processed, I was a nurse in Manila', 'a job in Toronto', 30, 5));
    expect(ca).toMatch(/do not start work unless IRCC says you may/);
    expect(ca).toMatch(/Social Insurance Number/);
    expect(ca).toMatch(/Educational Credential Assessment/);
    const au = textOf(await job.plan("I'm on a student visa in Sydney, second year of IT", 'a part-time job', 30, 5));
    expect(au).toMatch(/48 hours a fortnight/);
    expect(au).toMatch(/VEVO/);
  });
});
