import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 13 (issue #36): "learn SQL for my job" from an Excel user was read as the job track's neighbour and
 * then as "a web app with a back end": JavaScript in week 1 and "about 5 years at this pace". SQL's own
 * track: a copy of their data in SQLite first, SELECT to joins, dates and CASE, WITH and window functions,
 * then their questions on a read-only login at work, in their database's dialect (decision 225). People
 * written for this test.
 */

const coding = onOption('Coding');
const SQL = 'SQL for your work';

describe('SQL for work, as a data mentor reads the plan', () => {
  it.each([
    ['I use Excel at work, our data is in SQL Server', 'learn SQL for my job', 30, 4, /TOP instead of LIMIT/, /DATEADD/],
    ['marketing assistant, exports from our CRM', 'write SQL queries for our campaign reports', 45, 3, /DBeaver/, /strftime/],
    ['analyst, we use BigQuery', 'get better at SQL', 20, 5, /bytes are billed/, /DATE_TRUNC/],
    ['nurse manager with rota spreadsheets', 'understand SQL enough to query our Postgres database', 60, 2, /pgAdmin/, /date_trunc/],
  ])('%s → %s: your own data first, SELECT to joins, read-only at work', async (current, target, minutes, days, dialect, dates) => {
    expect(coding.trackOf(current, target)).toBe(SQL);
    const p = await coding.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const titles = tasksOf(p).map((t) => t.title);
    expect(titles[0]).toMatch(/^Install DB Browser for SQLite, and import a copy of one of your own exports/);
    for (const step of [/^WHERE with/, /^GROUP BY:/, /^INNER JOIN and LEFT JOIN/, /^CASE WHEN/])
      expect(titles.some((t) => step.test(t))).toBe(true);
    const text = textOf(p);
    expect(text).toMatch(dialect);
    expect(text).toMatch(dates);
    expect(text).toMatch(/read-only login/);
    expect(text).not.toMatch(/JavaScript|web app|FizzBuzz/);
  });

  it.each([
    ['I know JavaScript', 'a back end with Node and SQL'],
    ['bootcamp graduate', 'get hired as a junior developer, SQL included'],
    ['Excel user', 'automate my weekly report in Python'],
  ])('%s → %s: not this track', (current, target) => {
    expect(coding.trackOf(current, target)).not.toBe(SQL);
  });

  it('"for my job" is not a job search: Python at work is not the junior-developer track', () => {
    expect(coding.trackOf('beginner', 'use Python at my job')).not.toBe('Ready for a junior developer job');
    expect(coding.trackOf('beginner', 'land my first developer job')).toBe('Ready for a junior developer job');
  });
});
