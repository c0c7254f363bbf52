import { expectOnTheirDays, onOption } from './track-ask';
import { inOrder, tasksOf, textOf } from './custom-ask';
import type { RoadmapPlan } from '../../lambdas/roadmap/generate';

/**
 * Round 13 (decision 207): work e-mails and reports, a speech for an occasion and a eulogy got Writing
 * Skills' general course (free-writes, a personal essay, a refusal e-mail). Each now has a path of its
 * own, read as a business-writing coach and a speechwriter would read it, for people written for this
 * test across 2–7 days and 10–120 minutes, and neighbours that must keep their own path.
 */

const { trackOf, plan } = onOption('Writing Skills');
const WORK = 'Work e-mails and reports that get read and acted on';
const SPEECH = 'A speech for the occasion, written and given';
const EULOGY = 'A eulogy, written and given at the service';

const lastMilestone = (p: RoadmapPlan) =>
  p.weeks
    .at(-1)!
    .days.flatMap((d) => d.tasks)
    .at(-1)!.title;

describe('work e-mails and reports, as a business-writing coach reads the plan', () => {
  it.each([
    [
      "I write a lot of emails at work but they're long",
      'write clearer emails my director actually reads',
      30,
      4,
      'ten e-mails you sent to your director in the last month',
    ],
    ['team lead', 'better status updates for the leadership team', 45, 3, 'ten e-mails you sent to your leadership team in the last month'],
    [
      'I ramble in Slack messages',
      'short Slack messages and e-mails my clients answer',
      60,
      2,
      'ten e-mails and chat messages you sent to your clients in the last month',
    ],
    [
      'engineer, English is my second language',
      'improve my business writing',
      120,
      3,
      'ten e-mails you sent to the people you write to most in the last month',
    ],
    [
      'office manager',
      'memos people actually read',
      10,
      5,
      'your last five memos and five e-mails you sent to the people you write to most',
    ],
  ])(
    '%s → %s (%i min, %i days): their own e-mails, the ask first, plain words, a report, counted',
    async (current, target, minutes, days, own) => {
      expect(trackOf(current, target)).toBe(WORK);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      expect(text).not.toMatch(/\{\w+\}/);
      inOrder(p, [
        new RegExp(`^Copy ${own} into one document$`),
        /^Highlight the sentence in each one that says what you need/,
        /^Learn BLUF/,
        /^Rewrite the subject lines or titles of your ten \S+ so each says the action/,
        /^List the ten words and phrases you use most/,
        /^Write this week's status update in under 150 words/,
        /^Draft the one-page report/,
        /^Give a colleague one before-and-after pair/,
        /^From your rewrite sheet, count the averages/,
      ]);
      // One real e-mail rewritten on the days of the weeks that practise it.
      expect(tasksOf(p).filter((t) => t.title.startsWith("Today's real e-mail")).length).toBeGreaterThanOrEqual(6);
      expect(text).toMatch(/GOV\.UK/);
      expect(text).toMatch(/Plain English Campaign/);
      expect(text).toMatch(/238 words a minute/);
      // Not fiction, not journaling: nothing of the general course.
      expect(text).not.toMatch(/free-?writ|personal essay|journal|Orwell|refusal/i);
      expect(lastMilestone(p)).toBe('Milestone: Before and after read by a colleague, and your e-mails counted against week 1');
      expectOnTheirDays(p, minutes, days);
    },
  );

  it.each([
    ['I run a small shop', 'build an email list and write a newsletter', 'A blog, posted on its days'],
    ['freelancer', 'pitch an article to a magazine editor', 'Articles pitched to newspapers and magazines'],
    ['biology student', 'write better lab reports', 'Writing Skills'],
    // Reports and briefing notes asked for get their own form as the spine (decision 299).
    [
      'junior analyst, my reports come back with questions',
      'write reports my manager can act on',
      'A work document in its own form: a report, a brief',
    ],
    ['civil servant', 'write briefing notes that get read', 'A work document in its own form: a report, a brief'],
    ['pupil', 'write better book reports for school', 'Writing Skills'],
    ['year 10', 'a report on climate change for my school project', 'Writing Skills'],
    ['MSc student', 'write a report on my research project for my supervisor', 'Writing Skills'],
    ['PhD student', 'write up my thesis and send chapters to my supervisor', 'A thesis to its submission date: steady daily sessions'],
    ['', 'write a short story for a magazine', 'Fiction: a short story, submitted'],
  ])('%s → %s keeps its own path', (current, target, track) => {
    expect(trackOf(current, target)).toBe(track);
  });

  it('an update for the daily stand-up is work writing, not comedy', () => {
    expect(trackOf('I lead a team', 'write clearer updates for our daily stand-up')).toBe(WORK);
  });
});

