import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 14 (issue #36, decision 236): the artefact a person names was replaced by a generic course and
 * where they start was ignored — a charity office manager's rota e-mails from a Google Sheet got 26 weeks
 * of console games in Node.js, a pandas analyst's Streamlit dashboard got pandas lesson 1 for 16 weeks,
 * and a 14-year-old's Minecraft sword mod got a Godot game. People written for this test, read as a
 * programming mentor would: the artefact in the tasks from week 1, its own tools, honest weeks.
 */

const coding = onOption('Coding');
const SHEETS = 'E-mails sent from your spreadsheet';
const DASHBOARD = 'A dashboard your team opens in a browser';
const MOD = 'Your own Minecraft or Terraria mod';

/** The general course's console projects and the data track's first lesson, which none of these people need. */
const GENERAL = /console to-do list|FizzBuzz|tip calculator|Godot|pandas: load, look and select/;

describe('e-mails sent from a spreadsheet, in the tool the person’s words name', () => {
  it.each([
    ['office admin', 'send personalised emails from Excel automatically'],
    ['volunteer coordinator', 'bulk email our volunteers from a spreadsheet'],
    ['I run a choir', 'set up email reminders for rehearsals'],
    ['I do mail merges in Word', 'automate our mail merge'],
  ])('%s → %s: chooses the track', (current, target) => {
    expect(coding.trackOf(current, target)).toBe(SHEETS);
  });

  it.each([
    [
      'I manage a charity office and do mail merges in Word',
      'send our weekly volunteer rota e-mails automatically from our Google Sheet',
      30,
      3,
      /Extensions → Apps Script/,
      /100 recipients a day from a gmail\.com account and 1,500 from Google Workspace/,
      /Week timer/,
    ],
    [
      'receptionist at a dental practice, I use Excel every day',
      'email appointment reminders to patients from our Excel sheet through Outlook automatically',
      20,
      5,
      /List rows present in a table/,
      /Exchange Online allows 10,000 recipients a day/,
      /Recurrence/,
    ],
    [
      'I did a Python course last year',
      'a Python script that emails the weekly class rota from a spreadsheet',
      60,
      2,
      /pip install openpyxl/,
      /a work account's limits are IT's to tell you/,
      /Task Scheduler|cron/,
    ],
    [
      "I keep our football club's fixtures in Google Sheets",
      'send reminder emails to players before each match',
      15,
      7,
      /Extensions → Apps Script/,
      /getRemainingDailyQuota/,
      /Day timer for daily reminders/,
    ],
  ])(
    '%s → %s: the copy, one e-mail to yourself, a test mode, limits and a schedule',
    async (current, target, minutes, days, open, limit, schedule) => {
      expect(coding.trackOf(current, target)).toBe(SHEETS);
      const p = await coding.plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      expectOnTheirDays(p, minutes, days);
      const text = textOf(p);
      expect(text).toMatch(open);
      expect(text).toMatch(limit);
      expect(text).toMatch(schedule);
      const titles = tasksOf(p).map((t) => t.title);
      expect(titles.some((t) => /^Make a copy of the .+ and work only on the copy$/.test(t))).toBe(true);
      expect(titles).toContain('Send that one e-mail to your own address, never to anyone on the list yet');
      expect(titles.some((t) => t.startsWith('A test switch at the top of the script'))).toBe(true);
      expect(titles).toContain('One person, one e-mail: never the whole list’s addresses in To or CC'.replace('’', "'"));
      expect(text).not.toMatch(GENERAL);
      // Weeks, not half a year: about 16 hours at the person's time.
      expect(p.weeks.length).toBeLessThanOrEqual(12);
    },
  );

  it('says what an e-mail may say of a patient, and of children, where the words name them', async () => {
    const dental = textOf(
      await coding.plan('dental receptionist', 'email appointment reminders to patients from our Excel sheet through Outlook', 30, 3),
    );
    expect(dental).toMatch(/Anything about health is special category data/);
    const club = textOf(await coding.plan('junior football coach', 'send the match rota e-mails to parents from a Google Sheet', 30, 3));
    expect(club).toMatch(/E-mails about children go to their parents or carers/);
    expect(club).not.toMatch(/special category/);
    // A school office e-mailing teachers their cover duties is not e-mailing children.
    const school = await coding.plan(
      'I write Excel macros in VBA at the school office',
      'an Excel macro that emails each teacher their cover duties through Outlook',
      30,
      4,
    );
    const staff = textOf(school);
    expect(staff).not.toMatch(/E-mails about children/);
    expect(staff).toMatch(/Alt\+F11 opens the VBA editor|CreateObject\("Outlook\.Application"\)/);
    expect(staff).toMatch(/the new Outlook runs no VBA/);
  });

  it.each([
    ['bookkeeper', 'send my monthly invoices from my spreadsheet by e-mail'],
    ['analyst', 'automate my weekly sales report in Excel and email it to my boss'],
    ['I use Excel', 'build a website that shows our Google Sheet'],
    ['I use Python', 'a Discord bot that posts reminders from a Google Sheet'],
    ['I use Excel at work', 'get better at Excel formulas and pivot tables'],
  ])('%s → %s: not this track (invoices, a report, a website, a bot, Excel itself)', (current, target) => {
    expect(coding.trackOf(current, target)).not.toBe(SHEETS);
  });
});

describe('a dashboard for someone who already codes: started where they are, built and shared', () => {
  it.each([
    [
      'data analyst, I use pandas every day',
      'build a Streamlit dashboard my team can open in a browser',
      45,
      4,
      'Install Streamlit and show your own data in it',
      [/streamlit run app\.py/, /st\.cache_data/, /st\.sidebar/, /Deploy Streamlit using Docker/, /Community Cloud/],
    ],
    [
      'Python developer, five years',
      'a Plotly Dash app showing our sensor data to the lab team',
      90,
      5,
      'Install Dash and show your own data in it',
      [/Dash in 20 Minutes/, /@callback/, /gunicorn app:server/],
    ],
    [
      'I use R and SQL at work, analyst in a hospital trust',
      'a Power BI dashboard for my manager',
      30,
      5,
      'Install Power BI and show your own data in it',
      [/Power Query/, /Slicers/, /Publish to web makes a report public to anyone: never for team data/],
    ],
    [
      'I write SQL every day',
      'a Tableau dashboard of our sales for the regional managers',
      20,
      6,
      'Install Tableau and show your own data in it',
      [/Tableau Public publishes everything/, /Tableau Cloud or Tableau Server/],
    ],
  ])('%s → %s: its tool from week 1, to the team, privately', async (current, target, minutes, days, first, steps) => {
    expect(coding.trackOf(current, target)).toBe(DASHBOARD);
    const p = await coding.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const titles = tasksOf(p).map((t) => t.title);
    expect(p.weeks[0]!.days.flatMap((d) => d.tasks).map((t) => t.title)).toContain(first);
    expect(titles).toContain('Ask two teammates which three questions they would open the dashboard to answer');
    expect(titles).toContain(
      'Ask whoever owns the data where the dashboard may run: inside the company’s network, or a cloud service'.replace('’', "'"),
    );
    const text = textOf(p);
    for (const step of steps) expect(text).toMatch(step);
    expect(text).not.toMatch(GENERAL);
    expect(text).not.toMatch(/read_csv, head|df\.head\(\)/);
    expect(p.weeks.length).toBeLessThanOrEqual(12);
  });

  it.each([
    ['I only use Excel, never coded', 'make a dashboard for our sales'],
    ['React developer', 'an admin dashboard for my React app'],
    ['I use pandas', 'analyse our survey results in a notebook'],
  ])('%s → %s: not this track (no code yet, an app’s admin page, an analysis)', (current, target) => {
    expect(coding.trackOf(current, target)).not.toBe(DASHBOARD);
  });
});

describe('a first mod for the game the person plays, made safely', () => {
  it.each([
    [
      "I'm 14 and play Minecraft Java edition",
      'make my own Minecraft mod that adds a new sword',
      45,
      4,
      'Register your sword as a new item',
      [/adoptium\.net/, /template generator on fabricmc\.net/, /runClient/, /Registries\.ITEM/, /data\/<modid>\/recipe\//],
    ],
    [
      "I'm 11, I play Minecraft on my Xbox",
      'make a Minecraft add-on with a new pickaxe',
      20,
      7,
      'Register your pickaxe as a new item',
      [/never on an Xbox, Switch or PlayStation/, /behaviour pack/, /minecraft:recipe_shaped/, /\.mcaddon/],
    ],
    [
      'never coded, I play modded Minecraft',
      'make a Minecraft mod with MCreator',
      30,
      3,
      'Register your sword as a new item',
      [/MCreator from mcreator\.net only/, /mod element of type Tool/, /When mob is hit with tool/],
    ],
    [
      'I know Java from university',
      'a NeoForge mod that adds a new ore to Minecraft',
      60,
      3,
      'Register your sword as a new item',
      [/DeferredRegister\.Items/, /your ore needs too, and your ore follows/, /a block of your own, and its ore generating in the world/],
    ],
    [
      "I'm 15, I play Terraria on PC",
      'make a Terraria mod with a fire sword',
      40,
      3,
      'Register your sword as a new item',
      [/Develop Mods → Create Mod/, /extends ModItem/, /OnHitNPC/, /Steam Workshop/],
    ],
  ])(
    '%s → %s: the official tools, an item registered, textured, a recipe, shared',
    async (current, target, minutes, days, register, steps) => {
      expect(coding.trackOf(current, target)).toBe(MOD);
      const p = await coding.plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      expectOnTheirDays(p, minutes, days);
      expect(p.description).toMatch(/Install only from official sites, with a parent or carer if you are under 18/);
      expect(p.description).not.toMatch(/does not teach/);
      const titles = tasksOf(p).map((t) => t.title);
      expect(titles[0]).toBe('Agree the setup with a parent or carer: what gets installed, and only from the official sites');
      expect(titles).toContain(register);
      expect(titles.some((t) => t.startsWith('A crafting recipe for your'))).toBe(true);
      const text = textOf(p);
      for (const step of steps) expect(text).toMatch(step);
      expect(text).not.toMatch(GENERAL);
      expect(p.weeks.length).toBeLessThanOrEqual(10);
    },
  );

  it.each([
    ['14, play minecraft', 'make a sword mod'],
    ['I play Minecraft a lot', 'learn Minecraft modding'],
    ['I code in Java', 'make a Forge mod'],
  ])('%s → %s: chooses the track', (current, target) => {
    expect(coding.trackOf(current, target)).toBe(MOD);
  });

  it('tells an 11-year-old to have a parent beside them, and a 14-year-old not that', async () => {
    const young = await coding.plan("I'm 11, I play Minecraft", 'make a Minecraft mod with a new sword', 30, 3);
    expect(young.description).toMatch(/^Under 13: do this with a parent or carer beside you/);
    const teen = await coding.plan("I'm 14, I play Minecraft", 'make a Minecraft mod with a new sword', 30, 3);
    expect(teen.description).not.toMatch(/Under 13/);
  });

  it.each([
    ['I play Minecraft', 'make a Minecraft server plugin with Paper', 'A game of your own'],
    ['I play Minecraft', 'make a Minecraft-style voxel game in Godot', 'A game of your own'],
    ['I play Skyrim', 'make a mod for Skyrim with new swords', undefined],
    ['my son plays Roblox', 'make a Roblox game', 'A game of your own'],
  ])('%s → %s: not this track (a plugin, a game of their own, another game’s mods)', (current, target, track) => {
    const chosen = coding.trackOf(current, target);
    expect(chosen).not.toBe(MOD);
    if (track) expect(chosen).toBe(track);
  });

  it('says another game’s mods are outside the general course rather than teaching JavaScript silently', async () => {
    const p = await coding.plan('I play Stardew Valley', 'make a Stardew Valley mod that adds a new crop', 30, 3);
    expect(p.description).toMatch(/does not teach mods for that game \(its own tools: SMAPI for Stardew Valley/);
  });
});
