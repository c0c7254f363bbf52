import { onOption, servedOn } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 18 (decision 311): a novel already drafted was planned from zero — "finished a first draft of a
 * 90,000-word fantasy novel" → "query literary agents" got "Set the draft's length and its date: 90,000 words"
 * and four weeks of drafting. A finished draft now starts at its reading, and goes on through revision, readers,
 * the query letter, synopsis and comps, an agent list from the agents' own guidelines, and a first batch sent.
 * People written for this test, at 2 to 7 days and 10 to 120 minutes, and the words that must not.
 */

const WRITING = 'Writing Skills';
const QUERY = 'A finished novel, revised and queried to agents';
const NOVEL = "A novel's first draft, on a schedule";
const { trackOf, plan } = onOption(WRITING);

/** The general course's and the first draft's own tasks, which this path may not carry. */
const NOT_HERE =
  /Orwell|1-page report|A hard email|Set the draft's length and its date|Outline the novel in 20–40 scenes|These weeks make the first draft/i;
const served = servedOn(WRITING, NOT_HERE);

/** The path's steps in order, from the draft read to the queries sent, each in its full or its short form. */
const STEPS = [
  /^Read the draft for \d+ minutes, from the start/,
  /^The big-picture list/,
  /^Revise for \d+ minutes: the biggest problem on your list/,
  /^Choose two or three readers who read /,
  /^Line-edit chapter 1 aloud/,
  /^Find two comparable titles in /,
  /^Draft the query letter/,
  /^Draft (the|a one-page) synopsis/,
  /^List (ten )?agents who represent /,
  /^Read (each agent's own submission page|five agents' own submission pages)/,
  /^Check each agent is reputable/,
  /^Send the first (three|two) queries of your first batch/,
];

describe('a finished novel, as an editor who coaches querying writers reads the plan', () => {
  it.each([
    [
      'finished a first draft of a 90,000-word fantasy novel',
      'query literary agents',
      60,
      5,
      'fantasy',
      /90,000 words/,
      /90,000–120,000 words for adult fantasy/,
    ],
    [
      'my crime novel is finished, 85k words, second draft done',
      'get a literary agent',
      30,
      3,
      'crime',
      /85k words/,
      /70,000–90,000 words/,
    ],
    [
      "I've written a complete manuscript of a YA novel",
      'revise it and submit to agents',
      120,
      7,
      'young adult',
      /its word count/,
      /50,000–80,000 words for young adult/,
    ],
    [
      'wrote a 110k sci-fi novel, querying now with no luck',
      'get my novel traditionally published',
      45,
      4,
      'science fiction',
      /110k words/,
      /90,000–120,000/,
    ],
    [
      'completed my first novel, a romance, last month',
      'edit my novel and find an agent',
      20,
      2,
      'romance',
      /its word count/,
      /70,000–90,000 words/,
    ],
    [
      'I have a finished draft of my historical novel',
      'submit to agents in the UK',
      90,
      6,
      'historical fiction',
      /its word count/,
      /80,000–100,000 words/,
    ],
  ])(
    '%s → %s (%i min, %i days): read, revised, readers, query, agents, sent',
    async (current, target, minutes, days, genre, length, band) => {
      const { p, text } = await served(QUERY, current, target, minutes, days, STEPS);
      const first = tasksOf(p)[0]!;
      expect(first.title).toMatch(length);
      expect(first.title).toContain(`beside ${genre}'s usual range`);
      expect(first.description).toMatch(band);
      expect(p.weeks[0]!.description).toMatch(/Start where you are: the draft is written/);
      expect(text).toMatch(/QueryTracker|Writers' & Artists' Yearbook/);
      expect(text).toMatch(/never charge a reading or editing fee/);
      expect(tasksOf(p).at(-1)!.title).toBe("Milestone: Your first batch of queries sent, each to its agent's guidelines, and logged");
    },
  );

  it('the literary in "literary agents" is no genre', async () => {
    const text = textOf(await plan('finished a first draft of a 90,000-word fantasy novel', 'query literary agents', 60, 5));
    expect(text).not.toMatch(/literary (and upmarket )?fiction/);
  });

  it('a UK writer is sent to the Yearbook first', async () => {
    const text = textOf(await plan('I have a finished draft of my historical novel', 'submit to agents in the UK', 60, 5));
    expect(text).toMatch(/the Writers' & Artists' Yearbook's agents, then each agency's own site/i);
  });

  it.each([
    ['halfway through my first draft of a fantasy novel', 'finish the draft and query agents'],
    ['never written anything', 'write a novel and get it published'],
    ['I have 30,000 words of my novel', 'finish the first draft'],
    ['finished my first novel last year', 'write my second novel'],
    ['I have an idea for a novel', 'write the first draft and get an agent'],
    ['finished chapter 3 of my crime novel', 'finish the draft, then query'],
  ])('%s → %s is still the first draft', (current, target) => {
    expect(trackOf(current, target)).toBe(NOVEL);
  });

  it.each([
    ['finished the first draft of my thesis', 'revise and submit my thesis'],
    ['I finished my picture book manuscript', 'send it to agents'],
    ['wrote a 100k sci-fi novel', 'self-publish it on Amazon KDP'],
    ['finished my memoir manuscript', 'find a literary agent'],
    ['finished the first draft of my screenplay', 'send it to agents'],
    ['I have written a short story', 'submit it to a magazine'],
  ])('%s → %s is not the novel query path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(QUERY);
  });
});

