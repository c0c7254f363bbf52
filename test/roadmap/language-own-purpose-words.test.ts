import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { languageTaskOf } from '../../lambdas/roadmap/curricula/language-tasks';
import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { ask, planText, practiceWeeks, tasksOf, themeOf } from './language-ask';

/**
 * The person's own purpose in a language plan's tasks (issue #36, round 20; decision 362): the work they name
 * (a stage in a restaurant kitchen, a pharmacist's counter, a physiotherapist's session, a paramedic's call, code
 * reviews beside stand-ups), the visa test they name (a care worker's SELT), the genre (webtoons by the episode,
 * casual and polite speech, B1 to read them unaided), the occasion (Diwali, the Spring Festival) and the direction
 * of a visit (family who come from a place are welcomed at the person's own door).
 */

const TOURIST = /checking in at a hotel|at the airport|booking a hotel|holidays|shopping and paying on holiday|the sights/;

/** The titles of a plan's weeks of practice, with their theme. */
const themes = (plan: RoadmapPlan) => practiceWeeks(plan).map((w) => themeOf(w) ?? w.title);

const workers = [
  {
    who: 'a head chef on a stage in Bologna, 15 minutes 6 days',
    request: ask(
      'Italian',
      "I'm a head chef in London, no Italian at all",
      'a three-month stage in a restaurant kitchen in Bologna',
      15,
      6,
    ),
    genre: 'kitchen',
    parts: ['the orders called at the pass', 'allergens and a guest’s question'],
  },
  {
    who: 'a commis for a season in a Lyon brasserie, 30 minutes 3 days',
    request: ask('French', 'A2 French', 'a summer season in a brasserie kitchen in Lyon', 30, 3),
    genre: 'kitchen',
    parts: ['the stations, tools and ingredients'],
  },
  {
    who: 'a sous chef for a ramen shop in Osaka, 60 minutes 5 days',
    request: ask('Japanese', 'sous chef in Melbourne, N5', 'cook in a ramen shop kitchen in Osaka for a year', 60, 5),
    genre: 'kitchen',
    parts: ['the cuts and the verbs of the prep'],
  },
  {
    who: 'a Syrian pharmacist for a Hamburg Apotheke, 45 minutes 4 days',
    request: ask('German', "I'm a pharmacist from Syria, B1 German", 'work as a pharmacist in a Hamburg Apotheke', 45, 4),
    genre: 'pharmacy',
    parts: ['how and when to take a medicine', 'a call to the prescriber'],
  },
  {
    who: 'a physiotherapist for Valencia, 60 minutes 5 days',
    request: ask('Spanish', 'physiotherapist, A2 Spanish', 'treat patients as a physiotherapist at a clinic in Valencia', 60, 5),
    genre: 'physio',
    parts: ['an exercise shown and counted', 'the home programme, checked back'],
  },
  {
    who: 'a Brazilian paramedic for London, 20 minutes 7 days',
    request: ask('English', "I'm a paramedic in Brazil, B1 English", 'work as a paramedic with the London Ambulance Service', 20, 7),
    genre: 'paramedic',
    parts: ['the SAMPLE history', 'the ATMIST handover'],
  },
  {
    who: 'a backend developer in Berlin, stand-ups and code reviews, 30 minutes 5 days',
    request: ask('German', "A2 German, I'm a backend developer", 'stand-ups and code reviews at my new job in Berlin', 30, 5),
    genre: 'software',
    parts: ['a code review: comments, given and answered', 'yesterday, today and a blocker at the stand-up'],
  },
];

describe('the work a person names is the spine of the weeks, in its own exchanges', () => {
  it.each(workers)('$who', async ({ request, genre, parts }) => {
    const { currentLevel, targetLevel, dailyMinutes } = request.answers;
    expect(languageTaskOf(request.option!, targetLevel, dailyMinutes, request.daysPerWeek ?? 5, currentLevel).genre?.id).toBe(genre);
    const plan = await generateRoadmap(request, builtinProvider);
    const weeks = themes(plan);
    expect(weeks.length).toBeGreaterThan(3);
    for (const part of parts) expect(weeks).toContain(part);
    expect(weeks.filter((t) => TOURIST.test(t))).toEqual([]);
  });

  it('the pharmacist is told her Land’s Fachsprachprüfung, the paramedic the ATMIST handover and the HCPC', async () => {
    const pharmacist = planText(await generateRoadmap(workers[3]!.request, builtinProvider));
    expect(pharmacist).toMatch(/Fachsprachprüfung of the Landesapothekerkammer/);
    const paramedic = await generateRoadmap(workers[5]!.request, builtinProvider);
    expect(paramedic.description).toMatch(/HCPC/);
    expect(planText(paramedic)).toMatch(/ATMIST order/);
  });
});

describe('negatives: a stage, a pharmacist, a physio or a paramedic that is not the person’s work', () => {
  it.each([
    ['Italian', 'act on a stage in a theatre in Rome', 'kitchen'],
    ['Japanese', 'cook in my kitchen at home for my Japanese in-laws', 'kitchen'],
    ['German', 'ask my pharmacist about my medicines in Berlin', 'pharmacy'],
    ['Spanish', 'talk to my physio in Madrid about my knee', 'physio'],
    ['French', 'call an ambulance and explain what happened', 'paramedic'],
    ['German', 'run the daily stand-up in German', 'software'],
  ])('%s: “%s” is not %s', (option, target, id) => {
    expect(languageTaskOf(option, target, 30, 4).genre?.id).not.toBe(id);
  });
});

