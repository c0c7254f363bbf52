import { CATALOG, todayIn } from '../../contract';
import { languageTables } from '../../lambdas/roadmap/curricula/language-tables';
import { languageTasks } from '../../lambdas/roadmap/curricula/language-tasks';
import { deadlineOf } from '../../lambdas/roadmap/deadline';
import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { previewPlan } from '../../lambdas/roadmap/preview';
import { plan as customPlan } from './custom-ask';
import { ask, tasksOf } from './language-ask';

/**
 * Decision 252 (issue #36 and #39, round 15): what round 14's language coaches found, read as the person reads
 * their plan. A person who starts part-way up the ladder meets their purpose's first part in their first week; a
 * lesson week spread over several of the person's weeks brings a new chunk in each; a purpose's chunks are in
 * the language, with their English and a named source, or say honestly that the plan has none yet; a language
 * the catalogue has no option for reads the same purposes, level and hours; an exam by a date is said plainly to
 * be reachable, tight or not by then. The people are invented for this file.
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const planOf = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const CHUNK = /, first phrases: (.+), as chunks on your card$/;
/** Each plan week's chunks, by the part they name. */
const chunksOf = (plan: Plan) => plan.weeks.map((w) => tasksOf(w).flatMap((t) => (CHUNK.exec(t.title) ? [CHUNK.exec(t.title)![1]!] : [])));
const desk = () => languageTasks().described.purposes.find((p) => p.id === 'desk')!;

describe('a person who starts part-way up the ladder meets their purpose from its first part', () => {
  it.each([
    ['Spanish', 'I’m B1 in Spanish', 'work at the front desk of a hotel in Madrid', 30, 3, 'the hotel desk'],
    ['German', 'A2, I did German at school years ago', 'work at a hotel reception in Vienna', 45, 5, 'the hotel desk'],
    ['Italian', 'B1', 'project meetings with our Milan supplier, pushing back on delays', 60, 4, 'your meetings'],
    [
      'Korean',
      'I can read Hangul and order food',
      'work at a hotel reception in Seoul, phone bookings and complaints',
      15,
      2,
      'the hotel desk',
    ],
  ])('%s, “%s” → “%s”', async (option, current, target, minutes, days, thing) => {
    const plan = await planOf(option, current, target, minutes, days);
    // Not the beginner's week 1: the plan starts part-way up the ladder.
    const beginner = await planOf(option, 'complete beginner', target, minutes, days);
    expect(plan.weeks[0]!.title.replace(/, part \d+ of \d+/, '')).not.toBe(beginner.weeks[0]!.title.replace(/, part \d+ of \d+/, ''));
    const first = tasksOf(plan.weeks[0]!).find((t) => CHUNK.test(t.title))!;
    expect(first.title.toLowerCase()).toContain(`${thing}, first phrases: `);
    const parts =
      thing === 'the hotel desk'
        ? desk().situations.map((s) => s.theme)
        : languageTasks()
            .genres.find((g) => g.id === 'meeting')!
            .parts.map((p) => p.theme);
    expect(CHUNK.exec(first.title)![1]).toBe(parts[0]);
  });

  it('a B1 office worker’s lesson weeks meet the work at the level they start at, its first can-do first', async () => {
    const plan = await planOf('Spanish', 'I’m B1 in Spanish', 'work in a Madrid office', 30, 4);
    const work = plan.weeks
      .slice(0, 2)
      .flatMap(tasksOf)
      .filter((t) => t.title.startsWith('Your work: '))
      .map((t) => t.title);
    const b2 = languageTables().spines.work!.levels.B2!;
    // Its first can-dos at B2 (a day with no room leaves one out), not B1's or A1's: it starts where they start.
    expect(work.length).toBeGreaterThan(0);
    for (const title of work) expect(b2.slice(0, 4).some((e) => title.includes(e.can))).toBe(true);
    // Not A1’s “ask a colleague for help”, which a B1 speaker already does.
    expect(
      plan.weeks
        .slice(0, 2)
        .flatMap(tasksOf)
        .map((t) => t.title),
    ).not.toContain('Your work: ask a colleague for help and thank them, with this week’s lessons');
  });

  it('a beginner still starts on the first part (negative: the start changes nothing for them)', async () => {
    const plan = await planOf('French', 'complete beginner', 'work at a hotel reception in Nice', 30, 5);
    expect(chunksOf(plan)[0]).toEqual([desk().situations[0]!.theme]);
  });
});

