import { textOf } from './custom-ask';
import { onOption } from './track-ask';

/**
 * Round 17 (decision 297): the job search read a bare "engineer" as a civil engineer ("the institution's jobs
 * board and New Civil Engineer jobs") for someone in Berlin's tech scene or ten years into software. Tech words
 * come before a bare "engineer", and a person in the eurozone reads their country's boards, not the UK's.
 */

describe('a job search reads the field and the country before the UK’s engineering boards', () => {
  const search = onOption('Job Search Strategy');

  it.each([
    ['introvert engineer, moved to Berlin', "a job in Berlin's tech scene", /Otta and the meetups' job channels \(StepStone in Germany\)/],
    ['engineer, 10 years in software, Manchester', 'a senior job in tech', /Hacker News' monthly “Who is hiring”/],
  ])('%s → %s', async (current, target, boards) => {
    const text = textOf(await search.plan(current, target, 30, 4));
    expect(text).toMatch(boards);
    expect(text).not.toMatch(/New Civil Engineer|IStructE|IMechE/);
  });

  it('keeps a civil engineer in Leeds on the institution’s board', async () => {
    const text = textOf(await search.plan('civil engineer in Leeds', 'a new job in civil engineering', 30, 4));
    expect(text).toMatch(/New Civil Engineer jobs/);
    expect(text).not.toMatch(/StepStone|Otta/);
  });
});