describe('a care worker’s visa test is named and planned to', () => {
  const request = ask(
    'English',
    'B1, I work in a care home in Poland',
    'pass the English test for a care worker visa and talk with residents in the UK',
    30,
    5,
  );

  it('names the SELT at B2, the route’s closure to new care workers from abroad, and keeps the care shift', async () => {
    const plan = await generateRoadmap(request, builtinProvider);
    expect(plan.description).toMatch(/Secure English Language Test \(SELT\)/);
    expect(plan.description).toMatch(/22 July 2025/);
    expect(plan.description).not.toMatch(/each health profession has its own regulator/);
    expect(plan.title).toMatch(/B2/);
    const titles = plan.weeks.flatMap(tasksOf).map((t) => t.title);
    expect(titles.filter((t) => /^Your exam: IELTS/.test(t)).length).toBeGreaterThan(3);
    expect(themes(plan)).toContain('a fall or an emergency');
  });

  it('a visa named without an English test, or a test named for no visa, is not read so', () => {
    expect(languageTaskOf('English', 'get a visa to visit my sister in London', 30, 4).exam?.board).toBeUndefined();
    expect(languageTaskOf('English', 'pass the English test at my school', 30, 4).exam?.board).toBeUndefined();
  });
});

describe('webtoons are read by the episode, with casual and polite speech, at B1 unaided', () => {
  const readers = [
    ask('Korean', 'I can read Hangul and know some basic phrases', 'read webtoons in Korean without a translator', 30, 4),
    ask('Korean', 'complete beginner', 'read Naver webtoons in the original', 15, 6),
    ask('Japanese', 'A2, I read some manga', 'read webtoons in Japanese on my own', 45, 3),
  ];

  it.each(readers)('%#: the episode, not the page; casual and polite speech; B1', async (request) => {
    expect(languageTaskOf(request.option!, request.answers.targetLevel, 30, 4).genre?.id).toBe('webtoon');
    const plan = await generateRoadmap(request, builtinProvider);
    // The tasks, not the person's own words at the head ("I read some manga").
    const text = plan.weeks
      .flatMap(tasksOf)
      .map((t) => `${t.title} ${t.description}`)
      .join('\n');
    expect(text).not.toMatch(/\bmanga\b/i);
    expect(text).not.toMatch(/\bpages?\b/);
    expect(themes(plan)).toContain('polite speech, and the moment they switch');
    expect(plan.title).toMatch(/B1/);
  });

  it('a Korean webtoon says 반말 and 존댓말', async () => {
    const plan = await generateRoadmap(readers[0]!, builtinProvider);
    expect(plan.description).toMatch(/반말[^]*존댓말/);
  });

  it('simple webtoons with a dictionary are not B1, and manga keeps its pages', async () => {
    const simple = await generateRoadmap(
      ask('Korean', 'complete beginner', 'read simple webtoons with a dictionary', 20, 4),
      builtinProvider,
    );
    expect(simple.title).not.toMatch(/B1/);
    expect(languageTaskOf('Japanese', 'read One Piece in Japanese', 30, 4).genre?.id).toBe('manga');
  });
});

describe('a festival is an occasion with its wishes, and a visit from a place comes to the person’s door', () => {
  const diwali = ask(
    'Hindi',
    'complete beginner, my husband speaks Hindi',
    "talk with my husband's parents in Hindi when they visit from Lucknow at Diwali",
    20,
    4,
  );

  it('Diwali is in the tasks of the first weeks, with its wishes and the welcome', async () => {
    const plan = await generateRoadmap(diwali, builtinProvider);
    const early = plan.weeks.slice(0, 4).flatMap(tasksOf);
    expect(early.filter((t) => /Diwali/.test(t.title)).length).toBeGreaterThan(1);
    expect(planText(plan)).toMatch(/दिवाली की शुभकामनाएँ/);
    expect(planText(plan)).toMatch(/if they come to you, आइए/);
  });

  it('parents who visit from Lucknow are not met at a door in Lucknow, nor travelled to', async () => {
    const text = planText(await generateRoadmap(diwali, builtinProvider));
    expect(text).not.toMatch(/at the door in Lucknow|I am going to Lucknow|when you see them in Lucknow/);
  });

  it('a visit to Lucknow keeps the door there', async () => {
    const going = ask('Hindi', 'complete beginner', "talk with my husband's parents when we visit them in Lucknow", 20, 4);
    expect(planText(await generateRoadmap(going, builtinProvider))).toMatch(/at the door in Lucknow/);
  });

  it('the Spring Festival in Chinese has its wishes and the red envelope', async () => {
    const plan = await generateRoadmap(
      ask('Chinese', 'beginner, my wife is from Chengdu', 'talk with my wife’s parents at Chinese New Year', 30, 3),
      builtinProvider,
    );
    expect(planText(plan)).toMatch(/新年快乐/);
    expect(planText(plan)).toMatch(/红包/);
  });

  it('no festival named, no festival tasks', async () => {
    const plan = await generateRoadmap(
      ask('Hindi', 'complete beginner', "talk with my husband's parents in Hindi", 20, 4),
      builtinProvider,
    );
    expect(planText(plan)).not.toMatch(/Diwali|दिवाली/);
  });
});
