import { ask, plan, textOf, type Learner } from './coding-plans';

/**
 * Coding as a mentor reads it for the person's own stack and purpose (decision 294): a job track practises the
 * language the person names (round 17's Flask learner got "the event loop" and "DOM events" for a Python job), a
 * website's practice sections follow whom the site is for (a teacher's class site got "opening hours, prices or
 * skills"), a plural the person's words fill reads "your reports’ data", and a week of lessons says its daily block
 * as the week's steps, in order, not the same words on four days.
 */

/** The JavaScript topics of the job track's portfolio level: a front-end learner's, no one else's. */
const FRONT_END = /\b(?:the event loop|DOM events|promises and async\/await|React state|closures: once|CSS layout)\b/;

const JOBS: readonly [stack: string, person: Learner, own: RegExp][] = [
  [
    'Python',
    ['self-taught, built a Flask to-do app', 'get a junior Python developer job', 120, 5],
    /pytest|Python’s dicts and sets|generators and yield/,
  ],
  [
    'Python',
    ['data analyst, Python and pandas daily', 'junior Python developer job in 6 months', 60, 4],
    /pytest|Python’s dicts|virtualenv/,
  ],
  [
    'Java',
    ['CS graduate, Java and Spring Boot at uni', 'first job as a Java developer', 45, 6],
    /JUnit 5|HashMap and HashSet|Maven or Gradle/,
  ],
  ['C#', ['I write C# at a small firm, no degree', 'get a job as a .NET developer', 60, 3], /xUnit|Task and await|dotnet CLI/],
  [
    'Go',
    ['I learnt Go from A Tour of Go, built a CLI tool', 'get a job as a junior Go developer', 90, 5],
    /goroutines|Go maps|table-driven/,
  ],
];

describe('a junior developer job practises the language the person names', () => {
  it.each(JOBS)('%s: %j reads its own fundamentals and no front-end topics', async (stack, person, own) => {
    const text = textOf(await plan(ask(...person)));
    expect(text).toMatch(own);
    expect(text).not.toMatch(FRONT_END);
    // Its exercises for a part of the language come from that language's Exercism track.
    expect(text).toContain(`Exercism’s ${stack} track`);
  });

  it('a front-end learner keeps the JavaScript topics and javascript.info beside them', async () => {
    const text = textOf(await plan(ask('I know JavaScript and built two sites', 'junior developer job', 90, 5)));
    expect(text).toMatch(FRONT_END);
    expect(text).toMatch(/javascript\.info or MDN/);
    expect(text).not.toMatch(/pytest|JUnit|goroutines/);
  });

  it('a learner who names no language gets topics in their own language, not JavaScript or Python', async () => {
    const text = textOf(await plan(ask('bootcamp graduate, a few projects', 'get a junior developer job', 90, 5)));
    expect(text).toMatch(/in your language/);
    expect(text).not.toMatch(FRONT_END);
    expect(text).not.toMatch(/pytest|JUnit|goroutines|xUnit/);
    expect(text).toContain('Exercism’s track for your language');
    expect(text).not.toMatch(/Exercism’s (?:Python|JavaScript) track/);
  });

  it('"go back to work" is not Go, and "JavaScript" is not Java', async () => {
    const back = textOf(await plan(ask('I want to go back to work after kids, did a bootcamp', 'get a junior developer job', 90, 5)));
    expect(back).not.toMatch(/goroutines|Go maps/);
    const js = textOf(await plan(ask('I know JavaScript and built two sites', 'junior developer job', 90, 5)));
    expect(js).not.toMatch(/JUnit|HashMap/);
  });
});

const SITES: readonly [purpose: string, person: Learner, own: RegExp, not: RegExp][] = [
  [
    'a class',
    ['primary school teacher, never coded', 'make a website for my class with homework pages', 30, 3],
    /this week’s homework|term dates/,
    /opening hours|a list of your profiles|what you are working on now/,
  ],
  [
    'a class',
    ['year 2 teacher, I can use Word', 'a class website for parents with spellings and homework', 20, 4],
    /this week’s homework|term dates|learning this term/,
    /opening hours|a list of your profiles/,
  ],
  [
    'a club',
    ['secretary of a running club, never coded', 'a website for our running club with events and how to join', 45, 3],
    /fixtures|meeting times|who can join|the committee/,
    /opening hours|homework/,
  ],
  [
    'a business',
    ['I run a small bakery, no coding', 'build a website for my bakery', 30, 5],
    /opening hours and prices|what you sell/,
    /homework|fixtures/,
  ],
  [
    'a personal site',
    ['primary school teacher, never coded', 'a personal website about my hiking', 45, 4],
    /what you are working on now|a list of your profiles/,
    /homework|term dates|fixtures/,
  ],
];

