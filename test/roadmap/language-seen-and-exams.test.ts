import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { ask, tasksOf } from './language-ask';

/**
 * Decision 284. A series the person watches, said where they are, is listening in a plan for another purpose; a beginner
 * who names an exam's higher level is told its ladder (N5 before N4); an exam's mocks are the board's sections at the
 * board's timing; an Urdu speaker's A2 lessons are read in Devanagari, not drilled.
 */

const planFor = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const all = (plan: RoadmapPlan) => plan.weeks.flatMap(tasksOf);

describe('a series watched is listening in the weeks', () => {
  it.each([
    ['Korean', 'complete beginner, I love K-dramas', 'order food and chat in Seoul next summer', 30, 4, 'Your K-dramas', /해요체/],
    ['Korean', 'complete beginner, I love K-dramas', 'order food and chat in Seoul next summer', 15, 3, 'Your K-dramas', /해요체/],
    ['Japanese', 'beginner, I watch anime every night', 'talk with my host family in Osaka', 45, 5, 'Your anime', /です\/ます/],
    ['Spanish', 'A1, I watch telenovelas', 'chat with my in-laws in Mexico', 20, 6, 'Your telenovelas', /tú or usted/],
    ['Korean', 'I know Hangul and watch dramas on Netflix', 'B1 for work in Busan', 60, 3, 'Your dramas', /반말/],
  ])('%s, “%s”: a short scene shadowed, with the speech it uses', async (option, current, target, minutes, days, named, speech) => {
    const plan = await planFor(option, current, target, minutes, days);
    const scenes = all(plan).filter((t) => t.title.startsWith(`${named}: a 2-minute scene`));
    // In at least a quarter of the weeks, with subtitles in the language.
    const weeks = plan.weeks.filter((w) => tasksOf(w).some((t) => t.title.startsWith(`${named}: a 2-minute scene`)));
    expect(weeks.length).toBeGreaterThanOrEqual(Math.ceil(plan.weeks.length / 4));
    for (const t of scenes) {
      expect(t.description).toContain(`${option} subtitles`);
      expect(t.description).toMatch(speech);
    }
  });

  it.each([
    ['Korean', 'complete beginner', 'order food in Seoul', 30, 4],
    ['Korean', "I don't watch dramas, I'm a beginner", 'order food in Seoul', 30, 4],
    ['Korean', 'beginner, I love K-dramas', 'understand K-dramas without subtitles', 30, 4],
    ['Coding', 'beginner, I watch anime every night', 'build a small website', 30, 4],
  ])('%s, “%s” → “%s”: no scene task of this kind', async (option, current, target, minutes, days) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(all(plan).some((t) => /: a 2-minute scene (?:on|with)/.test(t.title))).toBe(false);
  });
});

describe('an exam is a ladder for a beginner', () => {
  it.each([
    ['Japanese', 'total beginner', 'pass JLPT N4 in July', 45, 5, /N5 \(about 100 kanji[^)]*\) comes before N4\. Sit N5 first/],
    ['Japanese', 'complete beginner', 'JLPT N3', 60, 6, /N5 \([^)]*\), then N4 \([^)]*\) come before N3/],
    ['Chinese', 'beginner', 'pass HSK 3', 30, 7, /HSK 1 \([^)]*\), then HSK 2 \([^)]*\) come before HSK 3/],
    ['Korean', 'never studied Korean', 'TOPIK II level 3', 30, 5, /TOPIK I \([^)]*\) comes before TOPIK II/],
  ])('%s, “%s” → “%s”: the levels before it, sat first', async (option, current, target, minutes, days, said) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(plan.description).toMatch(said);
  });

  it.each([
    ['Japanese', 'total beginner', 'pass JLPT N5'],
    ['Japanese', 'I passed N5, I know about 300 kanji', 'JLPT N4'],
    ['Chinese', 'HSK 3, I know about 600 characters', 'HSK 4'],
  ])('%s, “%s” → “%s”: no ladder said', async (option, current, target) => {
    const plan = await planFor(option, current, target, 30, 5);
    expect(plan.description).not.toMatch(/is a ladder, and you start at its foot/);
  });
});

