import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { personOn } from './ask';

/**
 * An energy-limiting condition paced, not pushed (round 22, decision 409). Long COVID and a part-time degree got
 * "60 minutes in one sitting, 25 on and 5 off" and "Blocks that grow"; ME/CFS knitting for an Etsy shop got "if you
 * want more, do a little more, never less"; fibromyalgia got brisk walks to 30 minutes in a week. Now the plan finds a
 * bad-day baseline, keeps blocks below it, puts rest before tiredness and never raises after a crash (NICE NG206,
 * the WHO's 3 Ps); fitness goes through a clinician; a sleep window waits for one. People written for this test.
 */
const tasks = (p: RoadmapPlan) => p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
const text = (p: RoadmapPlan) => tasks(p).map((t) => `${t.title}\n${t.description}`);
const PACED = /You mention an energy-limiting condition/;

const STUDY: Array<[string, string, number, number]> = [
  ['I have long COVID and get brain fog; my doctor says pacing', 'get through my part-time degree modules', 25, 5],
  ['ME/CFS, mild, studying with the Open University', 'pass my module exam in June', 30, 3],
  ['fibromyalgia and I crash for days after I overdo it', 'revise for my accountancy exam', 40, 4],
  ['post-exertional malaise since covid in 2022', 'study for my nursing exam', 20, 6],
];

describe('study within the envelope (Focus & Concentration)', () => {
  const { plan } = personOn('Focus & Concentration');
  it.each(STUDY)('%s → %s (%i min × %i)', async (current, target, minutes, days) => {
    const p = await plan(current, target, minutes, days);
    expect(p.description).toMatch(PACED);
    expect(p.description).toMatch(/baseline/);
    // No sitting longer than the day, no growing blocks, no 25/5 or 50/10 cycles to lengthen.
    for (const t of tasks(p)) expect({ t: t.title, over: t.estimatedMinutes > minutes }).toEqual({ t: t.title, over: false });
    expect(text(p).join('\n')).not.toMatch(/in one sitting|length to grow to|50\/10 cycles|25 on and 5 off/);
    expect(p.weeks.map((w) => w.title).join('\n')).not.toMatch(/Blocks that grow|a longer sitting/);
    // The baseline first, then the diary, the bad-day plan and rest before tiredness in the weeks.
    expect(tasks(p).map((t) => t.title)).toEqual(
      expect.arrayContaining([
        'Your baseline: what you can do on a bad day without a crash',
        'Energy diary: activity, rest and symptoms, a line a day',
        'A bad-day plan: the least that counts, written before you need it',
      ]),
    );
  });

  it('an exam paper is sat in sections, with access arrangements asked for', async () => {
    const p = await plan(...STUDY[0]);
    expect(text(p).join('\n')).toMatch(/access arrangements|rest breaks and extra time/);
  });
});

describe('a return to work planned without a crash (Time Management Basics)', () => {
  const { plan } = personOn('Time Management Basics');
  it.each([
    ['post-chemo fatigue, going back to work soon', 'plan my return to work without crashing', 30, 5],
    ['I have lupus fatigue and a phased return at the office', 'plan my weeks so I stop crashing', 20, 4],
  ] as const)('%s → %s (%i min × %i)', async (current, target, minutes, days) => {
    const p = await plan(current, target, minutes, days);
    expect(p.description).toMatch(PACED);
    expect(tasks(p).map((t) => t.title)).toContain('Your baseline: what you can do on a bad day without a crash');
    expect(tasks(p).map((t) => t.title)).toContain('Review: keep or lower, never raise after a crash');
  });
});

describe('a habit sized to the bad day (Habits Building)', () => {
  const { plan } = personOn('Habits Building');
  it.each([
    ['I have ME/CFS and crash after doing too much', 'knit for my Etsy shop again', 15, 4],
    ['long covid, boom and bust most weeks', 'stretch for 10 minutes every morning', 20, 5],
    ['I was diagnosed with ME, and the smallest task wipes me out', 'practise the piano every day', 10, 7],
  ] as const)('%s → %s', async (current, target, minutes, days) => {
    const p = await plan(current, target, minutes, days);
    expect(p.description).toMatch(/sized to your bad day/);
    expect(text(p).join('\n')).not.toMatch(/do a little more, never less|Grow only when last week felt easy/);
    expect(text(p).join('\n')).toMatch(/never after a crash/);
    expect(tasks(p).some((t) => /^The bad-day version of /.test(t.title))).toBe(true);
    // No study-block baseline task in a habit plan.
    expect(tasks(p).map((t) => t.title)).not.toContain('Your baseline: what you can do on a bad day without a crash');
  });
});

describe('activity only with a clinician (Physical Fitness)', () => {
  const { plan } = personOn('Physical Fitness');
  it.each([
    ["I have fibromyalgia and haven't walked much in a year", 'get back to walking', 20, 3],
    ['chronic fatigue syndrome, my physio says pacing', 'walk to the shops again', 15, 3],
  ] as const)('%s → %s', async (current, target, minutes, days) => {
    const p = await plan(current, target, minutes, days);
    expect(p.description).toMatch(/be active only with your GP or specialist service/);
    expect(p.description).toMatch(/never push through/);
    expect(p.description).toMatch(/graded exercise therapy/);
    expect(tasks(p)[0]!.title).toBe('Ask your GP or specialist service before the first session');
    expect(text(p).join('\n')).not.toMatch(/\bbrisk/i);
  });
});

describe('no sleep window without a clinician (Sleep Improvement)', () => {
  const { plan } = personOn('Sleep Improvement');
  it('long COVID fatigue and poor sleep', async () => {
    const p = await plan('long covid fatigue, I sleep badly and wake exhausted', 'sleep better', 20, 5);
    const window = tasks(p).find((t) => /sleep window/.test(t.title))!;
    expect(window.title).toMatch(/^Only with your clinician/);
    expect(window.description).toMatch(/do not shorten your time in bed unless your clinician agrees/);
  });
});

describe('near misses keep their plans', () => {
  it.each([
    ['Focus & Concentration', "I'm tired all the time from my newborn", 'study for my exam'],
    ['Focus & Concentration', 'I pace myself in races but lose focus at work', 'focus for an hour at a time'],
    ['Physical Fitness', 'fatigue after my marathon', 'run a faster 10k'],
    ['Physical Fitness', 'my coach says pacing is the key to a half marathon', 'run a half marathon'],
    ['Habits Building', 'I crash on the sofa after work', 'read every evening'],
    ['Habits Building', 'my friends come with me and we walk', 'walk every day'],
    ['Time Management Basics', 'exhausted from my job, burnt out', 'manage my week'],
    ['Sleep Improvement', 'my mum has long covid and I care for her', 'sleep better'],
  ])('%s: %s', async (option, current, target) => {
    const p = await personOn(option).plan(current, target, 30, 4);
    expect(p.description).not.toMatch(PACED);
    expect(tasks(p).map((t) => t.title)).not.toContain('Your baseline: what you can do on a bad day without a crash');
  });
});