describe('a speech for an occasion, as a speechwriter reads the plan', () => {
  it.each([
    ["I've never given a speech", "best man speech for my brother's wedding", 30, 3, 'your brother', 'the wedding', '5–7 minutes'],
    ['nervous about it', "a toast at my sister's wedding", 20, 4, 'your sister', 'the wedding', 'about 3 minutes'],
    ['I have managed him for ten years', 'a retirement speech for my boss', 45, 2, 'your boss', 'the retirement do', '3–5 minutes'],
    ['', "say a few words at my dad's 70th birthday", 15, 5, 'your dad', 'the 70th birthday', '3–5 minutes'],
    ['bridesmaid and chief organiser', 'write a maid of honour speech', 60, 3, 'the bride', 'the wedding', '3–5 minutes'],
    ['proud dad', 'father of the bride speech, about 6 minutes', 90, 7, 'the bride', 'the wedding', '6 minutes'],
    ['class rep', 'a leaving speech for my colleague', 10, 6, 'your colleague', 'the leaving do', '3–5 minutes'],
  ])(
    '%s → %s (%i min, %i days): stories gathered, a theme, written for the ear, timed, cards, rehearsed, given',
    async (current, target, minutes, days, them, occasion, length) => {
      expect(trackOf(current, target)).toBe(SPEECH);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      expect(text).not.toMatch(/\{\w+\}/);
      inOrder(p, [
        /^Ask the organiser( or the couple)? how long you have/,
        new RegExp(`^Ask four people for one story each about ${them}, from different times`),
        /^Read every story and find the one thing/,
        /^Outline it: who you are, the theme/,
        /^Tell your first story aloud into your phone's recorder/,
        /^Rewrite for the ear/,
        /^Read it aloud standing, at the pace you would use in a room, and time it/,
        new RegExp(`^Cut it to ${length}`),
        /^Put the speech on cards/,
        /^Give the speech to a friend standing up/,
        /^Check the day: when you speak/,
        new RegExp(`^Give your speech at ${occasion}$`),
      ]);
      expect(lastMilestone(p)).toBe(`Milestone: Your speech given at ${occasion}`);
      expect(text).not.toMatch(/free-?writ|personal essay|refusal|Orwell/i);
      expectOnTheirDays(p, minutes, days);
    },
  );

  it('nerves said are answered in the rehearsal week, with the goal the app offers for fear that stops them', async () => {
    const p = await plan('terrified of public speaking', "best man speech for my friend's wedding", 30, 4);
    expect(textOf(p)).toMatch(
      /You said speaking scares you: that is normal.*another goal you can add: Mental Health, 'stop dreading my speech'/s,
    );
    // The option a fearful speaker chose for the fear keeps them.
    const { trackOf: mentalTrack } = onOption('Mental Health');
    expect(mentalTrack('I shake when I speak in public', "I'm terrified of giving the best man speech")).toBe(
      'A talk you dread: rehearsed, tested, given',
    );
    expect(mentalTrack('', 'so scared of reading the eulogy at the service')).toBe('A talk you dread: rehearsed, tested, given');
  });

  it('their own retirement speech gathers stories about their years there and leaves a copy with the team', async () => {
    const current = 'retiring after 30 years at the council';
    const target = 'write my own retirement speech for my leaving do';
    expect(trackOf(current, target)).toBe(SPEECH);
    const p = await plan(current, target, 20, 5);
    const titles = tasksOf(p).map((t) => t.title);
    expect(titles).toContain('Ask four people for one story each about your years there, from different times');
    expect(titles).toContain('Give your speech at the retirement do');
    expect(textOf(p)).toMatch(/handed a copy to your team/);
    expect(textOf(p)).not.toMatch(/the people you worked with's|about the person you are speaking about/);
  });

  it.each([
    ['best man speech, the wedding is in two weeks', 2],
    ['best man speech, the wedding is in 5 days', 1],
  ])('%s: the slot, the stories, the draft timed and cut, the cards and the day, in %i week(s)', async (target, weeks) => {
    const p = await plan('never done this', target, 30, 4);
    expect(p.weeks).toHaveLength(weeks);
    const titles = tasksOf(p).map((t) => t.title);
    for (const step of [
      /^Ask the organiser( or the couple)? how long you have/,
      /^Ask four people for one story each/,
      /^Tell your first story aloud/,
      /^Cut it to 5–7 minutes/,
      /^Put the speech on cards/,
      /^Give your speech at the wedding$/,
    ])
      expect({ step: step.source, kept: titles.some((t) => step.test(t)) }).toEqual({ step: step.source, kept: true });
  });

  it.each([
    ['speech therapist', 'write up case notes about speech therapy'],
    ['', 'learn parts of speech and grammar'],
    ['', 'write an essay on free speech'],
    ['developer', 'document our speech recognition system'],
    ['', 'write a recipe blog with french toast'],
    ['', 'get better at debate speeches for the school team'],
    ['', 'write a short story about a toast that goes wrong'],
  ])('%s → %s is not an occasion speech', (current, target) => {
    expect(trackOf(current, target)).not.toBe(SPEECH);
    expect(trackOf(current, target)).not.toBe(EULOGY);
  });
});

describe('a eulogy, as a speechwriter and a celebrant read the plan', () => {
  it.each([
    ['never written a speech', "write a eulogy for my dad's funeral", 30, 4, 'your dad'],
    ['', "speak at my grandmother's funeral", 20, 3, 'your grandmother'],
    ['I write well at work but this is different', "read a poem and a few words at my grandad's funeral", 60, 2, 'your grandad'],
    ['', 'a tribute at the celebration of life for my best friend', 45, 5, 'your best friend'],
    ['', 'eulogy for my wife, about 4 minutes', 10, 7, 'your wife'],
    ['', 'the eulogy at the memorial service', 120, 3, 'the person who died'],
  ])(
    '%s → %s (%i min, %i days): asked, gathered, written for the ear, timed, printed with a backup reader, given',
    async (current, target, minutes, days, them) => {
      expect(trackOf(current, target)).toBe(EULOGY);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      expect(text).not.toMatch(/\{\w+\}/);
      inOrder(p, [
        /^Ask the celebrant, minister or funeral director how long you have/,
        new RegExp(`^Ask three or four people who knew ${them}`),
        /^Draft it as you would tell it/,
        /^Read the eulogy aloud, slowly, and time it/,
        /^Print it in large type/,
        /^Ask someone to be your backup reader, and give them the second copy/,
        new RegExp(`^Give the eulogy for ${them}$`),
      ]);
      expect(p.description).toMatch(/Writing a eulogy is done while grieving/);
      expect(text).not.toMatch(/refusal|free-?writ|personal essay|open mic|toast/i);
      expect(p.weeks.length).toBeLessThanOrEqual(6);
      expectOnTheirDays(p, minutes, days);
    },
  );

  it('the quoted eulogy "next Thursday" fits before the funeral, ending on it', async () => {
    const p = await plan('never written a speech', "write a eulogy for my dad's funeral next Thursday", 30, 4);
    expect(p.weeks.length).toBeLessThanOrEqual(2);
    expect(p.description).toMatch(/next Thursday/);
    expect(lastMilestone(p)).toBe('Milestone: The eulogy given for your dad');
    expect(textOf(p)).not.toMatch(/refusal|personal essay/i);
  });

  it('a funeral in five days is a one-week plan that still gathers, drafts, times, prints and gives it', async () => {
    const p = await plan('never written a speech', 'write a eulogy for my mum, the funeral is in five days', 30, 4);
    expect(p.weeks).toHaveLength(1);
    expect(p.description).toMatch(/in five days/);
    inOrder(p, [
      /^Ask the celebrant, minister or funeral director/,
      /^Ask three or four people who knew your mum/,
      /^Draft it as you would tell it/,
      /^Read the eulogy aloud, slowly, and time it; cut it to 3–5 minutes/,
      /^Print it in large type/,
      /^Ask someone to be your backup reader/,
      /^Give the eulogy for your mum$/,
    ]);
  });

  it('a UK speaker is told of Cruse; the service named sets who is asked', async () => {
    const p = await plan('I live in Leeds', 'eulogy for my uncle at his church funeral', 30, 4);
    const text = textOf(p);
    expect(text).toMatch(/Cruse Bereavement Support's free helpline, 0808 808 1677/);
    expect(text).toContain('Ask the minister or priest how long you have');
  });

  it.each([
    ['', 'write my life story for my grandchildren', 'A memoir or a life, written from its letters and papers'],
    ['', 'read my poems at an open mic', 'Poems, read aloud at an open mic'],
    ['funeral director', 'write clearer emails to families', WORK],
  ])('%s → %s keeps its own path', (current, target, track) => {
    expect(trackOf(current, target)).toBe(track);
  });
});
