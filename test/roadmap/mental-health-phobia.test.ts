import { readBack } from '../../lambdas/roadmap/reading';
import { danglingIn } from '../../scripts/roadmaps/metrics';
import { plan, spreadAsker, textOf } from './read-plan';

/**
 * A specific phobia's own ladder (round 22, decision 401): a fear of flying before a July holiday got the exposure
 * track's ladder with "a step you rate 3/10" and "a seat by the door, getting off early" (a bus's), and a fear of
 * needles with fainting got no applied tension (Öst and Sterner 1987) and "the situation you avoid".
 */

const ask = spreadAsker('Mental Health');
const TRACK = 'Facing a situation you avoid: graded exposure';

describe('a fear of flying before a July holiday, 20 minutes, 3 days a week', () => {
  const request = ask("I'm terrified of flying, I haven't flown in 8 years", 'Fly to Spain for our holiday in July', 20, 3);

  it('climbs a flying ladder: videos, the airport, a course, a short flight, with flying’s own safety behaviours', async () => {
    expect(readBack(request).track.name).toBe(TRACK);
    const p = await plan(request);
    const text = textOf(p);
    expect(text).toMatch(/videos of take-off and turbulence \(3\/10\), an afternoon at the airport \(5\/10\)/);
    expect(text).toMatch(/a drink or a pill to get through it, watching the crew's faces/);
    expect(text).toMatch(/a fear-of-flying course or a flight simulator/);
    expect(text).toMatch(/a short flight of an hour or less with someone you trust; the flight back is the repeat/);
    expect(text).not.toMatch(/a seat by the door, getting off early|a step you rate 3\/10/);
    expect(danglingIn(p)).toEqual([]);
  });
});

describe('needles, a blood test and fainting', () => {
  it.each([
    ["I'm so scared of needles I faint, and I need a blood test", 'have my blood test without fainting', 15, 4],
    ['terrified of injections, I need my jabs before travelling', 'get my travel vaccinations', 30, 2],
    ['I avoid blood tests because I pass out', 'have the blood test my GP asked for', 20, 5],
  ])('"%s" → "%s" (%i × %i) climbs a needle ladder with applied tension', async (current, target, minutes, days) => {
    const request = ask(current, target, minutes, days);
    expect(readBack(request).track.name).toBe(TRACK);
    const p = await plan(request);
    const text = textOf(p);
    expect(p.weeks[0]!.title).toMatch(/^Week 1: Your ladder with needles/);
    expect(text).toMatch(/applied tension: tense your arms, legs and body for 10–15 seconds/);
    expect(text).toMatch(/if you have ever fainted, ask your GP first/);
    expect(text).not.toMatch(/in the situation you avoid/);
  });
});

describe('a place that is not a plane or a needle keeps its own ladder', () => {
  it('a panic on the tube is still the tube', async () => {
    const p = await plan(ask('I panic on the tube', 'get the tube to work', 20, 3));
    const text = textOf(p);
    expect(p.weeks[0]!.title).toMatch(/^Week 1: Your ladder on the tube/);
    expect(text).not.toMatch(/take-off|applied tension/);
  });

  it('a nurse who gives injections and is stressed is not an exposure plan', () => {
    expect(readBack(ask('I give injections all day as a nurse and feel stressed', 'feel calmer at work', 20, 3)).track.name).not.toBe(
      TRACK,
    );
  });
});
