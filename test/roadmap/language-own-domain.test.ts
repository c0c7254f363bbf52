import { languageTaskOf } from '../../lambdas/roadmap/curricula/language-tasks';
import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { ask, planText, plannedOnce, practiceWeeks, tasksOf, themeOf } from './language-ask';

/**
 * The person's own domain in a language plan (issue #36, round 21; decision 391): a rehearsal room, a market and a job
 * hunt are described purposes with their own phrases written in the language, placed from week 1 and threaded through
 * the weeks; a job's lesson-week tasks are its own exchanges, not an office's; a job hunt is not yet at work.
 */

const planOf = plannedOnce();
const genreOf = (request: ReturnType<typeof ask>) => {
  const { targetLevel, currentLevel, dailyMinutes } = request.answers;
  return languageTaskOf(request.option!, targetLevel, dailyMinutes, request.daysPerWeek ?? 5, currentLevel).genre?.id;
};
const textOf = (plan: RoadmapPlan, weeks = plan.weeks) =>
  weeks.flatMap((w) => tasksOf(w).map((t) => `${t.title}\n${t.description}`)).join('\n');
const NONE_WRITTEN = /This plan has none written in/;
const OFFICE = /the office, the desk, the computer|your office and your desk|safety signs/;

describe('a rehearsal room: a singer’s, an actor’s or a player’s own language', () => {
  const people = [
    {
      who: 'a professional baritone with Italian colleagues and directors',
      request: ask(
        'Italian',
        'professional baritone, I sing Italian arias and know some phrases',
        'hold a conversation with Italian colleagues and directors in rehearsals',
        30,
        5,
      ),
      own: [/Da capo!/, /Ancora una volta\?/, /passato prossimo/],
    },
    {
      who: 'a stage actor joining a German ensemble',
      request: ask(
        'German',
        'stage actor, A2 German',
        'join the ensemble at the Schauspielhaus and understand the director in rehearsals',
        45,
        4,
      ),
      own: [/Generalprobe/, /Hier bleibst du stehen/],
    },
    {
      who: 'an orchestral violinist in Lyon',
      request: ask('French', 'orchestral violinist, beginner French', 'follow the conductor in orchestra rehearsals in Lyon', 20, 3),
      own: [/On reprend du début/, /passé composé/],
    },
    {
      who: 'a zarzuela tenor in Madrid',
      request: ask(
        'Spanish',
        'tenor, some Spanish from songs',
        'talk with the director and the cast during rehearsals of a zarzuela in Madrid',
        60,
        2,
      ),
      own: [/Desde el compás treinta y dos/, /pretérito/],
    },
  ];

  it.each(people)('$who: the rehearsal is the spine, its phrases written in the language, from week 1', async ({ request, own }) => {
    expect(genreOf(request)).toBe('rehearsal');
    const plan = await planOf(request);
    const text = planText(plan);
    for (const words of own) expect(text).toMatch(words);
    expect(textOf(plan, plan.weeks.slice(0, 1))).toMatch(/Your rehearsals/);
    expect(text).not.toMatch(NONE_WRITTEN);
    expect(text).not.toMatch(OFFICE);
    expect(plan.description).toMatch(/counted as a start/);
    // Every week of practice holds the rehearsal's own task.
    const practice = practiceWeeks(plan);
    expect(practice.length).toBeGreaterThan(0);
    for (const week of practice) expect(textOf(plan, [week])).toMatch(/Your rehearsals/);
  });

  it('the baritone’s weeks reach the director’s notes, the costume fitting and yesterday told in the past', async () => {
    const plan = await planOf(people[0]!.request);
    expect(plan.weeks.map(themeOf)).toEqual(
      expect.arrayContaining([
        'the director’s notes in staging',
        'the costume fitting',
        'yesterday’s rehearsal, in the past',
        'instructions said aloud: tempo, dynamics, from where',
      ]),
    );
    expect(textOf(plan)).toMatch(
      /Your rehearsals: accept a note, say what is hard about it and offer an idea politely, with this week’s lessons/,
    );
  });

  it.each([
    ['English', 'rehearse my presentation for the board'],
    ['Italian', 'give a rehearsal dinner speech for my Italian in-laws'],
    ['French', 'rehearse conversations before my trip to Paris'],
    ['German', 'rehearse my job interview answers'],
  ])('%s “%s” is no rehearsal room', (option, target) => {
    expect(languageTaskOf(option, target, 30, 4).genre?.id).not.toBe('rehearsal');
  });
});

