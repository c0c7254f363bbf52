import { ask, firstWeek, plan, readsAsTheOthers, textOf } from './coding-plans';

/**
 * A recurring report automated in Python, and a young beginner's game (issue #36, round 9; decision
 * 122), read as a mentor would: the report's own data opened with pandas in week 1 by someone who knows
 * Excel or SQL (their tools mapped, not taught again), its tables checked against the hand-made report,
 * a formatted workbook from one command, then a schedule and delivery; and a teenager's platformer
 * published with a parent's help whoever writes the words ("my son is 14", "year 9", "14, never coded").
 * On main the report went to the data track (Python from a list of prices, pandas after 100 hours) or,
 * said another way, to the general path's JavaScript with "You already write Python" for "no Python".
 */

const JAVASCRIPT = /node todo\.js|console\.log|Install Node/;

describe('a recurring report, automated in Python on its own data', () => {
  it.each([
    ['I know Excel well and write SQL queries at work', 'automate my weekly report with Python', 'your weekly report', 'week'],
    [
      'analyst, I use SQL and Excel every day, no Python',
      'get Python to build the Monday sales report for me',
      'your Monday sales report',
      'week',
    ],
    ['finance assistant, pivot tables all day', 'make the monthly budget report run by itself', 'your monthly budget report', 'month'],
    [
      'bookkeeper, Excel and a little VBA',
      'automate the month-end reconciliation of our bank statements and the ledger in Python',
      'your month-end reconciliation',
      'month',
    ],
    ['payroll clerk, lots of spreadsheets', 'a Python script for our monthly timesheets and payroll', 'your report', 'month'],
  ])('“%s” → “%s”: %s, opened in pandas in week 1, its copy the last %s’s', async (current, target, report, period) => {
    const p = await plan(ask(current, target, 30, 4));
    expect(p.title).toBe('Coding: your report, automated');
    expect(p.description).not.toMatch(/You already write Python/);
    expect(textOf(p)).not.toMatch(JAVASCRIPT);
    expect(p.weeks[0]!.title).toBe(`Week 1: Python, and ${report}’s data opened`);
    expect(firstWeek(p, /^Open the copy in pandas: pd\.read_/)).toBe(1);
    // The report's own cadence (decision 266): a monthly report's copy is last month's.
    expect(firstWeek(p, new RegExp(`^Put a copy of last ${period}’s data and last ${period}’s finished report in the folder`))).toBe(1);
    expect(firstWeek(p, /^Reproduce every table of|^List the differences: the unmatched items on each side/)).toBeGreaterThan(0);
    expect(firstWeek(p, /^Reproduce every table of|^List the differences: the unmatched items on each side/)).toBeLessThanOrEqual(5);
    expect(p.description).toMatch(/reaches Your report, automated .* in about \d+ weeks/);
  });

  it('an SQL writer hears how their queries carry over, and reads the data with read_sql from the source', async () => {
    const p = await plan(ask('I write SQL against our Postgres database every day', 'automate our weekly KPI report', 45, 5));
    expect(p.description).toMatch(/You know SQL: your queries carry straight over/);
    expect(textOf(p)).toMatch(/^Read the data from where it comes from: pd\.read_sql with your own query/m);
  });

  it('a report e-mailed each Monday is scheduled and sent with smtplib, a workbook formatted with openpyxl', async () => {
    const p = await plan(ask('I use Excel every day', 'a weekly sales report e-mailed to my manager every Monday', 60, 5));
    const text = textOf(p);
    expect(text).toMatch(/^Format it with openpyxl: bold headers/m);
    expect(text).toMatch(/^Schedule it: Task Scheduler \(Windows\) or cron/m);
    expect(text).toMatch(/^E-mailed with smtplib and the email package, the workbook attached/m);
  });

  it('a bot that posts a report is still a bot', async () => {
    const p = await plan(ask('I know some Python', 'a Slack bot that posts our weekly report', 30, 3));
    expect(p.title).toBe('Coding: a bot or script in use');
  });

  // Four report-makers at 2–7 days and 10–120 minutes.
  readsAsTheOthers(
    [
      ['I know Excel well and write SQL queries at work', 'automate my weekly report with Python', 30, 4],
      ['finance assistant, pivot tables all day', 'make the monthly budget report run by itself', 10, 7],
      ['I write SQL against our Postgres database every day', 'automate our weekly KPI report', 120, 2],
      ['I use Excel every day', 'a weekly sales report e-mailed to my manager every Monday', 60, 5],
    ],
    0.55,
  );
});

describe('a young beginner’s platformer: Godot, with a parent for the account, whoever writes the words', () => {
  it.each([
    ['my son is 14 and has never coded, I’m helping him', 'make his own platformer'],
    ['year 9, done a bit of Scratch', 'make a platformer like Mario'],
    ['14, never coded', 'make a platformer in GDevelop'],
  ])('“%s” → “%s”: the itch.io account made with a parent or carer', async (current, target) => {
    const p = await plan(ask(current, target, 45, 3));
    expect(p.title).toBe('Coding: a small platformer');
    expect(textOf(p)).toMatch(/make the account together with a parent or carer/);
  });

  it('Scratch or GDevelop named are answered, not ignored', async () => {
    expect((await plan(ask('year 9, done a bit of Scratch', 'make a platformer like Mario', 45, 3))).description).toMatch(
      /^Scratch: what it teaches .* carries straight over/,
    );
    expect((await plan(ask('14, never coded', 'make a platformer in GDevelop', 45, 3))).description).toMatch(/^GDevelop \(gdevelop\.io/);
  });

  it('a parent’s 10-year-old hears of Scratch first, and publishing goes through the parent', async () => {
    const p = await plan(ask('my daughter is 10', 'make a platformer game', 30, 3));
    expect(p.description).toMatch(/Scratch \(scratch\.mit\.edu/);
    expect(textOf(p)).not.toMatch(/make the account together with a parent or carer/);
    expect(textOf(p)).toMatch(/itch\.io’s terms are for people 13 and over/);
  });

  it('an adult makes the account alone', async () => {
    const text = textOf(await plan(ask('I’m 34 and never coded', 'make a platformer', 45, 3)));
    expect(text).toMatch(/A free itch\.io account needs an e-mail, a username and a password, nothing more/);
    expect(text).not.toMatch(/make the account together with a parent or carer/);
  });
});
