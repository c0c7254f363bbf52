import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { inOrder, tasksOf, textOf } from './custom-ask';
import type { RoadmapPlan } from '../../lambdas/roadmap/generate';

/**
 * Round 18 (decision 312): "caring for my dad with dementia, exhausted, no time for myself" got the burnout track —
 * "decide with your manager", "Set your working hours and tell your team" — and "a phone call and eat in the canteen"
 * a ladder of calls only. A carer has a plan of their own; burnout's words name work only where it is said; two or
 * three feared situations share the ladder, each with its rungs and its top. People written for this test.
 */

const mind = onOption('Mental Health');
const CARER = 'A carer’s own plan: help, breaks and time for you';
const BURNOUT = 'Burnout: recovery, workload and boundaries';
const SOCIAL = 'Social anxiety: calls, lunches, being judged';
const WORK = /\b(?:manager|your team|working hours|fit note|what work asks|HR\b|employer)/;

/** The ladder's own steps, in order: what each "Step N of your ladder" asks. */
const steps = (p: RoadmapPlan) =>
  tasksOf(p)
    .filter((t) => /^Step \d(?: of your ladder|, the top)/.test(t.title))
    .map((t) => t.description);

describe('a carer, as a carers’ support worker reads the plan', () => {
  it.each([
    [
      'caring for my dad with dementia, exhausted, no time for myself',
      'look after myself without feeling guilty',
      15,
      3,
      'your dad',
      /Admiral Nurse Dementia Helpline \(0800 888 6678\)/,
    ],
    ['caring for my husband with MS, no time for me', 'take a break without guilt', 30, 4, 'your husband', /MS Society’s helpline/],
    [
      'full-time carer for my autistic son, 12, I never get a break',
      'have some time for myself',
      60,
      2,
      'your son',
      /Contact, the charity for families with disabled children/,
    ],
    ['I look after my wife who has Parkinson’s, 74', 'sleep better and cope', 120, 5, 'your wife', /Parkinson’s UK’s helpline/],
    ['my mum had a stroke and I look after her every day', 'some time that is mine', 10, 7, 'your mum', /Stroke Association’s helpline/],
    ['looking after my elderly parents, both frail', 'stop feeling so drained', 45, 6, 'your parents', /the charity for their condition/],
  ])(
    '%s → %s (%i×%i): an assessment, the GP, guilt, a break, the charity; never work',
    async (current, target, minutes, days, who, charity) => {
      expect(mind.trackOf(current, target)).toBe(CARER);
      const p = await mind.plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      expectOnTheirDays(p, minutes, days);
      const text = textOf(p);
      expect(text).toMatch(
        /Ask for a carer’s assessment from your local council or social services \(in England your right under the Care Act 2014/,
      );
      expect(text).toMatch(/Tell your GP’s practice you are a carer/);
      expect(text).toMatch(/Carers UK’s helpline \(the number and hours are on carersuk.org\)/);
      expect(text).toContain(`Write down a usual week of caring for ${who}`);
      expect(text).toMatch(charity);
      expect(text).not.toMatch(WORK);
      expect(`${p.description}\n${text}`).not.toMatch(/\{\w+\}/);
      inOrder(p, [
        /^Ask for an assessment of your own needs as a carer/,
        /^Write the thought that comes when you take time for yourself/,
        /^List who could cover/,
        /^Write your carer’s plan/,
      ]);
      expect(p.description).toMatch(/Samaritans on 116 123/);
    },
  );

  it('a young carer is sent to a young carers’ service and Childline, not the council form for adults', async () => {
    const p = await mind.plan('I am 15 and I look after my mum who has MS', 'have time for my friends', 20, 4);
    expect(mind.trackOf('I am 15 and I look after my mum who has MS', 'have time for my friends')).toBe(CARER);
    const text = textOf(p);
    expect(text).toMatch(/support for young carers|young carer’s needs assessment/);
    expect(text).toMatch(/young carers’ service/);
    expect(text).not.toMatch(/Care Act 2014/);
  });

  it('a carer who works is told of carer’s leave and flexible working; one who does not is not', async () => {
    const working = textOf(
      await mind.plan('juggling a full-time job and caring for my mum with dementia', 'time for myself without guilt', 20, 4),
    );
    expect(working).toMatch(/tell your manager you are a carer: .*Carer’s Leave Act 2023/);
    const home = textOf(await mind.plan('full-time carer for my mum with dementia', 'time for myself without guilt', 20, 4));
    expect(home).not.toMatch(/Carer’s Leave Act|your manager/);
  });

  it('a carer in the US is sent to the Area Agency on Aging, not a UK council', async () => {
    const p = await mind.plan('I care for my mother with Alzheimer’s in Ohio', 'not feel guilty taking a break', 30, 3);
    const text = textOf(p);
    expect(text).toMatch(/Area Agency on Aging/);
    expect(text).toMatch(/Alzheimer’s Association’s 24\/7 Helpline/);
    expect(text).not.toMatch(/Care Act|Carers UK/);
  });

  it.each([
    ['care worker doing 12-hour shifts, burnt out', 'recover', BURNOUT],
    ['support worker, exhausted by my job, my clients need so much', 'get my energy back', BURNOUT],
    ['I work as a carer in a nursing home and I am burnt out', 'feel like myself', BURNOUT],
  ])('%s → %s: a paid carer keeps the burnout track', (current, target, track) => {
    expect(mind.trackOf(current, target)).toBe(track);
  });

  it.each([
    ['I don’t care about anything anymore', 'feel something again'],
    ['I never take care of myself', 'look after myself better'],
    ['looking after my kids all day, exhausted', 'feel less tired'],
    ['my dad died of dementia last year, I cared for him', 'cope with the loss'],
    ['I care for my plants and my cat', 'be calmer'],
    ['I look after my dad’s shop at weekends and worry', 'worry less'],
  ])('%s → %s: not the carer track', (current, target) => {
    expect(mind.trackOf(current, target)).not.toBe(CARER);
  });
});

describe('burnout names work only where it is said', () => {
  it.each([
    ['exhausted all the time, no energy', 'feel less tired'],
    ['student, exhausted from exams', 'feel rested'],
    ['looking after my kids all day, exhausted', 'have more energy'],
  ])('%s → %s: exhaustion without work is not burnout', (current, target) => {
    expect(mind.trackOf(current, target)).not.toBe(BURNOUT);
  });

  it('exhausted by work is still burnout, with the manager and working hours', async () => {
    expect(mind.trackOf('exhausted from work, my manager keeps piling it on', 'recover')).toBe(BURNOUT);
    const text = textOf(await mind.plan('teacher for 12 years, burnt out', 'recover', 20, 5));
    expect(text).toMatch(/The conversation with your manager/);
    expect(text).toMatch(/Set your working hours and tell your team/);
  });

  it('a burnt-out student gets a tutor and study hours; a burnt-out mum the people who share the load', async () => {
    const student = textOf(await mind.plan('final year student, burnt out from uni', 'recover', 20, 5));
    expect(student).toMatch(/The conversation with your personal tutor/);
    expect(student).toMatch(/Set your study hours/);
    expect(student).not.toMatch(WORK);
    const mum = textOf(await mind.plan('burnt out mum of three, volunteering every day', 'recover', 30, 3));
    expect(mum).toMatch(/the people who share the load with you/);
    expect(mum).not.toMatch(WORK);
  });
});

describe('two or three feared situations, as a CBT therapist reads the ladder', () => {
  const CALL = /\b(?:call|phone|voicemail)\b/i;
  const EAT = /\b(?:eat|lunch|meal|snack)\b/i;
  const MEET = /\b(?:meeting|seminar)\b/i;

  it.each([
    [
      'social anxiety, I avoid phone calls and eating in front of people, 22, student',
      'make a phone call and eat in the canteen without panicking',
      20,
      5,
      CALL,
      EAT,
      'phone calls and eating in front of people',
    ],
    [
      'I freeze when I speak up in meetings and eat lunch at my desk to avoid colleagues',
      'speak up in meetings and eat lunch with my team',
      30,
      4,
      EAT,
      MEET,
      'eating in front of people and speaking up in meetings or seminars',
    ],
    [
      'socially anxious, I dread phone calls and speaking up in seminars',
      'answer my phone and ask questions in seminars',
      45,
      3,
      CALL,
      MEET,
      'phone calls and speaking up in meetings or seminars',
    ],
    [
      'I hate making calls and I cannot eat in the cafeteria',
      'make calls and eat in the cafeteria',
      60,
      2,
      CALL,
      EAT,
      'phone calls and eating in front of people',
    ],
  ])('%s → %s (%i×%i): both on the ladder in turn, each to its top', async (current, target, minutes, days, first, second, fear) => {
    expect(mind.trackOf(current, target)).toBe(SOCIAL);
    const p = await mind.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    const ladder = [
      ...new Set(steps(p).map((s) => s.replace(/ (?:First write|Prediction first|Rate your|Does it start|Your attention).*/, ''))),
    ];
    expect(ladder).toHaveLength(8);
    // odd steps the first situation, even steps the second: each has its easy step and its top
    ladder.forEach((step, i) => expect(step).toMatch(i % 2 === 0 ? first : second));
    const milestones = p.weeks.map((w) => w.days.flatMap((d) => d.tasks).find((t) => /^Milestone/.test(t.title))?.title ?? '');
    expect(milestones.join('\n')).toContain(fear);
    expect(textOf(p)).toMatch(/steps 7 and 8 are done/);
  });

  it('a pupil’s class and canteen share the ladder too, with a school’s steps', async () => {
    const [current, target] = [
      'social anxiety, I’m 14, I avoid answering in class and eating in the canteen',
      'answer in class and eat in the canteen with friends',
    ];
    expect(mind.trackOf(current, target)).toBe(SOCIAL);
    const ladder = [
      ...new Set(
        steps(await mind.plan(current, target, 20, 4)).map((s) =>
          s.replace(/ (?:First write|Prediction first|Rate your|Does it start|Your attention).*/, ''),
        ),
      ),
    ];
    expect(ladder).toHaveLength(8);
    ladder.forEach((step, i) =>
      expect(step).toMatch(i % 2 === 0 ? /\b(?:teacher|lesson|hand up|group work|the board)\b/ : /\b(?:lunch|canteen|table)\b/),
    );
    expect(ladder.join('\n')).not.toMatch(/colleague|meeting/);
  });

  it('three situations: each has steps on the ladder, and the top joins two', async () => {
    const p = await mind.plan(
      'anxious uni student, I avoid phone calls, seminars and eating in the refectory',
      'make calls, speak in seminars and eat in the refectory',
      45,
      6,
    );
    const ladder = [...new Set(steps(p))];
    for (const situation of [CALL, EAT, MEET]) expect(ladder.filter((s) => situation.test(s)).length).toBeGreaterThanOrEqual(2);
  });

  it('the panic paragraph is said once', async () => {
    const p = await mind.plan(
      'social anxiety, I avoid phone calls and eating in front of people, 22, student',
      'make a phone call and eat in the canteen without panicking',
      20,
      5,
    );
    expect(p.description.match(/You mention panic attacks/g)).toHaveLength(1);
  });

  it('one situation keeps one ladder: calls only, and eating alone without a colleague', async () => {
    const calls = steps(await mind.plan('I avoid phone calls', 'make phone calls without dread', 20, 4));
    for (const step of calls) expect(step).toMatch(CALL);
    expect(mind.trackOf('I can’t eat in front of people, I’m 30', 'eat out with friends without panic')).toBe(SOCIAL);
    const meals = steps(await mind.plan('I can’t eat in front of people, I’m 30', 'eat out with friends without panic', 25, 3));
    for (const step of meals) expect(step).toMatch(EAT);
    expect(meals.join('\n')).not.toMatch(/colleague|team/);
  });
});
