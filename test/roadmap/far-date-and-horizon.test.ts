import { deadlineOf } from '../../lambdas/roadmap/deadline';
import { planFor, tasksOf } from './held-weeks';

/**
 * Decision 397. A speech months away is led in lightly — one or two short sessions a week, each week its own,
 * the rest of the week free — and its last two weeks run whole just before the day, rather than drafted in
 * the first weeks and "kept fresh" for months. A date prepared for (a release, a birth, a move, a contract or
 * visa that ends) is a horizon: the plan ends before it and nothing is performed on it. "Today" is a Friday,
 * 27 November 2026; the plans start on the Monday after. The people are written for this test.
 */
const minutesOf = (week: { days: { tasks: { title: string; estimatedMinutes?: number }[] }[] }) =>
  week.days.flatMap((d) => d.tasks).reduce((n, t) => n + (t.estimatedMinutes ?? 0), 0);

describe('a speech far off is led in lightly, its programme run whole in the last weeks', () => {
  it.each([
    ['a maid of honour, 14 weeks', "a funny maid of honour speech for my sister's wedding on 5 March", 30, 3, 14],
    ['a best man, 10 weeks', "best man's speech for my brother's wedding on 5 February", 20, 2, 10],
    ['a father of the bride, 12 weeks', 'my speech as father of the bride at the wedding on 19 February', 45, 4, 12],
  ])('%s', (_, target, minutes, days, weeks) => {
    const plan = planFor('Writing Skills', 'I have never given a speech', target, minutes, days);
    expect(plan.weeks).toHaveLength(weeks);
    expect(plan.text).toMatch(/a light start, one or two short sessions a week and the rest of the week free/);
    expect(plan.text).toMatch(/“Rehearsed before a friend, and given”, run whole just before it/);
    const lead = plan.shape.leadIn!;
    expect(lead).toBeGreaterThanOrEqual(weeks - 4);
    const early = plan.weeks.slice(0, lead);
    // Each early week light and its own: stories and the brief first, the draft last, no "Kept fresh" before the cards.
    for (const week of early) {
      expect(week.title).toMatch(/^Week \d+: Early and light: /);
      expect(minutesOf(week)).toBeLessThanOrEqual(minutes * days);
    }
    expect(new Set(early.map((w) => w.title.replace(/^Week \d+: /, ''))).size).toBe(early.length);
    early.forEach((w, k) => early.slice(0, k).forEach((v) => expect([...tasksOf(w)].some((t) => !tasksOf(v).has(t))).toBe(true)));
    expect(early[0]!.days[0]!.tasks[0]!.title).toMatch(/^Ask .* how long you have/);
    expect(plan.weeks.some((w) => /Kept fresh/.test(w.title))).toBe(false);
    expect(plan.weeks.at(-1)!.title).toMatch(/Rehearsed before a friend, and given/);
    expect(
      plan.weeks
        .at(-1)!
        .days.at(-1)!
        .tasks.some((t) => /^Give your speech at the wedding/.test(t.title)),
    ).toBe(true);
  });

  it('a speech half a year off still leads in lightly, its weeks between only after the cards', () => {
    const plan = planFor('Writing Skills', 'never given a speech', "give the best man speech at my brother's wedding on 15 May", 30, 3);
    const lead = plan.shape.leadIn!;
    expect(plan.weeks.slice(0, lead).every((w) => /Early and light/.test(w.title))).toBe(true);
    const cards = plan.weeks.findIndex((w) => /on cards/.test(w.title));
    expect(cards).toBe(lead);
    expect(plan.weeks.findIndex((w) => /Kept fresh/.test(w.title))).toBeGreaterThan(cards);
  });

  it('a speech near enough for its programme, and a recital, are as they were', () => {
    const near = planFor('Writing Skills', 'never given a speech', 'a toast at my parents’ anniversary party on 25 December', 30, 3);
    expect(near.shape.leadIn).toBeUndefined();
    const recital = planFor(
      'Music (Instrumental Practice)',
      'grade 5 violin',
      "play Bach's Partita gavotte at my recital on 19 March",
      30,
      5,
    );
    expect(recital.shape.leadIn).toBeUndefined();
  });
});

