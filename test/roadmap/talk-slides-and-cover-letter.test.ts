import { onOption, expectOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 21 (issue #36, decision 378): a presentation coach read "a 20-minute talk with slides at a meetup"
 * and found Writing Skills' general course or a toast's weeks — no slides, no outline for the slot, no timed run
 * with the slides, no questions, no tech check. A careers coach read "a CV and a cover letter for the data analyst
 * role" and found the CV only, the letter for the role never a task. A talk with slides now gets its own weeks in
 * the target's topic, event and length; a CV with its letter gets both, for the role named. People written for
 * this test.
 */

const writing = onOption('Writing Skills');
const careers = onOption('Resume & Portfolio Building');
const TALK = 'A talk with slides: meetup, conference, all-hands, pitch';
const LETTER = 'A CV and a cover letter for the role you named';

describe('a talk with slides gets the presentation weeks in its own words', () => {
  it.each([
    // current, target, minutes, days, the event, the topic, the length
    [
      'never presented',
      'give a 20-minute talk with slides at a JavaScript meetup on testing',
      30,
      4,
      'the meetup',
      'testing',
      '20 minutes',
    ],
    ['founder, first raise', 'present a 15-minute pitch deck to investors at demo day', 45, 5, 'the pitch', 'your company', '15 minutes'],
    ['team lead', 'present our Q3 results at the all-hands in 10 minutes', 20, 3, 'the all-hands', 'your Q3 results', '10 minutes'],
    ['senior engineer', 'a 40 minute keynote about observability at KubeCon', 90, 6, 'KubeCon', 'observability', '40 minutes'],
    ['teacher, shy', 'deliver a 30-minute webinar for parents about online safety', 15, 2, 'the webinar', 'online safety', '30 minutes'],
    ['lecturer', 'give a 50 min guest lecture with slides on Roman trade', 120, 3, 'the lecture', 'Roman trade', '50 minutes'],
  ])('%s → %s (%i × %i)', async (current, target, minutes, days, event, topic, length) => {
    expect(writing.trackOf(current, target)).toBe(TALK);
    const p = await writing.plan(current, target, minutes, days);
    const text = textOf(p);
    const titles = tasksOf(p).map((t) => t.title);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(text).not.toMatch(/Orwell's rules|A daily writing habit|toast/i);
    expect(
      titles.some((t) => t.startsWith(`Write the one sentence you want ${event}'`) && t.endsWith(`audience to leave with about ${topic}`)),
    ).toBe(true);
    expect(titles.some((t) => t.startsWith(`Outline ${topic} as an opening, about one main point per five minutes of ${length}`))).toBe(
      true,
    );
    expect(text).toMatch(/one slide headline per idea/);
    expect(text).toMatch(/Give the whole talk aloud, standing, clicking the slides, with a timer running/);
    expect(text).toMatch(/eight questions about /);
    expect(text).toMatch(/Write a two- or three-sentence answer to each/);
    expect(text).toMatch(/connect your laptop in the room or on the call beforehand/);
    expect(text).toMatch(/to a friend or colleague, timed/);
    expect(text).toMatch(/Export the deck as a PDF/);
    expect(p.weeks[p.weeks.length - 1].title).toContain(`the talk at ${event}`);
    expectOnTheirDays(p, minutes, days);
  });

  it.each([
    ['I write emails', 'write a conference paper on graph neural networks'],
    ['phd student', 'finish my thesis on keynote speakers in politics'],
    ['musician', 'learn slide guitar'],
    ['shy', 'get better at small talk'],
    ['best man', 'best man speech for my brother at his wedding'],
    ['I write emails', 'clearer work e-mails for my director'],
  ])('%s → %s is not a talk', (current, target) => {
    expect(writing.trackOf(current, target)).not.toBe(TALK);
  });
});

describe('a CV with its cover letter gets both, for the role named', () => {
  it.each([
    // current, target, minutes, days, the role, the employer
    ['old CV from 2019', 'a CV and a cover letter for the data analyst role at the NHS', 30, 4, 'the data analyst role', 'the NHS'],
    ['graduate, no experience', 'resume and cover letter for a junior developer job at Monzo', 45, 5, 'the junior developer role', 'Monzo'],
    ['nurse 10 years', 'CV and covering letter to apply as a ward manager at St Thomas', 20, 3, 'the ward manager role', 'St Thomas'],
    ['teacher for 8 years', 'a cover letter for the head of science post', 15, 2, 'the head of science role', 'this employer'],
    ['care worker', 'CV plus personal statement for the healthcare assistant job', 60, 6, 'the healthcare assistant role', 'this employer'],
    [
      'retail supervisor',
      'application letter and CV for an assistant manager position with Tesco',
      25,
      7,
      'the assistant manager role',
      'Tesco',
    ],
  ])('%s → %s (%i × %i)', async (current, target, minutes, days, role, employer) => {
    expect(careers.trackOf(current, target)).toBe(LETTER);
    const p = await careers.plan(current, target, minutes, days);
    const text = textOf(p);
    const titles = tasksOf(p).map((t) => t.title);
    expect(text).not.toMatch(/\{\w+\}|the the /);
    expect(titles).toContain(`Rewrite the two-line summary at the top of your CV for ${role}`);
    expect(titles.some((t) => t.startsWith(`Find two specific reasons you want ${role} at ${employer}:`))).toBe(true);
    expect(titles.some((t) => t.startsWith(`Write two paragraphs, each one criterion in the advert for ${role}`))).toBe(true);
    expect(text).toMatch(/Cut the letter to 250–400 words and one page/);
    expect(titles).toContain(`Ask someone to read your CV and letter for ${role} together beside the advert, for 10 minutes`);
    expect(titles.some((t) => t.startsWith(`Send the CV and the letter for ${role} before the closing date`))).toBe(true);
    expectOnTheirDays(p, minutes, days);
  });

  it.each([
    ['old CV', 'a one-page resume'],
    ['student', 'personal statement for my UCAS application to study medicine'],
    ['leaving the army after 12 years', 'a CV and cover letter for a logistics manager job'],
    ['graphic designer', 'a portfolio with three UX case studies'],
  ])('%s → %s keeps its own track', (current, target) => {
    expect(careers.trackOf(current, target)).not.toBe(LETTER);
  });
});
