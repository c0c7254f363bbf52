import { ask, firstWeek, plan, tasksOf, textOf } from './coding-plans';

/**
 * A small program named by what it does (a bot, a script, a rota in a Sheet) gets its named features as the plan's
 * first practice, on the platform the person named, with an honest length for a first working version (issue #36,
 * decision 370): a D&D group's Discord bot rolls dice and tracks initiative, not a magic 8 ball; an allotment's rota
 * in Google Sheets is people and days, its swaps planned with a Form and a trigger.
 */

/** The week titles of a plan, one a line, as the person reads its outline. */
const outline = (p: Awaited<ReturnType<typeof plan>>) => p.weeks.map((w) => w.title).join('\n');

describe('a bot’s or a script’s own features are its first practice', () => {
  it('a D&D group’s Discord bot from school Python: the quickstart first, /roll by week 3, initiative per channel by week 4', async () => {
    const p = await plan(ask('school Python', 'a Discord bot for our D&D group that rolls dice and tracks initiative', 20, 5));
    expect(p.title).toBe('Coding: a bot or script in use');
    expect(firstWeek(p, /discord\.py’s “Creating a Bot Account” and “Quickstart”/)).toBe(1);
    expect(firstWeek(p, /^Run it where it keeps going without you/)).toBeLessThanOrEqual(2);
    expect(firstWeek(p, /^Build: \/roll 2d6\+3 as a slash command/)).toBeLessThanOrEqual(3);
    expect(firstWeek(p, /^Build: \/init add, \/init next and \/init clear, the order kept per channel/)).toBeLessThanOrEqual(4);
    expect(textOf(p)).toMatch(/start from what you said it does, “rolls dice and tracks initiative”/);
    // No toy project of another kind, no scraper's feature for a chat bot.
    expect(textOf(p)).not.toMatch(/magic 8 ball|table printer|fantasy game inventory|a pause between requests/);
    // Dependable within about four months at 100 minutes a week, not the old 22 weeks to a first version.
    expect(p.weeks.length).toBeLessThanOrEqual(17);
  });

  it('at five hours a week, with no practice weeks between, the dice roller is wired in first and initiative is the main feature', async () => {
    const p = await plan(ask('school Python', 'a Discord bot for our D&D group that rolls dice and tracks initiative', 60, 5));
    expect(textOf(p)).toMatch(/The dice roller for the first of your three things: “2d6\+3” read, each die rolled, the total/);
    expect(tasksOf(p).map((t) => t.title)).toContain(
      'The main feature on paper: initiative at the table: every roll added, ties settled, turn and round announced',
    );
    const photos = await plan(ask('I use Python', 'a script that renames my holiday photos by date and sorts them into folders', 60, 5));
    expect(textOf(photos)).toMatch(/The plain-Python function for “renames my holiday photos by date”, the first of your three things/);
    expect(textOf(photos)).toMatch(/“sorts them into folders”, unless it was the main feature/);
  });

  it('a beginner’s D&D bot on Telegram: the dice roller and the initiative order as plain functions first', async () => {
    const p = await plan(ask('never coded', 'a Telegram bot that rolls dice for our D&D nights and tracks initiative', 30, 4));
    expect(outline(p)).toMatch(/Practice, week 1 of \d+: a dice roller for “2d6\+3” as a plain function/);
    expect(outline(p)).toMatch(/Practice, week 2 of \d+: an initiative order as a plain function/);
    expect(outline(p)).toMatch(/the initiative commands \(add, next, clear\), the order kept per chat/);
    // Its main feature is the table's initiative; the book's own dice roller does not come back as a second one.
    expect(tasksOf(p).map((t) => t.title)).toContain(
      'The main feature on paper: initiative at the table: every roll added, ties settled, turn and round announced',
    );
    expect(textOf(p)).not.toMatch(/a dice roller for “2d6\+1”/);
    expect(textOf(p)).not.toMatch(/\/roll 2d6\+3 as a slash command|the order kept per channel/);
  });

  it('a script’s two named jobs, in the person’s words, are its first two practice weeks', async () => {
    const p = await plan(ask('I know Excel', 'a script that renames my holiday photos by date and sorts them into folders', 15, 7));
    expect(outline(p)).toMatch(/Practice, week 1 of \d+: “renames my holiday photos by date”, as a plain function/);
    expect(outline(p)).toMatch(/Practice, week 2 of \d+: “sorts them into folders”, as a plain function beside the first/);
  });

  it('a Python scripter’s price scraper: what it checks, then the e-mail when the price drops, before generic practice', async () => {
    const p = await plan(
      ask(
        'I write python scripts at work',
        'a scraper that checks the price of a road bike on three shops and emails me when it drops below 900 pounds',
        30,
        4,
      ),
    );
    expect(outline(p)).toMatch(/Practice, week 1 of \d+: “checks the price of a road bike on three shops”, working for real/);
    expect(outline(p)).toMatch(/Practice, week 2 of \d+: “emails me when it drops below 900 pounds”, working for real/);
    // A scraper keeps its pause between requests (a later practice week, reached at 10 minutes a day).
    const slow = await plan(
      ask(
        'I write python scripts at work',
        'a scraper that checks the price of a road bike on three shops and emails me when it drops below 900 pounds',
        10,
        3,
      ),
    );
    expect(outline(slow)).toMatch(/a pause between requests/);
    expect(outline(slow)).not.toMatch(/cooldown/);
  });

  it('a server bot that welcomes members and gives roles: its features quoted, a cooldown instead of a scraper’s pause', async () => {
    const p = await plan(ask('python at school', 'a bot for our Discord server that welcomes new members and gives them roles', 45, 2));
    expect(p.weeks[0]!.title).toBe('Week 1: A first version of your Discord bot, with discord.py');
    expect(outline(p)).toMatch(/“welcomes new members”, working for real/);
    // Roles given by a bot need its permission and its place in the role list.
    expect(outline(p)).toMatch(/roles given by the bot: Manage Roles, its role above the ones it gives/);
    const slow = await plan(ask('python at school', 'a bot for our Discord server that welcomes new members and gives them roles', 10, 3));
    expect(outline(slow)).toMatch(/a cooldown on its busiest command/);
    expect(outline(slow)).not.toMatch(/a pause between requests/);
  });

  it('a bot that posts to Microsoft Teams: a Workflows webhook, not pathlib and shutil', async () => {
    const p = await plan(ask('I code Python for work', 'a bot that posts our on-call rota to Teams each morning', 30, 5));
    expect(p.weeks[0]!.title).toBe('Week 1: A first version of your Teams poster, with requests and a Teams Workflows webhook');
    expect(textOf(p)).toMatch(/“Post to a channel when a webhook request is received”/);
    expect(textOf(p)).not.toMatch(/pathlib and shutil/);
    // A sports team is no Microsoft Teams.
    const club = await plan(ask('never coded', 'a Discord bot that splits our players into teams of four', 30, 4));
    expect(textOf(club)).not.toMatch(/Teams Workflows/);
  });

  it('a family birthday bot, a book club’s polls: their own first function', async () => {
    const birthdays = await plan(ask('never coded', 'a Telegram bot that reminds my family of birthdays', 30, 5));
    expect(outline(birthdays)).toMatch(/Practice, week 1 of \d+: the birthdays as a plain function/);
    const polls = await plan(ask('some python', 'a Discord bot that runs polls for our book club', 20, 6));
    expect(outline(polls)).toMatch(/Practice, week 1 of \d+: a poll as a plain function/);
  });

  it('a household expenses bot after a Python course: the basics skipped, its two jobs quoted', async () => {
    const p = await plan(
      ask('I did a python course', 'a Telegram bot that tracks our household expenses and splits them between the three of us', 30, 4),
    );
    expect(p.weeks[0]!.title).toBe('Week 1: Lists, dictionaries and text');
    expect(outline(p)).toMatch(/“tracks our household expenses”, as a plain function/);
    expect(outline(p)).toMatch(/“splits them between the three of us”, as a plain function beside the first/);
  });

  it('a chore that names nothing keeps the old first topics', async () => {
    const p = await plan(ask('never coded', 'automate my chores', 30, 4));
    expect(outline(p)).toMatch(/Practice, week 1 of \d+: your project’s first thing, as a plain function/);
    expect(outline(p)).toMatch(/Practice, week 2 of \d+: a magic 8 ball that answers a question/);
  });
});

