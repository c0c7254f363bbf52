import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { languageTables } from '../../lambdas/roadmap/curricula/language-tables';
import { kinOf } from '../../lambdas/roadmap/levels';
import { planMetrics } from '../../scripts/roadmaps/metrics';
import { ask, planText, tasksOf } from './language-ask';

/**
 * A related language's head start (round 13; decision 210): a fluent Spanish speaker learning Italian, a
 * Portuguese speaker on Spanish, a Dutch speaker on German, an Urdu speaker on Hindi. No public source counts
 * the hours saved, so the plan says so, keeps the hours, quotes how close the two are (Ethnologue) and turns
 * its practice: reading and listening on material made for speakers instead of graded texts, each week's
 * grammar set against the language they know; for Urdu on Hindi, reading and writing what they already say.
 */

const all = (plan: Awaited<ReturnType<typeof generateRoadmap>>) => plan.weeks.flatMap(tasksOf);

describe('who speaks a close language well', () => {
  it.each([
    ['Italian', 'I speak Spanish fluently', 'Spanish'],
    ['Italian', 'I’m a native Spanish speaker learning Italian', 'Spanish'],
    ['Italian', 'Spanish is my first language, no Italian at all', 'Spanish'],
    ['Spanish', 'native Brazilian Portuguese speaker', 'Portuguese'],
    ['French', 'bilingual Italian and English', 'Italian'],
    ['German', 'Dutch is my mother tongue', 'Dutch'],
    ['Hindi', 'I grew up speaking Urdu', 'Urdu'],
    // Characters or a script read already (decision 271): kanji for a Chinese reader, Devanagari for a Marathi speaker.
    ['Japanese', 'fluent in Chinese', 'Chinese'],
    ['Chinese', 'native Japanese speaker', 'Japanese'],
    ['Hindi', 'Marathi is my mother tongue', 'Marathi'],
    ['German', 'Swedish is my first language', 'Swedish'],
  ])('%s, “%s”: %s', (option, words, name) => {
    expect(kinOf(option, words)?.name).toBe(name);
  });

  it.each([
    ['Italian', 'a little Spanish from school'],
    ['Italian', 'not fluent in Spanish, total beginner'],
    ['Italian', 'I want to be fluent in Spanish one day'],
    ['Italian', 'fluent in English, beginner in Italian'],
    ['Italian', 'I speak Spanish and Italian fluently'],
    ['Spanish', 'B2 in Spanish already'],
    ['Hindi', 'I speak some Urdu'],
    ['Japanese', 'fluent in Vietnamese'],
    ['German', 'fluent in French'],
  ])('%s, “%s”: none', (option, words) => {
    expect(kinOf(option, words)).toBeUndefined();
  });

  it('every close pair says how close with its source, or that no figure exists', () => {
    for (const [option, kin] of Object.entries(languageTables().kin)) {
      for (const k of kin) {
        expect({
          option,
          name: k.name,
          sourced: /Ethnologue|no figure|no published figure|Hindustani|cognates|Gooskens|Declaration on the Common Language/.test(
            k.similar,
          ),
        }).toEqual({
          option,
          name: k.name,
          sourced: true,
        });
      }
    }
  });
});

describe('the plan of a fluent speaker of a close language', () => {
  it.each([
    [
      'Italian',
      'I’m a native Spanish speaker, never studied Italian',
      'chat with colleagues in Milan',
      30,
      4,
      'Spanish',
      /82%/,
      /burro is butter/,
    ],
    ['Spanish', 'fluent in Portuguese', 'live in Madrid and talk to neighbours', 30, 5, 'Portuguese', /89%/, /exquisito is delicious/],
    ['French', 'Italian is my first language', 'B1 for my job in Lyon', 45, 3, 'Italian', /89%/, /ils parlent/],
    ['German', 'Dutch is my mother tongue', 'work in Düsseldorf', 60, 6, 'Dutch', /no figure|cognates/, /bellen is to bark/],
    ['Italian', 'I speak French fluently and some English', 'read Italian novels', 10, 7, 'French', /89%/, /camera is a room/],
  ])(
    '%s from “%s” to “%s” (%i min × %i days): said first, no hours invented, receptive practice on real material',
    async (option, current, target, minutes, days, name, close, differ) => {
      const plan = await generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
      expect(plan.description).toMatch(new RegExp(`^[^]*Your ${name} gives you a head start`));
      expect(plan.description).toMatch(close);
      expect(plan.description).toMatch(/No public figure counts the hours/);
      expect(plan.description).not.toMatch(/saves? (?:about )?\d+ hours/);
      const tasks = all(plan);
      expect(tasks.some((t) => /made for its speakers/.test(t.title))).toBe(true);
      expect(tasks.some((t) => t.title.startsWith(`Against your ${name}`) && differ.test(t.description))).toBe(true);
      // The graded reading and listening give way to material made for speakers.
      expect(tasks.some((t) => /^Reading: \d+ minutes of a text/.test(t.title))).toBe(false);
      expect(tasks.some((t) => /^Listening: \d+ minutes/.test(t.title))).toBe(false);
      const m = planMetrics(plan, minutes, days);
      expect(m.dangling).toBe(0);
    },
  );

  it('an Urdu speaker on Hindi reads and writes what they already say', async () => {
    const plan = await generateRoadmap(
      ask('Hindi', 'native Urdu speaker from Lahore', 'talk with colleagues in Delhi', 20, 5),
      builtinProvider,
    );
    expect(plan.description).toMatch(/Your Urdu gives you a head start: spoken Hindi and Urdu are close/);
    expect(plan.description).toMatch(/Devanagari for the Nastaliq/);
    const tasks = all(plan);
    expect(tasks.some((t) => /^Read aloud: a short Hindi text/.test(t.title))).toBe(true);
    expect(tasks.some((t) => /^Listening:/.test(t.title))).toBe(false);
  });

  it.each([
    ['Italian', 'complete beginner', 'order food in Rome'],
    ['Italian', 'a little Spanish from school', 'order food in Rome'],
    ['German', 'fluent in English', 'work in Berlin'],
    ['Spanish', 'I speak Spanish fluently', 'C1 for work'],
  ])('%s, “%s”: no head start said, the graded reading stays', async (option, current, target) => {
    const plan = await generateRoadmap(ask(option, current, target, 30, 4), builtinProvider);
    expect(planText(plan)).not.toMatch(/gives you a head start|made for its speakers|Against your/);
  });
});
