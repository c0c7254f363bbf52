import { readBack } from '../../lambdas/roadmap/reading';
import { builtinProvider, generateRoadmap, type RoadmapPlan } from '../../lambdas/roadmap/generate';
import { asker } from './ask';
import { textOf, weekOf } from './custom-ask';

/**
 * Skills plans built around the person's own artefact (issue #36, round 9, decisions 115–117): the
 * self-employed person's records for their own tax return, a memoir written from its letters and papers,
 * a blog whose posts go out on their days, a player's part in their band or orchestra, a teacher's marking
 * tried on their own classes. Each class is asked in several wordings by people written for
 * these tests; a coach of the field must see the thing on most weeks, and the plan ends with it made.
 */

const ask = asker(30);
const plan = (option: string, current: string, target: string, days = 3, minutes = 30) =>
  generateRoadmap(
    {
      ...ask(option, current, target, { daysPerWeek: days }),
      answers: { currentLevel: current, targetLevel: target, dailyMinutes: minutes },
    },
    builtinProvider,
  );
const trackOf = (option: string, current: string, target: string) => readBack(ask(option, current, target)).track.name;
/** The share of weeks whose tasks speak of the artefact. */
const weeksWith = (p: RoadmapPlan, artefact: RegExp) =>
  p.weeks.filter((w) => w.days.some((d) => d.tasks.some((t) => artefact.test(`${t.title} ${t.description}`)))).length / p.weeks.length;

describe('the records for a self-employed person’s own tax return, as a bookkeeper reads them', () => {
  const RECORDS = 'Records for your own tax return, self-employed';

  it.each([
    ['I’m a self-employed electrician in Leeds and my receipts live in a carrier bag', 'get my books straight for self assessment'],
    ['sole trader, dog groomer, I never know what I actually earn', 'proper records for my tax return'],
    ['I deliver for Deliveroo on my bike most evenings', 'know what I really make an hour and what tax HMRC will want'],
    // No authority named: the place says the country.
    ['I clean houses in Bristol, paid cash and by bank transfer', 'be organised for my tax return in January'],
  ])('in the UK (%s → %s): HMRC’s records, boxes, dates and tax pot, drafted into the return', async (current, target) => {
    expect(trackOf('Expense Tracking Mastery', current, target)).toBe(RECORDS);
    const p = await plan('Expense Tracking Mastery', current, target, 4);
    const text = textOf(p);
    expect(text).toMatch(/at least 5 years after the 31 January deadline/);
    expect(text).toMatch(/SA103’s boxes/);
    expect(text).toMatch(/45p a mile for the first 10,000 business miles/);
    expect(text).toMatch(/Class 4 National Insurance at 6%/);
    expect(text).toMatch(/payments on account by 31 January and 31 July/);
    // Records first, then costs and miles, then profit per hour, then the return's figures.
    expect(weekOf(p, /^Set up your records/)).toBe(1);
    expect(weekOf(p, /^Profit per hour/)).toBeGreaterThan(weekOf(p, /^Start a mileage log/));
    expect(weekOf(p, /^Draft the return’s figures/)).toBe(p.weeks.length);
    expect(weeksWith(p, /records|receipts|return/)).toBe(1);
    // Not a household budget.
    expect(text).not.toMatch(/zero-based|50\/30\/20|48-hour rule|Age your money/);
  });

  it('a US freelancer paid on 1099s gets Schedule C’s lines, the IRS mileage rate and quarterly estimates', async () => {
    const p = await plan(
      'Expense Tracking Mastery',
      'freelance copywriter in Denver, clients send me 1099-NECs',
      'organised expenses for my Schedule C',
    );
    const text = textOf(p);
    expect(text).toMatch(/Schedule C’s lines: advertising, car and truck/);
    expect(text).toMatch(/IRS standard mileage rate/);
    expect(text).toMatch(/Form 1040-ES by 15 April, 15 June, 15 September and 15 January/);
    expect(text).toMatch(/15\.3% of 92\.35%/);
    expect(text).not.toMatch(/HMRC|SA103/);
  });

  it('a gig driver with no country named reads the platform’s statements, and both countries’ rules as examples', async () => {
    const current = 'I drive for Uber and DoorDash around 25 hours a week';
    const target = 'track my mileage and what I actually earn per hour';
    expect(trackOf('Expense Tracking Mastery', current, target)).toBe(RECORDS);
    const text = textOf(await plan('Expense Tracking Mastery', current, target));
    expect(text).toMatch(/the platform’s weekly statements and its annual tax summary/);
    expect(text).toMatch(/HMRC’s 45p a mile for the first 10,000 miles; the IRS’s 70 cents for 2025/);
    expect(text).toMatch(/waiting for the next order/);
  });

  it('a freelancer who wants to stop overspending, or a household budget, stays on the budgeting path', () => {
    expect(trackOf('Expense Tracking Mastery', 'freelance, income goes up and down', 'stop overspending on takeaways')).not.toBe(RECORDS);
    expect(trackOf('Expense Tracking Mastery', 'I never track anything', 'know where our household money goes')).not.toBe(RECORDS);
  });
});

