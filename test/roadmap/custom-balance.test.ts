import { plan, goal, textOf, inOrder } from './custom-ask';
import { readBack } from '../../lambdas/roadmap/reading';
import { loadCurriculum } from '../../lambdas/roadmap/curricula/load';

/**
 * A balance skill learnt by falls and support (issue #36 items 1 and 4, decision 270): "learn to ride a
 * unicycle" read 2/10 on the general scaffold. A unicycle coach, a slackliner and a circus-skills teacher
 * read these plans; the people are written for this test.
 */

const trackOf = (title: string, current: string, target: string, description?: string) => {
  const { track } = readBack(goal(title, current, target, description ? { description } : {}));
  return track.chosen === 'general' ? 'general' : loadCurriculum('Custom')!.tracks!.find((t) => t.name === track.name)!.id;
};

describe('what chooses the balance kind, and what does not', () => {
  it.each([
    ['Learn to ride a unicycle', 'never tried', 'ride 50 metres without holding on'],
    ['Unicycling', 'I can ride a bicycle', 'ride my unicycle round the park'],
    ['Learn to walk a slackline', 'beginner', 'walk the whole line between two trees'],
    ['Stilt walking', 'never tried', 'walk on stilts at the carnival'],
    ['Ride a penny-farthing', 'I ride a normal bike', 'ride a penny farthing round the park'],
    ['Pogo stick', 'I can do 5 bounces', '100 bounces in a row'],
    ['Balance board', 'I wobble a lot', '30 seconds hands free on my rola bola'],
  ])('“%s” (%s → %s) is balance', (title, current, target) => {
    expect(trackOf(title, current, target)).toBe('balance');
  });

  it.each([
    ['Learn to ride a bike', 'I never learnt as a child', 'cycle to work'],
    ['Catch a carp', 'I miss bites', 'fish a slack line for carp without missing bites'],
    ['Build a house on stilts', 'I have the land', 'a cabin on stilts by the lake'],
    ['Wii Fit', 'I have a Wii', 'use my Wii balance board every morning'],
    ['Stop stilted conversations', 'awkward at parties', 'chat easily with strangers'],
    ['Learn to juggle', 'never tried', 'juggle three balls'],
  ])('“%s” (%s → %s) is not balance', (title, current, target) => {
    expect(trackOf(title, current, target)).not.toBe('balance');
  });
});

describe('a unicycle, as a unicycle coach reads the plan', () => {
  it('a 52-year-old from nothing: kit and stepping off, the wall, the first metres, the free mount, IUF Level 1', async () => {
    const p = await plan('Learn to ride a unicycle', "never tried, I'm 52", 'ride 50 metres on my unicycle without holding on', {
      minutes: 20,
      days: 5,
    });
    const text = textOf(p);
    expect(p.description).toMatch(/a helmet every time/);
    expect(p.description).toMatch(/10–20 hours of practice/);
    expect(text).toMatch(/A 20-inch unicycle/);
    expect(text).toMatch(/wrist guards/);
    expect(text).toMatch(/letting the unicycle fall behind you/);
    expect(text).toMatch(/Tell your helper you are wary of falling/);
    expect(text).toMatch(/IUF Level 1: mount unassisted, ride 50 m/);
    inOrder(p, [
      /^Stepping off, ten times/,
      /^Moving with support/,
      /^Your first tries with nothing to hold/,
      /^Starting without help/,
      /^“ride 50 metres/,
    ]);
    expect(text).not.toMatch(/\{\w+\}|weakest part|Define done/);
  });

  it('someone who rides along the wall starts at moving with support, not the kit', async () => {
    const p = await plan('Unicycle', 'I can ride along the wall holding on', 'ride to the shop and back', { minutes: 60, days: 4 });
    expect(p.weeks[0]!.title).toMatch(/Moving, holding on/);
    expect(textOf(p)).not.toMatch(/^Stepping off, ten times/m);
  });
});

describe('where a learner starts (round 16’s reading)', () => {
  it.each([
    ['I can ride a bike', 'Week 1: The kit, the place, and stepping off safely'],
    ['I can ride a horse and a bicycle', 'Week 1: The kit, the place, and stepping off safely'],
    ['I can ride on my own now', 'Week 1: Further, and starting without help'],
  ])('“%s” starts at %s', async (current, first) => {
    const p = await plan('Learn to ride a unicycle', current, 'ride 50 metres without holding on', { minutes: 20, days: 5 });
    expect(p.weeks[0]!.title).toBe(first);
  });
});

describe('the other apparatus, each in its own words', () => {
  it('a slackline: tree protection, a low line, stepping off to the side', async () => {
    const text = textOf(
      await plan('Learn to walk a slackline', 'beginner', 'walk the whole slackline in the park', { minutes: 15, days: 3 }),
    );
    expect(text).toMatch(/tree protection/);
    expect(text).toMatch(/knee height or lower/);
    expect(text).toMatch(/Step off to the side/);
    expect(text).not.toMatch(/unicycle|pedal/i);
  });

  it('stilts: spotters and falling forwards, and the stilts warning', async () => {
    const p = await plan('Stilt walking', "never tried, I'm nervous", 'walk on stilts at the village carnival', { minutes: 30, days: 2 });
    expect(p.description).toMatch(/no higher than about 60 cm, always with a spotter/);
    expect(textOf(p)).toMatch(/Fall forwards onto your knee pads/);
    expect(textOf(p)).not.toMatch(/unicycle/i);
  });

  it('a penny-farthing: the step mount with a holder and the header warned of', async () => {
    const p = await plan('Ride a penny-farthing', 'I ride a normal bike', 'ride a penny farthing round the park', { minutes: 45, days: 2 });
    expect(p.description).toMatch(/over the bars \(a header\)/);
    expect(textOf(p)).toMatch(/step mount/);
  });

  it('a fall last year sends a 63-year-old on a wobble board to the GP and a falls programme first, with no helmet at the worktop', async () => {
    const p = await plan('Balance board', "I'm 63, I had a fall last year", 'a minute on my wobble board without holding the counter', {
      minutes: 10,
      days: 2,
    });
    expect(p.description).toMatch(/^A fall in the past year.*see your GP or a physiotherapist first.*Otago, FaME/);
    expect(textOf(p)).toMatch(/The support within reach every session/);
    expect(textOf(p)).not.toMatch(/Helmet and wrist guards on every session/);
    const rider = await plan('Learn to ride a unicycle', 'never tried', 'ride 50 metres', { minutes: 20, days: 3 });
    expect(rider.description).not.toMatch(/A fall in the past year/);
  });

  it('a pogo stick and a board count bounces and seconds', async () => {
    expect(textOf(await plan('Pogo stick', "I'm 11", '100 bounces in a row', { minutes: 10, days: 7 }))).toMatch(/bounces in a row/);
    expect(textOf(await plan('Balance board', 'wobbly', '30 seconds hands free on my rola bola', { minutes: 10, days: 5 }))).toMatch(
      /counted in seconds|in seconds/,
    );
  });
});
