import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { ask, plan, type Learner } from './coding-plans';

/**
 * An exercise from an outside course reads right with every theme its track can give it (decision 300). Decision 285
 * filled Coding's practice with exercises from named sources, each with the week's theme in its words, and a coach
 * read "Kaggle: one notebook on data like conditional formatting with openpyxl" and "Kaggle Learn: one exercise of the
 * Pandas course on what the week in the file name and the sheet title uses": a course's exercises come in the
 * course's order, not the theme's, so they name themselves ("the next exercise") and the week's theme is only where
 * the person goes back to after it ("then back to …"), which reads right whatever the theme is.
 */

const CURRICULA = join(__dirname, '../../lambdas/roadmap/curricula');
/** Outside courses and galleries whose exercises follow their own order, not the person's project. */
const COURSE =
  /Kaggle|SQLBolt|PostgreSQL Exercises|10 minutes to pandas|javascript\.info|freeCodeCamp|Python tutorial|Apps Script: one sample|Gallery:|Automate the Boring Stuff/;

const PEOPLE: readonly [who: string, person: Learner][] = [
  ['a VBA writer automating reports', ['I do Excel macros in VBA at work', 'automate my reports with Python', 45, 4]],
  ['a freelancer’s invoices', ['I make invoices by hand in Excel', 'generate my monthly invoices with Python', 30, 5]],
  ['a teacher’s class website', ['primary school teacher, never coded', 'make a website for my class with homework pages', 30, 3]],
  ['an analyst learning SQL', ['I use Excel pivot tables', 'write SQL queries for our sales reports', 20, 6]],
  ['a team’s dashboard', ['I know some Python', 'a Streamlit dashboard for our team’s sales numbers', 20, 3]],
  [
    'an office’s reminder e-mails',
    ['I keep our rota in Google Sheets', 'send reminder e-mails from our Google Sheet automatically', 15, 3],
  ],
  ['a teen’s Minecraft mod', ["I'm 13 and play Minecraft a lot, never coded", 'make my own Minecraft mod with new blocks', 20, 3]],
];

const themeOf = (title: string) => /: Practice, week \d+(?: of \d+)?: (.+?)(?:, again)? \(/.exec(title)?.[1];
const themed = (p: RoadmapPlan) => p.weeks.filter((w) => themeOf(w.title));
const titles = (p: RoadmapPlan) => p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));

describe('an outside course’s exercise reads right whatever the week’s theme', () => {
  it.each(PEOPLE)('%s: no course exercise names the week’s theme', async (_who, person) => {
    const p = await plan(ask(...person));
    expect(themed(p).length).toBeGreaterThan(0);
    const misfits = themed(p).flatMap((w) =>
      w.days.flatMap((d) =>
        d.tasks
          .filter((t) => COURSE.test(t.title) && t.title.replace(`then back to ${themeOf(w.title)!}`, '').includes(themeOf(w.title)!))
          .map((t) => t.title),
      ),
    );
    expect(misfits).toEqual([]);
  });

  it.each(PEOPLE)('%s: none of the titles a coach read as nonsense', async (_who, person) => {
    const all = titles(await plan(ask(...person)));
    expect(
      all.filter((t) =>
        /notebook on data like|on what .+ uses\b|Words: 150 words for|Quotas: how many e-mails|on the clause .+ uses/.test(t),
      ),
    ).toEqual([]);
  });

  it('the VBA writer still meets the Pandas course and Kaggle in the order they come, beside the week’s own steps', async () => {
    const p = await plan(ask('I do Excel macros in VBA at work', 'automate my reports with Python', 45, 4));
    const practice = themed(p).flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    expect(practice.some((t) => /^Kaggle Learn’s Pandas course: the next exercise, then back to /.test(t))).toBe(true);
    expect(practice.some((t) => /^Kaggle: a notebook on sales data/.test(t))).toBe(true);
    // The week's theme is in its steps: a plan, a build, a ship of that week's piece of the report.
    for (const week of themed(p)) expect(week.days[0]!.tasks[0]!.title).toContain(themeOf(week.title)!);
  });

  it('the teacher reads MDN and the keyboard check on this week’s page, not on “a web font for headings”', async () => {
    const p = await plan(ask('primary school teacher, never coded', 'make a website for my class with homework pages', 45, 5));
    const all = titles(p);
    expect(all).toContain('MDN: the page of one element or property this week’s work used, one example tried');
    expect(all.some((t) => /^MDN: .*(?:homework|term|class)/.test(t))).toBe(false);
  });

  it('in every Coding track, a course’s exercise takes no theme: its words read the same for every week', () => {
    const files = readdirSync(CURRICULA).filter((f) => /^coding(?:-[a-z]+)?\.json$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    const themedCourses = files.flatMap((file) => {
      const data = JSON.parse(readFileSync(join(CURRICULA, file), 'utf8')) as { practice?: { tasks?: { title: string }[] } };
      return (data.practice?.tasks ?? [])
        .filter((t) => COURSE.test(t.title) && t.title.replace('then back to {theme}', '').includes('{theme}'))
        .map((t) => `${file}: ${t.title}`);
    });
    expect(themedCourses).toEqual([]);
  });
});
