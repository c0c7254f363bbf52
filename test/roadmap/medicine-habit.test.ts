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

  it('keeps other habits on their own paths', async () => {
    const plan = await generateRoadmap(ask('Habits Building', 'I never stick to anything', 'meditate every morning'), builtinProvider);
    expect(said(plan)).not.toMatch(/pharmacist|organiser/);
  });
});
