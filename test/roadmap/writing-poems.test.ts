import { onOption, servedOn } from './track-ask';
import { tasksOf } from './custom-ask';

/**
 * Round 18 (decision 307): "I write poems in my notebook, never shared them" → "enter a poetry competition"
 * got Writing Skills' general course (Orwell's rules, a one-page report) and was told the option "does not
 * teach fiction and poetry". Poems are Writing's own field: they now have a path of their own, from reading
 * as a poet through forms, revision with a reader and the rules of the place chosen to the poems sent.
 * People written for this test, at 2 to 7 days and 10 to 120 minutes, and the words that must not choose it.
 */

const WRITING = 'Writing Skills';
const POEMS = 'Poems, revised and sent to a competition or magazine';
const OPEN_MIC = 'Poems, read aloud at an open mic';
const { trackOf, plan } = onOption(WRITING);

/** The general course's own tasks, which this path may not carry. */
const GENERAL = /Orwell|1-page report|one-page report|A hard email|Free-write for/i;
const served = servedOn(WRITING, GENERAL);

/** The path's steps in order, each in its full or its short form. */
const READ_TO_READER = [
  /^Read (ten|three) short poems aloud, slowly/,
  /break them into free verse two ways/,
  /^(Write|Start) (a sonnet|a sequence of five haiku|a villanelle)/,
  /^(Read every poem in your folder aloud and choose|Choose the three poems)/,
  /^(Find a reader who reads poems|Ask one person who reads poems)/,
];
const SENT = [...READ_TO_READER, /^Read the rules of /, /^Format each poem as the rules ask/, /^Send your poems to /];
const lastMilestone = (p: Awaited<ReturnType<typeof plan>>) => tasksOf(p).at(-1)!.title;

describe('poems sent out, as a poetry tutor reads the plan', () => {
  it.each([
    ['I write poems in my notebook, never shared them', 'enter a poetry competition', 30, 4, 'the competition'],
    ['never written a poem in my life', 'write my first poems and send one to a magazine', 10, 2, 'the magazine'],
    [
      "I've had two poems in small magazines",
      'get a poem placed in the National Poetry Competition',
      120,
      7,
      'the National Poetry Competition',
    ],
    ['teenager, 15, I write poems for fun', 'enter the Foyle Young Poets competition', 20, 5, 'the Foyle Young Poets of the Year Award'],
    ['I write haiku on my phone', 'get my haiku published in a journal', 45, 4, 'the magazine'],
    ['retired teacher, I write sonnets', 'write a sonnet sequence and submit to magazines', 60, 2, 'the magazine'],
    ['I write poems in my notebook', 'enter a competition', 30, 3, 'the competition'],
  ])('%s → %s (%i min, %i days): read, forms, a reader, the rules, sent', async (current, target, minutes, days, venue) => {
    const { p, text } = await served(POEMS, current, target, minutes, days, SENT);
    expect(lastMilestone(p)).toBe(`Milestone: Your poems sent to ${venue}, and logged`);
    expect(text).toMatch(/Stanza group/);
    expect(text).toMatch(/submissions log/);
  });

  it('a competition’s rules are the line limit, the fee, unpublished and anonymous; a magazine’s its numbers and windows', async () => {
    const competition = await plan('I write poems in my notebook', 'enter a poetry competition', 45, 4);
    const rules = JSON.stringify(competition.weeks);
    expect(rules).toMatch(/the National Poetry Competition's is 40 lines, title not counted/);
    expect(rules).toMatch(/a poem posted online usually counts as published/);
    expect(rules).toMatch(/no name goes on a poem judged anonymously/);
    const magazine = await plan('I write poems', 'submit my poems to literary magazines', 45, 4);
    const guidelines = JSON.stringify(magazine.weeks);
    expect(guidelines).toMatch(/how many poems to send \(many say three to six\)/);
    expect(guidelines).toMatch(/simultaneous submissions/);
    expect(guidelines).not.toMatch(/40 lines, title not counted/);
    const young = JSON.stringify((await plan('I am 14 and love writing poems', 'enter the Foyle Young Poets award', 30, 3)).weeks);
    expect(young).toMatch(/ages 11 to 17\), that entry is free/);
  });

  it('the form named is the form written', async () => {
    const haiku = await plan('I write haiku on my phone', 'get my haiku published in a journal', 45, 4);
    expect(tasksOf(haiku).some((t) => /^Write a sequence of five haiku: three short lines each, a season word/.test(t.title))).toBe(true);
    const sonnet = await plan('retired teacher', 'write sonnets and submit them to a magazine', 45, 4);
    expect(tasksOf(sonnet).some((t) => /^Write a sonnet: fourteen lines/.test(t.title))).toBe(true);
  });

  it.each([
    ['complete beginner', 'I want to write better poems', 30, 3],
    ['I scribble poems when I am sad', 'finish some of my poems and get feedback', 15, 6],
  ])('%s → %s: poems drafted and revised with a reader, not yet sent', async (current, target, minutes, days) => {
    const { p, text } = await served(POEMS, current, target, minutes, days, READ_TO_READER);
    expect(lastMilestone(p)).toBe('Milestone: Three poems revised and read by someone who reads poems');
    expect(text).not.toMatch(/^Send your poems to /m);
  });
});

