import { plan, spreadAsker } from './read-plan';

/**
 * A practice topic in the person's country (round 20's integration): a clinic app's third topic, "a “where to get help
 * now” box on every page", names the urgent line and the emergency number by the person's country (locale.ts), as a
 * task does; before, a topic's hole that named `{emergency}` was left unfilled.
 */

const ask = spreadAsker('Coding');
const TARGET = 'a web app where new parents in my clinic can book a feeding support call';

describe('a clinic app’s help box, in the person’s own country', () => {
  it.each([
    ['I am a nurse in the UK', /NHS 111, your health visitor or GP, and 999 in an emergency/],
    ['I am a nurse in Ohio, USA', /urgent care or your doctor’s after-hours line, your health visitor or GP, and 911 in an emergency/],
  ])('“%s”', async (current, help) => {
    const said = JSON.stringify(await plan(ask(current, TARGET, 30, 4)));
    expect(said).toMatch(help);
    expect(said).not.toMatch(/\{(?:urgentline|emergency)\}/);
  });
});
