import { CATALOG } from '../../contract';
import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { loadCurriculum } from '../../lambdas/roadmap/curricula/load';
import { asker } from './ask';

/**
 * A language's purposes stay in language plans (round 9's readers: "5 Coding phrases for the next family
 * occasion, said aloud", 68 times in a coder's plan for "a recipe app my family can use"). The words that
 * name a language learner's purpose — family, travel, work, songs, an exam — are as common in every other
 * goal, and each option's plan must read them as its own field does.
 */
const ask = asker(30);
const LANGUAGES = CATALOG.find((c) => c.id === 'languages')!.options;
/** Every path of every other option: its own, and each of its tracks. */
const PATHS = CATALOG.filter((c) => c.id !== 'custom').flatMap((c) =>
  c.options
    .filter((o) => !LANGUAGES.includes(o))
    .flatMap((option) => [{ option, track: 'general' }, ...(loadCurriculum(option)?.tracks ?? []).map((t) => ({ option, track: t.id }))]),
);

const TARGETS = [
  'something my family can use every day',
  'ready before we travel to Italy in the summer',
  'good enough for work and my colleagues',
  'able to do it while singing songs at home with the kids',
  'pass the exam at the end of the course',
];

describe('a language learner’s purposes never enter another option’s plan', () => {
  it.each(PATHS)('$option, $track, with targets that name family, travel, work, songs and an exam', async ({ option, track }) => {
    for (const target of TARGETS) {
      const request = ask(option, 'a beginner', target);
      const plan = await generateRoadmap({ ...request, answers: { ...request.answers, track } }, builtinProvider);
      const said = plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => `${t.title} ${t.description}`))).join('\n');
      // The purposes' tasks are written "in {language}": on another option they would read "5 Coding phrases", "in Drawing".
      expect(said).not.toMatch(new RegExp(`\\b${option.replace(/[()&]/g, '.')} (phrases|words|sentences)\\b`));
      expect(said).not.toMatch(/\bsaid aloud\b.*\bphrases\b|\bphrases\b.*\bsaid aloud\b/);
    }
  });
});