describe('words that are not poems written to send', () => {
  it.each([
    ['I write emails at work', 'write clearer emails, not poetry'],
    ['I love poetry', 'read more poetry'],
    ['I write poems', 'write song lyrics for my band'],
    ['beginner', 'analyse poems for my GCSE exam'],
    ['I write short stories and poems', 'enter a short story competition'],
    ['I write poems', 'perform my poems at an open mic'],
    ['I write emails', 'a poem for my sister’s wedding reception'],
    ['I write emails', 'a eulogy for my nan, with a poem at the funeral'],
  ])('%s → %s is not this path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(POEMS);
  });

  it('an open mic keeps its own path, a submission takes this one', () => {
    expect(trackOf('I write poems', 'perform my poems at an open mic')).toBe(OPEN_MIC);
    expect(trackOf('I write poems', 'read my poems at an open mic, then send them to a magazine')).toBe(POEMS);
  });
});

const GIFT = 'A poem for someone, written and given';

describe('a poem for someone, written and given at their occasion', () => {
  it.each([
    ['I write poems', "a poem for my mum's 70th birthday", 20, 3, 'your mum', 'the birthday'],
    ['I write emails', 'write a poem for my wife for our anniversary', 45, 5, 'your wife', 'the anniversary'],
    ['never written a poem', 'a funny retirement poem for my boss', 10, 2, 'your boss', 'the retirement'],
    ['beginner', "a poem for my grandad's 90th", 60, 7, 'your grandad', 'the birthday'],
  ])('%s → %s (%i min, %i days): memories, images, a draft aloud, given', async (current, target, minutes, days, who, occasion) => {
    const { p, text } = await served(GIFT, current, target, minutes, days, [
      /^Write (ten|twenty) things only you know about /,
      /^Draft the poem/,
      /^Read (the draft aloud three times|the draft aloud and fix)/,
      /^Give the poem to /,
    ]);
    expect(text).toContain(`things only you know about ${who}`);
    expect(lastMilestone(p)).toBe(`Milestone: Your poem given to ${who} at ${occasion}`);
    expect(text).not.toMatch(/competition|Stanza group/);
  });

  it.each([
    ['beginner', 'a poem for my sister’s wedding'],
    ['beginner', 'a poem for my dad’s funeral'],
    ['beginner', 'enter my birthday poem in a competition'],
    ['beginner', 'write a birthday song for my son'],
  ])('%s → %s is not this path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(GIFT);
  });
});

describe('a script that is not fiction is never told “does not teach fiction and poetry”', () => {
  it.each([
    ['I make videos', 'write scripts for my YouTube videos'],
    ['I host a podcast', 'write a podcast script'],
    ['sales rep', 'write a cold call script'],
  ])('%s → %s', async (current, target) => {
    expect((await plan(current, target, 30, 4)).description).not.toMatch(/does not teach/);
  });
});
