import { builtinProvider, generateRoadmap, type RoadmapPlan, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { languageTables } from '../../lambdas/roadmap/curricula/language-tables';
import { ask, breaksIntoSteps } from './language-ask';

/**
 * The purpose lasts the whole plan (issue #36, round 8; decision 097), read as a teacher would: a
 * nurse's ward German, football commentary, letters to a grandmother, song lyrics and a negotiation
 * are in every week of practice at the level reached, never the same week twice, with earlier weeks'
 * situations in review; a requirement the purpose carries is said once, with its source. And a
 * script being learnt is not read as a text before its letters are (item 3).
 */

const titles = (week: RoadmapPlan['weeks'][number]) => week.days.flatMap((d) => d.tasks.map((t) => t.title));
const practiceWeeks = (plan: RoadmapPlan) => plan.weeks.filter((w) => /\bPractice, week \d+/.test(w.title));
/** Each practice week's purpose task (one of its labels first, or the target's own work by its name), or undefined where a week has none. */
const purposeTasks = (plan: RoadmapPlan, labels: readonly string[]) =>
  practiceWeeks(plan).map((w) => titles(w).find((t) => labels.some((label) => t.startsWith(`${label}: `) || t.startsWith(`${label}, `))));
/** The purposes' own topics: a week of practice that still holds a lesson left over is on one of them (its theme), not yet on its inventory. */
const topicsOf = (labels: readonly string[]) =>
  languageTables()
    .purposes.filter((p) => labels.includes(p.weekly!.label))
    .flatMap((p) => Object.values(p.topics).flat());

const people: { who: string; request: RoadmapRequest; labels: string[]; situation: RegExp; not?: RegExp }[] = [
  {
    // An occupational therapist: a nurse's (decision 352) and a physiotherapist's (decision 362) own work is the spine of
    // their weeks now, the ward's purpose the other health professions'.
    who: 'an occupational therapist from Kerala moving to a German hospital',
    request: ask(
      'German',
      'occupational therapist from Kerala, I did A1 at the Goethe-Institut last year',
      'work as an occupational therapist on a ward in Germany',
      45,
      5,
    ),
    labels: ['On the ward'],
    situation: /admitting a patient|asking about symptoms|handing over one patient/,
    not: /^Work: /,
  },
  {
    who: 'a fan who wants the radio commentary of La Liga',
    request: ask('Spanish', 'a few words from holidays', 'follow the football commentary on Spanish radio', 30, 4),
    labels: ['Sport'],
    situation: /the teams, the players, the score|the positions and the pitch/,
  },
  {
    who: 'a grandson writing to his nonna',
    request: ask('Italian', 'never studied it', 'write letters to my grandmother in Sicily and chat on the phone with her', 20, 6),
    // Two purposes, in turn: the letters and the phone calls; and her own thread, Sicily with your grandmother (decision 333).
    labels: ['Family', 'On the phone', 'Sicily'],
    situation: /a short card or message to a grandparent|who is who in the family/,
  },
  {
    who: 'a K-pop fan who reads no Hangul yet',
    request: ask('Korean', "total beginner, can't read Hangul", 'understand the lyrics of my favourite k-pop songs', 30, 3),
    // Their songs are the target's own work (decision 112): its sections, word for word, in the weeks; a week
    // still finishing a lesson is on the songs' topic.
    labels: ['Your favourite k-pop songs', 'Songs'],
    situation: /^Your favourite k-pop songs, section 1: its words, word for word$/,
  },
  {
    who: 'a buyer negotiating with factories in Shenzhen',
    request: ask('Chinese', 'HSK 2, two years ago', 'negotiate prices with suppliers at the Canton Fair', 60, 5),
    labels: ['Business'],
    situation: /negotiating price and quantity|asking for a price and a quote|prices and quantities/,
    not: /^Work: /,
  },
];

describe('a language’s purpose lasts the whole plan', () => {
  it.each(people)('$who: a task of the purpose in every week of practice, none twice, the level’s situations, reviewed', async (person) => {
    const plan = await generateRoadmap(person.request, builtinProvider);
    const weeks = practiceWeeks(plan);
    expect(weeks.length).toBeGreaterThanOrEqual(8);
    const tasks = purposeTasks(plan, person.labels);
    // Every week of practice holds one, however late in the plan; a week still finishing a lesson is on the purpose's own topic.
    const topics = topicsOf(person.labels);
    const off = weeks.filter(
      (w, i) => tasks[i] === undefined && !/the last lessons/.test(w.title) && !topics.some((topic) => w.title.includes(`: ${topic} (`)),
    );
    expect(off.map((w) => w.title)).toStrictEqual([]);
    const taught = tasks.filter((t) => t !== undefined);
    expect(taught.length).toBeGreaterThanOrEqual(weeks.length - 2);
    // No two weeks the same task.
    expect(new Set(taught).size).toBe(taught.length);
    expect(taught.some((t) => person.situation.test(t))).toBe(true);
    // Earlier weeks' situations come back in review.
    const again = weeks.flatMap(titles).filter((t) => t.startsWith('Again: '));
    expect(again.length).toBeGreaterThan(0);
    for (const review of again.filter((t) => person.labels.some((label) => t.startsWith(`Again: ${label} — `)))) {
      const situation = review.replace(/^Again: [^—]+ — /, '');
      expect({ situation, before: taught.some((t) => t.includes(situation)) }).toEqual({ situation, before: true });
    }
    // A purpose that stands for another is not doubled by the general one.
    if (person.not) expect(plan.weeks.flatMap(titles).filter((t) => person.not!.test(t))).toEqual([]);
  });

  it('moves on with the level: a plan that reaches A2 practises A2’s situations after A1’s', async () => {
    const plan = await generateRoadmap(
      ask('Spanish', 'complete beginner', 'go on holiday in Mexico and order food', 90, 6),
      builtinProvider,
    );
    const tagged = practiceWeeks(plan).map((w) => ({ level: /\((?:towards )?(A1|A2|B1)\)/.exec(w.title)?.[1], tasks: titles(w) }));
    const travel = languageTables().purposes.find((p) => p.name === 'travel')!.weekly!.levels;
    const at = (level: 'A1' | 'A2') => tagged.filter((w) => w.level === level);
    expect(at('A1').length).toBeGreaterThan(0);
    expect(at('A2').length).toBeGreaterThan(0);
    for (const level of ['A1', 'A2'] as const) {
      const own = travel[level]!.map((s) => s.situation);
      for (const week of at(level)) {
        const task = week.tasks.find((t) => t.startsWith('Travel: '))!;
        expect(own.some((s) => task.includes(s))).toBe(true);
      }
    }
  });

  it('says a requirement once, with its source: a nurse’s registration in Germany, a degree in Korea', async () => {
    const nurse = await generateRoadmap(people[0]!.request, builtinProvider);
    expect(nurse.description.match(/Anerkennung in Deutschland/g)).toHaveLength(1);
    expect(nurse.description).toMatch(/B2/);
    // Read at the level registration asks, not as A2.
    expect(nurse.description).not.toMatch(/was read as A2/);
    const student = await generateRoadmap(
      ask('Korean', 'I finished Sejong Korean 1', 'study for a degree at a university in Seoul', 60, 5),
      builtinProvider,
    );
    expect(student.description.match(/TOPIK level 3/g)).toHaveLength(1);
    expect(student.description).toContain('Study in Korea, NIIED');
    // A purpose that carries none says none.
    const fan = await generateRoadmap(people[1]!.request, builtinProvider);
    expect(fan.description).not.toMatch(/Where it is required/);
  });

  it('gives every purpose an inventory of weekly tasks, each broken into steps as any curriculum task is', () => {
    const { purposes, weeklyKinds } = languageTables();
    for (const purpose of purposes) {
      // Every purpose has its weekly inventory: none fades after its first weeks.
      expect({ purpose: purpose.name, weekly: !!purpose.weekly }).toEqual({ purpose: purpose.name, weekly: true });
      const situations = Object.values(purpose.weekly!.levels).flat();
      expect(situations.length).toBeGreaterThanOrEqual(16);
      for (const kind of weeklyKinds[purpose.weekly!.kinds]!) {
        const s = situations[0]!;
        const title = kind.title
          .replace('{label}', purpose.weekly!.label)
          .replace('{situation}', s.situation)
          .replace('{language}', 'German');
        expect(breaksIntoSteps(title, kind.description.replace('{detail}', s.detail), kind.minutes)).toEqual({ title, steps: true });
      }
    }
  });
});

describe('reading before the script is known', () => {
  it.each([
    ['Korean', 'Hangul'],
    ['Japanese', 'kana'],
    ['Hindi', 'Devanagari'],
    ['Chinese', 'pinyin'],
  ])('%s: the first weeks read only what the learner can decode, never “a text in” the language', async (option) => {
    const plan = await generateRoadmap(ask(option, 'complete beginner', 'A2', 90, 5), builtinProvider);
    const first = plan.weeks.slice(0, 2).flatMap((w) => w.days.flatMap((d) => d.tasks));
    const reading = first.filter((t) => /^Reading:/.test(t.title));
    expect(reading.length).toBeGreaterThan(0);
    for (const task of reading) {
      expect(task.title).not.toMatch(new RegExp(`a text in ${option}`));
      expect(task.title).toMatch(/you can decode/);
    }
  });
});