describe('a memoir written from its letters and papers, as a memoir tutor reads it', () => {
  const MEMOIR = 'A memoir or a life, written from its letters and papers';

  it.each([
    [
      'retired teacher with a shoebox of letters',
      'write my grandfather’s life story from his war letters',
      'your grandfather’s life',
      'the letters',
    ],
    ['I have my mum’s diaries from the 1960s', 'turn my mother’s diaries into a memoir of her life', 'your mother’s life', 'the diaries'],
    [
      'never written anything longer than an email',
      'write my life story for my grandchildren, with old photos',
      'your own life',
      'the photographs',
    ],
    [
      'I have boxes of family papers',
      'a biography of my great-grandmother who emigrated from Cork',
      'your great-grandmother’s life',
      'the letters, photographs',
    ],
  ])('%s → %s: sources in order, a chapter plan, chapters drafted from them, printed and given', async (current, target, life, sources) => {
    expect(trackOf('Writing Skills', current, target)).toBe(MEMOIR);
    const p = await plan('Writing Skills', current, target, 4, 45);
    const text = textOf(p);
    expect(text).toContain(`A timeline of ${life}`);
    expect(text).toContain(`Read ${sources}`);
    expect(weekOf(p, /^The chapter plan/)).toBeLessThan(weekOf(p, /^Chapter 1: reread its sources/));
    for (const n of [1, 2, 3]) expect(weekOf(p, new RegExp(`^Draft chapter ${n} (on|out)\\b`))).toBeGreaterThan(0);
    expect(p.weeks.at(-1)!.title).toMatch(/made, and given/);
    expect(text).toMatch(/Give the first part of the story of/);
    expect(p.description).toMatch(/A whole memoir takes longer than these weeks/);
    expect(weeksWith(p, /chapter|sources|timeline/i)).toBe(1);
    // Not the general course's exercises.
    expect(text).not.toMatch(/Orwell|hard email|one-page report/);
  });

  it('a bedtime story, a family book for a birthday and a story for a magazine keep their tracks', () => {
    expect(trackOf('Writing Skills', 'I write emails', 'a bedtime story for my son')).not.toBe(MEMOIR);
    expect(trackOf('Writing Skills', 'I write a little', 'a book of family stories for my nan’s 80th')).toBe(
      'A story for someone you love, given and read aloud',
    );
    expect(trackOf('Writing Skills', 'I write a little', 'submit a short story to a literary magazine')).toBe(
      'Fiction: a short story, submitted',
    );
  });
});

describe('a blog whose posts go out on their days, as an editor reads it', () => {
  const BLOG = 'A blog, posted on its days';

  it.each([
    [
      'I write the odd Instagram caption',
      'a travel blog with a new post every Sunday',
      /on Sunday/,
      /practical details readers search for/,
      'WordPress.com, Substack or Blogger',
    ],
    [
      'I keep an allotment and love writing about it',
      'a weekly Substack newsletter about my allotment',
      /on your posting day/,
      /one project, walk or find/,
      'Substack',
    ],
    [
      'I run a bakery and post on Facebook sometimes',
      'blog for my bakery’s customers on Wordpress, posting on Fridays',
      /on Friday/,
      /one question they ask each time/,
      'WordPress.com',
    ],
    [
      'I cook for a big family',
      'share my recipes on a food blog twice a week',
      /on your posting day/,
      /one recipe or meal each, tested as written/,
      'WordPress.com, Substack or Blogger',
    ],
  ])('%s → %s: the blog set up, then a post published each week on its day', async (current, target, day, topic, platform) => {
    expect(trackOf('Writing Skills', current, target)).toBe(BLOG);
    const p = await plan('Writing Skills', current, target);
    const text = textOf(p);
    expect(text).toContain(`The blog live on ${platform}`);
    expect(text).toMatch(topic);
    for (const n of [1, 2, 3, 4, 5]) {
      const week = weekOf(p, new RegExp(`^Post ${n} published`));
      expect({ n, week }).toEqual({ n, week: n + 1 });
    }
    expect(tasksTitled(p, /^Post \d published/).every((t) => day.test(t))).toBe(true);
    expect(weeksWith(p, /\bpost\b/i)).toBe(1);
    expect(p.description).toMatch(/Orbit Media/);
  });

  it('dates the posts at the rhythm the person asked for, never a week apart against their fortnight', async () => {
    const p = await plan('Writing Skills', 'new to blogging', 'a gardening blog posted fortnightly');
    const text = textOf(p);
    expect(text).toMatch(/Every two weeks, as you asked: date the 5 posts a fortnight apart/);
    expect(tasksTitled(p, /^Post \d published/).every((t) => /on its fortnightly date \(scheduled ahead\)$/.test(t))).toBe(true);
    expect(text).not.toMatch(/publish one a week|one post a week/);
  });

  it('a vlog is not a blog', () => {
    expect(trackOf('Writing Skills', 'I film on my phone', 'start a travel vlog')).not.toBe(BLOG);
  });
});

