import { ask, firstWeek, plan, readsAsTheOthers, tasksOf, textOf } from './coding-plans';

/**
 * Coding serves the person's target in the person's language (issue #36, round 8), read as a mentor
 * who builds on what the learner already writes would: a Python scripter's Discord bot is built in
 * Python with discord.py, not a JavaScript to-do list; an R user's microscopy images are opened with
 * scikit-image in the first weeks; a shop's sales sheets are read with pandas and openpyxl from week 1;
 * and where the path is in another language than theirs, the plan says why first.
 */

/** JavaScript's own tools: what a Python learner's plan must never hand them unexplained. */
const JAVASCRIPT = /node todo\.js|fs\.writeFileSync|Install Node|npm (ci|install)|console\.log/;

describe('a bot, a scraper or a chore is built in Python, with the library’s own docs, to the thing named', () => {
  it('a self-taught Python scripter’s Discord bot: discord.py from week 1, never JavaScript, and the bot in use at the end', async () => {
    const p = await plan(ask("self-taught, I've built a few Python scripts", 'build a Discord bot for my gaming group', 60, 2));
    expect(p.title).toBe('Coding: a bot or script in use');
    const text = textOf(p);
    expect(text).not.toMatch(JAVASCRIPT);
    // Past Python's basics: the library's own first steps open the plan, the bot answers on a test server.
    expect(p.weeks[0]!.title).toBe('Week 1: A first version of your Discord bot, with discord.py');
    expect(firstWeek(p, /discord\.py’s “Creating a Bot Account” and “Quickstart”/)).toBe(1);
    expect(text).toMatch(/app_commands/);
    // It runs for the group soon after its first version, not after months of toy projects.
    expect(firstWeek(p, /^Run it where it keeps going without you/)).toBeLessThanOrEqual(3);
    expect(text).toMatch(/token in an environment variable/);
    expect(tasksOf(p).map((t) => t.title)).toContain('Milestone: Your Discord bot working for real, without you');
  });

  it('a Telegram bot from zero: Python from Automate the Boring Stuff, the bot’s own logic from week 1, python-telegram-bot after the basics', async () => {
    const p = await plan(ask('never coded', 'a Telegram bot that reminds my family of birthdays', 30, 5));
    expect(p.title).toBe('Coding: a bot or script in use');
    expect(textOf(p)).not.toMatch(JAVASCRIPT);
    expect(firstWeek(p, /^Install Python 3/)).toBe(1);
    expect(firstWeek(p, /^Write down what your Telegram bot must do/)).toBe(1);
    expect(firstWeek(p, /@BotFather/)).toBeGreaterThan(1);
    // The basics' first practice week is the person's own feature, the birthdays (decision 370).
    expect(p.weeks.map((w) => w.title).join('\n')).toMatch(/Practice, week 1 of \d+: the birthdays as a plain function/);
    expect(p.description).toMatch(/reaches A bot or script in use \(.+\) in about \d+ weeks/);
  });

  it('a chore on files is automated with the chapter that fits it, on copies, with a dry run first', async () => {
    const p = await plan(ask('never coded, I use a Mac', 'a script that renames and sorts the PDFs in my downloads folder', 45, 4));
    const text = textOf(p);
    expect(text).not.toMatch(JAVASCRIPT);
    expect(text).toMatch(/pypdf/);
    expect(text).toMatch(/Working with PDF and Word Documents/);
    expect(text).toMatch(/on copies of your files/);
  });

  it('a tool to track a bike shop’s repairs is a repair tracker on sqlite3, kept on the shop’s computer with a daily backup', async () => {
    const p = await plan(ask('office manager, never coded', 'a small tool for my bike shop to track repairs', 20, 6));
    expect(p.weeks[0]!.title).toBe('Week 1: Python, and what your repair tracker must do');
    const text = textOf(p);
    expect(text).toMatch(/the Python docs’ sqlite3 tutorial/);
    expect(text).toMatch(/copy the database file to a second place every day/);
    expect(text).not.toMatch(/pip install sqlite3|discord\.py|rate limits and permissions/);
  });

  it('“learn Python” is taught in Python, not the general path’s JavaScript', async () => {
    const p = await plan(ask('complete beginner', 'learn Python', 30, 4));
    expect(textOf(p)).not.toMatch(JAVASCRIPT);
    expect(firstWeek(p, /^Install Python 3/)).toBe(1);
  });
});