describe('a website practises the pages of whom it is for', () => {
  it.each(SITES)('%s: %j', async (_purpose, person, own, not) => {
    const text = textOf(await plan(ask(...person)));
    expect(text).toMatch(own);
    expect(text).not.toMatch(not);
  });

  it('a class site’s first photo keeps the children’s faces and names off it, a personal site’s does not say so', async () => {
    const teacher = textOf(
      await plan(ask('primary school teacher, never coded', 'make a website for my class with homework pages', 30, 3)),
    );
    expect(teacher).toMatch(/not their faces: a school’s safeguarding policy asks parents’ consent/);
    const own = textOf(await plan(ask('nurse, never coded', 'a personal website about my hiking', 30, 3)));
    expect(own).not.toMatch(/safeguarding/);
    expect(own).toMatch(/ask before putting anyone else’s face online/);
  });

  it('a week of lessons learns what it adds to the page, never “this week’s section” before a section exists (round 17’s readers)', async () => {
    const p = await plan(ask('primary school teacher, never coded', 'make a website for my class with homework pages', 30, 3));
    const first = p.weeks[0]!.days.flatMap((d) => d.tasks.map((t) => `${t.title} ${t.description}`)).join('\n');
    expect(first).toMatch(/^Learn: what this week’s lesson adds to your page, on MDN/m);
    expect(textOf(p)).not.toMatch(/this week’s section|the elements this section needs/);
  });
});

describe('a website’s about page and its entries are of whom it is for', () => {
  it.each([
    [
      'primary school teacher, never coded',
      'make a website for my class with homework pages',
      /about page: the class, its teacher/,
      /entries of the class’s work .* with no names/,
    ],
    [
      'I run a small bakery, no coding',
      'build a website for my bakery',
      /about page: who runs it/,
      /entries of what you offer \(products or services\)/,
    ],
    [
      'nurse, never coded',
      'a personal website about my hiking',
      /about page: who you are, what you do/,
      /entries of your work \(projects, pieces or services\)/,
    ],
  ] as const)('%s → %s', async (current, target, about, entries) => {
    const text = textOf(await plan(ask(current, target, 30, 3)));
    expect(text).toMatch(about);
    expect(text).toMatch(entries);
    expect(text).not.toMatch(/\{(?:about|entries)\}/);
  });
});

describe('a hole the person fills with a plural owns as a plural', () => {
  it('"my reports" reads "your reports’ data", never "reports’s"', async () => {
    const text = textOf(await plan(ask('I do weekly Excel reports at work', 'automate my reports with Python', 45, 4)));
    expect(text).toMatch(/your reports’ data/);
    expect(text).not.toMatch(/reports’s/);
  });

  it('a singular keeps its ’s', async () => {
    const text = textOf(await plan(ask('I do a weekly Excel report at work', 'automate my weekly sales report with Python', 45, 4)));
    expect(text).toMatch(/report’s data/);
    expect(text).not.toMatch(/report’ data/);
  });
});

describe('a week of lessons says its daily block as the week’s steps, in order', () => {
  const MOD: Learner = ['my son is 12 and plays Minecraft a lot', 'make a Minecraft mod', 120, 7];

  it('a modder at 120 × 7: no week holds "Mod: N minutes on this week’s addition" on two days', async () => {
    const p = await plan(ask(...MOD));
    for (const week of p.weeks) {
      const daily = week.days.filter((d) => d.tasks.some((t) => /^Mod: \d+ minutes on /.test(t.title)));
      expect({ week: week.title, days: Math.min(daily.length, 2) }).toEqual({ week: week.title, days: Math.min(daily.length, 1) });
    }
  });

  it('a modder at 120 × 7: each week plans before it builds, and builds before it tests and ships', async () => {
    const p = await plan(ask(...MOD));
    const order = ['Plan', 'Build', 'Test', 'Ship'];
    for (const week of p.weeks) {
      const steps = week.days.flatMap((d) =>
        d.tasks.map((t) => /^(Plan|Build|Test|Ship): /.exec(t.title)?.[1]).filter((s) => s !== undefined),
      );
      expect(steps.length).toBeGreaterThanOrEqual(4);
      const ranks = steps.map((s) => order.indexOf(s));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('a practice day’s title lower-cases a task whose own description opens with its first word', async () => {
    const p = await plan(ask('data analyst who knows SQL', 'learn Python for data analysis', 45, 5));
    const titles = p.weeks.flatMap((w) => w.days.map((d) => d.title));
    expect(titles.some((t) => /Practice: .*\brestart and run all\b/.test(t))).toBe(true);
    expect(titles.filter((t) => /Practice: .* and Restart\b/.test(t))).toEqual([]);
  });
});
