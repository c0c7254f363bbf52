import { onOption, servedOn } from './track-ask';
import { tasksOf, textOf, weekOf } from './custom-ask';

/**
 * Round 13 (decision 224): a picture book, a screenplay and song lyrics all got Writing Skills' general
 * course — Orwell's rules, a one-page report and a hard e-mail — and a screenplay was told the option
 * "does not teach fiction and poetry". Each now has its own path. People written for this test, at 2 to 7
 * days and 10 to 120 minutes, and the words that must not choose these paths.
 */

const WRITING = 'Writing Skills';
const PICTURE_BOOK = 'A picture book, written and sent to agents';
const SCREENPLAY = 'A screenplay: a short film first';
const LYRICS = 'Song lyrics, written and sung';
const { trackOf, plan } = onOption(WRITING);

/** The general course's own tasks, which none of these paths may carry. */
const GENERAL = /Orwell|1-page report|A hard email|Free-write for/i;

const served = servedOn(WRITING, GENERAL);

/** Where a plan starts: the step its first week holds, and the earlier one it leaves out. */
const startsAt = (p: Awaited<ReturnType<typeof plan>>, step: RegExp, skipped: RegExp) => {
  expect(weekOf(p, step)).toBe(1);
  expect(weekOf(p, skipped)).toBe(0);
};
const lastMilestone = (p: Awaited<ReturnType<typeof plan>>) => tasksOf(p).at(-1)!.title;

describe('a picture book, as a children’s-writing tutor reads the plan', () => {
  const WHOLE = [
    /^Borrow twenty picture books published in the last five years/,
    /^Write the whole first draft from your moments/,
    /^Strike every word that describes what an illustrator will draw/,
    /^Draw a thumbnail sheet: 16 small boxes for spreads 4–5 to 30–31 and page 32/,
    /^Fold eight sheets of paper in half and staple them: a 32-page dummy/,
    /^Read your dummy to a child of the right age/,
    /^List ten agents or publishers who take picture-book texts now/,
    /^Send to the first five on your list, each exactly as its guidelines ask/,
  ];

  it.each([
    ['never written anything for children', 'write a children’s picture book and send it to agents', 30, 4],
    ['retired nurse with a story about a hedgehog', 'publish a kids book', 15, 2],
    ['I draw a bit', 'write and illustrate a picture book to submit to publishers', 60, 6],
    ['complete beginner', "write a children's book", 120, 7],
  ])(
    '%s → %s (%i min, %i days): books read aloud, a draft for the ear, a dummy, readers, agents',
    async (current, target, minutes, days) => {
      const { p, text } = await served(PICTURE_BOOK, current, target, minutes, days, WHOLE);
      expect(text).toMatch(/aim at 500–600, and under 1,000 at most/);
      expect(text).toMatch(/the publisher chooses and pays the illustrator/);
      expect(text).toMatch(/Children's Writers' & Artists' Yearbook|SCBWI's The Book/);
      expect(lastMilestone(p)).toBe('Milestone: Five queries sent to agents or publishers who take picture books, by their guidelines');
    },
  );

  it('a self-publisher is told the illustrator is then theirs to commission and pay', async () => {
    const { text } = await served(PICTURE_BOOK, 'grandad with a story', 'self-publish a picture book on Amazon', 30, 3, WHOLE);
    expect(text).toMatch(/Self-publishing instead \(Amazon KDP, IngramSpark\) means commissioning and paying an illustrator yourself/);
  });

  it('the age said is the age written for', async () => {
    const { text } = await served(
      PICTURE_BOOK,
      'primary school teacher',
      'write a picture book for ages 4-6 and get it published',
      20,
      5,
      WHOLE,
    );
    expect(text).toMatch(/Look for the ones for children of 4-6/);
  });

  it('someone with manuscripts starts at the dummy, someone already querying at the readers', async () => {
    const drafts = await plan("I've written two picture book manuscripts", 'get my picture book published', 45, 3);
    startsAt(drafts, /^Draw a thumbnail sheet/, /^Write the whole first draft/);
    const querying = await plan('three rejections from agents so far', 'get my picture book published', 45, 3);
    startsAt(querying, /^Read your dummy to a child/, /^Draw a thumbnail sheet/);
  });

  it.each([
    ['write and illustrate a picture book for my nephew’s birthday'],
    ['write a bedtime story for my daughter'],
    ['read more picture books to my son'],
    ['write a middle-grade novel'],
    ['write a chapter book for kids'],
    ['write a graphic novel for children'],
  ])('“%s” is not the picture book sent to agents', (target) => {
    expect(trackOf('beginner', target)).not.toBe(PICTURE_BOOK);
  });
});

