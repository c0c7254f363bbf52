import { builtinProvider, generateRoadmap, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { languageTaskOf, languageTasks } from '../../lambdas/roadmap/curricula/language-tasks';
import { purposesOf } from '../../lambdas/roadmap/levels';
import { planMetrics } from '../../scripts/roadmaps/metrics';
import { ask, planText, practiceWeeks, tasksOf, themeOf } from './language-ask';

/**
 * A purpose described by its domain (issue #36, round 12; decision 192): the people met, the places and the
 * exchanges of a touchline, a long walk, a manga, a kitchen, a move and a shop or café are data, each situation
 * done in its mode, and the weeks of practice run through them from the simplest to the task itself, with the
 * level's grammar serving it. People written for this test, in their own words, several wordings each, six
 * languages, 2–7 days, 10–60 minutes; and negatives: a doctor seen as a patient is not a clinician's ward.
 */

const situations = (id: string) =>
  languageTasks()
    .described.purposes.find((p) => p.id === id)!
    .situations.map((s) => s.theme);

const person = (who: string, request: RoadmapRequest, id: string, thing: string, say: RegExp, never: RegExp) => ({
  who,
  request,
  id,
  thing,
  say,
  never,
});

const people = [
  person(
    'a dad on the touchline in Valencia',
    ask('Spanish', 'complete beginner', 'chat with the other parents at my son’s soccer games', 20, 4),
    'touchline',
    'Your touchline chats',
    /¿Cuál es el tuyo\?/,
    /sport and your team|the teams, the players, the score|a match report/i,
  ),
  person(
    'a mum at the Verein in Hamburg',
    ask('German', 'A1 from an app', 'get to know the mums on the sidelines at my daughter’s football training', 30, 3),
    'touchline',
    'Your touchline chats',
    /Welcher ist deiner\?/,
    /sport and your team|live commentary|a match report/i,
  ),
  person(
    'a walker on the Via Francigena',
    ask('Italian', 'beginner', 'walk the Via Francigena from Lucca to Rome next spring, staying in pilgrim hostels', 30, 5),
    'pilgrimage',
    'Your walk',
    /credenziale[\s\S]*Testimonium/,
    /the sights and opening hours|at the airport and the station/i,
  ),
  person(
    'a retired teacher on the Camino',
    ask('Spanish', 'a few words from holidays', 'do the Camino de Santiago on foot and talk with people along the way', 45, 2),
    'pilgrimage',
    'Your walk',
    /credencial[\s\S]*Compostela/,
    /the sights and opening hours|renting a car/i,
  ),
  person(
    'a reader of One Piece',
    ask('Japanese', 'I know hiragana and katakana', 'read One Piece in Japanese without the translation', 25, 6),
    'manga',
    'Your manga',
    /furigana[\s\S]*役割語/,
    /greetings and names in a scene|the characters and who is who/i,
  ),
  person(
    'a webtoon reader',
    ask('Korean', 'I can read hangul', 'read webtoons on Naver in Korean', 15, 7),
    'webtoon',
    'Your webtoon',
    /반말[^]*존댓말/,
    /a scene at a meal|the opening of an episode/i,
  ),
  person(
    'a chef going to Lyon',
    ask('French', 'A2, I’m a chef', 'work in a restaurant kitchen in Lyon and order from suppliers by phone', 60, 5),
    'kitchen',
    'Your kitchen',
    /Ça marche[\s\S]*14 hours/,
    /introducing yourself at work|your office and your desk/i,
  ),
  person(
    'a sous-chef in Munich',
    ask('German', 'beginner', 'get by as a sous-chef in a hotel kitchen in Munich', 40, 4),
    'kitchen',
    'Your kitchen',
    /Infektionsschutzgesetz/,
    /your office and your desk|a short e-mail to a colleague/i,
  ),
  person(
    'a family moving to Munich',
    ask('German', 'a little from school', "we're moving to Munich next year: the doctor, the bank, the landlord, the kids' school", 20, 6),
    'move',
    'Your new daily life',
    /Anmeldung[\s\S]*Bundesmeldegesetz/,
    /On the ward|shift handover|Anerkennung|Recognition Finder/,
  ),
  person(
    'a couple settling in Madrid',
    ask('Spanish', 'A1', 'handle daily life after our move to Madrid — doctor’s appointments, the bank, the landlord', 30, 4),
    'move',
    'Your new daily life',
    /empadronamiento/,
    /On the ward|shift handover|a patient's day on the ward/i,
  ),
  person(
    'an engineer relocating to Osaka',
    ask('Japanese', 'complete beginner', 'relocating to Osaka for work and want to manage everyday life', 30, 5),
    'move',
    'Your new daily life',
    /転入届/,
    /On the ward/,
  ),
  person(
    'a student working in a café in Seoul',
    ask('Korean', 'TOPIK I level 1', 'work part-time in a café in Seoul', 15, 5),
    'counter',
    'Your shift',
    /어서 오세요/,
    /a scene at a meal|your office and your desk/i,
  ),
  person(
    'a waiter in Barcelona',
    ask('Spanish', 'A1', 'get a job as a waiter in Barcelona', 10, 7),
    'counter',
    'Your shift',
    /¿Qué le pongo\?/,
    /your office and your desk|a short e-mail to a colleague/i,
  ),
  person(
    'a bakery assistant in Vienna',
    ask('German', 'A2', 'work in a bakery in Vienna, serving customers', 30, 5),
    'counter',
    'Your shift',
    /Was darf’s sein\?/,
    /your office and your desk|meetings: giving your opinion/i,
  ),
];

describe('a purpose described by its domain is the spine of a language plan', () => {
  it.each(people)('$who: the purpose named, said first with its register, and done for real last', async ({ request, id, thing, say }) => {
    const { targetLevel, dailyMinutes } = request.answers;
    expect(languageTaskOf(request.option, targetLevel, dailyMinutes!, request.daysPerWeek!).genre?.id).toBe(id);
    const plan = await generateRoadmap(request, builtinProvider);
    expect(plan.description).toMatch(/this plan’s spine and its last milestone/);
    expect(plan.description).toMatch(say);
    const last = tasksOf(plan.weeks.at(-1)!).at(-1)!;
    expect(last.title.startsWith(`Milestone: ${thing}`)).toBe(true);
  });

  it.each(people)(
    '$who: weeks of practice run the situations simplest first, each week one, with no stock theme',
    async ({ request, id, thing, never }) => {
      const plan = await generateRoadmap(request, builtinProvider);
      const weeks = practiceWeeks(plan);
      expect(weeks.length).toBeGreaterThan(2);
      const own = [...situations(id), languageTasks().described.purposes.find((p) => p.id === id)!.whole];
      // The first week of practice takes the simplest situation.
      expect(themeOf(weeks[0]!)).toBe(own[0]);
      for (const week of weeks) {
        expect(week.description).toContain(`For your purpose: ${thing}`);
        const theme = themeOf(week)!;
        expect(own).toContain(theme);
        const words = tasksOf(week).find((t) => /^New words: 15 for /.test(t.title));
        if (words) expect(words.title).toContain(`for ${theme}`);
        // The purpose at least twice in the week: its situation, and its drill, review or can-do written into it.
        expect(
          tasksOf(week).filter((t) => `${t.title} ${t.description}`.toLowerCase().includes(thing.toLowerCase())).length,
        ).toBeGreaterThanOrEqual(2);
      }
      expect(planText(plan)).not.toMatch(never);
    },
  );

  it.each(people)('$who: weeks within the person’s time, no dangling references, new material every week', async ({ request }) => {
    const plan = await generateRoadmap(request, builtinProvider);
    const m = planMetrics(plan, request.answers.dailyMinutes, request.daysPerWeek);
    expect(m.withinTime).toBe(1);
    expect(m.dangling).toBe(0);
    expect(m.repeating).toBeLessThanOrEqual(0.1);
  });
});

describe('each described purpose is data with its source', () => {
  it.each(languageTasks().described.purposes.map((p) => [p.id, p] as const))(
    '%s: a CEFR domain, a source, situations ending on the whole',
    (_, p) => {
      expect(p.source).toMatch(/CEFR Companion Volume \(2020\)/);
      expect(p.situations.length).toBeGreaterThanOrEqual(6);
      expect(p.finale.title).toMatch(/^\{Thing\}/);
    },
  );
});

describe('negatives: the words that must not change', () => {
  it.each([
    ['Spanish', "I'm a doctor moving to Madrid to work in a hospital"],
    ['Spanish', 'I am a doctor and want to talk with my patients'],
    ['German', 'work as a nurse on a ward in Berlin'],
  ])('%s, “%s”: a clinician keeps the ward’s phrases, not a move', async (option, target) => {
    expect(purposesOf(target).map((p) => p.name)).toContain('work in healthcare');
    expect(languageTaskOf(option, target, 30, 5).genre?.id).not.toBe('move');
    const plan = await generateRoadmap(ask(option, 'A2', target, 30, 4), builtinProvider);
    // The clinician's own work is the spine now (decision 352): a nurse's shift, a doctor's patient.
    expect(planText(plan)).toMatch(/Your nursing work: |Your work as a doctor: /);
  });

  it.each([
    'see a doctor and book appointments when we live in Spain permanently',
    'register with a GP and open a bank account after moving to Seville',
    'talk to the doctor, the landlord and the school when we relocate to Málaga',
    'a doctor’s appointment for my son',
  ])('Spanish, “%s”: a patient’s doctor is not healthcare work', (target) => {
    expect(purposesOf(target).map((p) => p.name)).not.toContain('work in healthcare');
  });

  it.each([
    ['Spanish', 'watch football on TV with the commentary'],
    // A newspaper is now a described purpose of its own (decision 230: language-purpose-first.test.ts).
    ['French', 'read a novel every morning'],
    ['Japanese', 'a trip to Osaka'],
    ['Italian', 'reach B1'],
    ['German', 'lead the daily scrum in German'],
  ])('%s, “%s”: names none of the described purposes', (option, target) => {
    const ids = languageTasks().described.purposes.map((p) => p.id);
    expect(ids).not.toContain(languageTaskOf(option, target, 30, 5).genre?.id);
  });
});

describe('a purpose no entry describes, in the person’s own words', () => {
  const own = [
    ['Spanish', 'A1 from an app', 'volunteer at an animal shelter in Oaxaca', 30, 4, 'Volunteering at an animal shelter in Oaxaca'],
    ['French', 'beginner', 'make friends at my climbing gym in Lyon', 20, 5, 'Making friends at your climbing gym in Lyon'],
    [
      'Spanish',
      'school Spanish',
      'help my kids with their homework from their bilingual school',
      15,
      6,
      'Helping your kids with their homework',
    ],
    ['Italian', 'A2', 'pray with my congregation at mass and chat after', 40, 3, 'Praying with your congregation at mass'],
    [
      'German',
      'beginner',
      'play online games with German teammates on voice chat',
      60,
      2,
      'Playing online games with teammates on voice chat',
    ],
  ] as const;

  it.each(own)(
    '%s, “%s” → “%s”: their words are the spine, simplest first, done for real last',
    async (option, current, target, minutes, days, thing) => {
      const plan = await generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
      expect(plan.description).toMatch(/Your own words are this plan’s spine and its last milestone/);
      const weeks = practiceWeeks(plan);
      expect(weeks.length).toBeGreaterThan(2);
      expect(themeOf(weeks[0]!)).toBe('introducing yourself there');
      for (const week of weeks) expect(week.description).toContain(`For your purpose: ${thing}`);
      const last = tasksOf(plan.weeks.at(-1)!).at(-1)!;
      expect(last.title).toBe(`Milestone: ${thing}: done for real, in ${option}`);
      // No stock topic of the level where their words gave the matter.
      expect(weeks.map(themeOf)).not.toContain('travel and transport');
      const m = planMetrics(plan, minutes, days);
      expect(m.withinTime).toBe(1);
      expect(m.dangling).toBe(0);
    },
  );

  it.each([
    ['Spanish', 'speak Spanish fluently'],
    ['Spanish', 'talk with confidence'],
    ['French', 'B1'],
    ['German', 'understand German'],
    ['Spanish', 'speak to my grandmother'],
    ['Japanese', 'a trip to Osaka'],
  ])('%s, “%s”: how well, or a purpose read elsewhere, is not an own purpose', (option, target) => {
    expect(languageTaskOf(option, target, 30, 5).genre?.id).not.toBe('own');
  });
});