describe('every calendar week of a spread lesson week brings its own chunk', () => {
  it.each([
    ['Spanish', 'I’m B1 in Spanish', 'work at the front desk of a hotel in Madrid', 30, 3],
    ['Korean', 'I can read Hangul and order food', 'work at a hotel reception in Seoul, phone bookings and complaints', 15, 2],
    ['Japanese', 'beginner', 'work at the front desk of a ryokan in Kyoto', 30, 3],
  ])('%s, “%s” → “%s” (%i min × %i days)', async (option, current, target, minutes, days) => {
    const plan = await planOf(option, current, target, minutes, days);
    const chunks = chunksOf(plan);
    // A week continued for what its parts left ("the rest of this week's material") is counted as a part (decision 292)
    // but brings no new chunk: only the week's own parts are read here.
    const spread = plan.weeks.flatMap((w, i) => (/part \d+ of \d+/.test(w.title) && !/^The rest of/.test(w.description) ? [i] : []));
    expect(spread.length).toBeGreaterThan(1);
    // "Part 2 of 2" has its chunk as "part 1 of 2" has: one each, never two in one week.
    for (const i of spread) expect(chunks[i]).toHaveLength(1);
    // And they move on: consecutive lesson weeks take consecutive parts of the purpose.
    const themes = desk().situations.map((s) => s.theme);
    const lessons = spread.map((i) => themes.indexOf(chunks[i]![0]!));
    for (let k = 1; k < lessons.length; k++) expect(lessons[k]).toBe((lessons[k - 1]! + 1) % themes.length);
  });
});