describe('a screenplay, as a screenwriting tutor reads the plan', () => {
  const WHOLE = [
    /^Download a produced script from BBC Writersroom's Script Library/,
    /^Install free screenwriting software: Trelby \(free, open source\), WriterDuet's free plan, or Fade In's demo$/,
    /^Write a logline for each of the three/,
    /^List the scenes, 8 to 15, one line each/,
    /^Write the first scenes in the software, from FADE IN/,
    /^Ask two or three friends to read the parts aloud/,
    /^Send the script where you chose, by its rules, or book the day you shoot it$/,
  ];

  it.each([
    ['beginner', 'write a screenplay for a short film', 30, 4, 'your next script'],
    ["I've never written fiction", 'write a screenplay', 20, 2, 'your next script'],
    ['teacher, never written a script', 'write a TV pilot for a sitcom and send it to the BBC', 60, 3, 'your TV pilot'],
    ['journalist', 'learn screenwriting and write a feature film', 45, 6, 'your feature'],
  ])(
    '%s → %s (%i min, %i days): scripts read, software, logline, outline, draft, table read, out',
    async (current, target, minutes, days, aim) => {
      const { p, text } = await served(SCREENPLAY, current, target, minutes, days, WHOLE);
      expect(text).toMatch(/A page is about a minute of screen time/);
      expect(text).toMatch(/Script Room/);
      expect(text).toContain(`Write ten loglines for ${aim}`);
      expect(lastMilestone(p)).toBe('Milestone: Your short screenplay sent out or its shoot booked, and the next script begun');
    },
  );

  it('someone with an idea starts at the logline, someone with scripts at the table read', async () => {
    const idea = await plan('I have an idea', 'write a movie script', 20, 5);
    startsAt(idea, /^Write ten ideas for a short film/, /^Download a produced script/);
    const drafts = await plan(
      'I have written two feature scripts',
      'rewrite my screenplay and enter the BBC Writersroom script room',
      120,
      7,
    );
    startsAt(drafts, /^Ask two or three friends to read the parts aloud/, /^List the scenes, 8 to 15/);
  });

  it.each([
    ['write a python script to rename my files'],
    ['write a sales script for cold calls'],
    ['write a YouTube video script'],
    ['write a stage play for our drama group'],
    ['write film reviews for the school magazine'],
    ['give a speech at my brother’s wedding'],
  ])('“%s” is not a screenplay', (target) => {
    expect(trackOf('beginner', target)).not.toBe(SCREENPLAY);
  });
});

describe('song lyrics, as a lyric-writing teacher reads the plan', () => {
  // (A week too long for the person's days does these in their short forms, decision 254: ten titles, a chorus of
  // four lines, the chorus and verse 1 given a tune.)
  const WHOLE = [
    /^Object writing: ten minutes on one object, in all the senses/,
    /^Write (twenty|ten) possible song titles/,
    /^Write a chorus of four (to six )?lines with the title in its first or last line/,
    /^Speak the chorus over a beat or a metronome/,
    /^Verse 1: the situation in concrete images/,
    /^Give the (lyric|chorus and verse 1) a tune, however rough, and record it$/,
  ];

  it.each([
    ['beginner', 'write song lyrics', 30, 4, /or find a co-writer who writes music/],
    ['I play guitar a bit', 'write my own songs', 15, 6, /Strum or play chords on your guitar/],
    ['poet', 'become a lyricist', 60, 3, /or find a co-writer who writes music/],
    ['total beginner', 'write a song for my sister’s wedding', 20, 5, /or find a co-writer who writes music/],
    ['I rap in my bedroom', 'write raps', 10, 7, /or find a co-writer who writes music/],
  ])('%s → %s (%i min, %i days): object writing, a title, the chorus, verses, a tune', async (current, target, minutes, days, tune) => {
    const { p, text } = await served(LYRICS, current, target, minutes, days, WHOLE);
    expect(text).toMatch(tune);
    expect(text).toMatch(/stressed syllables land on the beat/);
    expect(lastMilestone(p)).toBe('Milestone: Your lyric sung to a tune and heard by listeners');
  });

  it('a song for an occasion is built from the people it is for', async () => {
    const { text } = await served(LYRICS, 'total beginner', 'write a song for my sister’s wedding', 20, 5, WHOLE);
    expect(text).toMatch(/Written for your sister’s wedding: ask people who know them for a story/);
    const plain = textOf(await plan('beginner', 'write song lyrics', 30, 4));
    expect(plain).not.toMatch(/Written for your/);
  });

  it('a songwriter with a band starts at the chorus and sends it to the band', async () => {
    const { p, text } = await served(LYRICS, "I've written a few songs", 'write lyrics for my band', 90, 2, WHOLE.slice(2));
    startsAt(p, /^Choose one title and write, in prose/, /^Print the lyrics of five songs/);
    expect(text).toMatch(/Send the lyric to your co-writer or band/);
  });

  it.each([
    ['understand the lyrics of my favourite k-pop songs'],
    ['write an essay analysing song lyrics'],
    ['read my poems at an open mic'],
  ])('“%s” is not lyric writing', (target) => {
    expect(trackOf('beginner', target)).not.toBe(LYRICS);
  });
});
