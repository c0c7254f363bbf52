import { readBack } from '../../lambdas/roadmap/reading';
import { danglingIn } from '../../scripts/roadmaps/metrics';
import { plan, spreadAsker, textOf, titlesOf } from './read-plan';

/**
 * Round 22 (decision 403), read as a CBT therapist would: a veteran seeing a counsellor for PTSD who was told to
 * keep a routine between sessions got the general plan's mood log and "a first step towards what you avoid"; an
 * offshore worker dreading his last days home got a two-week plan, "2 weeks off" read as his date.
 */

const ask = spreadAsker('Mental Health');
const TREATMENT = 'Between sessions: a routine that supports your therapy';
const ROTATION = 'Working away: the leaving, the time away, coming home';
const trackOf = (current: string, target: string) => readBack(ask(current, target, 20, 4)).track?.name;

describe('someone in treatment who asks for a shape between sessions', () => {
  it.each([
    [
      "I'm a veteran with flashbacks and nightmares. I'm seeing a counsellor for PTSD",
      'My counsellor says I need a routine between sessions',
      30,
      4,
      /your counsellor/,
    ],
    ['my therapist says I need more structure in my days', 'a routine that helps', 15, 6, /your therapist/],
    ['I have EMDR every fortnight with a psychologist', 'cope between sessions', 20, 5, /your psychologist/],
    ['my CPN wants me to have a routine', 'get up at the same time and do things', 45, 3, /your CPN/],
  ])('“%s” → “%s” (%i min, %i days)', async (current, target, minutes, days, who) => {
    const request = ask(current, target, minutes, days);
    expect(readBack(request).track?.name).toBe(TREATMENT);
    const p = await plan(request);
    const text = textOf(p);
    expect(text).toMatch(who);
    expect(text).toMatch(/Start a notebook for your sessions/);
    expect(text).toMatch(/Practise 5-4-3-2-1 while calm/);
    expect(text).toMatch(/Write your present-moment words: “I'm \[name\], it's \[day, date, year\]/);
    expect(text).toMatch(/Write your after-a-nightmare plan/);
    expect(p.description).toMatch(/never asks you to go over the trauma on your own/);
    // No self-directed exposure: the general plan's first step towards what you avoid, or a ladder, is not here.
    expect(text).not.toMatch(/first small step towards|ladder|exposure|Activities that lift mood/i);
    expect(p.weeks.length).toBeGreaterThanOrEqual(5);
    expect(danglingIn(p)).toEqual([]);
  });

  it('names the veterans’ own service for a veteran, and not for others', async () => {
    const vet = textOf(await plan(ask("I'm a veteran seeing a counsellor for PTSD", 'a routine between sessions', 30, 4)));
    expect(vet).toMatch(/Op COURAGE/);
    const other = textOf(await plan(ask('my therapist says I need a routine', 'a routine between sessions', 30, 4)));
    expect(other).not.toMatch(/Op COURAGE|veteran/i);
  });

  it.each([
    ['lonely since I left the army, I have PTSD', 'join a group and make friends', /^Loneliness/],
    ['I am a therapist and I get stressed', 'feel calmer at work', /^(?!Between sessions)/],
    ['my son has PTSD and nightmares', 'support him through it', /^(?!Between sessions)/],
    ['I go to the gym between sessions at work', 'a routine for my evenings', /^(?!Between sessions)/],
  ])('“%s” → “%s” is not the treatment track', (current, target, name) => {
    expect(trackOf(current, target) ?? '').toMatch(name);
  });
});

