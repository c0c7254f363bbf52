import { onOption, expectOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 21 (issue #36, decision 385): a careers adviser read "a personal statement for my UCAS application to
 * study medicine" and found an art-school portfolio's weeks; a supervisor read "pass my viva" and found a slides
 * talk. A student's application statement (UCAS, the Common App, a statement of purpose, a scholarship essay) now
 * gets its own weeks in its subject, format and deadline; a viva or thesis defence gets a supervisor's weeks.
 * People written for this test.
 */

const careers = onOption('Resume & Portfolio Building');
const writing = onOption('Writing Skills');
const STATEMENT = 'A personal statement or admissions essay for university';
const VIVA = 'A viva or thesis defence, prepared';

describe("a student's application statement gets its own weeks in its subject, format and deadline", () => {
  it.each([
    // current, target, minutes, days, subject, form, deadline, what the evidence is
    [
      'year 13, chemistry and biology A-levels',
      'a personal statement for my UCAS application to study medicine',
      45,
      3,
      'medicine',
      "UCAS's three questions",
      "UCAS's 15 October deadline",
      /volunteering in care/,
    ],
    [
      'sixth former, predicted AAB',
      'my UCAS personal statement for history at Durham',
      60,
      2,
      'history',
      "UCAS's three questions",
      "UCAS's January equal-consideration date",
      /the reading, projects and experience/,
    ],
    [
      'final-year biology undergraduate',
      'statement of purpose for a PhD in computational biology at Edinburgh',
      30,
      4,
      'computational biology',
      'the statement of purpose',
      'the first deadline on your list',
      /research or project experience/,
    ],
    [
      'high school junior in Ohio',
      'my Common App essay for US colleges, early decision',
      20,
      6,
      'your subject',
      'the Common App essay',
      "your first college's deadline",
      /the reading, projects and experience/,
    ],
    [
      'civil servant in Ghana',
      'a scholarship essay for Chevening, a masters in public policy',
      90,
      5,
      'public policy',
      'the scholarship essay',
      'the first deadline on your list',
      /research or project experience/,
    ],
  ])('%s → %s (%i × %i)', async (current, target, minutes, days, subject, form, deadline, evidence) => {
    expect(careers.trackOf(current, target)).toBe(STATEMENT);
    const p = await careers.plan(current, target, minutes, days);
    const text = textOf(p);
    const titles = tasksOf(p).map((t) => t.title);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).not.toMatch(/drawing from life|sketchbook|cover letter|the advert/i);
    expect(titles.some((t) => t.startsWith(`Read ${form} on the official page`))).toBe(true);
    expect(titles.some((t) => t.startsWith(`Put ${deadline}`))).toBe(true);
    expect(titles).toContain(`Write in ten lines why you want to study ${subject}: a specific moment, a question, a book, a lesson`);
    expect(titles.some((t) => t.startsWith(`Draft the opening of ${form}: why ${subject}`))).toBe(true);
    expect(text).toMatch(evidence);
    expect(text).toMatch(/Give your referee a one-page note/);
    expect(text).toMatch(/Give the draft to your teacher, tutor or adviser/);
    expect(p.weeks[p.weeks.length - 1].title).toContain(`Sent before ${deadline}`);
    expectOnTheirDays(p, minutes, days);
  });

  it('holds the UCAT, and the format with its limit, for a medicine applicant', async () => {
    const text = textOf(await careers.plan('year 12', 'UCAS personal statement for medicine', 30, 4));
    expect(text).toMatch(/the UCAT \(sat the summer before you apply\) and the multiple mini interviews/);
    expect(text).toMatch(/at least 350 characters each, 4,000 in all/);
  });

  it.each([
    ['A-level art student', 'a portfolio for a BA in illustration at art school'],
    ['A-level art student', 'my UCAS application and portfolio for an art foundation course'],
    ['care worker', 'CV plus personal statement for the healthcare assistant job'],
    ['an old CV from 2019', 'a CV and a cover letter for the data analyst role at the NHS'],
    ['teacher', 'a reference for my student’s university application'],
  ])('%s → %s keeps its own track', (current, target) => {
    expect(careers.trackOf(current, target)).not.toBe(STATEMENT);
  });
});

describe('the same statement weeks for a student who picks Writing Skills', () => {
  it.each([
    ['year 13, predicted A*AA', 'personal statement for my university application to study English', 30, 4, 'English'],
    ['high school senior', 'a scholarship essay for my college tuition', 20, 5, 'your subject'],
  ])('%s → %s (%i × %i)', async (current, target, minutes, days, subject) => {
    expect(writing.trackOf(current, target)).toBe(STATEMENT);
    const p = await writing.plan(current, target, minutes, days);
    const titles = tasksOf(p).map((t) => t.title);
    expect(textOf(p)).not.toMatch(/Orwell's rules|A daily writing habit|\{\w+\}/);
    expect(titles).toContain(`Write in ten lines why you want to study ${subject}: a specific moment, a question, a book, a lesson`);
    expectOnTheirDays(p, minutes, days);
  });

  it.each([
    ['I write a diary', 'a personal essay about my grandmother for a magazine'],
    ['student', 'write my student finance application'],
  ])('%s → %s keeps its own track', (current, target) => {
    expect(writing.trackOf(current, target)).not.toBe(STATEMENT);
  });
});

describe('a viva or thesis defence gets the supervisor’s weeks in its own thesis', () => {
  it.each([
    // current, target, minutes, days, the thesis, the exam
    ['PhD student in year 4', 'pass my viva on coral reef acoustics', 60, 7, 'your thesis on coral reef acoustics', 'viva'],
    ['PhD candidate in history', 'defend my dissertation on medieval guilds in March', 30, 3, 'your thesis on medieval guilds', 'defence'],
    ['submitted my thesis last week', 'my PhD viva voce', 25, 4, 'your thesis', 'viva'],
    ['MPhil student, nervous', 'prepare for my viva in chemistry', 40, 2, 'your thesis in chemistry', 'viva'],
  ])('%s → %s (%i × %i)', async (current, target, minutes, days, thesis, exam) => {
    expect(writing.trackOf(current, target)).toBe(VIVA);
    const p = await writing.plan(current, target, minutes, days);
    const text = textOf(p);
    const titles = tasksOf(p).map((t) => t.title);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).not.toMatch(/slide headline|clicker|Orwell's rules/i);
    expect(p.weeks[0].title).toContain(`Rereading ${thesis}`);
    expect(text).toMatch(/write a one-paragraph summary of it/);
    expect(titles).toContain(`Say the summary of ${thesis} aloud in two minutes, timed, and record it`);
    expect(titles.some((t) => t.startsWith(`List the weak points of ${thesis}`))).toBe(true);
    expect(text).toMatch(/papers by each of your examiners closest to/);
    expect(titles).toContain(`Sit the mock ${exam}, with your marked copy, answering aloud`);
    expect(titles.some((t) => t.startsWith(`Pack the marked copy of ${thesis}`))).toBe(true);
    expect(p.weeks[p.weeks.length - 1].title).toContain(`The ${exam}, on its day`);
    expectOnTheirDays(p, minutes, days);
  });

  it.each([
    ['PhD student', 'a 15-minute viva presentation with slides on my thesis'],
    ['PhD student', 'write my thesis on coral reefs'],
    ['medical student', 'survive my anatomy viva'],
    ['I have never presented', 'a 20-minute talk with slides at a JavaScript meetup on testing'],
    ['I write emails', 'best man speech'],
  ])('%s → %s keeps its own track', (current, target) => {
    expect(writing.trackOf(current, target)).not.toBe(VIVA);
  });
});
