import { onOption } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 16's reading (decision 274): "I write a diary, never published anything" → "a personal essay accepted by
 * a magazine" got the general course ("Clear sentences", "emails, reports and a personal essay" in week 5). A
 * personal essay is read where it is published, found in the writer's own material, drafted, revised with a
 * reader, and sent to the guidelines. People written for this test.
 */

const { trackOf, plan } = onOption('Writing Skills');
const ESSAY = 'A personal essay, written and submitted';

describe('a personal essay, from reading to submission', () => {
  it.each([
    ['I write a diary, never published anything', 'a personal essay accepted by a magazine', 30, 3, 'your diary'],
    ['I keep a journal', 'get a personal essay into the New York Times Modern Love column', 45, 4, 'your journal'],
    ['retired teacher', 'write creative nonfiction about my years in Kenya', 15, 5, 'your notebooks, messages, photos and memories'],
    ['I blog sometimes', 'an essay published in a literary magazine', 60, 2, 'your notebooks, messages, photos and memories'],
  ])('%s → %s: read, chosen, drafted, revised and sent', async (current, target, minutes, days, diary) => {
    expect(trackOf(current, target)).toBe(ESSAY);
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(new RegExp(`Go through ${diary} and list 10 moments|List 5 moments from ${diary}`));
    expect(text).toMatch(/situation and its story in two sentences/);
    expect(tasksOf(p).some((t) => /^Submit to your first place/.test(t.title))).toBe(true);
    expect(text).not.toMatch(/emails, reports|Clear sentences|\{\w+\}/);
  });

  it('a magazine named is read by name', async () => {
    const p = await plan('I keep a journal', 'get a personal essay into the New York Times Modern Love column', 45, 4);
    expect(p.weeks[0]!.title).toBe('Week 1: Reading like an essayist: New York Times Modern Love');
  });

  it.each([
    ['A-level student', 'a better essay for my English coursework at school'],
    ['I write for my blog', 'pitch a personal essay to the Guardian'],
    ['PhD student', 'an essay for my university module'],
    ['I write short stories', 'a short story for a magazine competition'],
  ])('%s → %s: not the essay track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(ESSAY);
  });
});
