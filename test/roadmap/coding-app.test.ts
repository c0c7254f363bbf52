import { ask, firstWeek, plan, readsAsTheOthers, tasksOf, textOf } from './coding-plans';

/**
 * The app a person names is built across the weeks (issue #36, round 9; decision 121), read as a mentor
 * who teaches the front end through the learner's own app would: its screen in HTML and CSS in week 1,
 * its data and first rule in JavaScript, the DOM and events, online by week 4, forms, storage and fetch,
 * ready for its people on their phones; a framework when the target names one, and a hosted database with
 * sign-in when the app needs accounts or sharing. On main every one of these people got the general
 * path's console JavaScript ("Your machine, Git and a first program", a tip calculator, FizzBuzz).
 */

/** The general path's console programs: what an app-maker's plan must not hand them instead of their app. */
const CONSOLE = /node todo\.js|FizzBuzz|tip calculator|Your machine, Git and a first program/;

describe('the app in the target is built week by week, from its first screen', () => {
  it('a teacher’s quiz for her class: the quiz’s screen in week 1, its marking rule in JavaScript, online by week 4, in her pupils’ hands', async () => {
    const p = await plan(ask('I teach year 8 science and have never coded', 'a quiz app my class can use on their phones', 45, 4));
    expect(p.title).toBe('Coding: your app, working and published');
    const text = textOf(p);
    expect(text).not.toMatch(CONSOLE);
    expect(p.weeks[0]!.title).toBe('Week 1: Your quiz app: its screens on paper, its first screen in HTML and CSS');
    expect(firstWeek(p, /^Write a function isCorrect\(question, choice\)/)).toBe(2);
    expect(firstWeek(p, /^Publish your quiz app with GitHub Pages/)).toBeLessThanOrEqual(4);
    // Forms, storage and fetch follow, on the quiz's own questions.
    expect(text).toMatch(/^Build a form that adds to the questions and answers/m);
    expect(text).toMatch(/localStorage/);
    expect(text).toMatch(/Open Trivia DB/);
    expect(tasksOf(p).map((t) => t.title)).toContain('Milestone: Your quiz app live, used on a phone by your class');
    // Reached within half a year at her time, and said so.
    expect(p.description).toMatch(/reaches Your app, working and published .* in about \d+ weeks/);
  });

  // The same class of target in other words: the app's name reaches the weeks' titles and tasks.
  it.each([
    ['complete beginner', 'an app where my pupils can revise their times tables', 'your times tables app', 'your pupils'],
    ['never coded', 'a recipe app for my family', 'your recipe app', 'your family'],
    ['office worker, no coding', 'build a habit tracker for me and my friends', 'your habit tracker', 'your friends'],
    ['beginner', 'make a budget planner for our household', 'your budget planner', 'your household'],
    ['volunteer, never programmed', "our netball team's results app", 'your results app', 'your netball team'],
    ['I teach piano, never coded', 'an app where my students can practise their scales', 'your scales app', 'your students'],
  ])('“%s” → “%s”: %s, for %s', async (current, target, app, who) => {
    const p = await plan(ask(current, target, 30, 4));
    expect(p.title).toMatch(/^Coding: your app/);
    expect(textOf(p)).not.toMatch(CONSOLE);
    expect(p.weeks[0]!.title.toLowerCase()).toContain(app);
    expect(textOf(p)).toContain(`Give the address to two or three of ${who}`);
  });

  // How far up the ladder the words go: shared data for a vote, accounts for bookings; a book club is not a booking.
  it.each([
    ['a booking site for my tennis club', 'Coding: your app with accounts', 'Your booking site', true],
    ['an appointment system for my physio clinic', 'Coding: your app with accounts', 'Your booking site', true],
    ['a web app for my book club to vote on the next book', 'Coding: your app with accounts', 'Your app', false],
    ['an app that helps my team plan rotas', 'Coding: your app, working and published', 'Your app', false],
    ['build a shopping list app for my family', 'Coding: your app, working and published', 'Your shopping list app', false],
  ])('“%s” → %s, week 1 on %s', async (target, title, app, bookingTools) => {
    const p = await plan(ask('never coded', target, 30, 4));
    expect(p.title).toBe(title);
    expect(p.weeks[0]!.title).toBe(`Week 1: ${app}: its screens on paper, its first screen in HTML and CSS`);
    expect(/Calendly/.test(p.description)).toBe(bookingTools);
  });

  it('a plain “build a web app” names no app of its own and keeps the general path', async () => {
    const p = await plan(ask('never coded', 'build a web app', 30, 4));
    expect(p.weeks[0]!.title).toBe('Week 1: Your machine, Git and a first program');
  });

  it('someone who knows HTML and CSS starts at JavaScript, on their app’s data', async () => {
    const p = await plan(ask('I know HTML and CSS from my band website', 'a recipe app for my family', 120, 2));
    expect(p.weeks[0]!.title).toBe('Week 1: JavaScript basics, on your recipe app’s own data');
    expect(firstWeek(p, /scale\(recipe, servings\)/)).toBe(1);
  });
});

