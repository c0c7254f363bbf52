import { expectOnTheirDays, onOption } from './track-ask';
import { textOf } from './custom-ask';

/**
 * Graded exposure chosen by avoidance of a named place (issue #36, round 10): someone "panicky" in
 * supermarkets who sends their partner instead, someone who stopped taking the Tube, a driver who avoids
 * motorways, someone who takes the stairs rather than a lift. The weeks climb a ladder of that place — for a
 * shop: a small shop off-peak with someone, then alone, then the supermarket, a busier hour, half the list,
 * the full shop — each step repeated until anxiety falls, the place named in the tasks, safety behaviours
 * dropped, NHS Talking Therapies and "not dangerous" kept. Worry, low mood and grief stay where they are.
 * People written for this test, read as a CBT therapist would.
 */

const { trackOf, plan } = onOption('Mental Health');
const EXPOSURE = 'Facing a situation you avoid: graded exposure';

describe('graded exposure in the place a person avoids, as a CBT therapist reads the plan', () => {
  it.each([
    ['I get panicky in supermarkets and send my partner instead', 'do a full weekly shop on my own', /in supermarkets/],
    ['I panicked in Tesco last year, now my husband does all the shopping and I ask him to go', 'go food shopping by myself', /.+/],
    ['I stopped going to the supermarket after an attack', 'the big shop without my daughter', /.+/],
  ])('%s → %s: a ladder from a small shop off-peak with someone to the full shop alone', async (current, target, where) => {
    expect(trackOf(current, target)).toBe(EXPOSURE);
    const p = await plan(current, target, 30, 4);
    const text = textOf(p);
    expect(text).toMatch(where);
    expect(text).not.toMatch(/\{\w+\}/);
    const steps = p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks)).filter((t) => /^Step [1-7] (of your ladder|again)/.test(t.title));
    const example = (n: number) => steps.find((t) => t.title.startsWith(`Step ${n}`))!.description;
    expect(example(1)).toMatch(/small local shop off-peak with your partner or a friend/);
    expect(example(2)).toMatch(/same small shop off-peak on your own/);
    expect(example(4)).toMatch(/supermarket off-peak on your own/);
    expect(example(5)).toMatch(/busier hour on your own/);
    expect(example(6)).toMatch(/half your weekly list with a trolley/);
    // Each step repeated until anxiety falls; safety behaviours dropped; referral and reassurance kept.
    expect(steps.filter((t) => t.title.startsWith('Step 3')).length).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/until it starts at about half the anxiety/);
    expect(text).toMatch(/Drop the second safety behaviour/);
    expect(text).toMatch(/holding the trolley, only going with someone/);
    expect(text).toMatch(/Talk to your GP, or ask to be referred to a talking therapy/);
    expect(`${p.description}\n${text}`).toMatch(/not dangerous|not treatment/);
    expect(text).not.toMatch(/thought record/i);
  });

  it.each([
    ['I avoid the Tube since a panic attack and walk everywhere', 'get the Tube to work again', /three stops off-peak on your own/],
    ['I’m panicky driving on motorways, I take A roads', 'drive on the M6 to see my mum', /one motorway junction off-peak on your own/],
    ['scared of lifts, I take the stairs to the 9th floor', 'use the lift at work', /one floor on your own/],
  ])('%s → %s: the ladder of that place', async (current, target, step) => {
    expect(trackOf(current, target)).toBe(EXPOSURE);
    expect(textOf(await plan(current, target, 30, 4))).toMatch(step);
  });

  it.each([
    [2, 15],
    [4, 45],
    [7, 60],
  ])('read whole at %i days and %i minutes: every week on the days, the top step the target', async (days, minutes) => {
    const p = await plan('panicky in shops, my partner does the shopping', 'do the weekly shop on my own', minutes, days);
    expectOnTheirDays(p, minutes, days);
    expect(textOf(p)).toMatch(/Step 8, the top of your ladder: “do the weekly shop on my own”/);
  });

  it.each([
    ['I worry about money all the time', 'worry less'],
    ['low mood since winter', 'enjoy things again'],
    ['my mum died and I can’t face the shops where we went', 'get through the days'],
    ['I do the shopping for my partner', 'a steady routine that keeps me well'],
    ['I send my partner a list of shopping', 'feel calmer'],
  ])('%s → %s: not the exposure track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(EXPOSURE);
  });
});
