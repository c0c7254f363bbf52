import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { asker } from './ask';

/**
 * A medicine taken every day is a habit whose general advice is unsafe (round 9b's reader: "practise it
 * once on purpose tonight, even if you did the full version" — a second dose; "grow the habit by the
 * smallest step, 1 page to 2"). Read as a pharmacist would: the anchor and the tracker, the leaflet's
 * missed-dose rule, an organiser, repeat prescriptions, a pharmacist — and never more than prescribed.
 */
const ask = asker(10);
type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const said = (plan: Plan) =>
  [
    plan.description,
    ...plan.weeks.flatMap((w) => [
      w.title,
      w.description ?? '',
      ...w.days.flatMap((d) => d.tasks.map((t) => `${t.title}\n${t.description}`)),
    ]),
  ].join('\n');

const PEOPLE: Array<[current: string, target: string, medicine: RegExp]> = [
  ['I keep forgetting my blood pressure tablets', 'take my tablets every morning without missing', /tablets/],
  ['my GP started me on statins and I forget them', 'remember my medication every night', /medicine/],
  ['I miss my pill about twice a week', 'never miss my pill', /pill/],
  ['asthma, I am supposed to use my preventer inhaler daily', 'use my inhaler morning and evening every day', /inhaler/],
];

describe('a medicine taken every day (read as a pharmacist)', () => {
  it.each(PEOPLE)('%s → %s', async (current, target, medicine) => {
    const plan = await generateRoadmap({ ...ask('Habits Building', current, target), daysPerWeek: 7 }, builtinProvider);
    const all = said(plan);
    // The medicine named, on an anchor, with the leaflet's rule and never a second dose.
    expect(all).toMatch(new RegExp(`Your ${medicine.source} after your anchor`));
    expect(all).toMatch(/leaflet’s “if you forget”|leaflet's “if you forget”/);
    expect(all).toMatch(/never a second dose/);
    expect(all).toMatch(/repeat prescriptions?/i);
    expect(all).toMatch(/pharmacist/);
    // None of the general habit plan's growing or doing it again.
    expect(all).not.toMatch(/Grow the habit|smallest step|once on purpose|do a little more/i);
  });

  it('brings a new step every week, from the NHS and MHRA, not the same evening glance three weeks running', async () => {
    const plan = await generateRoadmap(
      { ...ask('Habits Building', 'I keep forgetting my blood pressure tablets', 'take my tablets every morning'), daysPerWeek: 7 },
      builtinProvider,
    );
    const titles = plan.weeks.map((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    const all = titles.flat();
    for (const step of [
      /^Check the expiry date on every pack of your tablets, and take old ones back to a pharmacy$/,
      /^Read what your leaflet says about food, drink and alcohol with your tablets/,
      /^If you are ill: ask a pharmacist what changes for your tablets/,
      /^Read the side effects your leaflet lists/,
      /^A list of everything you take/,
    ])
      expect(all).toContainEqual(expect.stringMatching(step));
    // Apart from the dose itself, each week's steps are its own.
    const steps = (k: number) => titles[k]!.filter((t) => !/^Your tablets\b/.test(t) && !/^Milestone:/.test(t));
    for (let k = 1; k < titles.length; k++) {
      const earlier = new Set(titles.slice(0, k).flat());
      const repeated = steps(k).filter((t) => earlier.has(t));
      expect({ week: k + 1, repeated }).toEqual({ week: k + 1, repeated: [] });
    }
    expect(said(plan)).toMatch(/Yellow Card/);
    expect(said(plan)).toMatch(/never stop a prescribed medicine on your own/i);
  });

  it('reads a supplement’s pack, not a leaflet, in the new steps', async () => {
    const plan = await generateRoadmap(
      { ...ask('Habits Building', 'I forget my vitamin D', 'take my vitamin D every morning'), daysPerWeek: 7 },
      builtinProvider,
    );
    const all = said(plan);
    expect(all).toMatch(/Read what your pack says about food, drink and alcohol with your vitamin D/);
    expect(all).toMatch(/Read the side effects your pack lists/);
  });

  it('keeps other habits on their own paths', async () => {
    const plan = await generateRoadmap(ask('Habits Building', 'I never stick to anything', 'meditate every morning'), builtinProvider);
    expect(said(plan)).not.toMatch(/pharmacist|organiser/);
  });
});