describe('a rota in a spreadsheet is people and days, and its swaps are planned', () => {
  it('an allotment’s watering rota in Google Sheets: one row a date, a swaps tab, a swap by hand, then a Form and its trigger', async () => {
    const target = 'an allotment watering rota in Google Sheets where members swap days and get a reminder email';
    const p = await plan(ask('I use Google Sheets for the rota, no coding', target, 45, 2));
    expect(p.title).toBe('Coding: your e-mails, sent by themselves');
    const titles = tasksOf(p).map((t) => t.title);
    expect(titles).toContain('Tidy the copy: one header row, one row a date: the date, who is on, their e-mail');
    expect(textOf(p)).toMatch(/a third tab for swaps \(who asked, their date, the date they take, when\)/);
    expect(textOf(p)).toMatch(/what you said it must do, “members swap days and get a reminder email”/);
    expect(outline(p)).toMatch(/Practice, week 1 of \d+: a swap made by hand on the copy/);
    expect(outline(p)).toMatch(/swap requests by Google Form, an onFormSubmit trigger swapping the days/);
    expect(textOf(p)).not.toMatch(/localStorage|Math\.random|setInterval/);
    // About ten weeks at 90 minutes a week, as a mentor would plan it.
    expect(p.weeks.length).toBeGreaterThanOrEqual(8);
    expect(p.weeks.length).toBeLessThanOrEqual(13);
  });

  it('a volunteer rota in Excel: Power Automate and a Microsoft Form for the swaps', async () => {
    const p = await plan(
      ask(
        'I use Excel every day',
        'a volunteer rota in Excel that emails each volunteer the day before their shift and lets them swap shifts',
        30,
        3,
      ),
    );
    expect(outline(p)).toMatch(/Power Automate/);
    expect(outline(p)).toMatch(/swap requests by Microsoft Form, a flow swapping the days/);
    expect(textOf(p)).not.toMatch(/onFormSubmit/);
    // At four hours a week there are no practice weeks: the swaps still come, in the handover's next step.
    const long = await plan(
      ask(
        'I use Excel every day',
        'a volunteer rota in Excel that emails each volunteer the day before their shift and lets them swap shifts',
        120,
        2,
      ),
    );
    expect(textOf(long)).toMatch(/The swaps you named come first: a Microsoft Form for swap requests/);
  });

  it('a flat’s cleaning rota in Google Sheets takes the spreadsheet track, not a to-do list in JavaScript', async () => {
    const p = await plan(ask('no coding', 'a cleaning rota for our flat in Google Sheets where we swap weeks', 20, 4));
    expect(p.title).toBe('Coding: your e-mails, sent by themselves');
    expect(textOf(p)).not.toMatch(/FizzBuzz|console to-do list/);
  });

  it('a rota with swaps and reminders and no platform named starts from a Google Sheet; a rota app stays an app', async () => {
    const p = await plan(ask('beginner', 'an allotment watering rota where members swap days and get a reminder email', 45, 2));
    expect(p.title).toBe('Coding: your e-mails, sent by themselves');
    expect(textOf(p)).toMatch(/No sheet yet: make one in Google Sheets from the rota as you keep it now/);
    expect(textOf(p)).not.toMatch(/FizzBuzz/);
    const app = await plan(ask('beginner', 'a rota app where members swap days', 45, 2));
    expect(app.title).not.toBe('Coding: your e-mails, sent by themselves');
    const bot = await plan(ask('beginner', 'a Discord bot that posts the rota and reminds people', 45, 2));
    expect(bot.title).toBe('Coding: a bot or script in use');
  });

  it('a football club’s reminder e-mails keep one row a person, and no swaps', async () => {
    const p = await plan(ask('a bit of python', 'send reminder emails from my Google Sheet to parents before each football match', 30, 3));
    expect(tasksOf(p).map((t) => t.title)).toContain(
      'Tidy the copy: one header row, one row a person, a column each for name, e-mail and what they get',
    );
    expect(textOf(p)).not.toMatch(/\bswaps?\b/);
  });

  it('a rota analysed with pandas is no e-mail automation', async () => {
    const p = await plan(ask('I know pandas', 'analyse our shift rota spreadsheet with python to see who works most weekends', 30, 3));
    expect(p.title).not.toBe('Coding: your e-mails, sent by themselves');
  });
});
