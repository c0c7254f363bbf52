import { builtinProvider, generateRoadmap, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { loadCurriculum } from '../../lambdas/roadmap/curricula/load';
import { chooseTrack } from '../../lambdas/roadmap/tracks';
import { asker, expectTheirWeek } from './ask';
import { planFor, repeating } from './held-weeks';

/**
 * A step-up interview read at the new role's level (decision 296): a nurse going for a nurse practitioner post
 * practises the four pillars of advanced practice and a clinical case, not a staff nurse's drug calculation test;
 * a police constable's sergeant board is the force's CVF interview; a nurse's reflections stay off LinkedIn; and
 * the work-sample week done again moves on rather than repeating word for word.
 */
const ask = (current: string, target: string, dailyMinutes = 30, daysPerWeek = 4): RoadmapRequest =>
  asker(dailyMinutes)('Interview Preparation', current, target, { daysPerWeek });
type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const tasksOf = (plan: Plan) => plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
const textOf = (plan: Plan) =>
  [...plan.weeks.map((w) => `${w.title}\n${w.description}`), ...tasksOf(plan).map((t) => `${t.title}\n${t.description}`)].join('\n');
const trackOf = (current: string, target: string) => chooseTrack(loadCurriculum('Interview Preparation')!, ask(current, target)).track?.id;
const planOf = (current: string, target: string, dailyMinutes = 30, daysPerWeek = 4) =>
  generateRoadmap(ask(current, target, dailyMinutes, daysPerWeek), builtinProvider);

describe('an advanced practice interview (read as an advanced practice lead)', () => {
  it.each([
    ['nurse for 12 years', 'pass a nurse practitioner interview'],
    ['band 6 nurse in A&E', 'get an ACP trainee post'],
    ['paramedic, 7 years on the road', 'interview for a trainee advanced paramedic practitioner post'],
    ['practice nurse in a GP surgery', 'advanced nurse practitioner job'],
    ['community nurse', 'clinical nurse specialist interview'],
    ['MSK physio band 6', 'first contact practitioner interview'],
    ['staff nurse on a medical ward', 'my interview for an advanced clinical practitioner role next month'],
  ])('“%s” → “%s” plans the advanced practice track', (current, target) => {
    expect(trackOf(current, target)).toBe('advanced');
  });

  it.each([
    ['staff nurse 3 years', 'ward sister interview', 'clinical'],
    ['paramedic for 4 years', 'specialist paramedic interview', 'clinical'],
    ['FE lecturer', 'become an advanced practitioner at my college', undefined],
    ['nurse on a care of the elderly ward', 'talk about advance care plans at my palliative care interview', undefined],
    ['retail manager', 'pass my nursing interview', 'role'],
    ['app developer', 'pass my app developer interview', 'software'],
  ])('“%s” → “%s” is not an advanced practice post', (current, target, track) => {
    expect(trackOf(current, target)).toBe(track);
  });

  it('prepares the nurse practitioner interview, not a staff nurse’s: the four pillars, a clinical case, prescribing within scope', async () => {
    const text = textOf(await planOf('nurse for 12 years', 'pass a nurse practitioner interview', 30, 4));
    expect(text).toMatch(/four pillars/);
    expect(text).toMatch(/the nurse practitioner post/);
    expect(text).toMatch(/3 differentials, ranked: the most likely and the one not to miss/);
    expect(text).toMatch(/prescribing within your scope/);
    expect(text).toMatch(/safety-net/);
    expect(text).toMatch(/leadership story at advanced level/);
    expect(text).toMatch(/the NMC Code/);
    expect(text).not.toMatch(/drug calculation test|newsletter|LinkedIn|career-change/);
  });

  it('reads the profession and the setting: a paramedic’s code and an urgent-care case; a GP nurse’s primary-care case', async () => {
    const paramedic = textOf(
      await planOf('paramedic, 7 years on the road', 'interview for a trainee advanced paramedic practitioner post', 45, 5),
    );
    expect(paramedic).toMatch(/the trainee advanced clinical practitioner post|the advanced paramedic practitioner post/);
    expect(paramedic).toMatch(/HCPC/);
    expect(paramedic).toMatch(/chest pain/);
    expect(paramedic).not.toMatch(/the NMC Code/);
    const practice = textOf(await planOf('practice nurse in a GP surgery', 'advanced nurse practitioner job', 20, 6));
    expect(practice).toMatch(/the advanced nurse practitioner post/);
    expect(practice).toMatch(/a cough and a fever/);
  });

  it('keeps each week within the person’s days and time, the interview itself apart', async () => {
    for (const [minutes, days] of [
      [15, 2],
      [30, 4],
      [90, 6],
    ] as const) {
      const plan = await planOf('nurse for 12 years', 'pass a nurse practitioner interview', minutes, days);
      // The interview's own hour is the panel's, not the person's to shorten.
      const weeks = plan.weeks.filter((w) => !w.days.some((d) => d.tasks.some((t) => t.title.startsWith('The interview for'))));
      expect(weeks.length).toBe(plan.weeks.length - 1);
      expectTheirWeek({ ...plan, weeks }, minutes, days);
    }
  });
  it('holds an interview months off to its date with weeks of their own, each kept ready a new way', () => {
    // "Today" fixed (held-weeks.ts), so 20 March is 16 weeks off whenever the test runs.
    const plan = planFor('Interview Preparation', 'nurse for 12 years', 'nurse practitioner interview on 20 March', 30, 3);
    const titles = plan.weeks.map((w) => w.title);
    expect(titles.some((t) => /Kept ready: a new case drawn blind/.test(t))).toBe(true);
    expect(titles.some((t) => /Kept ready: a paper read critically/.test(t))).toBe(true);
    expect(titles.at(-1)).toMatch(/The presentation, a mock panel, and the interview/);
    expect(repeating(plan.weeks)).toBe(0);
  });
});

describe('the role track: a nurse’s reflections kept private, a sample week that moves on', () => {
  it('keeps a nurse’s written reflections anonymised and off LinkedIn; another role’s sample still goes on the CV', async () => {
    const nurse = tasksOf(await planOf('healthcare assistant for 5 years', 'pass my nursing interview after qualifying as a nurse', 30, 4));
    const titles = nurse.map((t) => t.title).join('\n');
    expect(titles).toMatch(/Check the reflections are anonymised/);
    expect(titles).toMatch(/not to post online/);
    expect(titles).not.toMatch(/Add the sample to your CV and LinkedIn|a link or a PDF/);
    expect(nurse.map((t) => t.description).join('\n')).toMatch(/stay off LinkedIn/);
    const analyst = tasksOf(await planOf('retail manager', 'data analyst job', 45, 3)).map((t) => t.title);
    expect(analyst).toContain('Add the sample to your CV and LinkedIn');
  });

  it('says a past result in the role’s own words, not another template’s newsletter', async () => {
    const nurse = textOf(await planOf('healthcare assistant for 5 years', 'pass my nursing interview after qualifying as a nurse', 30, 4));
    expect(nurse).toMatch(/escalated each by SBAR/);
    const teacher = textOf(await planOf('accountant', 'an interview for a teaching job', 45, 4));
    expect(teacher).toMatch(/Year 9 set/);
    for (const text of [nurse, teacher]) expect(text).not.toMatch(/newsletter/);
  });

  it('does the work-sample week again a step on: no week repeats another’s tasks word for word', async () => {
    for (const [current, target, minutes, days] of [
      ['healthcare assistant for 5 years', 'pass my nursing interview after qualifying as a nurse', 30, 4],
      ['barista', 'get a UX designer job', 20, 2],
      ['teacher', 'account executive in sales', 25, 3],
    ] as const) {
      const plan = await planOf(current, target, minutes, days);
      const weeks = plan.weeks.map((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)).join('\n'));
      expect(new Set(weeks).size).toBe(weeks.length);
      if (current.startsWith('healthcare')) {
        expect(plan.weeks[3]!.title).toMatch(/a step on/);
        expect(textOf(plan)).toMatch(/a second, shorter sample for the job ad's next requirement/);
      }
    }
  });
});

describe('a police promotion board (read as a force’s promotion assessor)', () => {
  it('reads the sergeant’s board as the CVF at level 2, with the NPPF’s steps and leading former peers', async () => {
    expect(trackOf('police constable for 6 years', 'pass my sergeant promotion board')).toBe('formats');
    const text = textOf(await planOf('police constable for 6 years', 'pass my sergeant promotion board', 40, 4));
    expect(text).toMatch(/Competency and Values Framework/);
    expect(text).toMatch(/level 2, supervisory/);
    expect(text).toMatch(/National Police Promotion Framework/);
    expect(text).toMatch(/officers who were your peers/);
  });

  it('leaves an army sergeant’s promotion and an NHS promotion without the police framework', async () => {
    for (const [current, target] of [
      ['infantry sergeant', 'pass my promotion board'],
      ['HR adviser in an NHS trust', 'my internal interview for a band 6 post'],
    ] as const) {
      expect(textOf(await planOf(current, target, 40, 4))).not.toMatch(/Competency and Values Framework|Police Promotion/);
    }
  });
});

describe('a senior engineer’s loop (read as a hiring manager)', () => {
  it('asks a senior for stories of scope and the design round’s trade-offs; a first job’s loop keeps its own stories', async () => {
    const senior = textOf(await planOf('mid-level developer, 4 years', 'interview for a senior software engineer role', 60, 5));
    expect(senior).toMatch(/STAR stories: a design you drove, a mentee/);
    expect(senior).toMatch(/Senior loops weigh the design round/);
    expect(senior).toMatch(/a project you led across teams/);
    const first = textOf(await planOf('I know Python', 'pass software engineer interviews', 60, 4));
    expect(first).toMatch(/STAR stories: a hard bug, a conflict/);
    expect(first).not.toMatch(/Senior loops|a mentee/);
  });
});
