import { readBack } from '../../lambdas/roadmap/reading';
import { danglingIn } from '../../scripts/roadmaps/metrics';
import { plan, spreadAsker, textOf } from './read-plan';

/**
 * Health anxiety's own programme (issue #36, round 21, decision 389), read as a clinical psychologist would:
 * "I check my body for lumps every day and google symptoms" → "stop the checking and googling" (15 × 7) got
 * mood logs, a panic exposure ladder "from a queue at the shop to a crowded train" and thought records, never
 * the checking, the googling, the reassurance or a GP once for a real symptom (Salkovskis and Warwick).
 */

const ask = spreadAsker('Mental Health');
const TRACK = 'Health anxiety: the checking, googling and reassurance cut';

const titlesOf = (p: Awaited<ReturnType<typeof plan>>) => p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));

describe('lumps checked every day and symptoms googled, 15 minutes, 7 days a week', () => {
  const request = ask('I check my body for lumps every day and google symptoms', 'stop the checking and googling', 15, 7);

  it('is planned as health anxiety, in the words of what this person checks', async () => {
    expect(readBack(request).track.name).toBe(TRACK);
    const text = textOf(await plan(request));
    expect(text).toMatch(/what you do when it comes: feeling for lumps, googling, asking/);
    expect(text).toMatch(/Theory A \(“I have cancer”\) and Theory B/);
    expect(text).not.toMatch(/crowded train|queue at the shop|Activities that lift mood/i);
  });

  it('sends a symptom no doctor has seen to a GP once, in the first week, before any checking is cut', async () => {
    const p = await plan(request);
    const first = p.weeks[0]!.days.flatMap((d) => d.tasks.map((t) => t.title)).join('\n');
    expect(first).toMatch(/A symptom no doctor has seen \(a new lump, bleeding, weight lost without trying\): book your GP once/);
    expect(first).not.toMatch(/^Write your rule/m);
  });

  it('times the reassurance, then sets a rule that stops the searching and never counts the checking back up', async () => {
    const p = await plan(request);
    const text = textOf(p);
    expect(text).toMatch(/how many minutes pass before the doubt comes back/);
    expect(text).toMatch(/Write your rule: no feeling for lumps except what your doctor advised, and no symptom googling at all/);
    expect(text).toMatch(/wait 30 minutes and rate the urge every 10/);
    const ruleWeek = p.weeks.findIndex((w) => w.days.some((d) => d.tasks.some((t) => /^Write your rule/.test(t.title))));
    expect(ruleWeek).toBeGreaterThan(0);
    // After the rule, no week goes back to checking as usual.
    const after = p.weeks.slice(ruleWeek).flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    expect(after.filter((t) => /check as usual|half the/i.test(t))).toEqual([]);
  });

  it('keeps the checking diary every day and names CBT with a therapist where the checking stays high', async () => {
    const p = await plan(request);
    for (const week of p.weeks)
      for (const day of week.days)
        expect({ day: `${week.title} ${day.title}`, diary: day.tasks.some((t) => /^Checking diary\b/.test(t.title)) }).toEqual({
          day: `${week.title} ${day.title}`,
          diary: true,
        });
    expect(titlesOf(p).join('\n')).toMatch(/Still checking for an hour a day or more\? Book your GP and ask for CBT for health anxiety/);
  });
});

describe('other people with health anxiety, in their own words', () => {
  it('sends a lump that has grown to the GP now, before any checking is cut', async () => {
    const request = ask('I keep feeling a lump in my breast, the lump has got bigger, I google it every night', 'stop checking', 15, 5);
    expect(readBack(request).track.name).toBe(TRACK);
    const p = await plan(request);
    expect(p.description).toMatch(/a lump that is growing.*Book your GP now, before anything in this plan/);
  });

  it.each([
    [
      "I take my pulse 50 times a day, scared I'm having a heart attack",
      'stop the heart checking',
      20,
      5,
      /taking your pulse/,
      /chest pain, fainting, breathlessness/,
    ],
    [
      'I check my moles every night',
      'feel calm about my skin',
      45,
      2,
      /checking your skin and moles/,
      /a mole that has changed shape, size or colour/,
    ],
    [
      "I'm convinced I have a brain tumour and I keep reading up on symptoms",
      'stop googling',
      30,
      4,
      /checking your body/,
      /Theory A \(“I have cancer”\)/,
    ],
    [
      'health anxiety since my dad was ill, I ask my wife for reassurance all the time',
      'stop asking for reassurance',
      10,
      3,
      /Choose who you ask for reassurance most/,
      /a serious illness/,
    ],
    [
      'I google symptoms every night in bed',
      'sleep without dr google',
      15,
      6,
      /the phone charging out of reach/,
      /no symptom googling at all/,
    ],
  ])('"%s" → "%s" (%i × %i) gets its own checking and its own fear', async (current, target, minutes, days, own, fear) => {
    const request = ask(current, target, minutes, days);
    expect(readBack(request).track.name).toBe(TRACK);
    const p = await plan(request);
    const text = textOf(p);
    expect(text).toMatch(own);
    expect(text).toMatch(fear);
    expect(danglingIn(p)).toEqual([]);
  });
});

describe('words that are not health anxiety keep their own plans', () => {
  it.each([
    ["I'm a nurse and check my patients' pulse all day", 'feel less stressed at work'],
    ['my son keeps googling symptoms', 'help my son with his worries'],
    ['I worry all the time about money', 'worry less'],
    ['I panic in supermarkets', 'do the weekly shop on my own'],
    ['I check my phone constantly', 'feel calmer'],
  ])('"%s" → "%s" is not the health-anxiety track', (current, target) => {
    expect(readBack(ask(current, target, 20, 5)).track.name).not.toBe(TRACK);
  });
});
