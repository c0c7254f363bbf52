import { readBack } from '../../lambdas/roadmap/reading';
import { danglingIn } from '../../scripts/roadmaps/metrics';
import { plan, spreadAsker, textOf, titlesOf } from './read-plan';

/**
 * OCD's own programme (round 22, decision 401), read as a CBT therapist would: "I check the door, the hob and the
 * taps over and over before I can leave — it takes 40 minutes" got the general plan's mood logs and panic weeks,
 * never exposure and response prevention (NICE CG31; Break Free from OCD; OCD-UK; the IOCDF).
 */

const ask = spreadAsker('Mental Health');
const TRACK = 'OCD: exposure and response prevention, a step at a time';

describe('the door, the hob and the taps checked for 40 minutes, 20 minutes, 5 days a week', () => {
  const request = ask(
    'I check the door, the hob and the taps over and over before I can leave — it takes 40 minutes',
    'Leave the house after checking once',
    20,
    5,
  );

  it('is planned as OCD, in the words of checking and its fear', async () => {
    expect(readBack(request).track.name).toBe(TRACK);
    const text = textOf(await plan(request));
    expect(text).toMatch(/what you do when it comes \(checking\)/);
    expect(text).toMatch(/the fear of a fire, a flood or a break-in that would be your fault/);
    expect(text).toMatch(/the door locked once and a walk to the corner without going back/);
    expect(text).not.toMatch(/Activities that lift mood|crowded train|slow breathing/i);
  });

  it('books a GP or talking therapy in week 1 and builds the hierarchy before the first step', async () => {
    const p = await plan(request);
    const first = p.weeks[0]!.days.flatMap((d) => d.tasks.map((t) => t.title)).join('\n');
    expect(first).toMatch(/Book your GP, or refer yourself for CBT with exposure and response prevention/);
    const titles = titlesOf(p);
    const built = titles.findIndex((t) => /^Build your hierarchy/.test(t));
    const stepped = titles.findIndex((t) => /^Do the first step of your hierarchy/.test(t));
    expect(built).toBeGreaterThanOrEqual(0);
    expect(stepped).toBeGreaterThan(built);
  });

  it('cuts reassurance and the family’s part, never asks for one more check, and ends with a relapse plan', async () => {
    const p = await plan(request);
    const text = textOf(p);
    expect(text).toMatch(/choose the words they will say instead of answering/);
    expect(text).toMatch(/they will stop doing for the OCD/);
    expect(text).toMatch(/“maybe, maybe not”/);
    expect(text).toMatch(/Write a relapse plan/);
    expect(text).toMatch(/Still an hour a day on compulsions\? Book your GP and ask for CBT with ERP/);
    expect(text).not.toMatch(/check (it )?once more|check again|reassure (yourself|them)/i);
  });

  it('keeps the ERP diary every day and leaves nothing dangling', async () => {
    const p = await plan(request);
    for (const week of p.weeks)
      for (const day of week.days)
        expect({ day: `${week.title} ${day.title}`, diary: day.tasks.some((t) => /^ERP diary\b/.test(t.title)) }).toEqual({
          day: `${week.title} ${day.title}`,
          diary: true,
        });
    expect(danglingIn(p)).toEqual([]);
  });
});

describe('other people with OCD, in their own words', () => {
  it.each([
    [
      "Since I touched a bin at work I'm terrified of germs and contamination and wash my hands until they bleed",
      'Wash my hands like a normal person',
      30,
      4,
      /washing and cleaning/,
      /a door handle touched and no washing for 30 minutes/,
    ],
    [
      "I'm a new mum and I keep getting intrusive thoughts of harming my baby. I'd never do it but I'm scared to bathe her",
      'Stop the thoughts ruling my days',
      15,
      7,
      /no pushing the thought away, no asking/,
      /the thought written down and read aloud/,
    ],
    [
      "I can't stop checking if I locked the car and go back three times",
      'leave without going back',
      10,
      3,
      /checking/,
      /a fire, a flood or a break-in/,
    ],
    [
      'I have to tap and redo things until they feel right, it takes hours',
      'get ready for work in half an hour',
      45,
      2,
      /redoing things until they feel just right/,
      /one thing left uneven for an hour/,
    ],
    ['diagnosed with OCD last year, waiting for therapy', 'manage my OCD', 25, 6, /the compulsions/, /what the OCD says will happen/],
  ])('"%s" → "%s" (%i × %i) gets its own compulsion and its own ladder', async (current, target, minutes, days, own, ladder) => {
    const request = ask(current, target, minutes, days);
    expect(readBack(request).track.name).toBe(TRACK);
    const p = await plan(request);
    const text = textOf(p);
    expect(text).toMatch(own);
    expect(text).toMatch(ladder);
    expect(danglingIn(p)).toEqual([]);
  });

  it('tells a new mother that intrusive thoughts of harm are not intentions, and who to tell', async () => {
    const p = await plan(
      ask(
        "I'm a new mum and I keep getting intrusive thoughts of harming my baby. I'd never do it",
        'Stop the thoughts ruling my days',
        15,
        7,
      ),
    );
    expect(p.description).toMatch(/they are not intentions.*Tell your midwife, health visitor or GP/);
  });
});

describe('words that are not OCD keep their own plans', () => {
  it.each([
    ["I'm a bit OCD about my desk", 'keep my desk tidy'],
    ['checking my emails less', 'check my emails twice a day'],
    ["I can't stop checking my phone", 'feel calmer'],
    ['I check my body for lumps every day and google symptoms', 'stop the checking and googling'],
    ['my son has OCD and washes his hands all day', 'help him cope'],
    ["I'm scared of flying and have a holiday in July", 'fly to Spain in July'],
  ])('"%s" → "%s" is not the OCD track', (current, target) => {
    expect(readBack(ask(current, target, 20, 5)).track.name).not.toBe(TRACK);
  });
});
