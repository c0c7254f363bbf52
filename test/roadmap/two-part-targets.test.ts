import { onOption, servedOn } from './track-ask';
import { tasksOf, textOf, weekOf } from './custom-ask';

/**
 * Round 17's blind reading C (decision 299): targets with two parts or a form of their own lost a part. A
 * 62-year-old's "Happy Birthday and a few carols for Christmas" had no carol and ended "at the Birthday"; an
 * engineer's one-page technical reports were six weeks of e-mails; a retired storyteller's memoir was written
 * from "a box of letters"; a 2,000-word competition story was drafted to 1,300 words. People written for this
 * test, 2 to 7 days and 10 to 120 minutes, and the words that must not choose these paths.
 */

const MUSIC = 'Music (Instrumental Practice)';
const WRITING = 'Writing Skills';
const PIANO = 'The piano or keyboard, from the first lesson';
const DOCUMENT = 'A work document in its own form: a report, a brief';
const WORKPLACE = 'Work e-mails and reports that get read and acted on';
const TOLD = 'A memoir from the stories you tell, recorded and written';
const PAPERS = 'A memoir or a life, written from its letters and papers';

describe('a piano target with its pieces and its occasion, as a piano teacher reads it', () => {
  const { plan } = onOption(MUSIC);
  const served = servedOn(MUSIC, /Metronome ladders and chunking|A practice routine and a baseline/);

  it.each([
    [
      'never played, 62, bought a keyboard',
      'play Happy Birthday and a few carols for Christmas with both hands',
      20,
      5,
      'Happy Birthday',
      'at Christmas',
    ],
    [
      'complete beginner with a digital piano',
      'play Silent Night and some other carols at Christmas',
      30,
      4,
      'Silent Night',
      'at Christmas',
    ],
    [
      'retired, just bought a Yamaha keyboard',
      'play Jingle Bells and two carols for Christmas Eve',
      15,
      6,
      'Jingle Bells',
      'at Christmas Eve',
    ],
  ])(
    '“%s” → “%s” (%i min, %i days): the first piece, then a carol, at the occasion named',
    async (current, target, minutes, days, piece, event) => {
      const { p, text } = await served(PIANO, current, target, minutes, days, [/^Play .+ as a performance/]);
      expect(text).toContain(`Play ${piece} ${event}`);
      expect(text).not.toMatch(/at the Birthday|at your Birthday/i);
      // The carols are in the plan, in the weeks before the day, not dropped for the first piece.
      const carol = weekOf(p, /^Your next carol, easy-piano edition/);
      expect(carol).toBeGreaterThan(0);
      expect(carol).toBeLessThanOrEqual(weekOf(p, new RegExp(`^Play ${piece} ${event}$`)));
      // A plan that may leave the clefs out says how to play from the page without them.
      expect(text).toMatch(/each note's letter printed in its head/);
    },
  );

  it.each([
    ['play Happy Birthday and a few carols for Christmas on the guitar', 'Play Happy Birthday at Christmas'],
    ["play Wonderwall at my brother's birthday party on guitar", 'Play Wonderwall at the birthday'],
  ])('on the guitar too, “%s” is played at the occasion named, never at the song’s own Birthday', async (target, said) => {
    const text = textOf(await plan('never played, 62', target, 20, 5));
    expect(text).toContain(said);
    expect(text).not.toMatch(/at the Birthday/);
  });

  it('three songs for the wedding: the simplest first and the next of them, at the wedding', async () => {
    const p = await plan('never played, bought a digital piano', 'play three songs for the wedding on the piano', 45, 3);
    const text = textOf(p);
    expect(text).toContain('Play the simplest of your pieces at the wedding');
    expect(text).toMatch(/The next of the pieces you named, in an easy-piano edition/);
    expect(text).not.toMatch(/Play three songs for the wedding/);
  });

  it.each([
    ["play Happy Birthday at my wife's birthday party", "Play Happy Birthday at your wife's birthday"],
    ['play Für Elise at our church', 'at the church'],
  ])('one piece: “%s” keeps its own occasion, and a second piece from the method book', async (target, said) => {
    const text = textOf(await plan('never played anything, just bought a keyboard', target, 60, 2));
    expect(text).toContain(said);
    expect(text).toMatch(/A second piece at the same level from your method book/);
    expect(text).not.toMatch(/carol/i);
  });
});

describe('a work document in its own form, as a business-writing coach reads it', () => {
  const { trackOf, plan } = onOption(WRITING);

  it.each([
    ['engineer, my reports are too long', 'write clear one-page technical reports', 20, 3, 'one-page report', 'technical reports'],
    ['site engineer', 'write shorter inspection reports for clients', 45, 4, 'inspection report', 'inspection reports'],
    ['civil servant', 'write briefing notes my director can read in two minutes', 30, 2, 'briefing note', 'briefing notes'],
    ['project manager, 10 years', 'write a business proposal for a new CRM', 60, 5, 'proposal', 'proposals'],
    ['QA engineer', 'write clearer test reports for the release board', 10, 7, 'test report', 'test reports'],
    ['analyst, I ramble', 'write better reports', 120, 3, 'report', 'reports'],
  ])('“%s” → “%s” (%i min, %i days): the %s is the spine from week 1', async (current, target, minutes, days, form, forms) => {
    expect(trackOf(current, target)).toBe(DOCUMENT);
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(weekOf(p, new RegExp(`^Copy your last three ${forms} into one folder`))).toBe(1);
    expect(weekOf(p, new RegExp(`^Pick a real ${form} you owe now`))).toBeLessThanOrEqual(2);
    expect(text).toMatch(/^Choose the figure or table that carries the /m);
    expect(weekOf(p, new RegExp(`^Send the ${form} to `))).toBe(p.weeks.length);
    // The e-mail course is not this person's plan.
    expect(text).not.toMatch(/Today's real e-mail|bottom line up front|Sehgal/);
    for (const week of p.weeks) expect(week.days.length).toBeLessThanOrEqual(days);
  });

  it('a briefing note and a proposal get their own parts and examples, not an engineer’s', async () => {
    const brief = textOf(await plan('civil servant', 'write briefing notes my director can read in two minutes', 30, 3));
    expect(brief).toMatch(/the issue in one line, the recommendation, the background, the options/);
    expect(brief).toMatch(/Approve option B/);
    expect(brief).not.toMatch(/[Pp]ump B/);
    const proposal = textOf(await plan('project manager', 'write a business proposal for a new CRM', 30, 3));
    expect(proposal).toMatch(/the problem, what you propose, what it costs and saves/);
  });

  it.each([
    ['I write work emails', 'clearer emails and reports at work', WORKPLACE],
    ['team lead', 'my weekly status report is too long', WORKPLACE],
    ['new committee secretary', 'take clear minutes of our monthly meetings', undefined],
    ['postdoc in ecology', 'write a research grant proposal', undefined],
    ['year 6 teacher', 'help pupils write a book report', undefined],
    ['biology student', 'write better lab reports', undefined],
    ['MSc student', 'write a report on my research project for my supervisor', undefined],
    ['I write a diary', 'write a short story for a competition', undefined],
  ])('“%s” → “%s” stays off the document path', (current, target, track) => {
    expect(trackOf(current, target)).not.toBe(DOCUMENT);
    if (track) expect(trackOf(current, target)).toBe(track);
  });
});

describe('a memoir from the stories a person tells, as a memoir tutor reads it', () => {
  const { trackOf, plan } = onOption(WRITING);

  it.each([
    ['retired, lots of family stories', 'write my memoir for my grandchildren', 45, 5],
    ['I love telling stories about growing up on the farm', 'write my life story for the family', 30, 3],
    ['71, never written anything, but I remember everything', 'a memoir of my childhood memories', 20, 2],
    ['grandad with a head full of tales', 'write my memoir before I forget', 90, 4],
    ['retired nurse, I tell stories at every family gathering', 'write my memoir', 60, 7],
    ['ex-miner, plenty of yarns', 'write my autobiography from my stories', 15, 6],
  ])('“%s” → “%s” (%i min, %i days): the stories told, recorded and written, no box of letters', async (current, target, minutes, days) => {
    expect(trackOf(current, target)).toBe(TOLD);
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(weekOf(p, /^List (every|the) family stor(y|ies) you tell/)).toBe(1);
    expect(weekOf(p, /^Tell one story aloud into your phone/)).toBe(1);
    expect(text).toMatch(/Transcribe/);
    expect(text).toMatch(/recorded with their agreement/);
    expect(text).not.toMatch(/\bletters?\b(?! that came)|\bthe box\b|\bout of the box\b|old paper|\[letter,/i);
    expect(tasksOf(p).at(-1)!.title).toMatch(/^Milestone: The first part of the memoir, printed and given/);
  });

  it.each([
    ['I write letters', 'write my grandfather’s life story from his war letters'],
    ['I have a box of my mum’s letters and lots of stories', 'write my memoir'],
    ['never written anything', 'write my dad’s life story, he told lots of stories'],
    ['retired teacher', 'write my memoir'],
  ])('“%s” → “%s” keeps the papers path', (current, target) => {
    expect(trackOf(current, target)).toBe(PAPERS);
  });

  it('a bedtime story for the grandchildren is not a memoir', () => {
    expect(trackOf('I tell the grandkids tales', 'a bedtime story book for my grandchildren')).not.toMatch(/memoir/i);
  });
});

describe('a short story drafted to the length named', () => {
  const { plan } = onOption(WRITING);

  it.each([
    ['I journal, never written fiction', 'write a 2,000-word short story and enter a competition', 30, 4],
    ['I write a little in my lunch breaks', 'a 2000-word ghost story for a competition', 20, 3],
    ['I keep a diary', 'enter a short story competition, 2,000 words max', 25, 5],
  ])('“%s” → “%s” (%i min, %i days): a first draft of about 2,000 words at 400 a session', async (current, target, minutes, days) => {
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).not.toMatch(/1,300/);
    expect(text).toMatch(/in about 2,000 words/);
    const sessions = tasksOf(p).filter((t) => /^Write about 400 (more )?words/.test(t.title));
    expect(new Set(sessions.map((t) => t.title)).size).toBe(4);
    expect(text).toMatch(/2,?000 words at most, the limit you were given/);
  });

  it('a story at a longer day writes 500 words a session, its full form', async () => {
    const text = textOf(await plan('I journal', 'write a 2,000-word short story and enter a competition', 45, 5));
    expect(text).toMatch(/^Write 500 words of the draft, no editing/m);
  });
});