describe('a mock is the board’s section at the board’s timing', () => {
  it.each([
    [
      'English',
      'B1',
      'IELTS 6.5 for university',
      30,
      5,
      /^IELTS Reading: 16 of its 40 questions in 24 minutes, at the board’s pace/,
      /Reading 60 minutes/,
    ],
    ['English', 'B1', 'IELTS 6.5 for university', 90, 4, /^IELTS Reading: the whole section in 60 minutes/, undefined],
    [
      'Spanish',
      'B1',
      'DELE B2 next May',
      40,
      5,
      /^DELE Comprensión auditiva: the whole section in 40 minutes/,
      /Comprensión de lectura 70 minutes/,
    ],
    [
      'German',
      'A2, a year of classes',
      'pass the Goethe B1 exam in June',
      45,
      4,
      /^Goethe-Zertifikat Hören: the whole section in 40 minutes/,
      /\(Lesen 65 minutes, Schreiben 60 minutes\)/,
    ],
    ['Korean', 'B1', 'TOPIK II level 4', 60, 3, /^TOPIK II 듣기 listening: the whole section in 60 minutes/, /읽기 reading 70 minutes/],
  ])('%s, “%s” → “%s” at %s min: %s', async (option, current, target, minutes, days, task, long) => {
    const plan = await planFor(option, current, target, minutes as number, days as number);
    const tasks = all(plan);
    const mock = tasks.find((t) => (task as RegExp).test(t.title));
    expect(mock).toBeDefined();
    // No section of this board shorter than its own timing called whole.
    expect(
      tasks.some(
        (t) => /the whole section in (\d+) minutes/.test(t.title) && t.estimatedMinutes < Number(/in (\d+) minutes/.exec(t.title)![1]),
      ),
    ).toBe(false);
    if (long) expect(plan.description).toMatch(long);
    else expect(plan.description).not.toMatch(/sections are longer than your day/);
  });
});

describe('the JLPT’s timed sets name the sections’ own timing', () => {
  it('N4: 25, 55 and 35 minutes', async () => {
    const plan = await planFor('Japanese', 'I know kana and 50 kanji', 'JLPT N4 in July', 45, 6);
    const sets = all(plan).filter((t) => /one timed JLPT set/.test(t.title));
    expect(sets.some((t) => /25 at N4/.test(t.description))).toBe(true);
    expect(sets.some((t) => /55 at N4/.test(t.description))).toBe(true);
    expect(sets.some((t) => /35 at N4/.test(t.description))).toBe(true);
  });
});

describe('an Urdu speaker reads A2 in Devanagari', () => {
  it.each([
    ["I'm a native Urdu speaker, I can't read Devanagari", 'read Hindi newspapers', 30, 5],
    ['I speak Urdu at home', 'read Hindi novels', 45, 3],
  ])('“%s”: the spoken drills are read and written from the script', async (current, target, minutes, days) => {
    const plan = await planFor('Hindi', current, target, minutes, days);
    const tasks = all(plan);
    const ne = tasks.find((t) => /ने/.test(t.title) && /Transitive/.test(t.title));
    expect(ne?.title).toMatch(/^In Devanagari, what your Urdu says already: /);
    expect(ne?.description).toMatch(/the work is the script/);
    // B1's shared grammar read the same way, and B1's lessons soon after the script and A2's.
    expect(tasks.find((t) => /अगर … तो/.test(t.title))?.title).toMatch(/^In Devanagari, what your Urdu says already: /);
    expect(plan.weeks.findIndex((w) => /\((?:towards )?B1\)$/.test(w.title)) + 1).toBeLessThanOrEqual(8);
    expect(plan.description).toMatch(/A2 goes at the pace of those lessons/);
  });

  it('a new learner of Hindi keeps the drills', async () => {
    const plan = await planFor('Hindi', 'A1, I finished a beginners’ course', 'B1', 30, 5);
    expect(all(plan).some((t) => /what your Urdu says already/.test(t.title))).toBe(false);
    expect(all(plan).some((t) => /^Transitive verbs with ने/.test(t.title))).toBe(true);
  });
});

describe('a job’s B2 lesson week is the job’s texts, not an exam’s essay', () => {
  it.each([
    ['English', "B1, I'm a chef from Brazil working in Dublin", 'B2, talk to suppliers and my team confidently', 40, 5, 'Your kitchen'],
    ['Spanish', "B1, I'm a car mechanic in Valencia", 'B2 to talk with customers at work', 30, 5, 'Your garage'],
    ['English', 'B1, I work as a care worker in Cork', 'B2 for talking with residents and colleagues at work', 60, 3, 'Your care work'],
  ])('%s, “%s”: the case for a change at work', async (option, current, target, minutes, days, thing) => {
    const plan = await planFor(option, current, target, minutes, days);
    const tasks = all(plan);
    expect(tasks.some((t) => t.title.startsWith(`${thing}: outline a case for a change`))).toBe(true);
    expect(tasks.some((t) => /\b(?:essay|IELTS|B2 First|DELE)\b/i.test(`${t.title} ${t.description}`))).toBe(false);
  });

  it.each([
    ['English', "B1, I'm a chef in Dublin", 'IELTS 6.5 to register my restaurant work visa', 40, 5],
    ['English', 'B1', 'B2 to study at university', 40, 5],
    ['Spanish', 'B1, I love films', 'B2', 30, 5],
  ])('%s, “%s” → “%s”: the essay stays', async (option, current, target, minutes, days) => {
    const plan = await planFor(option, current, target, minutes, days);
    expect(all(plan).some((t) => /outline a case for a change/.test(t.title))).toBe(false);
    expect(all(plan).some((t) => /^Outline a \d+-word essay/.test(t.title))).toBe(true);
  });
});