describe('playing in a band or orchestra, as a band’s conductor reads it', () => {
  const ENSEMBLE = 'Playing in a band, orchestra or ensemble';
  const music = 'Music (Instrumental Practice)';

  it.each([
    [
      'played cornet at school, grade 4, nothing for 20 years',
      'pass the audition for our village brass band',
      'your cornet',
      /the band’s concert B♭/,
      'the audition',
    ],
    [
      'I play second violin in a community orchestra',
      'keep up in rehearsals of Dvořák’s New World',
      'your violin',
      /the oboe’s A \(440 Hz/,
      'the next rehearsal',
    ],
    [
      'clarinet, about grade 5',
      'join the town’s concert band for their summer concert',
      'your clarinet',
      /the band’s tuning note/,
      'the concert',
    ],
  ])(
    '%s → %s: the group’s parts marked, counted, up to tempo, played with others, then the day itself',
    async (current, target, instrument, tune, moment) => {
      expect(trackOf(music, current, target)).toBe(ENSEMBLE);
      const p = await plan(music, current, target, 3, 45);
      const text = textOf(p);
      expect(text).toContain(`Get the parts for ${moment}`);
      expect(text).toContain(`tune ${instrument}`);
      expect(text).toMatch(tune);
      expect(text).toMatch(/counting every rest aloud/);
      expect(weekOf(p, /^Get the parts/)).toBe(1);
      expect(weekOf(p, /metronome ladder to/)).toBe(2);
      expect(weekOf(p, /with another player/)).toBe(3);
      expect(weekOf(p, new RegExp(`^Go to ${moment}`))).toBe(4);
      expect(weeksWith(p, /\bthe part\b|the parts/)).toBe(1);
      // A practice routine for one player alone is not the plan.
      expect(text).not.toMatch(/A practice routine and a baseline|Piece 2/);
    },
  );

  it('a rock band, a named piece alone and a technique stay on their own paths', () => {
    expect(trackOf(music, 'I play bass', 'start a covers band with friends')).not.toBe(ENSEMBLE);
    expect(trackOf(music, 'grade 3 piano', 'play Clair de Lune')).not.toBe(ENSEMBLE);
    expect(trackOf(music, 'I play guitar a bit', 'clean barre chords')).not.toBe(ENSEMBLE);
  });
});

describe('a teacher whose marking eats the weekends, as a head of department reads it', () => {
  const TEACHER = 'A teacher’s marking and planning, in fewer hours';
  const option = 'Time Management Basics';

  it.each([
    [
      'secondary English teacher, marking takes my whole Sunday',
      'get my weekends back',
      /a set of extended writing/,
      /success-criteria checklist/,
    ],
    [
      'I teach Year 4 and do school work every evening until 10',
      'stop working every evening',
      /one subject’s books for your class/,
      /tick-and-talk in the lesson/,
    ],
    ['maths teacher, three years in', 'cut my marking time in half', /a set of exercise books or a test/, /answers shown on the board/],
  ])(
    '%s → %s: hours logged, whole-class feedback and codes tried on their own class, a rota and a cut-off',
    async (current, target, books, selfmark) => {
      expect(trackOf(option, current, target)).toBe(TEACHER);
      const p = await plan(option, current, target, 5, 20);
      const text = textOf(p);
      expect(text).toMatch(books);
      expect(text).toMatch(selfmark);
      expect(weekOf(p, /^Log every hour of school work/)).toBe(1);
      expect(weekOf(p, /^Turn the notes into a one-page whole-class feedback sheet/)).toBe(2);
      expect(weekOf(p, /^A code sheet of 5–8 codes/)).toBe(3);
      expect(weekOf(p, /^A marking rota/)).toBe(4);
      expect(text).toMatch(/Ofsted does not expect a volume of marking/);
      expect(p.description).toMatch(/Education Support helpline/);
      expect(weeksWith(p, /marking|feedback|the log/i)).toBe(1);
      // Not the general course's audit of a three-day week and an Eisenhower matrix.
      expect(text).not.toMatch(/Eisenhower|mind sweep/i);
    },
  );

  it('a nurse on shifts, or a private piano teacher organising the week, keep the general path', () => {
    expect(trackOf(option, 'I’m a nurse on shifts', 'stop wasting my days off')).not.toBe(TEACHER);
    expect(trackOf(option, 'I teach piano privately', 'organise my week')).not.toBe(TEACHER);
  });
});

function tasksTitled(p: RoadmapPlan, title: RegExp) {
  return p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title))).filter((t) => title.test(t));
}
