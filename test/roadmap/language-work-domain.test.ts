import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { languageTaskOf } from '../../lambdas/roadmap/curricula/language-tasks';
import { planMetrics } from '../../scripts/roadmaps/metrics';
import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { ask, planText, tasksOf, themeOf } from './language-ask';

/**
 * A language for one's work (issue #36, round 20; decision 352): a target that names a profession — a nurse, a
 * doctor, a teacher, a software engineer, a lawyer, an engineer on site — has that work's own exchanges as the
 * spine of its weeks of practice (`described.purposes` in _language-tasks.json), not the level's tourist themes,
 * with the workplace's register and the regulator or exam said where one is named in the data. An exam named
 * beside the work (TEF Canada) keeps a timed task of its papers in those weeks.
 */

/** The weeks of practice, by their titles (a C1 week of practice opens on its purpose, not on “New this week”). */
const practiceWeeks = (plan: RoadmapPlan) => plan.weeks.filter((w) => /: Practice, week \d+/.test(w.title));

const TOURIST = /booking a hotel|holidays|at the station and the airport|eating out|renting a room/;

const people = [
  {
    who: 'a nurse to Montreal with TEF Canada',
    request: ask('French', 'school French 15 years ago, can read a little', 'work as a nurse in Montreal (TEF Canada)', 60, 5),
    genre: 'ward',
    label: 'Your nursing work',
    parts: ['the handover, one patient in SBAR', 'where it hurts, and pain from 0 to 10'],
    says: /Patients get vous/,
  },
  {
    who: 'a Filipino nurse for a Munich Krankenhaus',
    request: ask('German', "I'm a nurse from the Philippines, A2 German", 'pass B2 and work as a nurse in a Krankenhaus in Munich', 45, 5),
    genre: 'ward',
    label: 'Your nursing work',
    parts: ['a call to the doctor about a patient'],
    says: /Patients get Sie[^]*Übergabe/,
  },
  {
    who: 'a midwife-to-be in Bologna, every day',
    request: ask('Italian', 'beginner', 'become a midwife in Bologna', 20, 7),
    genre: 'midwife',
    label: 'Your work as a midwife',
    parts: ['greeting a woman and her birth partner', 'a check in pregnancy: pressure and heartbeat'],
    says: /Women get Lei[^]*FNOPO/,
  },
  {
    who: 'an Egyptian doctor for the Fachsprachprüfung',
    request: ask('German', 'B2 German, doctor from Egypt', 'pass the Fachsprachprüfung and work as an Assistenzarzt', 90, 6),
    genre: 'doctor',
    label: 'Your work as a doctor',
    parts: ['the letter: a short report of a patient', 'presenting a patient to a senior'],
    says: /Fachsprachprüfung has three parts of about 20 minutes/,
  },
  {
    who: 'a doctor for the NHS',
    request: ask('English', 'intermediate, doctor in Pakistan', 'work as a doctor in the NHS', 60, 4),
    genre: 'doctor',
    label: 'Your work as a doctor',
    parts: ['the presenting complaint and the pain (SOCRATES)'],
    says: /IELTS Academic 7\.5 overall with 7\.0 in each part, or OET Medicine grade B/,
  },
  {
    who: 'a software engineer in Berlin',
    request: ask('German', 'A1, I did a Duolingo course', 'work as a software engineer in Berlin, code reviews in German', 30, 5),
    genre: 'software',
    label: 'Your work in software',
    parts: ['a code review: comments, given and answered'],
    says: /duzen/,
  },
  {
    who: 'a developer at a Seoul startup, three long days',
    request: ask('Korean', 'A1', 'work as a software developer at a startup in Seoul', 120, 3),
    genre: 'software',
    label: 'Your work in software',
    parts: ['yesterday, today and a blocker at the stand-up'],
    says: /spine and its last milestone/,
  },
  {
    who: 'a teacher in Madrid',
    request: ask('Spanish', 'B1', 'work as a teacher at a school in Madrid and talk to parents', 45, 4),
    genre: 'classroom',
    label: 'Your teaching',
    parts: ['a parents’ evening', 'instructions, and checking they are understood'],
    says: /Consejería de Educación/,
  },
  {
    who: 'a primary teacher in Lyon, twice a week',
    request: ask('French', 'B1', 'work as a primary school teacher in Lyon', 15, 2),
    genre: 'classroom',
    label: 'Your teaching',
    parts: ['greeting a class and taking the register'],
    says: /Pupils say vous/,
  },
  {
    who: 'a site engineer in Japan',
    request: ask('Japanese', 'complete beginner', 'talk with the crew as a site engineer on a construction site in Japan', 60, 3),
    genre: 'engineer',
    label: 'Your engineering work',
    parts: ['the morning briefing and its safety talk'],
    says: /朝礼/,
  },
  {
    who: 'a lawyer with Spanish-speaking clients',
    request: ask('Spanish', 'A2', 'work as a lawyer with Spanish-speaking clients', 40, 4),
    genre: 'law',
    label: 'Your legal work',
    parts: ['a clause explained in plain words', 'a letter of advice'],
    says: /Clients get usted/,
  },
];

