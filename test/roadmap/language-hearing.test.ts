import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { planMetrics } from '../../scripts/roadmaps/metrics';
import { goal, plan as customPlan, tasksOf as customTasks } from './custom-ask';
import { ask, tasksOf } from './language-ask';

/**
 * Hearing loss and deafness in a language plan (decision 271): a teacher has the person listen with the words in
 * front of them (subtitles or a transcript in the language, the sound streamed to hearing aids or headphones,
 * slowed), practise speaking by video where they can lip-read, check their own pronunciation with voice typing,
 * and ask the exam board for its access arrangements; a deaf learner's listening becomes captioned video or a
 * transcript, and speaking is theirs to choose. Said for the person it is about, in language plans only.
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const all = (plan: Plan) => plan.weeks.flatMap(tasksOf);
const listening = (plan: Plan) => all(plan).filter((t) => /^Listening: \d+ minutes/.test(t.title));

describe('a language learner with hearing loss', () => {
  it.each([
    ['Spanish', 'complete beginner, I’m hard of hearing and wear hearing aids', 'hold a conversation with my in-laws in Madrid', 30, 4],
    ['French', 'A2 from school; deaf in one ear since an illness', 'travel around France next summer', 20, 3],
    ['German', 'beginner, I have a cochlear implant', 'B1 for my job in Munich', 60, 5],
    ['Japanese', 'I know hiragana. Tinnitus in both ears', 'JLPT N4', 45, 6],
    ['Italian', 'total beginner with hearing loss', 'order food in Rome', 10, 7],
    ['English', 'I speak OK but make many mistakes; I wear two hearing aids', 'IELTS 6.5', 120, 2],
  ])(
    '%s, “%s” → “%s” (%i min × %i days): listening with the words in front of them, every week',
    async (option, current, target, minutes, days) => {
      const plan = await generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
      expect(plan.description).toMatch(/You mention your hearing: every listening task/);
      // The exam boards are told in the first task, where the teacher is: not in every plan’s description.
      expect(plan.description).not.toMatch(/access arrangements/);
      const tasks = all(plan);
      // The teacher told, in the first lessons' week (a week spread over several of the person's weeks: one of its parts).
      const lessons = (w: Plan['weeks'][number]) => w.title.replace(/^Week \d+: /, '').replace(/,? part \d+ of \d+.*$/, '');
      const teacher = (t: { title: string; description: string }) =>
        /^Tell your teacher about your hearing/.test(t.title) &&
        /an exam, ask its centre for access arrangements when you register/.test(t.description);
      const told = plan.weeks.findIndex((w) => tasksOf(w).some(teacher));
      expect(told).toBeGreaterThanOrEqual(0);
      expect(lessons(plan.weeks[told]!)).toBe(lessons(plan.weeks[0]!));
      // Each listening task of the practice has its transcript or subtitles open, in the plan's language.
      for (const t of listening(plan))
        expect(t.description).toMatch(new RegExp(`subtitles or transcript in ${option} open from the first play`));
      // Speaking and listening adapted in most weeks, and the week's own turn of hearing tasks in each.
      const adapted = plan.weeks.filter((w) => tasksOf(w).some((t) => /With your hearing/.test(t.description)));
      expect(adapted.length).toBeGreaterThanOrEqual(Math.ceil(plan.weeks.length / 2));
      // Most weeks: its turn of hearing tasks (the lessons' weeks) or its own tasks adapted (the practice's); a week of
      // reading and writing alone has nothing to adapt.
      const turn = /^(Listening set-up|Lip-reading|The sounds you hear least|Listening in short blocks|Tell your teacher)/;
      const heard = plan.weeks.filter((w) => tasksOf(w).some((t) => turn.test(t.title) || /With your hearing/.test(t.description)));
      expect(heard.length).toBeGreaterThanOrEqual(Math.ceil(plan.weeks.length * 0.75));
      expect(tasks.some((t) => turn.test(t.title))).toBe(true);
      expect(tasks.some((t) => /\bwithout (?:English |any )?subtitles\b/i.test(`${t.title} ${t.description}`))).toBe(false);
      expect(planMetrics(plan, minutes, days).dangling).toBe(0);
    },
  );

  it.each([
    ['Japanese', 'I know hiragana. Tinnitus in both ears', 'JLPT N4', 45, 6, /^Listening \(聴解\): one timed JLPT set/],
    ['German', 'A2, I have a cochlear implant', 'pass the Goethe B1 exam in June', 60, 5, /^Goethe-Zertifikat Hören: /],
  ])(
    '%s, “%s” → “%s”: the exam’s listening practised as the access arrangement will have it',
    async (option, current, target, minutes, days, set) => {
      const plan = await generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
      const sets = all(plan).filter((t) => set.test(t.title));
      expect(sets.length).toBeGreaterThan(0);
      for (const t of sets) {
        expect(t.description).toMatch(/as your access arrangement will have it on the day/);
        expect(t.description).toMatch(/open the transcript only afterwards/);
        expect(t.description).not.toMatch(/open from the first play/);
      }
      // A reading set is reading: nothing said of hearing.
      expect(
        all(plan)
          .filter((t) => /^Grammar and reading/.test(t.title))
          .some((t) => /With your hearing/.test(t.description)),
      ).toBe(false);
    },
  );

  it('a series “without subtitles” is followed with the language’s own subtitles', async () => {
    const plan = await generateRoadmap(
      ask('Korean', 'I know hangul, about A2; I have tinnitus', 'watch k-dramas without subtitles', 60, 5),
      builtinProvider,
    );
    const text = all(plan).map((t) => `${t.title}\n${t.description}`);
    expect(text.some((t) => /once with subtitles in Korean for the gist, then again line by line/.test(t))).toBe(true);
    expect(text.some((t) => /without subtitles/.test(t))).toBe(false);
    expect(text.some((t) => /same-language subtitles are how you listen/.test(t))).toBe(true);
  });

  it('a custom language: the course’s listening and lessons adapted too, in its own name', async () => {
    const plan = await customPlan('Learn Portuguese', 'beginner, I wear hearing aids', 'chat with my Brazilian in-laws', {
      minutes: 30,
      days: 3,
    });
    expect(plan.description).toMatch(/You mention your hearing/);
    const tasks = customTasks(plan);
    expect(tasks.some((t) => /^Listen to a learner’s podcast/.test(t.title) && /transcript in Portuguese open/.test(t.description))).toBe(
      true,
    );
    expect(tasks.some((t) => /^Lesson/.test(t.title) && /so you can lip-read/.test(t.description))).toBe(true);
  });

  it('is named in the read-back', () => {
    expect(readBack({ ...ask('Spanish', 'beginner, hard of hearing', 'travel in Mexico', 30, 3) }).constraints).toContain('hearing loss');
  });
});

describe('a deaf learner', () => {
  it.each([
    ['English', 'I’m deaf, BSL is my first language, I read basic English', 'write emails at work in English', 20, 2],
    ['Spanish', 'profoundly deaf, I lip-read English; beginner', 'read Spanish news', 45, 4],
  ])('%s, “%s”: listening becomes captions or a transcript, speaking theirs to choose', async (option, current, target, minutes, days) => {
    const plan = await generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
    expect(plan.description).toMatch(/You mention being deaf/);

    expect(plan.description).not.toMatch(/You mention your hearing/);
    const tasks = all(plan);
    expect(
      tasks.some((t) => /^Find a teacher used to deaf learners/.test(t.title) && /Hören part in sign language/.test(t.description)),
    ).toBe(true);
    for (const t of listening(plan)) expect(t.description).toMatch(/Deaf: watch it as a video with .+ subtitles, or read its transcript/);
    expect(tasks.some((t) => /Deaf: with your voice if you use it/.test(t.description))).toBe(true);
    // Shadowing is from subtitles, and what they said is checked by voice typing, never by listening back (the review of round 16).
    const shadowing = tasks.filter((t) => /\bshadow/i.test(`${t.title} ${t.description}`));
    expect(shadowing.length).toBeGreaterThan(0);
    for (const t of shadowing) expect(t.description).toMatch(/Deaf: shadow from the subtitles instead.+not by listening back/);
    // Reading tasks are reading: no speaking note on "speakers of English".
    expect(tasks.filter((t) => /^Reading:/.test(t.title)).some((t) => /Deaf:/.test(t.description))).toBe(false);
  });
});

describe('what is not the person’s hearing, or not a language plan', () => {
  it.each([
    ['Spanish', 'beginner; my dad is hard of hearing', 'talk with my dad’s family'],
    ['French', 'beginner, my son has a cochlear implant', 'travel in France'],
    ['Italian', 'complete beginner', 'hearing the opera in Italian'],
    ['German', 'beginner; my complaints fell on deaf ears at work', 'work in Berlin'],
    ['English', 'I used to have tinnitus years ago, gone now', 'IELTS 7'],
    ['Spanish', 'beginner; I work as a hearing aid audiologist', 'talk to Spanish-speaking patients'],
    ['German', 'A2, I fit hearing aids for a living', 'work in Vienna'],
  ])('%s, “%s” → “%s”: nothing said or changed', async (option, current, target) => {
    const plan = await generateRoadmap(ask(option, current, target, 30, 4), builtinProvider);
    expect(plan.description).not.toMatch(/You mention (?:your hearing|being deaf)/);
    expect(all(plan).some((t) => /With your hearing|Deaf:/.test(t.description))).toBe(false);
  });

  it.each([
    [ask('Physical Fitness', 'I walk a bit, I have tinnitus and wear hearing aids', 'run 5k', 30, 3)],
    [ask('Music (Instrumental Practice)', 'grade 2 piano, deaf in one ear', 'grade 3', 30, 5)],
    [goal('Knitting', 'beginner, I’m hard of hearing', 'knit a scarf')],
    // A sign language is seen, not heard: no captions or hearing aids to add.
    [goal('Learn BSL', 'beginner; I’m hard of hearing and losing more of it', 'sign with Deaf friends')],
  ])('%# not a language plan: hearing loss is no listening task to adapt', async (request) => {
    const plan = await generateRoadmap(request, builtinProvider);
    expect(plan.description).not.toMatch(/You mention (?:your hearing|being deaf)/);
    expect(
      plan.weeks
        .flatMap(tasksOf)
        .some((t) => /With your hearing|Deaf:|^Tell your teacher about your hearing/.test(`${t.title} ${t.description}`)),
    ).toBe(false);
    expect(readBack(request).constraints).not.toContain('hearing loss');
  });
});