describe('a purpose’s chunks are in the language, with their English, from a named source', () => {
  it.each([
    [
      'Spanish',
      'work at a hotel reception in Madrid',
      /¿Tiene reserva\? \(do you have a booking\?\)/,
      'the Plan curricular del Instituto Cervantes',
    ],
    [
      'French',
      'work at a hotel reception in Lyon',
      /Vous avez une réservation \? \(do you have a booking\?\)/,
      'Beacco’s Niveaux pour le français',
    ],
    ['German', 'work at a hotel reception in Munich', /Haben Sie reserviert\? \(do you have a booking\?\)/, 'Profile deutsch'],
    [
      'Italian',
      'work at a hotel reception in Rome',
      /Ha una prenotazione\? \(do you have a booking\?\)/,
      'the Profilo della lingua italiana',
    ],
    ['Japanese', 'work at the front desk of a hotel in Osaka', /いらっしゃいませ。\(welcome\)/, 'the JF Standard'],
    [
      'Korean',
      'work at a hotel reception in Busan',
      /예약하셨습니까\? \(do you have a booking\?\)/,
      'the International Standard Curriculum of Korean',
    ],
    [
      'Chinese',
      'work at a hotel reception in Shanghai',
      /请问您有预订吗？\(qǐngwèn nín yǒu yùdìng ma: do you have a booking\?\)/,
      'the HSK 3.0 standard',
    ],
  ])('%s: “%s”', async (option, target, phrase, source) => {
    const plan = await planOf(option, 'beginner', target, 30, 5);
    const chunk = tasksOf(plan.weeks[0]!).find((t) => CHUNK.test(t.title))!;
    expect(chunk.description).toMatch(phrase);
    expect(chunk.description).toContain(`(after ${source}`);
    expect(chunk.description).not.toMatch(/has none written/);
  });

  it('meetings too: German’s progress report and Japanese’s clarifying, in their own words', async () => {
    const german = await planOf('German', 'beginner', 'project meetings with clients in Vienna', 45, 5);
    expect(tasksOf(german.weeks[0]!).find((t) => CHUNK.test(t.title))!.description).toContain(
      'Wir liegen im Zeitplan. (we are on schedule)',
    );
    const japanese = await planOf('Japanese', 'beginner', 'client meetings in Tokyo, I am an engineer', 60, 5);
    const all = chunksOf(japanese).flat();
    expect(all.slice(0, 2)).toEqual(['reporting progress', 'clarifying and checking']);
  });

  it('a café’s counter in Spanish and German, and honestly none yet in Korean', async () => {
    const madrid = await planOf('Spanish', 'beginner', 'work in a café in Madrid', 30, 4);
    expect(tasksOf(madrid.weeks[0]!).find((t) => CHUNK.test(t.title))!.description).toContain('¿Qué le pongo? (what can I get you?)');
    const berlin = await planOf('German', 'beginner', 'work in a café in Berlin', 30, 4);
    expect(tasksOf(berlin.weeks[0]!).find((t) => CHUNK.test(t.title))!.description).toContain('Was darf’s sein? (what would you like?)');
    const seoul = await planOf('Korean', 'beginner', 'work in a café in Seoul', 30, 4);
    expect(tasksOf(seoul.weeks[0]!).find((t) => CHUNK.test(t.title))!.description).toContain(
      'This plan has none written in Korean for it yet',
    );
  });

  it.each([
    ['Hindi', 'work at a hotel reception in Jaipur', 'Hindi'],
    ['Italian', 'work as a sous-chef in a trattoria in Bologna', 'Italian'],
  ])('%s without phrases yet says so, and gives the English to ask for: “%s”', async (option, target, language) => {
    const plan = await planOf(option, 'beginner', target, 30, 5);
    const chunk = tasksOf(plan.weeks[0]!).find((t) => CHUNK.test(t.title))!;
    expect(chunk.description).toContain(`This plan has none written in ${language} for it yet, only what they say in English (`);
  });

  it('every phrase set is for a language with a named source, and every set has its English beside it', () => {
    const { phrasebooks, described, genres } = languageTasks();
    const situations = described.purposes.flatMap((p) => [...p.situations, ...(p.route ? [p.route.situation] : [])]);
    const sets = [...situations, ...genres.flatMap((g) => g.parts)].flatMap((p) => Object.entries(p.phrases ?? {}));
    expect(sets.length).toBeGreaterThanOrEqual(7 * 14);
    for (const [key, phrases] of sets) {
      // A country's own usage is keyed "{language} {country}" (decision 396): its language's phrasebook, one of its countries.
      const [language, country] = [key.split(' ')[0]!, key.split(' ').slice(1).join(' ')];
      expect(Object.keys(phrasebooks)).toContain(language);
      if (country)
        expect(
          languageTables()
            .countries.filter((c) => c.languages.includes(language))
            .map((c) => c.name),
        ).toContain(country);
      // English's phrases are English already (decision 278): nothing to gloss.
      if (language !== 'English') for (const phrase of phrases.split(' · ')) expect(phrase).toMatch(/\([^()]*[a-z][^()]*\)$/);
    }
  });
});

describe('a language the catalogue has no option for reads the same purposes, level and hours', () => {
  it('Portuguese for a partner’s family in Brazil: family, B1 as the reference, Category I’s hours at their time', async () => {
    const p = await customPlan('Learn Portuguese', 'complete beginner', 'talk with my partner’s family in Brazil', {
      minutes: 20,
      days: 5,
    });
    expect(p.description).toContain('Your purpose, family and in-laws, is read as for the catalogue’s languages: B1 on the CEFR’s ladder');
    expect(p.description).toContain('Portuguese is the US Foreign Service Institute’s Category I, so B1 takes about 375 hours');
    expect(p.description).toMatch(/at 20 minutes a day, 5 days a week/);
    expect(p.description).toContain(languageTables().spines.family!.levels.A1![0]!.can);
  });

  it.each([
    ['Learn Greek', 'beginner', 'travel around Crete next summer', 'travel', 'A2', 'III', 280],
    ['Turkish', 'A1', 'watch Turkish series without subtitles', 'films and series', 'B2', 'III', 670],
    ['Dutch for work', 'A2', 'B1 Dutch for meetings at my new job in Utrecht', 'work', 'B1', 'I', 185],
  ])('“%s”, “%s” → “%s”: %s at %s, Category %s, about %i hours', async (title, current, target, purpose, level, category, hours) => {
    const p = await customPlan(title, current, target, { minutes: 30, days: 4 });
    expect(p.description).toContain(`Your purpose, ${purpose}`);
    expect(p.description).toContain(`Category ${category}, so ${level} takes about ${hours} hours`);
  });

  it('a custom language by a date: not by then at their time, and the level they can reach by it', async () => {
    const p = await customPlan('Learn Dutch', 'A1, I did a course', 'B2 in Dutch in 30 weeks for my job', { minutes: 60, days: 5 });
    expect(p.description).toContain('so B2 takes about 455 hours of guided study from your A1');
    expect(p.description).toContain(
      'Your date, “in 30 weeks”, is about 30 weeks away: about 150 hours at your time — not by then at your time; by then you can reach A2.',
    );
    const near = await customPlan('Learn Dutch', 'A1, I did a course', 'A2 in Dutch in 30 weeks', { minutes: 60, days: 5 });
    expect(near.description).toContain('— reachable at your time.');
  });

  it('a custom goal that is no language reads none of it (negative)', async () => {
    const p = await customPlan('Learn to knit', 'never knitted', 'knit a jumper for my partner’s family at Christmas', {
      minutes: 30,
      days: 4,
    });
    expect(p.description).not.toMatch(/CEFR’s ladder|Foreign Service Institute/);
  });
});

