import { ask, firstWeek, plan, tasksOf, textOf } from './coding-plans';

/**
 * A tool for one's own work named by its data and its users (a stock count on phones, quizzes marked from Google
 * Forms, a timesheet) gets the shortest real path on the platform the person names or already has, their data in
 * the tasks and an honest length (issue #36, decision 387), not 26 weeks of FizzBuzz or a generic sales report.
 */

const titles = (p: Awaited<ReturnType<typeof plan>>) => tasksOf(p).map((t) => t.title);

describe('a form for one’s own work, on the platform the person has', () => {
  it('a warehouse’s stock-take from VBA: Microsoft Forms with the workbook, counts on phones, a recount list, about six weeks', async () => {
    const p = await plan(
      ask('self-taught VBA, warehouse macros', 'turn our stock-take spreadsheet into a web form the team uses on their phones', 45, 4),
    );
    expect(p.title).toBe('Coding: your form, worked out and sent by itself');
    expect(titles(p)).toContain('Make a copy of the stock sheet you count against now, and work only on the copy');
    expect(firstWeek(p, /^Make the stock count form: the location or aisle, the item code chosen from a dropdown/)).toBe(1);
    expect(textOf(p)).toMatch(/forms\.office\.com/);
    expect(textOf(p)).toMatch(/Your VBA carries over/);
    expect(textOf(p)).toMatch(/each item's counts added up and set against the stock figure on record/);
    expect(textOf(p)).toMatch(/a recount list: each item whose count differs from the record/);
    expect(textOf(p)).toMatch(/“turn our stock-take spreadsheet into a web form the team uses on their phones”/);
    expect(textOf(p)).not.toMatch(/FizzBuzz|hello\.js|to-do list|region|margin/);
    expect(p.weeks.length).toBeLessThanOrEqual(8);
  });

  it('a maths teacher’s Google Forms quizzes: the form’s own marking, Classroom, one report per pupil, the school’s data lead', async () => {
    const p = await plan(
      ask('maths teacher, did Python once', 'automate marking my quizzes from Google Forms into a report per pupil', 20, 3),
    );
    expect(p.title).toBe('Coding: your form, worked out and sent by itself');
    expect(titles(p)).toContain('Make a copy of one quiz you have already set and its responses, and work only on the copy');
    expect(textOf(p)).toMatch(/Make this a quiz/);
    expect(textOf(p)).toMatch(/Google Classroom/);
    expect(textOf(p)).toMatch(/one report per pupil: their score on each quiz, the questions they got wrong/);
    expect(textOf(p)).toMatch(/data protection lead/);
    expect(textOf(p)).toMatch(/On form submit/);
    expect(textOf(p)).not.toMatch(/forms\.office\.com|pandas|region|margin|stock/);
    // An hour a week: about fourteen hours, said as such, not half a year.
    expect(p.weeks.length).toBeLessThanOrEqual(16);
  });

  it('an office manager’s cleaners’ timesheet in Excel: Microsoft Forms, hours a week, payroll’s rules', async () => {
    const p = await plan(
      ask(
        'office manager, good with Excel formulas',
        'a timesheet form our cleaners fill in on their phones, with weekly hours per person in Excel',
        30,
        5,
      ),
    );
    expect(p.title).toBe('Coding: your form, worked out and sent by itself');
    expect(textOf(p)).toMatch(/the date, the start and finish times, the break in minutes/);
    expect(textOf(p)).toMatch(/each person's hours a week worked out from start, finish and break/);
    expect(textOf(p)).toMatch(/Where hours are pay, payroll's own rules and deadline come first/);
    expect(textOf(p)).toMatch(/Your formulas and pivot tables carry over/);
    expect(textOf(p)).toMatch(/When a new response is submitted/);
  });

  it('each platform as named: an HTML form posts to an Apps Script web app; Power Apps starts from the Excel table', async () => {
    const html = await plan(
      ask('I know HTML and CSS a bit', 'a small HTML form on our website for volunteers to log hours on their phones', 60, 2),
    );
    expect(textOf(html)).toMatch(/doPost/);
    expect(tasksOf(html).map((t) => t.title)).toContain('Milestone: Your timesheet form filled in on a phone, landing in the Google Sheet');
    expect(textOf(html)).toMatch(/<meta name="viewport">/);
    const apps = await plan(ask('retired, never coded', 'a Power Apps app for our charity shop’s stock takes', 40, 3));
    expect(textOf(apps)).toMatch(/make\.powerapps\.com, Create → Start with data/);
    expect(textOf(apps)).toMatch(/standing in the aisle where the signal is weakest/);
    const cafe = await plan(
      ask('never programmed, I run a small cafe', 'a stock count form on the tablet for our weekly stock check', 15, 7),
    );
    expect(textOf(cafe)).toMatch(/forms\.google\.com/);
    expect(textOf(cafe)).toMatch(/No code is needed for the form itself/);
  });

  it.each([
    [
      'I use Google Sheets for everything',
      'a Google Form for the allotment rota where members swap days and get a reminder email',
      'Coding: your e-mails, sent by themselves',
    ],
    ['I know some Python', 'a quiz app my class can use on their phones', 'Coding: your app, working and published'],
    ['I know Excel', 'automate my weekly sales report in Python', 'Coding: your report, automated'],
    ['complete beginner', 'learn to make web forms for my website', 'Coding: a personal website'],
    ['I know some Python', 'a Discord bot that marks quizzes for my server', 'Coding: a bot or script in use'],
    ['never coded', 'an app with a sign-up form that works on phones', 'Coding: a web app with a back end'],
    ['I know HTML', 'a booking form on my website that works on phones', 'Coding: your app with accounts'],
  ])('“%s” → “%s” keeps its own track', async (current, target, title) => {
    expect((await plan(ask(current, target, 30, 4))).title).toBe(title);
  });
});

describe('SQL against the company’s own database, by oneself', () => {
  it('an Excel pivot-table user: the real schema read-only, the pivot rebuilt, a question once asked of IT, in the first practice weeks', async () => {
    const p = await plan(ask('Excel pivot tables daily', 'write SQL queries against our company database by myself', 30, 5));
    expect(p.title).toBe('Coding: SQL queries for your work');
    const outline = p.weeks.map((w) => w.title).join('\n');
    expect(outline).toMatch(/Practice, week 1 of \d+: the real database's tables and columns listed with your read-only login/);
    expect(outline).toMatch(/Practice, week 2 of \d+: the pivot table you make most often rebuilt as one GROUP BY query/);
    expect(outline).toMatch(/Practice, week 3 of \d+: a question you used to ask IT or an analyst for, answered yourself/);
    expect(p.weeks.length).toBeLessThanOrEqual(10);
  });

  it('“query our company’s SQL Server database” is SQL, not a back end; a VLOOKUP becomes a LEFT JOIN', async () => {
    const p = await plan(ask('data entry clerk, vlookups', 'query our company’s SQL Server database on my own', 20, 3));
    expect(p.title).toBe('Coding: SQL queries for your work');
    expect(textOf(p)).toMatch(/TOP instead of LIMIT/);
    expect(p.weeks.map((w) => w.title).join('\n')).toMatch(/the VLOOKUP you do most often rebuilt as a LEFT JOIN/);
    expect(textOf(p)).not.toMatch(/FizzBuzz/);
  });

  it('without a company database said, the practice keeps its own first topics; a back end that queries one keeps its track', async () => {
    const p = await plan(ask('I know Excel well', 'write SQL queries for my job', 30, 4));
    expect(p.weeks.map((w) => w.title).join('\n')).toMatch(/Practice, week 1 of \d+: a count per category, checked by hand/);
    expect(textOf(p)).not.toMatch(/the real database's tables and columns listed/);
    expect((await plan(ask('I know JavaScript', 'a back end that queries our company database', 30, 4))).title).not.toBe(
      'Coding: SQL queries for your work',
    );
  });
});
