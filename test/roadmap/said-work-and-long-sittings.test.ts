import { countedDays } from '../../lambdas/roadmap/builtin/scale';
import { personOn } from './ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Decision 301 (round 17's blind reading B, cases 08, 09, 10 and 15). A law student who lasts 10 minutes
 * wanted "study 2 hours in a row": no block was longer than 55 minutes, yet week 3's check said "Four full
 * blocks of 2 hours". The study plan's long sitting now grows a week at a time (60, 90, then 2 hours of
 * past papers) and the checks count that sitting. A night nurse on 4 days read "at least five of the 4
 * days" and two caffeine rules; a grieving daughter who never said she works was told to ask her manager,
 * and rest days looked back at what she "would do differently" about a letter to the dead. Work is read
 * only where the person names it. People written for this test.
 */

const focus = personOn('Focus & Concentration');
const sleep = personOn('Sleep Improvement');
const mind = personOn('Mental Health');

const SITTING = /^(\d+) minutes in one sitting/;

describe('a study plan’s long sitting grows, and its checks count it', () => {
  it.each([
    ['law student, I last 10 minutes before checking my phone', 'study 2 hours in a row for the bar exam', 60, 6],
    ['ACCA student, I lose focus after 20 minutes', 'sit my ACCA exams focused for the whole paper', 30, 4],
    ['I’m revising for my A levels and keep checking my phone', 'revise for 90 minutes without my phone', 20, 5],
    ['nursing student, my finals are in May', 'study three hours in a row for my nursing exams', 120, 3],
    ['CIMA student, I study at weekends', 'pass my CIMA exams', 45, 2],
    ['working full time, doing the CFA', 'study 2 focused hours on weekday evenings for the CFA exam', 90, 7],
  ])('%s → %s (%i min × %i)', async (current, target, minutes, days) => {
    const p = await focus.plan(current, target, minutes, days);
    // One sitting a week from week 2, never shorter than the last: an hour, then longer, then 2 hours of
    // past papers back to back (a week split in parts on short days holds its sitting once).
    const sittings = tasksOf(p).flatMap((t) => (SITTING.test(t.title) ? [Number(SITTING.exec(t.title)![1])] : []));
    expect(sittings[0]).toBeGreaterThanOrEqual(60);
    sittings.slice(1).forEach((m, i) => expect(m).toBeGreaterThanOrEqual(sittings[i]!));
    expect(new Set(sittings).size).toBeGreaterThanOrEqual(minutes >= 120 ? 1 : 3);
    expect(sittings.at(-1)).toBeGreaterThanOrEqual(120);
    const text = textOf(p);
    expect(text).not.toMatch(/Four full blocks/);
    expect(text).toMatch(/Milestone: The week’s long sitting done in one go/);
    expect(text).toMatch(/Milestone: Past-paper sections sat for 2 hours or more in one go/);
  });
});

describe('a work reset only where work is said', () => {
  it.each([
    ['law student, I last 10 minutes before checking my phone', 'study 2 hours in a row for the bar exam'],
    ['ACCA student, I lose focus after 20 minutes', 'pass my ACCA exams'],
    ['retired, doing an Open University degree', 'focus for an hour on my OU essays'],
  ])('%s: no work said, no after-work reset', async (current, target) => {
    const text = textOf(await focus.plan(current, target, 60, 5));
    expect(text).toMatch(/Reset before the block/);
    expect(text).not.toMatch(/After-work|late at work|between work and study/);
  });

  it.each([
    ['I work full time and study for my ACCA exams in the evenings', 'study 90 minutes a night'],
    ['nurse on shifts, doing a degree', 'focus for 2 hours on my university exams'],
  ])('%s: work said, the reset is after work', async (current, target) => {
    const text = textOf(await focus.plan(current, target, 60, 5));
    expect(text).toMatch(/After-work reset before the block/);
  });
});

