import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask, everything } from '../support/plan-reading';

/**
 * A story written to the person's own venue (issue #36, round 11, decision 181): a competition's word
 * limit, its rules and its closing date shape the draft and the last milestone, and the genre named gets
 * its own reading and its own revision pass; a story with no venue named keeps the magazine path. The
 * people are invented for this file.
 */
const plan = (current: string, target: string, minutes = 40, days = 4) =>
  generateRoadmap(ask('Writing Skills', current, target, minutes, days), builtinProvider);
const lastMilestone = (p: Awaited<ReturnType<typeof plan>>) => p.weeks.at(-1)!.days.at(-1)!.tasks.at(-1)!;

describe('a story written for its competition (read as a writing tutor)', () => {
  it.each([
    [
      'I write grant applications for a living',
      'a 1,500-word crime story for the county library short story competition',
      '1,500',
      /crime/,
      /clue/,
    ],
    [
      'never written a story, I’m a civil servant',
      'enter the village festival’s ghost story contest, 3000 words max',
      '3000',
      /ghost/,
      /dread/,
    ],
    [
      'I’ve started a few stories',
      'win a prize in a sci-fi writing competition, up to 2500 words',
      '2500',
      /speculative/,
      /world in passing/,
    ],
  ])('“%s” → “%s”: its limit, its rules, its genre, and the entry as the end', async (current, target, limit, genre, craft) => {
    const p = await plan(current, target);
    const all = everything(p);
    expect(all).toMatch(new RegExp(`Set the word target for the draft: ${limit} words at most`));
    expect(all).toMatch(/Read the competition’s rules: the word limit, theme, closing date/);
    expect(all).toMatch(new RegExp(`Read 3 ${genre.source} stories as a writer`));
    expect(all).toMatch(craft);
    expect(all).toMatch(/Enter the story in the competition/);
    expect(all).not.toMatch(/2,500–4,000|A length most magazines take|first magazine on your list|Choose 5 magazines/);
    expect(all).not.toMatch(/\{\w+\}|from memory|the error you found/);
    expect(lastMilestone(p).description).toMatch(/sent to the competition before its closing date/);
  });

  it('reads a closing date said with a month, and a report writer’s move into scenes', async () => {
    const p = await plan('I write reports at work, no fiction ever', 'a ghost story for our library’s competition, deadline 31 October');
    expect(lastMilestone(p).description).toMatch(/sent to the competition by 31 October/);
    expect(everything(p)).toMatch(/Reports summarise, rank and conclude/);
    expect(everything(p)).toMatch(/M\. R\. James/);
  });

  it.each([
    // ("I have a few drafts" now starts at their revision, decision 311: writing-novel-query.test.ts.)
    ['I have a few ideas', 'get a short story published in a literary magazine'],
    ['I write a bit', 'finish my short story and submit it'],
  ])('keeps “%s” → “%s” on the magazine path, with no competition or genre invented', async (current, target) => {
    const all = everything(await plan(current, target));
    expect(all).toMatch(/2,500–4,000 words/);
    expect(all).toMatch(/Submit to the first magazine on your list/);
    expect(all).toMatch(/Read 3 short stories as a writer/);
    expect(all).not.toMatch(/competition|ghost|M\. R\. James|clue/i);
  });
});
