import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask, planText, tasksOf } from './language-ask';

/**
 * A C1 exam practises its own papers (decision 324): the DALF C1's synthesis and argued essay, the DELE C1's integrated
 * skills, the Goethe C1's modules and Cambridge's C1 Advanced — not the B2 papers a C1 candidate once took (round 18's
 * blind reading: a DALF C1 candidate practised "DELF B2 reading" for 26 weeks).
 */
const planFor = (option: string, current: string, target: string) => generateRoadmap(ask(option, current, target, 60, 5), builtinProvider);

describe('a C1 exam’s own papers', () => {
  it.each([
    [
      'French',
      'B2, I passed the DELF B2 last year',
      'pass the DALF C1',
      /DALF C1 writing: the synthesis/,
      /DELF B2 (?:listening|reading|writing|speaking)/,
    ],
    ['Spanish', 'B2, DELE B2 passed', 'pass the DELE C1', /DELE C1 integrated writing/, /DELE B2 (?:listening|reading|writing|speaking)/],
    ['German', 'B2, Goethe B2 passed', 'pass the Goethe C1', /Goethe C1 Schreiben/, /Goethe B2 (?:Lesen|Hören|Schreiben|Sprechen)/],
    [
      'English',
      'B2 First passed, I use English at work',
      'pass the C1 Advanced',
      /C1 Advanced writing/,
      /B2 First (?:use|reading|writing|speaking)/,
    ],
  ])('%s, “%s” → “%s”', async (option, current, target, own, below) => {
    const plan = await planFor(option, current, target);
    const titles = plan.weeks.flatMap((w) => tasksOf(w).map((t) => t.title)).join('\n');
    expect(titles).toMatch(own);
    expect(titles).not.toMatch(below);
  });

  it('the DALF C1’s papers are said, with the synthesis and the essay', async () => {
    const plan = await planFor('French', 'B2, I passed the DELF B2 last year', 'pass the DALF C1');
    expect(plan.description).toMatch(/The DALF C1 .*a synthesis of about 220 words from documents, then an argued essay of about 250/);
  });

  it('a B1 learner aiming at the DELF B2 keeps the B2 papers', async () => {
    expect(planText(await planFor('French', 'B1, lived in Lyon', 'pass the DELF B2'))).toMatch(/DELF B2 writing/);
  });
});
