import { textOf } from './custom-ask';
import { onOption, servedOn } from './track-ask';

/**
 * Decision 272 (issue #36 item 3): "read 40 papers for my dissertation" got Time Management's general
 * course (an e-mail inbox to zero, meetings to skip) unless writing words appeared. Reading for a thesis or
 * a literature review is now its own track, as a supervisor sets it: a question and a saved search, Zotero,
 * screening, a reading log per paper, a weekly target from the person's week, synthesis by theme, the
 * supervisor. People written for this test.
 */

const READING = 'Reading for a thesis or literature review';
const GENERAL = /inbox to zero|Unsubscribe from 10 newsletters|meeting you could skip/;
const served = servedOn('Time Management Basics', GENERAL);
const tm = onOption('Time Management Basics');

const STEPS = [
  /question .* answers, and the 3–5 themes/,
  /Build the search: .* AND and OR/,
  /Zotero with its browser connector/,
  /inclusion rules/,
  /reading log: one row per paper/,
  /weekly target from your time/,
  /Sort the log by theme/,
  /synthesis paragraph for one theme/,
  /Send (your supervisor|your advisor|your tutor) the question, the search log/,
];

describe('reading for a thesis or a literature review', () => {
  it.each([
    [
      'MSc psychology student, I have to read 40 papers for my dissertation and keep putting it off',
      'finish my literature review by March',
      45,
      4,
      /PsycINFO and PubMed/,
    ],
    [
      'PhD student in education, I need to read 30 papers for my thesis',
      'get through my reading',
      60,
      5,
      /ERIC and the British Education Index/,
    ],
    ['Final-year nursing student', 'do a literature review for my dissertation', 30, 3, /PubMed\/MEDLINE and CINAHL/],
    ['I am doing a systematic review for my MPH in public health', 'screen and read the studies', 90, 6, /PubMed\/MEDLINE and CINAHL/],
    ['Computer science master’s student, my advisor wants a literature review', 'read the papers on my topic', 120, 2, /IEEE Xplore/],
    ['History undergraduate', 'read for my dissertation over the summer', 20, 7, /JSTOR/],
  ])('%s → %s (%i min, %i days)', async (current, target, minutes, days, databases) => {
    const { text } = await served(READING, current, target, minutes, days, STEPS);
    expect(text).toMatch(databases);
    expect(text).toMatch(/Keshav/);
  });

  it('the weekly target is set from the person’s own week', async () => {
    const at = async (minutes: number, days: number) =>
      textOf(await tm.plan('PhD student, I need to read 30 papers for my thesis', 'get through my reading', minutes, days));
    expect(await at(45, 4)).toMatch(/weekly target from your time: 3 hours a week/);
    expect(await at(90, 5)).toMatch(/weekly target from your time: 7½ hours a week/);
    expect(await at(10, 2)).toMatch(/weekly target from your time: 20 minutes a week/);
  });

  it('the person’s count of papers is the rest planned', async () => {
    const p = await tm.plan('MSc student, I have to read 40 papers for my dissertation', 'finish my literature review', 45, 4);
    expect(textOf(p)).toMatch(/Plan the rest of the 40 papers week by week at your target/);
  });

  it('an advisor is named as the person names them', async () => {
    const p = await tm.plan(
      'Computer science master’s student, my advisor wants a literature review',
      'read the papers on my topic',
      45,
      4,
    );
    expect(textOf(p)).toMatch(/Meet your advisor/);
    expect(textOf(p)).not.toMatch(/your supervisor/);
  });
});

describe('reading that is not a thesis’s', () => {
  it.each([
    ['I want to read more novels for pleasure', 'read 20 books this year'],
    ['I waste my mornings reading the papers and articles online', 'get to work by 9'],
    ['I read a lot of articles about productivity', 'plan my week'],
  ])('“%s” is not the reading track', (current, target) => {
    expect(tm.trackOf(current, target)).not.toBe(READING);
  });

  it.each([
    ['PhD student, I lose whole days to email', 'write 500 words of my thesis every weekday'],
    ['PhD student, I read papers all day instead of writing', 'write my thesis every morning'],
  ])('writing keeps the writing track: “%s”', (current, target) => {
    expect(tm.trackOf(current, target)).toBe('Your own writing first, before e-mail and messages');
  });
});

describe('the same reading on Focus & Concentration', () => {
  const focus = onOption('Focus & Concentration');

  it('a PhD student who drifts off reading papers is planned the reading, with the phone away', async () => {
    const current = 'PhD student, I drift off reading papers for my thesis';
    expect(focus.trackOf(current, 'get through the reading for my literature review')).toBe(READING);
    const text = textOf(await focus.plan(current, 'get through the reading for my literature review', 40, 5));
    expect(text).toMatch(/reading log: one row per paper/);
    expect(text).toMatch(/One paper open, the phone in another room/);
  });

  it.each([
    ['I have to read the papers for my module exam in May', 'revise for my exam without my phone'],
    ['I check my phone while I revise', 'revise for my exams without my phone'],
  ])('exam revision keeps the study track: “%s”', (current, target) => {
    expect(focus.trackOf(current, target)).toBe('Focused study towards an exam or course');
  });
});
