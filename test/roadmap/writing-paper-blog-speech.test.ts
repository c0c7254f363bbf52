import { onOption, servedOn, expectOnTheirDays } from './track-ask';
import { tasksOf, textOf, weekOf } from './custom-ask';

/**
 * Round 14 (decision 237): a PhD student's "submit my first journal paper by June" got Writing Skills'
 * general course (a baseline on "a skill I taught myself", publish on LinkedIn); a software engineer's
 * technical blog every two weeks got a travel blog's promise and was told "these weeks publish one a week";
 * a maid of honour who gets shaky got one ten-minute task on nerves. People written for these tests, at 2
 * to 7 days and 10 to 120 minutes, and the words that must not choose the paper.
 */

const WRITING = 'Writing Skills';
const PAPER = 'A research paper, from figures to submission';
const BLOG = 'A blog, posted on its days';
const SPEECH = 'A speech for the occasion, written and given';
const { trackOf, plan } = onOption(WRITING);

/** The general course's own tasks, which the paper may not carry. */
const GENERAL = /a skill I taught myself|Orwell|LinkedIn|personal essay|Free-write/i;
const served = servedOn(WRITING, GENERAL);

describe('a research paper, as a scientific-writing tutor reads the plan', () => {
  // Figures before words; methods and results before the introduction and discussion; the abstract last.
  const WHOLE = [
    /^Choose the target journal/,
    // In full, or in their short forms where the person's week does them so (decision 269).
    /^(Copy the author guidelines into a checklist|Copy the word, figure and abstract limits)/,
    /^List your results and sketch each figure/,
    /^Draft the methods for \d+ minutes/,
    /^Draft the results for \d+ minutes/,
    /^Draft the introduction for \d+ minutes/,
    /^Draft the discussion for \d+ minutes/,
    /^Reverse-outline the (draft|results and the discussion)/,
    /^Write the abstract (last|to the journal’s length)/,
    /^Send the draft to .* with (a cover note: )?3 questions and the date you need comments/,
    /^Draft the cover letter/,
    /^Send the final version to all co-authors for approval to submit/,
    /^Submit through .*'s system/,
  ];

  it.each([
    ['third-year ecology PhD student with ADHD, never published', 'Submit my first journal paper by June', 45, 5],
    [
      'ward nurse, our team finished a pressure ulcer audit, my manager is the senior author',
      'write up our audit as a journal article',
      20,
      3,
    ],
    ['MSc student, my advisor says the project is publishable', "get my master's research published in a peer-reviewed journal", 90, 2],
    ['postdoc in soil science, data analysed', 'write up my results as a manuscript and submit it to Ecology Letters', 120, 7],
    ['second-year PhD, psychology', 'publish a paper from my thesis chapter', 15, 4],
  ])(
    '%s → %s (%i min, %i days): journal, figures first, IMRaD in a workable order, co-authors, submitted',
    async (current, target, minutes, days) => {
      const { p, text } = await served(PAPER, current, target, minutes, days, WHOLE);
      expect(text).toMatch(/ICMJE/);
      expect(text).toMatch(/Ten simple rules for better figures/);
      expect(tasksOf(p).at(-1)!.title).toMatch(/^Milestone: Your paper submitted to /);
      expectOnTheirDays(p, minutes, days);
    },
  );

  it('works the ADHD supports into the sessions: a tracker on the wall, short blocks, a body double', async () => {
    const p = await plan('third-year ecology PhD student with ADHD, never published', 'Submit my first journal paper by June', 45, 5);
    const text = textOf(p);
    expect(weekOf(p, /^Make a tracker you can see/)).toBe(1);
    expect(text).toMatch(/With ADHD: one card from the tracker, a 25-minute block on a visible timer, ideally beside a body double/);
    expect(text).toMatch(/Plan backwards from June/);
    expect(text).toMatch(/Canopy cover, not deer browsing/);
    expect(text).toMatch(/EcoEvoRxiv/);
    // Without ADHD said, the sessions are plain.
    const calm = textOf(await plan('postdoc in soil science, data analysed', 'submit a journal paper', 45, 5));
    expect(calm).not.toMatch(/ADHD|body double/);
  });

  it('names the journal the person names, and a health paper its reporting guideline', async () => {
    const named = textOf(await plan('postdoc', 'write up my results as a manuscript and submit it to Ecology Letters', 60, 4));
    expect(named).toMatch(/Submit through Ecology Letters's system/);
    const audit = textOf(await plan('ward nurse', 'write up our audit as a journal article', 30, 3));
    expect(audit).toMatch(/SQUIRE 2\.0 for quality improvement and audit/);
    expect(audit).toMatch(/medRxiv/);
    expect(audit).not.toMatch(/deer browsing|EcoEvoRxiv/);
  });

  it.each([
    ['novelist', 'submit my manuscript to literary agents'],
    ['student', 'write a paper for my history class'],
    ['PhD student', 'write my literature review chapter'],
    ['PhD student', 'write a review article on soil microbes'],
    ['marketing lead', 'write a white paper for our product'],
    ['I keep a diary', 'start journaling every day'],
    ['PhD student', 'finish my thesis by September'],
    ['journalist', 'get my article published in a newspaper'],
    ['', 'publish my first novel'],
  ])('%s → %s is not the research paper', (current, target) => {
    expect(trackOf(current, target)).not.toBe(PAPER);
  });

  it('a review article stays the literature review, and a whole thesis its steady days', () => {
    expect(trackOf('PhD student', 'write a review article on soil microbes')).toBe(
      'Academic: a literature review, a chapter or an article',
    );
    expect(trackOf('PhD student', 'finish my thesis by September')).toBe('A thesis to its submission date: steady daily sessions');
  });
});

describe('a technical blog, as an engineering blog editor reads the plan', () => {
  it.each([
    [
      'software engineer, I write design docs at work',
      'publish a technical blog post every two weeks',
      45,
      3,
      'dev.to or Hashnode',
      /fortnightly date/,
    ],
    ['data scientist', 'write technical articles on dev.to every Tuesday', 30, 4, 'dev.to', /on Tuesday/],
    ['SRE at a fintech', 'posts for our company engineering blog once a month', 60, 2, "your company's engineering blog", /monthly date/],
  ])(
    '%s → %s: developers as readers, code run as printed, a diagram, a colleague’s technical read, at their cadence',
    async (current, target, minutes, days, platform, day) => {
      expect(trackOf(current, target)).toBe(BLOG);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      expect(text).toContain(`The blog live on ${platform}`);
      expect(text).toMatch(/a tutorial .*, a post-mortem .* or a deep dive/);
      expect(text).toMatch(/run every code sample from a clean checkout exactly as printed/);
      expect(text).toMatch(/a colleague for a technical read/);
      expect(text).toMatch(/One diagram of the system or flow/);
      expect(text).not.toMatch(/Japan|photographs from the place|publish one a week/);
      const published = tasksOf(p).filter((t) => /^Post \d published/.test(t.title));
      expect(published.length).toBeGreaterThan(0);
      expect(published.every((t) => day.test(t.title))).toBe(true);
    },
  );

  it('a travel blog keeps its photographs and never gets code or a colleague’s technical read', async () => {
    const text = textOf(await plan('I write the odd Instagram caption', 'a travel blog with a new post every Sunday', 30, 3));
    expect(text).toMatch(/first trip to Japan/);
    expect(text).not.toMatch(/code sample|technical read|diagram|dev\.to/);
  });

  it('a weekly newsletter is published weekly, and says nothing of a fortnight', async () => {
    const p = await plan('I run a running club', 'write a weekly newsletter for my running club', 20, 2);
    expect(trackOf('I run a running club', 'write a weekly newsletter for my running club')).toBe(BLOG);
    const text = textOf(p);
    expect(text).not.toMatch(/fortnight|every two weeks|monthly date/);
    // A club's newsletter is for its members, on a newsletter's tool, not a travel blog's promise.
    expect(text).toMatch(/For our members: this week's news and dates/);
    expect(text).toContain('The blog live on Substack, Buttondown or Mailchimp');
    expect(text).not.toMatch(/Japan/);
  });
});

describe('a speech with nerves, as a speaking coach reads the rehearsals', () => {
  it.each([
    ['I get shaky in front of people', "maid of honour speech for my best friend's wedding", 20, 4],
    ['terrified, I have never spoken to a room', "a toast at my mum's 60th birthday", 15, 5],
    ['anxious about it', 'best man speech for my brother', 60, 2],
  ])('%s → %s: standing with a microphone, one listener then a few, breathing, water and cards', async (current, target, minutes, days) => {
    expect(trackOf(current, target)).toBe(SPEECH);
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    const at = (step: RegExp) => weekOf(p, step);
    expect(text).toMatch(/holding a stand-in microphone \(a hairbrush or a water bottle\)/);
    expect(text).toMatch(/two slow breaths out, longer out than in/);
    expect(text).toMatch(/One listener is the first step for nerves/);
    expect(text).toMatch(/Once before two or three people together/);
    expect(text).toMatch(/water within reach, cards in both hands/);
    // Alone, then one person, then a friend, then a few: a ladder, not one task.
    expect(at(/^Run it three times from the cards only/)).toBeLessThanOrEqual(at(/^Give it to one person, standing/));
    expect(at(/^Give it to one person, standing/)).toBeLessThanOrEqual(at(/^Give the speech to a friend standing up/));
    expect(at(/^Give the speech to a friend standing up/)).toBeLessThanOrEqual(at(/^Run it twice from the cards, then stop changing it/));
    expect(text).not.toMatch(/therap|diagnos/i);
  });

  it('a calm speaker gets the stand-in microphone but not the nerves ladder', async () => {
    const text = textOf(await plan('I love a microphone', "say a few words at my dad's 60th birthday", 30, 3));
    expect(text).toMatch(/stand-in microphone/);
    expect(text).not.toMatch(/One listener is the first step for nerves|You said speaking scares you/);
  });
});

describe('a conference abstract, as a supervisor reads the plan', () => {
  const ABSTRACT = 'A conference abstract, written and submitted';
  const WHOLE = [
    /^Read the call for abstracts: the deadline, the word or character limit/,
    // (3 of them at 15 minutes on 3 days: the lesson's short form, decision 254.)
    /^Read [35] accepted abstracts from last year(’|')s programme/,
    /^Write your message in 2 sentences/,
    /^Agree the authors, their order and the presenting author/,
    /^Draft the abstract for \d+ minutes: background, aim, methods, results with numbers, conclusion/,
    /^Cut the draft to the limit: background first, then methods detail, never the results/,
    /^Send it to .* with one question and a reply-by date/,
    /^Submit it through .* portal before your own deadline/,
  ];

  it.each([
    [
      'second-year PhD in ecology, results from one field season',
      'write a conference abstract for the British Ecological Society annual meeting, due in three weeks',
      30,
      4,
      'the British Ecological Society annual meeting',
    ],
    ['staff nurse, my first audit', 'submit an abstract to the RCN research conference', 15, 3, 'the RCN research conference'],
    ['geophysics postdoc', 'submit a poster abstract to AGU', 60, 2, 'the conference'],
  ])(
    '%s → %s (%i min, %i days): the call read, a message, numbers, cut, co-authors, submitted',
    async (current, target, minutes, days, conference) => {
      const { p, text } = await served(ABSTRACT, current, target, minutes, days, WHOLE);
      expect(text).toMatch(/results will be discussed/);
      expect(tasksOf(p).at(-1)!.title).toBe(`Milestone: Your abstract submitted to ${conference}`);
      // Not the paper's weeks: no journal, cover letter or reverse outline.
      expect(text).not.toMatch(/target journal|cover letter|Reverse-outline/);
      expectOnTheirDays(p, minutes, days);
    },
  );

  it('a health abstract is told of structured headings and EQUATOR’s abstract checklists', async () => {
    const text = textOf(await plan('staff nurse, my first audit', 'submit an abstract to the RCN research conference', 30, 3));
    expect(text).toMatch(/CONSORT and STROBE abstract checklists/);
  });

  it.each([
    ['painter', 'learn abstract painting'],
    ['', 'get better at abstract thinking'],
    ['PhD student', 'Submit my first journal paper by June'],
  ])('%s → %s is not a conference abstract', (current, target) => {
    expect(trackOf(current, target)).not.toBe(ABSTRACT);
  });
});
