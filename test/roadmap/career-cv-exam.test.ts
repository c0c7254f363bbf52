import { onOption } from './track-ask';

/**
 * A forces leaver's CV as long as their service and country expect, its glossary never promoting them,
 * and an accountancy exam plan that first asks which exam and paper (decision 179).
 */
const textOf = (plan: unknown) => JSON.stringify(plan);

describe('a civilian CV after the forces', () => {
  const cv = onOption('Resume & Portfolio Building');

  it('asks a UK or long-serving leaver for two pages, and a short US career for one', async () => {
    for (const current of [
      'left the army after 12 years as a sergeant in Catterick, never written a civilian CV',
      'ex-RAF, 16 years in logistics, no CV',
      'I served 20 yrs in the navy and have never had a civilian job',
    ])
      expect(textOf(await cv.plan(current, 'a CV for operations manager jobs', 30, 4))).toMatch(
        /a (CV of )?two pages at most|two-page CV/i,
      );
    const us = textOf(
      await cv.plan('leaving the US Army after 4 years as a specialist in Texas', 'a resume for a logistics coordinator job', 30, 4),
    );
    expect(us).toMatch(/one-page resume/);
    expect(us).not.toMatch(/two-page/);
  });

  it('translates the work, never into a title above the person’s own', async () => {
    const text = textOf(await cv.plan('ex-army, 12 years as a logistics sergeant', 'a civilian CV for operations manager roles', 30, 4));
    expect(text).not.toMatch(/\\"CO\\" → \\"director\\"/);
    expect(text).toMatch(/never a title above your own \(CareerOneStop, Translating military terms/);
  });
});

describe('an accountancy exam studied around work', () => {
  const focus = onOption('Focus & Concentration');

  it.each([
    ['working full-time and doing my accountancy exams, I keep checking my phone', 'study 2 focused hours on weekday evenings'],
    ['trainee accountant, exams in March', 'focus for 90 minutes after work'],
    ['I am studying accounting qualifications in the evenings', 'get through my study blocks without my phone'],
  ])('“%s” asks which exam and paper first', async (current, target) => {
    const text = textOf(await focus.plan(current, target, 90, 5));
    expect(text).toMatch(/First, which exam, and which paper you sit next: ACCA .*CIMA .*AAT .*CPA/);
  });

  it('goes straight to the syllabus when the exam is named, and for an exam that is not accountancy', async () => {
    for (const [current, target] of [
      ['studying for CIMA P2 while working', 'two focused hours each evening'],
      ['my ACCA exams are in June', 'study 2 hours on weeknights'],
      ['revising for my nursing exams', 'focused study every evening'],
    ]) {
      const text = textOf(await focus.plan(current, target, 90, 5));
      expect(text).not.toMatch(/First, which exam/);
      expect(text).toMatch(/From the exam body’s website/);
    }
  });
});
