import { onOption } from './track-ask';

/**
 * Round 13 (issue #36): what a clinician says first, from the person's own words. A motorway panic "since a
 * crash last year" was planned as panic alone, with no word on post-traumatic stress (NICE NG116) and no
 * way off the road when the fear peaks at 70 mph; waking at 3 am every night got CBT-I and no question about
 * mood (NICE NG222). People written for this test.
 */

const mind = onOption('Mental Health');
const sleep = onOption('Sleep Improvement');
const PTSD = /post-traumatic stress[^.]*NICE \(NG116\)|NICE \(NG116\) recommends trauma-focused CBT or EMDR/;
const ROAD = /come off at the next junction or services \(never stop on the hard shoulder for it\)/;
const MOOD = /also a sign of low mood[^.]*tell your GP/;

describe('a fear that began with a frightening event', () => {
  it.each([
    ['panic attacks on the motorway since a crash last year', 'drive on the M25 to visit my mum', true],
    ['I was mugged in March and now I avoid buses', 'take the bus to work again', false],
    ['scared of driving after the accident in January', 'drive my kids to school', true],
    ['since the assault I panic in crowded shops', 'do my weekly shop', false],
    ['since the assault on the bus in March I get angry and shout at my kids', 'stay calm with my kids in the evenings', false],
    ['I feel worthless since I was mugged last year', 'feel good about myself again', false],
    // A firefighter after a fatal fire (the final reading: got the self-esteem track with no word of it).
    [
      'I’m a firefighter, since a fatal fire in October I can’t sleep and I snap at everyone',
      'feel like myself again at work and at home',
      false,
    ],
  ])('%s → %s: post-traumatic stress asked about, and the road’s rules when driving', async (current, target, driving) => {
    const p = await mind.plan(current, target, 30, 3);
    expect(p.description).toMatch(PTSD);
    if (driving) expect(p.description).toMatch(ROAD);
    else expect(p.description).not.toMatch(ROAD);
  });

  it.each([
    ['I get anxious in supermarkets', 'shop on my own'],
    ['I have panic attacks on trains', 'commute by train'],
    ['I feel low since my job ended', 'feel more like myself'],
  ])('%s → %s: no trauma line where no event is named', async (current, target) => {
    expect((await mind.plan(current, target, 20, 4)).description).not.toMatch(PTSD);
  });
});

describe('waking in the small hours', () => {
  it.each([
    ["I wake at 3am every night and can't get back to sleep", 'sleep through till 6'],
    ['I wake up too early, around 4:30, every day', 'sleep until 6:30'],
    ["I fall asleep fine but wake at two and can't go back to sleep for hours", 'sleep 7 hours'],
  ])('%s → %s: the mood question and the GP, beside CBT-I', async (current, target) => {
    expect((await sleep.plan(current, target, 20, 7)).description).toMatch(MOOD);
  });

  it.each([
    ["I can't get to sleep before 2am", 'fall asleep by 11'],
    ['I wake up at 7 feeling tired', 'wake up refreshed'],
  ])('%s → %s: not early waking', async (current, target) => {
    expect((await sleep.plan(current, target, 20, 7)).description).not.toMatch(MOOD);
  });
});