describe('a milestone’s share of the days', () => {
  it.each([
    ['at least five of the seven days, work days and days off', 4, 'at least five of the seven days, work days and days off'],
    ['Kept on 4 of 5 days', 3, 'Kept on 2 of 3 days'],
    ['Kept on 4 of 5 days', 5, 'Kept on 4 of 5 days'],
    ['Four nights cooked', 3, '3 nights cooked'],
    ['7 days of your habit', 7, '7 days of your habit'],
  ])('“%s” on %i days reads “%s”', (text, days, read) => {
    expect(countedDays(text, days)).toBe(read);
  });

  it.each([
    ['night shift nurse, 3 nights on 4 off, I sleep 4 hours after shifts', 'sleep properly between night shifts', 15, 4],
    ['care worker on rotating shifts, earlies and nights', 'sleep 7 hours after a night shift', 30, 3],
    ['security guard on 12-hour nights', 'stop waking up at midday after nights', 20, 5],
  ])('%s: the sleep times counted over the week, one caffeine rule', async (current, target, minutes, days) => {
    const text = textOf(await sleep.plan(current, target, minutes, days));
    expect(text).not.toMatch(/of the [1-6] days/);
    expect(text).toMatch(/Your sleep times kept on most days, work days and days off/);
    expect(text).toMatch(/at least five of the seven days/);
    expect(text).not.toMatch(/one before the early-morning low/);
    expect(text).toMatch(/For the low at 03:00–06:00, after the cut-off: bright light/);
  });
});

describe('grief: work only where it is said, the person named, rest said kindly', () => {
  it.each([
    ['grieving my mum who died in spring, I can’t concentrate', 'get through the days and feel like myself again', 15, 5, 'your mum'],
    ['my husband passed away in January', 'cope with the evenings alone', 30, 3, 'your husband'],
    ['student, lost my dad last month and can’t focus on my course', 'get back to my studies', 20, 4, 'your dad'],
    ['grieving, my best friend died', 'feel less numb', 10, 7, 'your best friend'],
  ])('%s → %s: no job assumed', async (current, target, minutes, days, who) => {
    const p = await mind.plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).not.toMatch(/manager|\bHR\b|at work|workday|at your desk|colleague/i);
    expect(text).toMatch(new RegExp(who));
    expect(text).not.toMatch(/her or him/);
    expect(tasksOf(p).map((t) => t.title)).not.toContainEqual(expect.stringMatching(/what you would do differently|^Rest: nothing new/));
  });

  it.each([
    ['my dad died in March and I can’t focus at work', 'cope at work without breaking down'],
    ['widowed last year, back at my job as a teacher', 'get through the school day'],
  ])('%s: work said, work told', async (current, target) => {
    const text = textOf(await mind.plan(current, target, 20, 4));
    expect(text).toMatch(/Ask your manager or HR for what would help/);
    expect(text).toMatch(/a wave at work/);
    // (The person who died as they say it: "my dad"; "widowed", a partner.)
    expect(text).toMatch(/remember (?:your dad|your partner)/);
  });
});

describe('a phone ladder of everyday calls where no work is said', () => {
  it.each([
    ['social anxiety, I avoid phone calls completely', 'make phone calls without dread', 20, 4],
    ['I let every call go to voicemail', 'answer the phone without panicking', 15, 3],
    ['social anxiety, I never answer my phone', 'answer calls from numbers I don’t know', 30, 5],
  ])('%s → %s', async (current, target, minutes, days) => {
    const text = textOf(await mind.plan(current, target, minutes, days));
    expect(text).toMatch(/Call a shop or a library/);
    expect(text).not.toMatch(/work phone|work call|colleagues can hear|at your desk/);
  });

  it('keeps the work calls for someone who avoids calls at work', async () => {
    const text = textOf(await mind.plan('I avoid phone calls at work and email instead', 'make work calls without dread', 20, 4));
    expect(text).toMatch(/work call/);
  });
});