describe('data work starts on the person’s own data, in the tool that fits it', () => {
  it('an R-using PhD student’s microscopy images: why Python and how R maps to it said first, scikit-image on her images in week 1', async () => {
    const p = await plan(ask("I'm a biology PhD student, I use R a little", "analyse my lab's microscopy data in Python", 40, 4));
    expect(p.title).toBe('Coding: a data project of your own');
    expect(p.description).toMatch(/^You use R: your target names Python/);
    expect(p.description).toMatch(/dplyr’s filter, mutate, group_by and summarise/);
    // Past Python's first week: she has programmed.
    expect(p.weeks[0]!.title).toBe('Week 1: pandas: load, look and select');
    expect(firstWeek(p, /skimage\.io\.imread/)).toBe(1);
    expect(firstWeek(p, /threshold_otsu/)).toBeLessThanOrEqual(3);
    expect(textOf(p)).toMatch(/regionprops_table/);
    const last = tasksOf(p).filter((t) => t.title === 'Milestone: Your data project, working and shown');
    expect(last.at(-1)?.description).toMatch(/segments and measures the objects in every image of a folder/);
  });

  it('an R user whose target names no language is told R does this well, and why the plan is Python', async () => {
    const p = await plan(ask('I use RStudio for my thesis statistics', 'analyse my survey data', 30, 3));
    expect(p.description).toMatch(/^You use R: R does this work well/);
    expect(firstWeek(p, /read_csv on one export of it/)).toBeLessThanOrEqual(2);
  });

  it('a potter’s sales sheets: her own workbook read with pandas and openpyxl in the first weeks, and the summary as the last milestone', async () => {
    const p = await plan(
      ask(
        'I run a small pottery shop and keep my sales in Excel, never coded',
        'analyse my sales spreadsheets with Python to see what sells',
        30,
        5,
      ),
    );
    expect(firstWeek(p, /^Your own data: put a copy of a few of your sales sheets/)).toBe(1);
    expect(firstWeek(p, /read_excel on a copy of one of your sheets \(it uses openpyxl/)).toBeDefined();
    const last = tasksOf(p).filter((t) => t.title === 'Milestone: Your data project, working and shown');
    expect(last.at(-1)?.description).toMatch(/your sales summary made from the sheets with one command/);
  });
});

describe('a path in another language than the person’s says why', () => {
  it('a Python programmer on the JavaScript path is told why, starts past the basics, and is pointed to the Python tracks', async () => {
    const p = await plan(ask('I know Python from uni', 'build a web app with React', 60, 5));
    expect(p.description).toMatch(/^You already write Python: web pages and apps are built in JavaScript/);
    expect(p.weeks[0]!.title).not.toMatch(/Your machine, Git and a first program/);
    expect(p.description).toMatch(/Coding’s Python tracks build on what you know/);
  });

  it('an analyst who writes Python builds the back end’s first API in Python, not Node', async () => {
    const p = await plan(ask('I know Python and SQL from my analyst job', 'get a junior backend developer job', 60, 5));
    expect(p.weeks[0]!.description).toMatch(/in Python \(FastAPI or Flask\), the language you write/);
    expect(p.weeks[0]!.description).not.toMatch(/Node/);
  });

  it('a VBA writer automating their job hears what carries over', async () => {
    const p = await plan(ask('I write VBA macros at work', 'automate the boring parts of my job', 45, 3));
    expect(p.title).toBe('Coding: a bot or script in use');
    expect(p.description).toMatch(/^You write VBA: a macro stops at the edge of Excel/);
  });
});

describe('the new track reads as the others do', () => {
  // Five coders at 2–7 days and 10–120 minutes: the evaluation's figures hold for them.
  readsAsTheOthers(
    [
      ["self-taught, I've built a few Python scripts", 'build a Discord bot for my gaming group', 60, 2],
      ['never coded', 'a Telegram bot that reminds my family of birthdays', 10, 7],
      ['I know some Python basics', 'scrape house prices from a property website every week', 120, 3],
      ['office manager, never coded', 'a small tool for my bike shop to track repairs', 20, 6],
      ['I write VBA macros at work', 'automate the boring parts of my job', 45, 3],
    ],
    0.6,
  );
});
