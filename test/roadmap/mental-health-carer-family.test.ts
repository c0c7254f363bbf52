import { onOption } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 18's final reading (case 04): a carer whose wife has MS said "I snap at the kids", and the children were
 * never heard of again after the header. What a carer says of the people around them (children, a partner, a
 * brother or sister who shares the care or does not) now reaches the tasks a counsellor would use it in; the
 * track's helplines were checked against the charities' own pages (decision 335). People written for this test.
 */

const mind = onOption('Mental Health');
const CARER = 'A carer’s own plan: help, breaks and time for you';
const titles = async (current: string, target: string, minutes: number, days: number) =>
  tasksOf(await mind.plan(current, target, minutes, days)).map((t) => t.title);

describe('a carer’s family, as a carers’ counsellor reads the plan', () => {
  it.each([
    ['looking after my wife who has MS, I work part-time, I snap at the kids', 'stop feeling resentful', 20, 2, 'kids'],
    ['full-time carer for my autistic son, I shout at our daughter', 'feel less guilty and get a break', 45, 5, 'daughter'],
    ['caring for my dad with dementia and I keep yelling at my children', 'cope better', 30, 3, 'children'],
  ])('%s → %s (%i×%i): the snapping has its own task, and the children are named', async (current, target, minutes, days, kids) => {
    expect(mind.trackOf(current, target)).toBe(CARER);
    const p = await mind.plan(current, target, minutes, days);
    const snap = tasksOf(p).find((t) => t.title.startsWith(`When you snap at your ${kids}`));
    expect(snap?.description).toMatch(/I was tired and I snapped\. It wasn’t your fault/);
    expect(snap?.description).toMatch(/not of the parent you are/);
  });

  it('children said: an honest word about the illness, time that is theirs, young carers named', async () => {
    const p = await mind.plan('looking after my wife who has MS, I work part-time, I snap at the kids', 'get some time back', 20, 2);
    const kids = tasksOf(p).find((t) => t.title === 'Your kids: an honest word about your wife’s illness, and time that is theirs');
    expect(kids?.description).toMatch(/nobody’s fault/);
    expect(kids?.description).toMatch(/If they help with the caring, they are young carers too/);
  });

  it('a brother who does nothing is asked for a fair, fixed share', async () => {
    const p = await mind.plan('caring for my mum with dementia, my brother lives abroad and does nothing', 'stop burning out', 30, 4);
    const ask = tasksOf(p).find((t) => t.title === 'Ask your brother for a fair share of the care, calmly and specifically');
    expect(ask?.description).toMatch(/your mum’s appointments and every other Sunday/);
    expect(ask?.description).toMatch(/From far away they can still take the paperwork/);
  });

  it('a sister sharing the care, and a partner who is not the one cared for, are each named', async () => {
    expect(await titles('caring for our dad with Parkinson’s, I share it with my sister', 'fewer rows', 30, 4)).toContain(
      'Ask your sister for a fair share of the care, calmly and specifically',
    );
    expect(await titles('I look after my dad after his stroke, my partner is fed up', 'get my evenings back', 15, 3)).toContain(
      'Your partner: how caring is for you, said, and an hour together that is not about it',
    );
  });

  it.each([
    ['looking after my wife who has MS', 'some time back', 'wife'],
    ['caring for my husband with Parkinson’s', 'not feel so trapped', 'husband'],
    ['I look after my partner since his stroke', 'rest more', 'partner'],
  ])('%s: the partner cared for is not taken for the partner to confide in', async (current, target, who) => {
    const t = await titles(current, target, 30, 4);
    expect(t.join('\n')).not.toMatch(new RegExp(`^Your ${who}: how caring is for you`, 'm'));
    expect(t).toContain('Tell one person close to you how caring really is for you');
    expect(t).toContain('When it spills over: the moment before, and what to do in it');
    expect(t.join('\n')).not.toMatch(/kids|children|Ask your (brother|sister)/);
  });

  it('a carer of a mum with cancer, a sister at weekends and two small children: each reaches a task', async () => {
    const current = 'my mum has cancer and I look after her, my sister helps at weekends, two kids under 5';
    expect(mind.trackOf(current, 'cope without falling apart')).toBe(CARER);
    const t = await titles(current, 'cope without falling apart', 10, 6);
    expect(t).toContain('Ask your sister for a fair share of the care, calmly and specifically');
    expect(t).toContain('Your kids: an honest word about your mum’s illness, and time that is theirs');
    expect(t).toContainEqual(expect.stringMatching(/^Call Macmillan’s support line \(UK, 0808 808 00 00/));
  });

  it('no helpline number is given that was not checked against the charity’s own page', async () => {
    const text = textOf(await mind.plan('caring for my autistic son, 8', 'a break', 30, 4));
    expect(text).not.toMatch(/0808 808 7777|0808 808 3555/);
    expect(text).toMatch(/its helpline is on contact\.org\.uk/);
    expect(text).toMatch(/the number and hours are on carersuk\.org/);
  });
});
