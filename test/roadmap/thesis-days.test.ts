import { onOption } from './track-ask';

/**
 * A thesis's steady days (decision 200): the thesis mapped, a timeline back from the person's own date, a
 * short daily session and a word log, the chapter's draft sent a week before the supervisor meeting, the
 * comments in a table, and the regulations' checklist. People written for these tests, several ways of
 * saying it, and neighbours that keep the literature review or another track.
 */
const writing = onOption('Writing Skills');
const textOf = (plan: unknown) => JSON.stringify(plan);
const THESIS = 'A thesis to its submission date: steady daily sessions';

describe('who is writing up a thesis', () => {
  it.each([
    ['third-year PhD student in sociology, two chapters drafted', 'finish my thesis by September'],
    ['MSc student, finished my data collection', "write my master's dissertation, due 1 September"],
    ['final-year history undergraduate', 'finish my dissertation before the end of term'],
    ['I keep putting it off, in my writing-up year', 'submit my PhD next spring'],
    ['part-time doctoral student with a full-time job', 'get my doctorate written'],
  ])('“%s” → “%s”', (current, target) => {
    expect(writing.trackOf(current, target)).toBe(THESIS);
  });

  it.each([
    ['PhD student', 'a literature review for my thesis'],
    ['postdoc', 'publish a journal article from my thesis'],
    ['I write work emails', 'publish a clear 800-word essay'],
    ['I love reading crime novels', 'finish a short story for a competition'],
  ])('“%s” → “%s” keeps its own track', (current, target) => {
    expect(writing.trackOf(current, target)).not.toBe(THESIS);
  });
});

describe('the steady days, read as a supervisor would', () => {
  it('dates everything back from the person’s own date and keeps a session and a word log every week', async () => {
    const plan = await writing.plan('third-year PhD student in sociology, two chapters drafted', 'finish my thesis by September', 45, 5);
    const text = textOf(plan);
    expect(text).toMatch(/Plan backwards from September: a date for each chapter's first and second draft/);
    expect(text).toMatch(/Boice found brief daily sessions/);
    expect(text).toMatch(/A PhD thesis is often 80,000 to 100,000 words/);
    expect(text).toMatch(/Send the chapter's draft to your supervisor with a cover note/);
    expect(text).toMatch(/Meet your supervisor: go through your questions/);
    expect(text).toMatch(/Read the submission regulations/);
    for (const week of plan.weeks) expect(JSON.stringify(week)).toMatch(/Session, \d+ minutes|Meet your supervisor/);
    expect(plan.weeks.at(-1)?.days.at(-1)?.tasks.at(-1)?.title).toMatch(
      /^Milestone: A revised chapter with your supervisor, and the rest timed to September/,
    );
    // Not the literature review's reading weeks.
    expect(text).not.toMatch(/synthesis matrix|Read 2 key sources/);
  });

  it('reads a master’s word limit and an advisor, and says the submission date when none is given', async () => {
    const text = textOf(await writing.plan('MA student in the US, my advisor wants a draft', 'finish my master’s thesis', 30, 4));
    expect(text).toMatch(/A taught master's dissertation is often 10,000 to 20,000 words/);
    expect(text).toMatch(/your advisor/);
    expect(text).toMatch(/Plan backwards from your submission date/);
  });
});
