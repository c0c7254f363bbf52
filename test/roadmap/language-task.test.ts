import { builtinProvider, generateRoadmap, type RoadmapPlan, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { languageTaskOf, withLanguageTask } from '../../lambdas/roadmap/curricula/language-tasks';
import { loadCurriculum } from '../../lambdas/roadmap/curricula/load';
import { planMetrics } from '../../scripts/roadmaps/metrics';
import { ask, planText, practiceWeeks, tasksOf, themeOf } from './language-ask';

/**
 * The person's own task practised as itself (issue #36, round 11; decision 167), read as a language teacher
 * would: a stand-up, a meeting, a patient's history, a letter to a grandparent, a costume drama, a variety
 * show, a trip to a named place, a novel. Each is the spine of the weeks of practice — the week's theme, its
 * new words, its can-do and its purpose slot from the same part, the task met at least twice a week — and the
 * plan's last milestone is the task done for real. People written for this test, several wordings each, every
 * language, 2–7 days, 10–90 minutes, and negatives whose plans must not change.
 */

type Week = RoadmapPlan['weeks'][number];

const person = (who: string, request: RoadmapRequest, thing: string, say: RegExp) => ({ who, request, thing, say });

const people = [
  person(
    'a backend developer leading the daily scrum in Hamburg',
    ask('German', 'B1, I work as a backend developer', 'lead the daily scrum in German with my team in Hamburg', 45, 4),
    'Your stand-up and sprint review',
    /\bdu\b[^.]*Berlin tech teams|das Ticket/,
  ),
  person(
    'a tester chairing sprint reviews in Lyon',
    ask('French', 'A2 from an evening course', 'chair our sprint reviews and stand-ups in French', 30, 5),
    'Your stand-up and sprint review',
    /tutoient|le ticket/,
  ),
  person(
    'a designer giving her stand-up update in Tokyo',
    ask('Japanese', 'JLPT N4', 'do my stand-up in Japanese at our Tokyo office', 60, 3),
    'Your stand-up and sprint review',
    /朝会/,
  ),
  person(
    'a surveyor in project meetings with UK subcontractors',
    ask(
      'English',
      'I read drawings in English but I am slow to speak',
      'contribute confidently in project meetings with our British subcontractors',
      40,
      5,
    ),
    'Your meetings',
    /British meetings are indirect|programme/,
  ),
  person(
    'a site manager pushing back in Monterrey',
    ask('Spanish', 'B1', 'hold my own in site meetings with contractors in Monterrey', 25, 6),
    'Your meetings',
    /Freezing is usual/,
  ),
  person(
    'a paramedic asking patients about symptoms in Arizona',
    ask('Spanish', 'beginner', 'ask my patients about their symptoms and allergies in Spanish in Arizona', 20, 5),
    'Your patient history',
    /usted[\s\S]*qualified interpreter/,
  ),
  person(
    'a GP taking histories in Marseille',
    ask('French', 'A2', 'take a basic medical history in French', 30, 4),
    'Your patient history',
    /vous[\s\S]*qualified interpreter/,
  ),
  person(
    'a granddaughter writing to her nani',
    ask('Hindi', 'I speak a little Hindi with my mum but cannot read it', 'write a letter to my nani in Hindi', 15, 7),
    'Your letter',
    /पूज्य/,
  ),
  person(
    'a grandson writing to his halmeoni',
    ask('Korean', 'I know hangul', 'send a handwritten letter to my grandmother in Korean for her birthday', 30, 2),
    'Your letter',
    /할머니께/,
  ),
  person(
    'a fan of palace dramas',
    ask('Chinese', 'HSK 3', 'watch 古装 palace dramas like Nirvana in Fire with Chinese subtitles only', 50, 5),
    'Your costume drama',
    /本宫|成语/,
  ),
  person(
    'a fan of Korean period dramas',
    ask('Korean', 'TOPIK I level 2', 'understand sageuk historical dramas', 40, 4),
    'Your costume drama',
    /전하|하오체/,
  ),
  person(
    'a variety-show fan',
    ask('Korean', 'A2', 'follow Korean variety shows like Running Man without fansubs', 30, 6),
    'Your variety show',
    /자막/,
  ),
  person(
    'a couple going to Kyoto',
    ask('Japanese', 'complete beginner', 'get around on our holiday in Kyoto next autumn', 20, 5),
    'Your trip to Kyoto',
    /ICOCA/,
  ),
  person(
    'a student visiting Busan',
    ask('Korean', 'beginner, I can read hangul', 'travel around Busan on my own and order food', 25, 4),
    'Your trip to Busan',
    /T-money|Gyeongsang/,
  ),
];

describe('the person’s own task is the spine of a language plan', () => {
  it.each(people)(
    '$who: said first, with its register, and the last milestone is the task done for real',
    async ({ request, thing, say }) => {
      const plan = await generateRoadmap(request, builtinProvider);
      expect(plan.description).toMatch(
        /this plan’s spine and its last milestone|runs through the plan, and finishing it is its last milestone/,
      );
      expect(plan.description).toMatch(say);
      const last = tasksOf(plan.weeks.at(-1)!).at(-1)!;
      const finale = loadFinale(request);
      expect(last.title).toBe(`Milestone: ${finale}`);
      expect(finale.startsWith(thing)).toBe(true);
    },
  );

  it.each(people)(
    '$who: each week of practice is one part of the task — its theme, words, can-do and purpose slot agree',
    async ({ request, thing }) => {
      const plan = await generateRoadmap(request, builtinProvider);
      const weeks = practiceWeeks(plan);
      expect(weeks.length).toBeGreaterThan(2);
      for (const week of weeks) {
        expect(week.description).toContain(`For your purpose: ${thing}`);
        const theme = themeOf(week)!;
        expect(theme).toBeDefined();
        const words = tasksOf(week).find((t) => /^New words: 15 for /.test(t.title));
        if (words) expect(words.title).toContain(`for ${theme}`);
        // The task at least twice in the week: its part, and its drill, review or can-do written into it.
        expect(
          tasksOf(week).filter((t) => `${t.title} ${t.description}`.includes(thing.replace(/^Your/, 'your')) || t.title.startsWith(thing))
            .length,
        ).toBeGreaterThanOrEqual(2);
      }
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

/** The finale the person's curriculum closes on, as the planner fills it. */
function loadFinale(request: RoadmapRequest): string {
  const curriculum = withLanguageTask(
    loadCurriculum(request.option)!,
    request.answers.targetLevel,
    request.answers.dailyMinutes,
    request.daysPerWeek!,
  );
  return curriculum.practice!.finale!.title;
}

describe('a novel at a pace that finishes it', () => {
  it.each([
    // The pages a week are those its weeks read: a quarter of the week's time, 10 to 60 minutes, at 3 minutes a page (decision 262).
    ['French', 'B1', "read Camus's L'Étranger in French", 30, 3, /L’Étranger \(about 120 pages\)/, 8],
    [
      'Spanish',
      'A2, two years of evening classes',
      'read a García Márquez novel in Spanish for pleasure',
      60,
      5,
      /Crónica de una muerte anunciada/,
      20,
    ],
    ['French', 'A2 from an evening class', 'enjoy reading Simenon’s Maigret books', 20, 4, /Pietr le Letton/, 6],
  ])(
    '%s, “%s”: the book chosen, its pages a week from the person’s time, read for pleasure',
    async (option, current, target, minutes, days, book, pages) => {
      const plan = await generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
      expect(plan.description).toMatch(book);
      expect(plan.description).toContain(`At ${pages} pages a week`);
      expect(plan.description).toMatch(/for pleasure, not as a literature class/);
    },
  );
});

describe('exams as their boards set them', () => {
  it.each([
    ['pass TOPIK II level 4', 'TOPIK II'],
    ['get level 3 in the TOPIK for my exchange', 'TOPIK II'],
  ])(
    'Korean, “%s”: TOPIK I’s papers below B1, TOPIK II’s from it, the essay (54) only at B2, no speaking, no other board',
    async (target) => {
      const plan = await generateRoadmap(ask('Korean', 'I finished a year of Korean at university', target, 60, 5), builtinProvider);
      const all = planText(plan);
      expect(plan.description).toMatch(/There is no speaking paper/);
      expect(all).not.toMatch(/\b(DELF|DELE|Goethe|IELTS|HSK|Cambridge)\b/);
      const slots = plan.weeks.map((w) => /For your purpose: Your exam: ([^—]+)/.exec(w.description)?.[1]).filter(Boolean) as string[];
      expect(slots.length).toBeGreaterThan(4);
      for (const slot of slots) expect(slot).not.toMatch(/speaking/i);
      const level = (w: Week) => /\((?:towards )?([ABC][12])\)/.exec(w.title)?.[1];
      for (const w of plan.weeks) {
        const slot = /For your purpose: Your exam: ([^—]+)/.exec(w.description)?.[1];
        if (!slot) continue;
        if (level(w) === 'A1' || level(w) === 'A2') expect(slot).toMatch(/^TOPIK I /);
        if (/question 54/.test(slot)) expect(level(w)).toMatch(/B2|C1/);
      }
    },
  );

  it.each([
    ['French', 'B1', 'pass the DELF B2 next year', /DELF/, /France Éducation international/],
    ['Spanish', 'A2', 'get my DELE B1 certificate', /DELE/, /Instituto Cervantes/],
    ['German', 'A2', 'pass the Goethe B1 exam for my visa', /Goethe/, /goethe\.de/],
    ['Chinese', 'HSK 3', 'pass HSK 4 and the HSKK', /HSK/, /HSKK/],
    ['English', 'B1', 'get IELTS 6.5 for university', /IELTS/, /cue card/],
    ['English', 'A2', 'pass Cambridge B2 First', /^(A2 Key|B1 Preliminary|B2 First)/, /cambridgeenglish\.org/],
    ['English', 'B1, I am a nurse from Kerala', 'get OET grade B for nursing registration in the UK', /^OET /, /oet\.com/],
  ])('%s, “%s”: its own board’s papers, never a list of other boards', async (option, current, target, board, source) => {
    const plan = await generateRoadmap(ask(option, current, target, 40, 5), builtinProvider);
    expect(plan.description).toMatch(source);
    expect(planText(plan)).not.toMatch(/Exam paper: one timed task from a past paper of your exam/);
    const slots = plan.weeks.flatMap((w) => /For your purpose: Your exam: ([^—]+)/.exec(w.description)?.[1] ?? []);
    expect(slots.length).toBeGreaterThan(2);
    for (const slot of slots) expect(slot).toMatch(board);
  });
});

describe('varieties', () => {
  it.each([
    ['a nurse in Houston', 'I am a nurse in Houston', 'talk with my Spanish-speaking patients'],
    ['a teacher in the US', 'beginner', 'talk to the parents at my school in the United States'],
    ['a partner from Latin America', 'beginner', 'chat with my Latino boyfriend’s family'],
  ])('%s: Spanish of the Americas — ustedes, usted, no vosotros', async (_who, current, target) => {
    const plan = await generateRoadmap(ask('Spanish', current, target, 30, 4), builtinProvider);
    const all = planText(plan);
    expect(plan.description).toMatch(/Latin American Spanish/);
    expect(all).not.toMatch(/\b(sois|estáis|habláis|coméis|vivís)\b/);
    expect(all).toMatch(/usted/);
  });

  it('British and American English, each where said', async () => {
    const uk = await generateRoadmap(ask('English', 'A2', 'work in an office in Manchester', 30, 5), builtinProvider);
    const us = await generateRoadmap(ask('English', 'A2', 'move to Chicago for a job', 30, 5), builtinProvider);
    expect(uk.description).toMatch(/British English/);
    expect(us.description).toMatch(/American English/);
    expect(planText(us)).not.toMatch(/renting a room or a flat/);
  });
});

describe('words that name no task keep their plan', () => {
  it.each([
    ['Spanish', 'reach B1'],
    ['Italian', 'chat with my in-laws at Christmas'],
    ['German', 'write e-mails and run meetings with clients in German'],
    ['Italian', 'write letters to my grandmother and chat on the phone with her'],
    ['Japanese', 'travel around Japan next year'],
    ['French', 'book a hotel and order food in France'],
    ['Korean', 'pass TOPIK I'],
  ])('%s, “%s”: no task of its own, the curriculum as it was', (option, target) => {
    const curriculum = loadCurriculum(option)!;
    expect(withLanguageTask(curriculum, target, 30, 5)).toBe(curriculum);
  });

  it('a plan with no purpose is the same with or without this module', async () => {
    const request = ask('Italian', 'beginner', 'reach A2', 30, 5);
    const plan = await generateRoadmap(request, builtinProvider);
    expect(plan.description).not.toMatch(/spine/);
    expect(languageTaskOf('Italian', 'reach A2', 30, 5)).toStrictEqual({});
  });

  it('a genre of another language’s place is no trip: Osaka on Spanish', () => {
    expect(languageTaskOf('Spanish', 'a trip to Osaka', 30, 5).genre).toBeUndefined();
    expect(languageTaskOf('Japanese', 'a trip to Osaka', 30, 5).genre?.id).toBe('trip');
  });
});