describe('a language for one’s work: the work’s own exchanges thread the weeks', () => {
  it.each(people)('$who: the work’s parts are the weeks of practice, never tourist themes', async (person) => {
    const { currentLevel, targetLevel, dailyMinutes, daysPerWeek } = { ...person.request.answers, daysPerWeek: person.request.daysPerWeek };
    expect(languageTaskOf(person.request.option!, targetLevel, dailyMinutes, daysPerWeek ?? 5, currentLevel).genre?.id).toBe(person.genre);
    const plan = await generateRoadmap(person.request, builtinProvider);
    const weeks = practiceWeeks(plan);
    expect(weeks.length).toBeGreaterThanOrEqual(4);
    // Nearly every week of practice has a task of the work, by its own label, and none is on a tourist theme.
    const onWork = weeks.filter((w) => tasksOf(w).some((t) => t.title.startsWith(`${person.label}`)));
    expect(onWork.length).toBeGreaterThanOrEqual(weeks.length - 1);
    expect(weeks.map((w) => themeOf(w) ?? '').filter((t) => TOURIST.test(t))).toEqual([]);
    const themes = weeks.map((w) => themeOf(w));
    for (const part of person.parts) expect(themes).toContain(part);
    expect(plan.description).toMatch(person.says);
    const m = planMetrics(plan, dailyMinutes, daysPerWeek ?? 5);
    expect(m.dangling).toBe(0);
  });

  it('the Montreal nurse keeps TEF Canada’s papers in her ward’s weeks, and is told how far the 26 weeks go', async () => {
    const plan = await generateRoadmap(people[0]!.request, builtinProvider);
    const weeks = practiceWeeks(plan);
    const withExam = weeks.filter((w) => tasksOf(w).some((t) => /^Your exam: TEF Canada /.test(t.title)));
    expect(withExam.length).toBeGreaterThanOrEqual(weeks.length / 2);
    // The ward outnumbers the exam in its weeks: it is her target's first half.
    const count = (re: RegExp) => weeks.flatMap(tasksOf).filter((t) => re.test(t.title)).length;
    expect(count(/^Your nursing work/)).toBeGreaterThan(count(/^Your exam: /));
    expect(plan.description).toMatch(/Office québécois de la langue française’s exam/);
    expect(plan.description).toMatch(/takes about \d+ hours of study from where you are/);
    expect(planText(plan)).toMatch(/SBAR/);
  });

  it('a doctor’s weeks take the Fachsprachprüfung’s three parts: the history, the letter, the presentation', async () => {
    const plan = await generateRoadmap(people[3]!.request, builtinProvider);
    const text = planText(plan);
    expect(text).toMatch(/SOCRATES/);
    expect(text).toMatch(/Your work as a doctor: the letter: a short report of a patient — written, then checked/);
    expect(text).toMatch(/in 20, as the German Fachsprachprüfung is set/);
  });
});

describe('negatives: the words that name no work of one’s own', () => {
  const WORK = ['ward', 'midwife', 'doctor', 'classroom', 'software', 'law', 'engineer'];
  it.each([
    ['Spanish', "talk to the nurses and doctors at my mother's hospital in Seville"],
    ['Spanish', 'understand my doctor and pharmacist in Spain'],
    ['French', 'help my kids with homework and talk to their teacher'],
    ['Italian', 'talk to my lawyer and the notary about buying a house in Puglia'],
    ['Spanish', 'watch medical dramas without subtitles'],
    ['Spanish', 'talk to my midwife and the doctors at the birth in Valencia'],
    ['Spanish', "talk to my wife's family; she is a nurse"],
    ['Spanish', 'work as a yoga teacher in Bali with Spanish tourists'],
    ['German', 'work as a sound engineer in Berlin'],
    ['English', 'chat with other parents as my son’s teacher suggested'],
  ])('%s, “%s”: no profession’s weeks', (option, target) => {
    expect(WORK).not.toContain(languageTaskOf(option, target, 30, 4).genre?.id);
  });

  it.each([
    ['English', 'pass the OET as a nurse', undefined, 'B1, I am a nurse from Kerala'],
    ['Spanish', "take a patient's history as a nurse in Madrid", 'history', ''],
    ['German', 'work as a software developer and run the daily stand-up in German', 'standup', ''],
    ['German', 'work as a vet nurse in Vienna', 'vet', ''],
    ['Japanese', 'client meetings in Tokyo, I am an engineer', 'meeting', ''],
  ])('%s, “%s”: the more exact task keeps its own weeks', (option, target, id, current) => {
    expect(languageTaskOf(option, target, 30, 4, current).genre?.id).toBe(id);
  });

  it('a nurse said only where she is, with a target at work, still gets the ward (the job read from where they are)', () => {
    expect(languageTaskOf('Spanish', 'talk with patients and colleagues at work', 30, 4, "I'm a nurse from Manila").genre?.id).toBe('ward');
  });
});