describe('a framework when the target names one, accounts when the app needs them', () => {
  it('a React app for someone past the JavaScript course: the DOM first, then React’s components, state, effects and React Router', async () => {
    const p = await plan(ask('I finished the JavaScript course on freeCodeCamp', 'a React app to track my marathon training', 60, 3));
    expect(p.title).toBe('Coding: your app in a framework');
    expect(p.weeks[0]!.title).toBe('Week 1: The DOM: your tracker’s data on the screen');
    const text = textOf(p);
    expect(text).toMatch(/react\.dev’s “Quick Start”/);
    expect(text).toMatch(/useState holds it/);
    expect(text).toMatch(/^Add React Router: a route for each screen/m);
    expect(text).not.toMatch(/Supabase|Vue/);
  });

  it('a Vue app with sign-in for a choir: Vue’s own docs and router, then Supabase with row-level security and two test accounts', async () => {
    const p = await plan(ask('I know some JavaScript', 'a Vue app with log in so my choir can share rehearsal notes', 60, 5));
    expect(p.title).toBe('Coding: your app with accounts');
    const text = textOf(p);
    expect(text).toMatch(/Vue Router/);
    expect(text).not.toMatch(/React Router|react\.dev/);
    expect(text).toMatch(/Row Level Security/);
    expect(text).toMatch(/auth\.uid\(\) = user_id/);
    expect(text).toMatch(/the second must not see the first’s private data/);
    expect(tasksOf(p).map((t) => t.title)).toContain('Milestone: Your app with accounts, used by your choir');
  });

  it('a firebase app names Firestore’s rules, and a class’s data goes past the school’s data protection lead', async () => {
    const p = await plan(ask('I know JavaScript', 'a Firebase app where my class can share their science results', 120, 5));
    const text = textOf(p);
    expect(text).toMatch(/Firestore’s security rules/);
    expect(text).not.toMatch(/Supabase/);
    expect(text).toMatch(/^Ask your school’s data protection lead \(outside a school, the parents\) before children use it/m);
  });

  it('a booking site for a small business: the ready-made tools said first, and bookings as its data from week 2', async () => {
    const p = await plan(
      ask('I run a dog grooming business, never programmed', 'a website where my clients can book a grooming slot', 30, 5),
    );
    expect(p.title).toBe('Coding: your app with accounts');
    expect(p.description).toMatch(/^A ready-made booking tool \(Calendly, Cal\.com, SimplyBook\.me\)/);
    expect(p.weeks[0]!.title).toBe('Week 1: Your booking site: its screens on paper, its first screen in HTML and CSS');
    expect(firstWeek(p, /isFree\(slot, bookings\)/)).toBe(2);
  });
  it('a yoga studio’s students booking classes get a privacy note on customers, not a school’s data protection lead', async () => {
    const p = await plan(
      ask(
        'I run a small yoga studio, I can edit my Squarespace site but never coded',
        'a site where my students can book classes and see their passes',
        90,
        5,
      ),
    );
    const text = textOf(p);
    expect(text).toMatch(/^Write a privacy note: what you keep about customers/m);
    expect(text).not.toMatch(/data protection lead/);
  });

  it('one person writes and others read (a coach’s match times for parents): a published JSON file, no accounts', async () => {
    const p = await plan(ask('I coach a kids’ football team, never coded', 'an app where parents can see match times and results', 60, 2));
    expect(p.title).toBe('Coding: your app, working and published');
    expect(textOf(p)).toMatch(/this file is its database: edit it, push, and everyone sees the new version/);
    expect(textOf(p)).toContain('Give the address to two or three of the parents');
  });
});

describe('the app track reads as the others do', () => {
  // Five app-makers at 2–7 days and 10–120 minutes.
  readsAsTheOthers(
    [
      ['I teach year 8 science and have never coded', 'a quiz app my class can use on their phones', 45, 4],
      ['complete beginner', 'an app where my pupils can revise their times tables', 10, 7],
      ['I know HTML and CSS from my band website', 'a recipe app for my family', 120, 2],
      ['I run a dog grooming business, never programmed', 'a website where my clients can book a grooming slot', 30, 5],
      ['I finished the JavaScript course on freeCodeCamp', 'a React app to track my marathon training', 60, 3],
    ],
    0.6,
  );
});