describe('a script, as a screenwriting tutor reads the words', () => {
  const SCREENPLAY = 'A screenplay: a short film first';
  it.each([
    ['beginner', 'write a script'],
    ['I have ideas for films', 'finish my script'],
    ['student', 'write my first script'],
  ])('%s → %s takes the screenplay, not "does not teach fiction"', async (current, target) => {
    expect(trackOf(current, target)).toBe(SCREENPLAY);
    expect((await plan(current, target, 30, 3)).description).not.toMatch(/does not teach/);
  });

  it.each([
    ['beginner', 'write a script for my YouTube channel'],
    ['sales rep', 'write a cold call script'],
    ['sysadmin', 'write a script to rename files'],
    ['podcaster', 'write a script that sounds natural'],
  ])('%s → %s is no screenplay', (current, target) => {
    expect(trackOf(current, target)).not.toBe(SCREENPLAY);
  });
});

describe('poems or a story already written start at their revision, and say so', () => {
  it.each([
    [
      'I have written 40 poems, a full collection',
      'get my poetry collection published',
      45,
      4,
      /Goal: You have poems written already, so this plan starts here, at revision\./,
    ],
    [
      'I have written a pamphlet of poems',
      'send poems to magazines',
      20,
      3,
      /Goal: You have poems written already, so this plan starts here, at revision\./,
    ],
    [
      "I've written a short story draft",
      'submit my short story to a magazine',
      60,
      5,
      /Goal: You have a draft already, so this plan starts here, at revision\./,
    ],
    [
      'finished the first draft of a ghost story',
      'enter a short story competition',
      30,
      2,
      /Goal: You have a draft already, so this plan starts here, at revision\./,
    ],
  ])('%s → %s (%i min, %i days)', async (current, target, minutes, days, said) => {
    const p = await plan(current, target, minutes, days);
    expect(p.weeks[0]!.description).toMatch(said);
    expect(textOf(p)).not.toMatch(/Read ten short poems aloud|Write 500 words of the draft/);
  });

  it.each([
    ['I write poems in my notebook, never shared them', 'enter a poetry competition', /^Read ten short poems aloud/],
    ['never written a story', 'write a short story for a competition', /^Read (3|one) .*stor(y|ies) as a writer/],
  ])('%s → %s starts at the beginning, and its revision week says nothing of a draft you had', async (current, target, first) => {
    const p = await plan(current, target, 45, 4);
    expect(tasksOf(p)[0]!.title).toMatch(first);
    expect(textOf(p)).not.toMatch(/so this plan starts here/);
  });
});

describe('a picture book already written, sent to agents', () => {
  it('takes the picture book path from its dummy, not the general course', async () => {
    expect(trackOf('I finished my picture book manuscript', 'send it to agents')).toBe('A picture book, written and sent to agents');
    const p = await plan('I finished my picture book manuscript', 'send it to agents', 30, 3);
    expect(p.weeks[0]!.title).toMatch(/The dummy/);
    expect(textOf(p)).not.toMatch(/Orwell|A hard email/);
  });

  it('a picture book only read to the children, with no publishing said, is not it', () => {
    expect(trackOf('I read picture books to my kids every night', 'read more with them')).not.toBe(
      'A picture book, written and sent to agents',
    );
  });
});