describe('a market: the stall, the weights and the regulars', () => {
  const people = [
    {
      who: 'a retiree in Oaxaca',
      request: ask('Spanish', 'I know hola and gracias', 'Retire to Oaxaca and chat with neighbours at the market', 20, 7),
      own: [/marchante/, /¿A cómo está el kilo de jitomate\?/, /¿Me hace un descuentito\?/],
      not: /¿qué le pongo\?/,
    },
    {
      who: 'a beginner shopping in Seville',
      request: ask('Spanish', 'beginner', 'buy fruit and veg at the market in Seville and chat with the stallholders', 15, 6),
      own: [/¿qué le pongo\?/, /el rastro/],
      not: /marchante/,
    },
    {
      who: 'an A1 learner at the Bologna mercato',
      request: ask('Italian', 'A1', 'shop at the mercato in Bologna like a local', 30, 2),
      own: [/un etto/, /Mi dà mezzo chilo di pomodori\?/],
      not: /marchante/,
    },
    {
      who: 'a newcomer at the Saturday market in Lyon',
      request: ask('French', 'school French long ago', 'chat with the stallholders at the Saturday market in Lyon', 45, 3),
      own: [/Et avec ceci \?/, /Une livre, un kilo/],
      not: /marchante/,
    },
  ];

  it.each(people)('$who: the market is the spine, its phrases in the language from week 1', async ({ request, own, not }) => {
    expect(genreOf(request)).toBe('market');
    const plan = await planOf(request);
    const text = planText(plan);
    for (const words of own) expect(text).toMatch(words);
    expect(text).not.toMatch(not);
    expect(text).not.toMatch(NONE_WRITTEN);
    expect(textOf(plan, plan.weeks.slice(0, 1))).toMatch(/Your market/);
    expect(plan.weeks.map(themeOf)).toEqual(
      expect.arrayContaining(['prices and weights', 'a small discount, asked with respect', 'chatting as a regular']),
    );
  });

  it.each([
    ['Spanish', 'understand the stock market news in Spanish'],
    ['German', 'find a job in the German job market'],
    ['French', 'work in marketing at a French company'],
    ['Spanish', 'find a marketing job in Madrid'],
    ['Italian', 'read about the housing market before buying in Milan'],
  ])('%s “%s” is no market morning', (option, target) => {
    expect(languageTaskOf(option, target, 30, 4).genre?.id).not.toBe('market');
  });
});

describe('a job hunt: the advert, the CV, the interview — before the job', () => {
  const people = [
    {
      who: 'a Ukrainian civil engineer in Manchester',
      request: ask(
        'English',
        'Ukrainian civil engineer, B1 English, living in Manchester',
        'Get a site engineer job in the UK and handle site meetings',
        45,
        5,
      ),
      own: [/the site engineer job/, /CSCS card/, /ICE/, /STAR/],
    },
    {
      who: 'a B1 job seeker in Paris',
      request: ask('French', 'B1', 'get a job in Paris and pass job interviews in French', 60, 5),
      own: [/lettre de motivation/, /Je me permets de vous adresser ma candidature/, /in Paris/],
    },
    {
      who: 'a Syrian pharmacist preparing for interviews in Germany',
      request: ask('German', 'B1, Syrian pharmacist', 'prepare for job interviews in Germany', 40, 5),
      own: [/Vorstellungsgespräch/, /Meine Kündigungsfrist/, /in Germany/],
    },
    {
      who: 'an A2 marketer in Madrid',
      request: ask('Spanish', 'A2', 'find a marketing job in Madrid', 30, 4),
      own: [/the marketing job/, /carta de presentación/, /Hábleme de una ocasión/],
    },
  ];

  it.each(people)(
    '$who: the job hunt is the spine, in their words, and no case for a change at a job not yet held',
    async ({ request, own }) => {
      expect(genreOf(request)).toBe('jobhunt');
      const plan = await planOf(request);
      const text = planText(plan);
      for (const words of own) expect(text).toMatch(words);
      expect(textOf(plan, plan.weeks.slice(0, 1))).toMatch(/Your job hunt/);
      expect(text).not.toMatch(/a case for a change in your job hunt|change you would make in your job hunt/);
      expect(plan.weeks.map(themeOf)).toEqual(
        expect.arrayContaining(['your CV in the country’s form', 'a question answered in STAR', 'yourself in two minutes']),
      );
    },
  );

  it('a UK CV is said only where the person hunts in English; a German Bewerbung for German', async () => {
    expect((await planOf(people[0]!.request)).description).toMatch(/two pages with no photo or date of birth/);
    expect((await planOf(people[2]!.request)).description).toMatch(/Anschreiben/);
    expect((await planOf(people[2]!.request)).description).not.toMatch(/CSCS/);
  });

  it.each([
    ['Spanish', 'get a job as a waiter in Barcelona', 'counter'],
    ['Italian', 'get a kitchen job in Rome', 'kitchen'],
    ['French', 'work as a site engineer in Lyon and talk with colleagues', 'engineer'],
  ])('%s “%s” keeps the work’s own entry (%s)', (option, target, id) => {
    expect(languageTaskOf(option, target, 30, 4).genre?.id).toBe(id);
  });

  it.each([
    ['Spanish', 'help my son with his job interview in Spanish'],
    ['German', 'get jobs finished on time with my German builders'],
    ['Italian', 'talk with colleagues at my job in Milan'],
  ])('%s “%s” is no job hunt', (option, target) => {
    expect(languageTaskOf(option, target, 30, 4).genre?.id).not.toBe('jobhunt');
  });
});