describe('an exam by a date is said to be reachable, tight or not by then, in the description and the preview', () => {
  const preview = (option: string, current: string, target: string, minutes: number, weekdays: number[]) =>
    previewPlan({
      category: CATALOG.find((c) => c.options.includes(option))!.id,
      option,
      answers: { currentLevel: current, targetLevel: target, dailyMinutes: minutes },
      schedule: { startDate: todayIn('UTC'), weekdays, timeZone: 'UTC' },
    } as Parameters<typeof previewPlan>[0]);

  it.each([
    [120, 6, /B2 needs about 175 from where you are — reachable at your time, with about \d+ hours to spare/, 'reachable'],
    [90, 6, /B2 needs about 175 from where you are — tight: reachable at your time only if few sessions are missed/, 'tight'],
    [
      75,
      6,
      /B2 needs about 175 from where you are — tight: about \d+ hours short at your time; about \d+ minutes a day would reach it/,
      'tight',
    ],
    [
      45,
      6,
      /B2 needs about 175 from where you are — not by then at your time: it takes about .+ at this pace; about \d+ minutes a day would reach it/,
      'not by then',
    ],
  ])('DELE B2 in 20 weeks from B1 at %i minutes × %i days', async (minutes, days, said, verdict) => {
    const plan = await planOf('Spanish', 'B1', 'pass the DELE B2 in 20 weeks', minutes, days);
    expect(plan.description).toMatch(said);
    const shown = preview('Spanish', 'B1', 'pass the DELE B2 in 20 weeks', minutes, [1, 2, 3, 4, 5, 6].slice(0, days));
    expect(shown.summary).toMatch(said);
    expect(shown.facts.at(-1)).toMatch(new RegExp(`; by “in 20 weeks”: ${verdict}$`));
  });

  it('JLPT N3 from the kana and 200 kanji: not by then, and the level the hours reach by the date', async () => {
    const plan = await planOf('Japanese', 'I know hiragana and katakana and about 200 kanji', 'JLPT N3 in 40 weeks', 45, 5);
    expect(plan.description).toMatch(
      /B1 needs about \d+ from where you are — not by then at your time: it takes about .+ at this pace; by then you are part of the way to A2/,
    );
    const more = await planOf('Japanese', 'I know hiragana and katakana and about 200 kanji', 'JLPT N3 in 50 weeks', 90, 6);
    expect(more.description).toMatch(/not by then at your time: .*; by then you can reach A2 \(/);
  });

  it('a month with its year is the date (“in December 2027”), a month without one the next', () => {
    expect(deadlineOf('JLPT N3 in December 2027', '2026-11-27')?.date).toBe('2027-12-01');
    expect(deadlineOf('DELE B2 in May 2027', '2026-11-27')?.date).toBe('2027-05-01');
    expect(deadlineOf('DELE B2 in May', '2026-11-27')?.date).toBe('2027-05-01');
    // A day after a month is a day, not a year ("May 20"), and a past year is not a date ahead.
    expect(deadlineOf('the DELE on May 20', '2026-11-27')?.date).toBe('2027-05-20');
    expect(deadlineOf('JLPT N3 in December 2020', '2026-11-27')).toBeUndefined();
  });
});
