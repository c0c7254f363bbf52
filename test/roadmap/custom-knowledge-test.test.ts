import { readBack } from '../../lambdas/roadmap/reading';
import { goal, inOrder, plan, textOf } from './custom-ask';

/**
 * A custom goal that is a knowledge test with published content (decision 402): the US civics test, Canada's
 * citizenship test, the Part 107 drone test, a UK theory test, a PCOC, a CompTIA exam, a food hygiene
 * certificate. A tutor plans them from the official material, the chapters weakest first, questions the day
 * after reading, a wrong-answer log, timed mocks at the test's own length and pass mark, booking and the day;
 * the generic custom template ("A teacher, a first lesson", "Your weakest part: the form") is gone, and a
 * practical part with risk is said to be an instructor's. People written for this test.
 */

const trackOf = (title: string, current: string, target: string, description?: string) =>
  readBack(goal(title, current, target, description ? { description } : {})).track.name;
const TEST = 'A knowledge test from its official material, with mocks';
const TEMPLATE = /first lesson|Your weakest part: the form|Who teaches it|whole attempt/i;

describe('a knowledge test, as a tutor for it reads the plan', () => {
  it.each([
    ['Pass the US citizenship civics test', 'Pass the civics test in 8 weeks'],
    ['Canadian citizenship test', 'pass it in 6 weeks'],
    ['Life in the UK test', 'pass first time'],
    ['FAA Part 107 drone license', 'Pass the Part 107 knowledge test'],
    ['Pass my motorcycle theory test', 'next month'],
    ['Driving theory test', 'pass it before my lessons start'],
    ['CompTIA A+ Core 1', 'Pass Core 1 in 3 months'],
    ['AWS Cloud Practitioner', 'pass CLF-C02'],
    ['Get my Canadian boating licence (PCOC)', 'Pass the PCOC test this weekend'],
    ['Food hygiene certificate', 'level 2 food safety certificate for my café job'],
    ['Get my CSCS card', 'pass the health, safety and environment test'],
    ['Real estate exam', 'pass my real estate license exam in March'],
    ['Ham radio', 'pass the amateur radio license exam'],
    ['Hunter education', 'pass the hunter education test before the season'],
    ['PPL theory', 'pass all nine PPL exams this winter'],
    ['Wine', 'WSET level 2'],
  ])('“%s” → “%s” is a knowledge test', (title, target) => {
    expect(trackOf(title, 'not started', target)).toBe(TEST);
  });

  it.each([
    ['Learn to fly a drone', 'smooth shots of the coast'],
    ['Get better at chess', '1200 rapid'],
    ['Pass my driving test', 'pass first time'],
    ['Driving', 'pass my theory and practical test this year'],
    ['Motorbike licence', 'pass my CBT and theory test'],
    ['Music theory', 'pass ABRSM grade 5 theory exam'],
    ['Typing', 'pass a 40 wpm typing test'],
    ['Teach civics', 'make my civics lessons more engaging'],
    ['Wine tasting', 'know what I like in a red'],
  ])('“%s” → “%s” is not', (title, target) => {
    expect(trackOf(title, 'beginner', target)).not.toBe(TEST);
  });

  it('the civics test in 8 weeks at 15 minutes: USCIS’s questions by version, the 6 of 10 or 12 of 20, the person’s 14 of 24, the state’s answers, a mock read aloud', async () => {
    const p = await plan(
      'Pass the US citizenship civics test',
      'I got 14 of 24 right on a practice quiz',
      'Pass the civics test in 8 weeks',
      {
        description: 'My naturalization interview is in 8 weeks and I need 6 right.',
        minutes: 15,
        days: 5,
      },
    );
    const text = textOf(p);
    expect(p.weeks[0]!.title).toMatch(/^Week 1: The civics test: the official material/);
    expect(text).toMatch(/USCIS’s own civics questions and answers for your version of the test/);
    expect(text).toMatch(/on the 2008 test up to 10 of the 100, 6 right to pass; on the 2025 test up to 20 of the 128, 12 right to pass/);
    expect(text).toMatch(/your 14 of 24/);
    expect(text).toMatch(/depend on your state or on who holds office/);
    expect(text).toMatch(/comes on USCIS’s notice/);
    expect(text).toMatch(/someone reads the questions to you/);
    expect(text).not.toMatch(TEMPLATE);
    inOrder(p, [
      /^Get the official material/,
      /^A first practice set/,
      /^Questions on your weakest chapter/,
      /^A full timed mock/,
      /^A second full timed mock/,
      /^Sit the civics test/,
    ]);
    expect(
      p.weeks
        .at(-1)!
        .days.flatMap((d) => d.tasks)
        .some((t) => /Milestone: The test sat/.test(t.title)),
    ).toBe(true);
  });

  it('Part 107 at 45 minutes, 3 days: the FAA’s standards, 60 in 2 hours at 70%, an FTN in IACRA, and flying left to the rules and an instructor', async () => {
    const p = await plan(
      'FAA Part 107 drone license',
      'I fly a DJI Mini as a hobby, haven’t studied airspace or weather',
      'Pass the Part 107 knowledge test',
      {
        description: 'I want to fly my drone commercially',
        minutes: 45,
        days: 3,
      },
    );
    const text = textOf(p);
    expect(text).toMatch(/Airman Certification Standards/);
    expect(text).toMatch(/60 multiple-choice questions in 2 hours, 42 right \(70%\) to pass/);
    expect(text).toMatch(/FAA Tracking Number \(FTN\) in IACRA/);
    expect(text).toMatch(/airspace and its charts, weather/);
    expect(text).toMatch(/The weakest — airspace or weather, which you have not studied yet/);
    expect(p.description).toMatch(/A knowledge test is not flying/);
    expect(text).not.toMatch(TEMPLATE);
  });

  it('the motorcycle theory test next month at 20 minutes, 6 days: DVSA’s figures, the person’s 30 of 50, hazard perception clips, the riding left to a trainer', async () => {
    const p = await plan(
      'Pass my motorcycle theory test',
      'Haven’t started revising, scored 30 of 50 on a mock',
      'Pass the motorcycle theory test next month',
      {
        description: 'Then my CBT',
        minutes: 20,
        days: 6,
      },
    );
    const text = textOf(p);
    expect(text).toMatch(/50 multiple-choice questions in 57 minutes, 43 right to pass, then 14 hazard perception clips, 44 of 75 to pass/);
    expect(text).toMatch(/your 30 of 50/);
    expect(text).toMatch(/five hazard perception clips from the official app/);
    expect(text).toMatch(/GOV\.UK’s own DVSA service/);
    expect(p.description).toMatch(/CBT first for a motorcycle/);
    expect(text).not.toMatch(/Module 2|independent riding/);
  });

  it('a CompTIA exam at 60 minutes, 4 days: the exam objectives, the person’s own pass mark read, no body figure invented', async () => {
    const p = await plan('CompTIA A+ Core 1', 'weak on networking and hardware', 'Pass Core 1 in 3 months, passing score is 675/900', {
      minutes: 60,
      days: 4,
    });
    const text = textOf(p);
    expect(text).toMatch(/CompTIA’s exam objectives for your exam code/);
    expect(text).toMatch(/at or above 675\/900/);
    expect(text).toMatch(/The weakest — networking and hardware, as you said/);
    expect(text).toMatch(/As many questions, in the time and at the pass mark its official handbook gives/);
    expect(text).not.toMatch(/hazard perception/);
    expect(p.description).not.toMatch(/not flying|handle a boat|theory test is the part/);
  });

  it('a PCOC this weekend at 30 minutes, 2 days: Transport Canada’s test, an accredited provider, and the boat handling left to an instructor', async () => {
    const p = await plan('Get my Canadian boating licence (PCOC)', 'Never driven a boat', 'Pass the PCOC test this weekend', {
      minutes: 30,
      days: 2,
    });
    const text = textOf(p);
    expect(text).toMatch(/Transport Canada accredited course provider/);
    expect(text).toMatch(/50 multiple-choice questions in 75 minutes, 38 right \(75%\) to pass/);
    expect(text).toMatch(/Sit the boating safety test/);
    expect(p.description).toMatch(/on-water lesson with a qualified instructor/);
  });

  it('a food hygiene certificate with no body named: the official handbook in general words, the person’s own score', async () => {
    const p = await plan(
      'Food hygiene certificate level 2',
      'I got 12 out of 20 on the sample paper',
      'pass the level 2 food safety test',
      {
        minutes: 20,
        days: 3,
      },
    );
    const text = textOf(p);
    expect(text).toMatch(/The official handbook, syllabus or question pool that the body setting your test publishes/);
    expect(text).toMatch(/your 12 out of 20/);
    expect(text).toMatch(/Book it with the body that sets it/);
    expect(p.description).not.toMatch(/instructor/);
  });
});