describe('a light week is its session or two, its other days off the plan, its check its own or none', () => {
  it.each([
    ['a maid of honour, 14 weeks, 30 × 3', 'a funny maid of honour speech for my sister’s wedding on 5 March', 30, 3],
    ['a best man, 24 weeks, 15 × 2', "give the best man speech at my brother's wedding on 15 May", 15, 2],
    ['a daughter, 20 weeks, 45 × 4', "a speech at my dad's retirement do on 16 April", 45, 4],
    ['a groom, 18 weeks, 20 × 5', 'my groom’s speech at our wedding on 3 April', 20, 5],
  ])('%s', (_, target, minutes, days) => {
    const plan = planFor('Writing Skills', 'I have never given a speech', target, minutes, days);
    const lead = plan.shape.leadIn!;
    expect(lead).toBeGreaterThanOrEqual(3);
    const early = plan.weeks.slice(0, lead);
    for (const week of early) {
      // Not counted among the weeks between: "Early and light: The brief", not "…, week 1 of 20".
      expect(week.title).not.toMatch(/ of \d+$/);
      const [work, off] = [week.days.filter((d) => !/Rest day$/.test(d.title)), week.days.filter((d) => /Rest day$/.test(d.title))];
      expect(work.length).toBeGreaterThanOrEqual(1);
      expect(work.length).toBeLessThanOrEqual(2);
      expect(off.length).toBe(days - work.length);
      for (const day of off) expect(day.tasks.map((t) => t.title)).toEqual(['A day off the plan: this week’s work is on your other days']);
      const titles = week.days.flatMap((d) => d.tasks.map((t) => t.title));
      expect(titles.join('\n')).not.toMatch(/^(?:Look back at|.*, again: )/m);
      expect(week.days.map((d) => d.title).join('\n')).not.toMatch(/Practice:|Light day|This week’s check/);
    }
    // A check only where a week closes a part of the programme, and in its own words.
    const checks = early.flatMap((w) => w.days.flatMap((d) => d.tasks.filter((t) => /^Milestone:/.test(t.title))));
    expect(checks.length).toBeLessThanOrEqual(2);
    expect(JSON.stringify(plan.weeks)).not.toMatch(/done early/);
    expect(checks.map((t) => t.title)).toContain('Milestone: A whole draft written for the ear');
    // One description: the light start said once, not "Weeks 1–12 use less of your time than you gave" after it.
    const said = [...plan.text.matchAll(/Weeks? ([\d–, and]+?) uses? less of your time/g)].map((m) => m[1]!);
    for (const list of said) for (const n of list.match(/\d+/g)!) expect(Number(n)).toBeGreaterThan(lead);
    expect(plan.text).not.toMatch(/on average, less than your/);
    expect(plan.text).not.toMatch(/“Early and light/);
  });

  it('a best man half a year off at 15 × 2: the weeks between after the cards in their parts, none alike the week before', () => {
    const plan = planFor('Writing Skills', 'never given a speech', "give the best man speech at my brother's wedding on 15 May", 15, 2);
    const kept = plan.weeks.filter((w) => /Kept fresh/.test(w.title)).map((w) => w.title.replace(/^Week \d+: /, ''));
    expect(kept).toEqual([...new Set(kept)]);
    expect(kept[0]).toMatch(/part 1 of 2, week 1 of \d+$/);
    expect(kept[1]).toMatch(/part 2 of 2, week 1 of \d+$/);
  });
});

describe('a date prepared for is a horizon, not a day to perform on', () => {
  const today = '2026-11-27';
  it.each([
    ['a job lined up, my release date is 14 March'],
    ['a kitchen job for when I am released on 14 March'],
    ['get fit before the baby is due on 20 May'],
    ['get by in Spanish before we move to Valencia on 3 June'],
    ['a new job before my contract ends on 30 April'],
    ['settled before my visa runs out on 1 May'],
  ])('%s', (target) => {
    const date = deadlineOf(target, today)!;
    expect(date.horizon).toBe(true);
    expect(date.day).toBe(false);
  });

  it.each([
    ["a speech at my dad's retirement do on 16 April"],
    ['play at the baby shower on 3 May'],
    ["best man's speech for my brother's wedding on 5 February"],
    ['run my first 5K on 20 May'],
  ])('near miss, an event: %s', (target) => {
    const date = deadlineOf(target, today)!;
    expect(date.horizon).toBeUndefined();
    expect(date.day).toBe(true);
  });

  it('a fitness plan before the baby is due ends before the date, no event week on it', () => {
    const plan = planFor('Physical Fitness', 'I sit all day', 'get fit before the baby is due on 20 May', 30, 4);
    expect(plan.shape.deadline!.fit).not.toBe('held');
    expect(plan.text).toMatch(/Your date, “on 20 May”, is about 25 weeks away: this [\w-]+ plan finishes before it/);
    expect(plan.weeks.length).toBeLessThan(25);
  });

  it('a job search before a release ends before it', () => {
    const plan = planFor('Job Search Strategy', 'serving a sentence', 'a job lined up, my release date is 14 March', 30, 4);
    expect(plan.text).toMatch(/Your release date is 14 March, about 15 weeks away: this [\w-]+ plan finishes before it/);
    expect(JSON.stringify(plan.weeks)).not.toMatch(/the day itself|perform/i);
  });

  it.each([
    ['get by in Spanish before we move to Valencia in September', 'what you will need first to begin with'],
    ['conversational Spanish, we are moving to Valencia in October', 'what you will need first to begin with'],
  ])('a move far off: the closing advice is no rehearsal “as on the day” (%s)', (target, said) => {
    const plan = planFor('Spanish', 'A2, I can order food', target, 60, 5);
    expect(plan.shape.deadline!.horizon).toBe(true);
    expect(plan.text).toContain(said);
    expect(plan.text).not.toMatch(/as on the day/);
  });

  it('a language exam far off keeps its rehearsal as on the day (near miss)', () => {
    const plan = planFor('Spanish', 'A2, I can order food', 'pass the DELE B1 exam in September', 60, 5);
    expect(plan.shape.deadline!.horizon).toBeUndefined();
    expect(plan.text).not.toContain('what you will need first');
  });
});

describe('a talk’s date is not its subject', () => {
  it.each([
    ['give a 20-minute talk at a conference on 26 March', 'your subject'],
    ['a talk about Rust at the meetup on 3 June', 'Rust'],
    ['present on March 12 at the all-hands', 'your subject'],
  ])('%s', (target, topic) => {
    const plan = planFor('Writing Skills', 'I present at work sometimes', target, 45, 4);
    const words = JSON.stringify(plan.weeks);
    expect(words).toContain(`Outline ${topic} as an opening`);
    expect(words).not.toMatch(/Outline (?:26 March|March 12|3 June)/i);
  });
});
