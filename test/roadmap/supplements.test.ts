import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { everything } from '../support/plan-reading';
import { asker } from './ask';

/**
 * A supplement bought over the counter is not a prescribed medicine (issue #36, decision 143). Round 10's
 * reader found "take vitamin D every day" told to read a missed-dose leaflet a vitamin rarely has, and to
 * set up repeat prescriptions for it. Read as a pharmacist would: a supplement gets the pack's amount, a
 * skipped day and an interactions question; a prescribed medicine keeps the leaflet and the repeat
 * prescription — whatever it is, vitamin D from a GP included.
 */
const ask = asker(10);
const plan = (current: string, target: string) =>
  generateRoadmap({ ...ask('Habits Building', current, target), daysPerWeek: 7 }, builtinProvider);

const BOUGHT: Array<[current: string, target: string, named: RegExp, advice: RegExp]> = [
  [
    'I keep forgetting',
    'take vitamin D every day',
    /Your vitamin D after your anchor/,
    /10 micrograms \(400 IU\) a day in autumn and winter/,
  ],
  ['I bought some vit D from Boots and never remember it', 'one vit d a day all winter', /Your vit d after your anchor/, /10 micrograms/],
  ['I forget my iron tablets', 'take my iron tablets daily', /Your iron tablets after your anchor/, /17 mg a day or less/],
  [
    'I bought omega-3 capsules and they sit in the cupboard',
    'take omega-3 every day',
    /Your omega-3 after your anchor/,
    /fish liver oil \(cod liver oil\) in pregnancy/,
  ],
  [
    'I have a multivitamin I never take',
    'a multivitamin with breakfast',
    /Your multivitamin after your anchor/,
    /compare it with the NHS page/,
  ],
];

describe('a supplement bought over the counter (read as a pharmacist)', () => {
  it.each(BOUGHT)('%s → %s', async (current, target, named, advice) => {
    const all = everything(await plan(current, target));
    expect(all).toMatch(named);
    expect(all).toMatch(/Copy the pack's daily amount onto your tracker/);
    expect(all).toMatch(/a forgotten day is skipped, never two to catch up/);
    expect(all).toMatch(advice);
    expect(all).toMatch(/does anything you take clash with your/);
    expect(all).toMatch(/Never run out: the next pack/);
    // None of a prescribed medicine's paperwork.
    expect(all).not.toMatch(/the leaflet|leaflet's|repeat prescription|New Medicine Service|NHS App orders/i);
  });
});

describe('a prescribed medicine keeps its leaflet, whatever it is', () => {
  it.each([
    ['my GP prescribed vitamin D after a blood test', 'take my vitamin D every morning', /vitamin D/],
    ['the hospital put me on iron tablets for anaemia', 'remember my iron tablets', /iron tablets/],
    ['I keep forgetting my blood pressure tablets', 'take my tablets every morning', /tablets/],
    ['I have a repeat prescription for omega-3 capsules', 'take my omega-3 every day', /omega-3/],
  ])('%s → %s', async (current, target, named) => {
    const all = everything(await plan(current, target));
    expect(all).toMatch(new RegExp(`Your ${named.source} after your anchor`));
    expect(all).toMatch(/Read the leaflet's “if you forget” section/);
    expect(all).toMatch(/Never run out: the repeat prescription/);
    expect(all).not.toMatch(/Copy the pack's daily amount|a forgotten day is skipped/);
    // The leaflet's words said once, and no hole left for the reader.
    expect(all).not.toMatch(/\{\w+\}|kept where you tick\. What to do/);
  });
});
