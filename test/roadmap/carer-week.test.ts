import { readBack } from '../../lambdas/roadmap/reading';
import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { asker } from './ask';
import { textOf, weekOf } from './custom-ask';

/**
 * An unpaid carer's week (issue #36, round 9): a person looking after a parent, a partner or a child with
 * additional needs, beside work, asks for a routine with their own appointments and rest in it. The plan
 * maps their week, puts care's fixed points first, books and protects their own appointments and rest,
 * shares what can be shared, says plainly the help carers are entitled to, and ends with a bad-week plan
 * and the routine reviewed. People written for this test; a carers' centre worker's reading.
 */

const ask = asker(30);
const option = 'Time Management Basics';
const CARER = 'A carer’s week: care, work and your own time';
const trackOf = (current: string, target: string) => readBack(ask(option, current, target)).track.name;
const plan = (current: string, target: string) =>
  generateRoadmap(
    { ...ask(option, current, target, { daysPerWeek: 3 }), answers: { currentLevel: current, targetLevel: target, dailyMinutes: 20 } },
    builtinProvider,
  );

describe('an unpaid carer’s week, as a carers’ centre worker reads it', () => {
  it.each([
    ['I look after my mum who has dementia and I work three days a week', 'a week where I still see my own friends', /your mum\b/],
    [
      'part-time job and I’m the main carer for my husband since his stroke',
      'get to my own dentist and have some time off',
      /your husband\b/,
    ],
    ['my son has autism and caring for him plus work leaves me nothing', 'a routine with some rest for me', /your son\b/],
    ['I’m my dad’s carer and everything slips', 'stop missing my own appointments', /your dad\b/],
    ['I care for my wife, she has MS, and I’m back at work 20 hours', 'a weekly routine that includes me', /your wife\b/],
    // Nobody named: the plan says who in general words, never an empty hole.
    ['I’m an unpaid carer and I work part time', 'some time for myself every week', /the person you care for/],
  ])('%s → %s: the week mapped, own appointments and rest, help said plainly, a bad-week plan', async (current, target, cared) => {
    expect(trackOf(current, target)).toBe(CARER);
    const p = await plan(current, target);
    const text = textOf(p);
    expect(text).toMatch(cared);
    expect(text).not.toMatch(/\{cared\}/);
    expect(weekOf(p, /^Map this week in three columns/)).toBe(1);
    expect(weekOf(p, /^Book your two most overdue appointments/)).toBe(2);
    expect(weekOf(p, /^Ask your local council for a carer’s assessment/)).toBe(3);
    expect(weekOf(p, /^Write a one-page plan for a bad week/)).toBe(4);
    expect(p.weeks.length).toBeGreaterThanOrEqual(3);
    expect(p.weeks.length).toBeLessThanOrEqual(4);
    expect(text).toMatch(/Carer’s Allowance/);
    expect(text).toMatch(/carers register/);
    expect(text).toMatch(/local carers’ centre/);
    expect(text).toMatch(/Rest is planned like a task/);
    expect(p.description).toMatch(/Carers UK Helpline/);
    // Not the office course: inbox zero, delegating to a team, an Eisenhower matrix.
    expect(text).not.toMatch(/inbox zero|Eisenhower|delegate/i);
  });

  it.each([
    ['I take care of my plants and my flat is a mess', 'a tidy weekly routine'],
    ['I work as a care worker in a nursing home, 12-hour shifts', 'organise my days off'],
    ['I’m a carer at an agency with lots of clients', 'plan my week better'],
    ['I look after my garden and my emails', 'a planned week with time blocks'],
  ])('%s → %s: not a carer of their own family, the general path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(CARER);
  });
});