describe('a worker on rotation who dreads leaving', () => {
  it('an offshore worker, 2 weeks on 2 weeks off, 15 minutes a day, 7 days: his swing, not a two-week date', async () => {
    const request = ask(
      'I work offshore 2 weeks on 2 weeks off and I get really anxious in my last days home before going back',
      'Stop dreading going back offshore',
      15,
      7,
    );
    expect(readBack(request).track?.name).toBe(ROTATION);
    const p = await plan(request);
    expect(p.weeks.length).toBeGreaterThanOrEqual(4);
    expect(p.description).not.toMatch(/Your date|2 weeks off” comes first/);
    const text = textOf(p);
    expect(text).toMatch(/Draw your cycle — home, the last days, the travel, the days offshore/);
    expect(text).toMatch(/Set a worry time/);
    expect(text).toMatch(/Write the handover list/);
    expect(text).toMatch(/Agree a leaving ritual with the family/);
    expect(text).toMatch(/Agree a call schedule for the time offshore/);
    expect(text).toMatch(/Plan your first two days home/);
    expect(text).toMatch(/On the rig the same 15 minutes/);
    expect(danglingIn(p)).toEqual([]);
    const week1 = p.weeks[0]!.days.flatMap((d) => d.tasks.map((t) => t.title));
    expect(new Set(week1).size).toBe(week1.length);
  });

  it.each([
    ['I work FIFO in the Pilbara, 2 weeks on 1 off', 'stop dreading leaving the kids', 20, 5, /1300 642 111/, /on site/],
    ["I'm a seafarer on 6 month contracts", 'cope with being away from home', 30, 3, /SeafarerHelp \(ISWAN\)/, /at sea/],
    ["I'm being deployed in March and I dread leaving my kids", 'cope with the deployment', 10, 6, /988, then press 1/, /on deployment/],
    ['I drive long haul and miss my family', 'feel less low when I am away', 25, 4, /employer's assistance programme/, /on the road/],
  ])('“%s” → “%s”: the industry’s own line and words', async (current, target, minutes, days, line, away) => {
    const request = ask(current, target, minutes, days);
    expect(readBack(request).track?.name).toBe(ROTATION);
    const text = textOf(await plan(request));
    expect(text).toMatch(line);
    expect(text).toMatch(away);
    expect(titlesOf(await plan(request))).toContain(
      'Plan your last day home hour by hour: the handover done, the ritual, something you enjoy together, an early night',
    );
  });

  it.each([
    ['my husband works offshore', 'cope when he goes away'],
    ['I get stressed at work', 'I want to feel calmer at work'],
    ['I work offshore', 'get fitter and sleep better'],
  ])('“%s” → “%s” is not the rotation track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(ROTATION);
  });
});

describe('nerves before a dated exam', () => {
  it('a bar exam in July with blanking, 20 minutes, 5 days: the blank planned, worry given its time, sleep and caffeine the week before', async () => {
    const request = ask(
      'My mind goes blank in exams. I failed the bar exam once because I blanked on the essays',
      'Pass the bar exam in July without blanking',
      20,
      5,
    );
    expect(readBack(request).track?.name).toBe('Exam panic: sitting your exams calmly');
    const p = await plan(request);
    const text = textOf(p);
    expect(text).toMatch(/Write your predictions about the bar exam/);
    expect(text).not.toMatch(/your bar exams/);
    expect(text).toMatch(/Write your plan for a blank too — skip the question, breathe slowly for a minute/);
    expect(text).toMatch(/If your mind goes blank: skip it, breathe slowly for a minute/);
    expect(text).toMatch(/wait for a set 15 minutes of worry time each day/);
    expect(text).toMatch(/From a week before: the same bedtime and wake time each day, and no more caffeine than usual/);
    expect(p.description).toMatch(/If panic stops you sitting an exam/);
  });

  it('a teenager terrified of her GCSE mocks, 15 minutes, 6 days: the same weeks, her school named', async () => {
    const p = await plan(ask("I'm terrified of my GCSE mocks", 'Get through my mocks without panicking', 15, 6));
    const text = textOf(p);
    expect(text).toMatch(/your school's SENCo or exams officer/);
    expect(text).toMatch(/If your mind goes blank/);
    expect(text).toMatch(/Worry time: 15 minutes at a set time for exam worries/);
    expect(p.weeks.length).toBe(8);
  });
});
