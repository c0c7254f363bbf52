import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask, planText, themeOf } from './language-ask';

/**
 * An exam of a profession practises the profession's situations (issue #36 item 1, decision 321): OET is healthcare English
 * in the candidate's own profession, so its weeks of practice are a patient's history, a medication, a referral, a handover,
 * an anxious relative, difficult news — not the general exams' "the environment" or "technology and society". IELTS, which
 * sets general and academic topics, keeps them (negatives).
 */

const planFor = (current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask('English', current, target, minutes, days), builtinProvider);

/** The themes of a plan's weeks of practice, beside the last lessons' week (named by its lessons). */
const themesOf = (plan: Awaited<ReturnType<typeof planFor>>) =>
  plan.weeks.map(themeOf).filter((t): t is string => t !== undefined && t !== 'the last lessons, and practice');

/** The general exams' themes and the office's, none of which is a clinical situation. */
const GENERAL =
  /^(education and studying abroad|the environment|work and the future|health and sport|technology and society|globalisation and trade|the city and housing|culture and identity|media and information|science and the future|negotiating and compromising|leading a meeting|presenting figures to management)$/;
/** A clinical situation: a patient, a relative, a referral, a handover, a medication, a procedure, case notes, news. */
const CLINICAL =
  /patient|relative|referr|handover|medication|medicine|procedure|case notes|difficult news|consent|discharg|health|protocols|families|case discussion|guideline|self-care|symptoms|hurts|pain|a check\b/;

describe('OET practises clinical situations, not general exam themes', () => {
  it.each([
    ['Ukrainian nurse in Poland, B1 English', 'pass OET to work as a nurse in the UK', 60, 6],
    ['Filipino doctor, IELTS 6.5 three years ago', 'OET grade B for GMC registration as a doctor', 45, 5],
    ['pharmacist from Egypt, intermediate English', 'pass the OET for pharmacy to work in Australia', 30, 4],
    ['physiotherapist, B2 English', 'pass the Occupational English Test', 120, 3],
    ['nurse from Kerala, A2 English', 'OET in two years', 20, 7],
    ['dentist, B1 English', 'OET for Australian registration', 15, 2],
    ['nurse, complete beginner in English', 'pass OET one day', 30, 5],
  ])('“%s” → “%s” at %i × %i', async (current, target, minutes, days) => {
    const plan = await planFor(current, target, minutes, days);
    const themes = themesOf(plan);
    expect(themes.length).toBeGreaterThan(3);
    expect(themes.filter((t) => GENERAL.test(t))).toEqual([]);
    expect(themes.filter((t) => !CLINICAL.test(t))).toEqual([]);
    // What the person reads in those weeks' tasks: the clinical situations by name.
    const titles = plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((task) => task.title))).join('\n');
    expect(titles).toMatch(/taking a patient's history|referring a patient to a specialist|breaking difficult news gently|where it hurts/);
  });

  it('over 26 weeks the nurse meets a history, a referral, a handover, an anxious relative and difficult news', async () => {
    const plan = await planFor('Ukrainian nurse in Poland, B1 English', 'pass OET to work as a nurse in the UK', 60, 6);
    const themes = themesOf(plan).join('\n');
    for (const situation of [
      "taking a patient's history",
      'referring a patient to a specialist',
      'a handover to a colleague',
      'reassuring an anxious patient or relative',
      'breaking difficult news gently',
    ])
      expect(themes).toContain(situation);
    // Its can-do set as OET sets it, and OET's own papers for the profession.
    const text = planText(plan);
    expect(text).toMatch(/As OET sets it for your profession: a role-play card or a case’s notes on/);
    expect(text).toMatch(/OET paper: one timed part from OET’s sample test for your profession/);
  });

  it.each([
    ['B1 English', 'IELTS Academic 7 for a master’s in the UK', 45, 5],
    ['nurse, B1 English', 'IELTS 7 to register with the NMC', 30, 5],
    ['B2 English', 'pass Cambridge C1 Advanced', 30, 4],
  ])('negative: “%s” → “%s” keeps the general themes and no OET', async (current, target, minutes, days) => {
    const plan = await planFor(current, target, minutes, days);
    const themes = themesOf(plan);
    expect(themes.filter((t) => GENERAL.test(t)).length).toBeGreaterThan(2);
    expect(planText(plan)).not.toMatch(/As OET sets it|OET paper:/);
  });

  it('negative: "poet" or "toet" names no OET', async () => {
    const plan = await planFor('B1 English', 'read a poet’s letters and pass the Cambridge B2 First exam', 30, 4);
    expect(planText(plan)).not.toMatch(/As OET sets it|OET paper:/);
  });
});

/** Business situations: the work domain's and the business exam's own. */
const BUSINESS =
  /e-mail|memo|report|proposal|presentation|presenting|meeting|negotiat|decid|decision|appraisal|register|strategy|figures|contracts|team|your field|conversations at work|complaint|clarification|your career|project/;

describe('a business English exam practises business situations', () => {
  it.each([
    ['B2 English, I work in a bank', 'pass BEC Higher', 30, 4],
    ['B1 English, sales assistant', 'pass the Cambridge Business Vantage exam', 45, 5],
    ['intermediate English', 'Business English Certificate for a job in logistics', 20, 6],
  ])('“%s” → “%s” at %i × %i', async (current, target, minutes, days) => {
    const plan = await planFor(current, target, minutes, days);
    const themes = themesOf(plan);
    expect(themes.length).toBeGreaterThan(3);
    expect(themes.filter((t) => !BUSINESS.test(t))).toEqual([]);
    // The Business Certificates' own papers, not Cambridge's general ones (B2 First's use of English) nor OET's.
    const text = planText(plan);
    expect(text).toMatch(
      /Business exam: Writing \(a report, a proposal or a business letter\)|Business exam: Writing \(an internal e-mail or memo\)|Business exam: Writing \(a report or proposal from figures and notes\)/,
    );
    expect(text).not.toMatch(/Your exam — B2 First|Cambridge English, as it sets its exams|As OET sets it|OET paper:/);
  });

  it('negative: Cambridge C1 Advanced keeps its own papers', async () => {
    const text = planText(await planFor('B2 English', 'pass Cambridge C1 Advanced', 30, 4));
    expect(text).toMatch(/Cambridge English, as it sets its exams/);
    expect(text).not.toMatch(/Business exam/);
  });

  it('negative: Quebec names no business exam', async () => {
    const plan = await generateRoadmap(ask('French', 'B1 French', 'pass the TCF to move to Quebec', 30, 4), builtinProvider);
    expect(planText(plan)).not.toMatch(/Business exam paper/);
  });
});
