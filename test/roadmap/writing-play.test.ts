import { onOption, servedOn } from './track-ask';
import { tasksOf } from './custom-ask';

/**
 * Round 18 (decision 307): targets squarely in Writing's field that still got its general course — "write a
 * stage play for my local theatre group" and "a radio play" in silence, "write a sci-fi story" and "write a
 * fantasy book" told the option "does not teach fiction" — now take a path of their own or the nearest one.
 * People written for this test, at 2 to 7 days and 10 to 120 minutes, and the words that must not.
 */

const WRITING = 'Writing Skills';
const PLAY = 'A play for the stage or radio: a ten-minute play first';
const FICTION = 'Fiction: a short story, submitted';
const NOVEL = "A novel's first draft, on a schedule";
const { trackOf, plan } = onOption(WRITING);

/** The general course's own tasks, which these paths may not carry. */
const GENERAL = /Orwell|1-page report|one-page report|A hard email|Free-write for/i;
const served = servedOn(WRITING, GENERAL);

/** The play's steps in order, each in its full or its short form. */
const PLAY_STEPS = [
  /^Read (a short or one-act play|the first ten pages of a short or one-act play)/,
  /^Write (ten|five) ideas for a ten-minute play/,
  /^List the play's beats/,
  /^Write the first beat/,
  /^Ask two or three people to read the parts aloud/,
  /^(List where your play can be staged|List three places your play can be staged)/,
  /^Send the play to /,
];
const lastMilestone = (p: Awaited<ReturnType<typeof plan>>) => tasksOf(p).at(-1)!.title;

describe('a play, as a playwriting tutor reads the plan', () => {
  it.each([
    ['I write emails', 'write a stage play for my local theatre group', 30, 4, 'your theatre group'],
    ['never written anything creative', 'write a play', 10, 2, 'a new-writing night or short-play competition'],
    ['I listen to radio drama every week', 'write a radio play', 60, 5, 'a radio or audio drama call'],
    ['drama teacher', 'write a ten-minute play for a competition', 120, 7, 'the competition'],
    ['primary teacher', 'write a nativity play for the school', 20, 3, "the school's performers"],
    ['I am in an am-dram society', 'write my first play', 45, 6, 'your theatre group'],
  ])('%s → %s (%i min, %i days): read, an event, beats, a draft, heard aloud, sent', async (current, target, minutes, days, venue) => {
    const { p, text } = await served(PLAY, current, target, minutes, days, PLAY_STEPS);
    expect(lastMilestone(p)).toBe(`Milestone: Your short play sent to ${venue}, and the next one begun`);
    expect(text).toMatch(/a page of a play is about a minute|About a minute a page/i);
  });

  it('a radio play is written for the ear, a stage play for the room', async () => {
    const radio = JSON.stringify((await plan('beginner', 'write a radio play', 45, 4)).weeks);
    expect(radio).toMatch(/A play is written for the ear: no pictures/);
    const stage = JSON.stringify((await plan('beginner', 'write a stage play', 45, 4)).weeks);
    expect(stage).toMatch(/A play is written for the stage: live actors in one room/);
  });

  it('a theatre group is asked first; a school or family play starts from its performers', async () => {
    const group = JSON.stringify((await plan('I write emails', 'write a stage play for my local theatre group', 45, 4)).weeks);
    expect(group).toMatch(/Your theatre group first: ask its director when it reads new plays/);
    const school = JSON.stringify((await plan('primary teacher', 'write a nativity play for the school', 45, 4)).weeks);
    expect(school).toMatch(/The performers come first: ask the teacher, leader or parents how many will perform/);
  });

  it('a play already written starts at its reading aloud', async () => {
    const p = await plan("I've written a one-act play", 'get my play performed at a scratch night', 30, 4);
    expect(trackOf("I've written a one-act play", 'get my play performed at a scratch night')).toBe(PLAY);
    expect(tasksOf(p)[0]!.title).toMatch(/^Ask two or three people to read the parts aloud/);
  });

  it.each([
    ['beginner', 'write a screenplay'],
    ['trainer', 'write a role-play scenario for training'],
    ['beginner', 'write and play songs'],
    ['beginner', 'write a playlist description'],
    ['theatre fan', 'write reviews of plays I see'],
    ['sports fan', 'write a play-by-play for our sports blog'],
    ['teacher', 'write lesson plans for play-based learning'],
    ['beginner', 'write a tv play'],
    ['student', 'write an essay analysing the play for my A-level'],
  ])('%s → %s is not the play path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(PLAY);
  });
});

describe('stories and books in Writing’s field take its own paths, never “does not teach fiction”', () => {
  it.each([
    ['beginner', 'write a sci-fi story', 30, 4, FICTION],
    ['I daydream a lot', 'write stories for fun', 20, 3, FICTION],
    ['I write emails', 'write a fantasy book', 45, 5, NOVEL],
    ['I have a world and characters', 'write a fantasy saga', 60, 2, NOVEL],
  ])('%s → %s (%i min, %i days)', async (current, target, minutes, days, track) => {
    expect(trackOf(current, target)).toBe(track);
    const p = await plan(current, target, minutes, days);
    expect(p.description).not.toMatch(/does not teach/);
  });

  it('stories for fun aim at a finished draft, not a submission', async () => {
    const p = await plan('I daydream a lot', 'write stories for fun', 20, 3);
    expect(p.title).toMatch(/a first draft/i);
  });

  it.each([
    ['beginner', 'write a non-fiction book'],
    ['product owner', 'write user stories for our backlog'],
    ['marketing', 'write our company story for the website'],
  ])('%s → %s is neither fiction nor refused as fiction', async (current, target) => {
    expect(trackOf(current, target)).not.toBe(FICTION);
    expect((await plan(current, target, 30, 4)).description).not.toMatch(/does not teach fiction/);
  });
});
