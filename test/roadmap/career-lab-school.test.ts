import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { inOrder, tasksOf, textOf } from './custom-ask';

/**
 * Round 18 left it (closing-r18): a school leaver's first lab job got the graduate's route ("your science degree",
 * "Book your university careers service") or the general search. Without a degree the routes are an apprenticeship
 * (the Level 3 laboratory technician standard, RSciTech at the end), an NHS laboratory assistant post, or a school's
 * science technician post; the CV is school practicals and a Saturday job (decision 335). People written for this test.
 */

const job = onOption('Job Search Strategy');
const SCHOOL = 'A first lab job from school: apprenticeships, trainees';
const FIRST = 'A first lab job: the ads read, a lab CV, the routes';
const SILENT = 'A first lab job: the silence audited, a lab CV, the routes';

describe('a school leaver’s first lab job, as a careers adviser reads it', () => {
  it.each([
    ['left school in June with 3 A levels in biology and chemistry, no degree', 'get my first job in a lab', 30, 4, /A levels/],
    ['16, just got my GCSEs, not staying on at sixth form', 'an apprenticeship in a science lab', 20, 3, /GCSEs/],
    ['doing a BTEC in applied science at college, finishing in June', 'become a lab technician', 45, 5, /BTEC/],
    ['18, A levels in chemistry and maths', 'a QC lab apprenticeship at a pharma company', 60, 2, /A levels/],
    ['18, no degree', 'a lab technician job', 10, 7, /school or college qualifications/],
  ])(
    '%s → %s (%i×%i): the routes without a degree, school practicals, the apprentice interview',
    async (current, target, minutes, days, quals) => {
      expect(job.trackOf(current, target)).toBe(SCHOOL);
      const p = await job.plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      expectOnTheirDays(p, minutes, days);
      const text = textOf(p);
      expect(text).toMatch(/Level 3 laboratory technician apprenticeship \(typically 2 years, paid, RSciTech at the end\)/);
      expect(text).toMatch(/medical laboratory assistant post in the NHS \(Band 2, trained in post\)/);
      expect(text).toMatch(/GOV\.UK’s Find an apprenticeship/);
      expect(tasksOf(p).map((t) => t.title)).toContainEqual(expect.stringMatching(new RegExp(`^Mark your ${quals.source}`)));
      expect(text).not.toMatch(/science degree|university careers service|final-year project|\{\w+\}/);
      inOrder(p, [
        /^Read the routes into lab work without a degree/,
        /^List the practicals you have done/,
        /^Practise 10 numerical test questions/,
        /^Answer 5 apprenticeship interview questions aloud/,
      ]);
    },
  );

  it('biology and chemistry A levels give both subjects’ practicals on the CV', async () => {
    const p = await job.plan('left school with A levels in biology and chemistry', 'a laboratory technician apprenticeship', 30, 4);
    const practicals = tasksOf(p).find((t) => t.title.startsWith('List the practicals you have done'));
    expect(practicals?.description).toMatch(/titration.*microscopy.*aseptic technique/);
  });

  it('a US high-school senior gets hospital lab assistant posts and apprenticeship.gov, not GOV.UK', async () => {
    const p = await job.plan('high school senior in Ohio, no college plans', 'a lab assistant job', 30, 4);
    expect(job.trackOf('high school senior in Ohio, no college plans', 'a lab assistant job')).toBe(SCHOOL);
    const text = textOf(p);
    expect(text).toMatch(/apprenticeship\.gov/);
    expect(text).toMatch(/specimen processor/);
    expect(text).not.toMatch(/GOV\.UK|NHS Jobs/);
  });

  it('the CV profile says school leaver for a school leaver, and a worker for someone with 20 years of work', async () => {
    const school = textOf(
      await job.plan('left school with A levels in biology and chemistry', 'a laboratory technician apprenticeship', 30, 4),
    );
    expect(school).toMatch(/“School leaver with A levels seeking a laboratory technician apprenticeship\.”/);
    const worker = textOf(await job.plan('left school at 16, 20 years in retail, GCSEs', 'a lab assistant job', 30, 3));
    expect(worker).toMatch(/“Reliable worker with GCSEs and years of work behind me seeking/);
    expect(worker).not.toMatch(/School leaver with/);
  });

  it.each([
    ['recent graduate in biology, 40 applications, no replies', 'land a lab technician job', SILENT],
    ['chemistry graduate', 'a QC analyst job in pharma', FIRST],
    ['I graduated in physics last year', 'a job in a lab', FIRST],
  ])('a graduate keeps the graduate’s lab route: %s → %s', (current, target, track) => {
    expect(job.trackOf(current, target)).toBe(track);
  });

  it.each([
    ['lab technician for 12 years, A levels only', 'become a lab manager'],
    ['at school studying A levels', 'a job in dental lab technology'],
    ['A levels, want to work with my hands', 'an electrician apprenticeship'],
    ['left school at 18', 'a job in sales, labelling products'],
  ])('not a school leaver’s lab job: %s → %s', (current, target) => {
    expect(job.trackOf(current, target)).not.toBe(SCHOOL);
  });
});
