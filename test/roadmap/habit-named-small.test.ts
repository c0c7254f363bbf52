import { onOption } from './track-ask';
import { textOf } from './custom-ask';

/**
 * A small habit named is practised in its own words from day one (issue #36, round 17, decision 295):
 * "I start habits and drop them" → "floss every night" got the general habit course, with "Book on the
 * pillow", "keep the guitar on a stand" and a second and third habit nobody asked for, and never the word
 * floss. The named track now takes any small habit of the class (flossing, water, the bed, the stairs,
 * Duolingo, gratitude lines, a skincare routine, phone-free dinners): its tiny version, its anchor, its cue,
 * what stops it, and one habit only. People written for this test; a habit coach's reading.
 */
const { trackOf, plan } = onOption('Habits Building');
const NAMED = 'The habit you named, from day one';
// The general course's own words: another person's habit, and more habits stacked on.
const GENERAL = /Book on the pillow|guitar on a stand|a second tiny habit|habit 3|1 push-up, 1 sentence/i;

describe('a small named habit, as a habit coach reads the plan', () => {
  it.each([
    [
      'I start habits and drop them',
      'floss every night',
      10,
      7,
      [
        /Flossing from day one, tiny/,
        /after I brush my teeth, floss one tooth/,
        /Put the floss next to your toothbrush/,
        /Half your teeth flossed/,
        /Gums may bleed[^.]*see a dentist/,
      ],
    ],
    [
      'I always give up after a week',
      'drink 2 litres of water a day',
      15,
      5,
      [/Drinking water from day one, tiny/, /One glass of water, right after your anchor/, /1 litre of water a day/],
    ],
    [
      'never stick with anything',
      'make my bed every morning',
      10,
      6,
      [/Making your bed from day one/, /after I get out of bed, pull the duvet straight/],
    ],
    [
      'I get the lift even for one floor',
      'take the stairs at work instead of the lift',
      20,
      5,
      [/Taking the stairs from day one/, /One flight by the stairs, the lift for the rest/, /dizziness on stairs is for your GP/],
    ],
    ['I keep losing my streak', 'practise Duolingo 10 minutes a day', 10, 3, [/One Duolingo lesson/, /10 minutes of Duolingo/]],
    [
      'I want to be more positive',
      'write 3 gratitude lines every night',
      10,
      7,
      [/Gratitude from day one/, /3 lines of gratitude/, /after I get into bed/],
    ],
    [
      'my skin is a mess and I never keep up a routine',
      'a skincare routine morning and night',
      20,
      4,
      [/One skincare step, cleanser at night or SPF 30 in the morning/, /patch of skin first/],
    ],
    [
      'we all sit on our phones at the table',
      'no phones at dinner',
      30,
      6,
      [
        /Phone-free dinners from day one/,
        /the phone in a drawer for the first 5 minutes of dinner/i,
        /The phone in another room for the first half of dinner/,
      ],
    ],
    [
      "I'm up till 1am every night and exhausted",
      'go to bed by 11',
      15,
      7,
      [
        /Bed by 11 from day one/,
        /after I clear the table after dinner, set a wind-down alarm for 30 minutes before 11/,
        /In bed halfway between your usual time and 11/,
        /same wake time every day/,
      ],
    ],
  ])('%s → %s (%i min × %i days): that habit, tiny, from day one', async (current, target, minutes, days, steps) => {
    expect(trackOf(current, target)).toBe(NAMED);
    const p = await plan(current, target, minutes, days);
    const text = [...p.weeks.map((w) => w.title), textOf(p)].join('\n');
    for (const step of steps) expect(text).toMatch(step);
    // The habit's own tiny version is done in the first week, not a generic choosing week.
    expect(textOf({ ...p, weeks: p.weeks.slice(0, 1) })).toMatch(/right after your anchor/);
    expect(text).not.toMatch(GENERAL);
    expect(text).not.toMatch(/\{\w+\}|your habit\b|the 2-minute version of your habit/);
  });

  it('one habit of the class gets none of the others’ words', async () => {
    const text = textOf(await plan('I start habits and drop them', 'floss every night', 20, 7));
    expect(text).not.toMatch(/water|duvet|Duolingo|skincare|gratitude|kettle/i);
  });

  it('reading in bed by a time stays reading, without the bedtime’s steps', async () => {
    const text = textOf(await plan('on my phone in bed till late', 'read 10 pages in bed before 10:30pm', 20, 5));
    expect(text).toMatch(/after I get into bed, one page of your book/);
    expect(text).not.toMatch(/wind-down alarm|halfway between your usual time|clear the table/);
  });

  it('the older named habits keep their own words', async () => {
    const text = textOf(await plan('I keep starting and stopping', 'meditate 10 minutes every morning', 15, 5));
    expect(text).toMatch(/2 minutes of meditation/);
    expect(text).toMatch(/5 minutes of meditation/);
    expect(text).not.toMatch(/floss|Duolingo|duvet/i);
  });
});

describe('words that are not a small habit to build keep their own plans', () => {
  it.each([
    // A medicine or supplement stays with its own track: the leaflet, the pharmacist.
    ['I forget things', 'take my vitamins every morning with a glass of water', 'A medicine taken every day'],
    // Stopping is not building.
    ['I drink 3 cans of cola a day', 'quit cola and drink water instead', 'Stopping or cutting down a habit'],
    // Screen time from the phone's own figure.
    ['6 hours a day on my phone', 'cut my screen time to 2 hours a day', 'Less screen time, from your phone’s own figure'],
    ['on my phone all through dinner', 'stop scrolling at dinner', 'Less screen time, from your phone’s own figure'],
    // A home routine with ADHD keeps its body double and its reset.
    ['I have ADHD and my mornings are chaos', 'a morning routine that sticks: make my bed and tidy up', 'A home routine with ADHD'],
  ])('%s → %s: %s', (current, target, track) => {
    expect(trackOf(current, target)).toBe(track);
  });

  it.each([
    ['I start habits and drop them', 'build better habits'],
    ['my garden is dying', 'water my plants every day'],
    ['I want to be more disciplined', 'stick to a routine'],
    // Alcohol keeps off a water plan that would never name it (decision 151 keeps it off the quit track too).
    ['I drink a bottle of wine most nights', 'stop drinking wine and drink water instead'],
  ])('%s → %s: not the named track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(NAMED);
  });
});
