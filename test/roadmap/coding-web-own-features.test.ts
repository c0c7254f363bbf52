import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { onOption, expectOnTheirDays } from './track-ask';

/**
 * A web app or a website whose target names what it does, for whom, builds that first (round 20, decision 360).
 * A maths teacher's "web app where my pupils practise times tables and I see their scores" had been planned as a
 * results table sorted with the leader first, scores kept in each pupil's browser, and pupils' data only in week 11;
 * a bookshop's "website for the shop with our events and a newsletter sign-up" as a personal site about its owner,
 * with neither the events nor the sign-up in 26 weeks. Now the target's words are in week 1's sketch, its feature
 * is the first one built, the data that has to reach someone else is said to need shared data and is sent to a
 * Google Sheet in the first practice weeks, people's data is raised in week 1 (ICO, UK GDPR; PECR for a newsletter),
 * and a business's site reads as theirs. People written for this test; a programming mentor's reading.
 */
const { trackOf, plan } = onOption('Coding');

const tasks = (p: RoadmapPlan) => p.weeks.flatMap((w, at) => w.days.flatMap((d) => d.tasks.map((t) => ({ week: at + 1, ...t }))));
const text = (t: { title: string; description: string }) => `${t.title}\n${t.description}`;
const firstWeek = (p: RoadmapPlan, words: RegExp) => tasks(p).find((t) => words.test(text(t)))?.week ?? Infinity;
const practiceWeek = (p: RoadmapPlan, words: RegExp) => p.weeks.findIndex((w) => /Practice, week/.test(w.title) && words.test(w.title)) + 1;

describe('a web app builds the feature its target names, and sends what someone else must see to shared data', () => {
  it.each([
    [
      'maths teacher, some Python',
      'a web app where my pupils practise times tables and I see their scores',
      30,
      3,
      'times tables',
      'scores',
    ],
    [
      'piano teacher, never coded',
      'a web app where my students practise note names and I can see their progress',
      20,
      5,
      'note names',
      'progress',
    ],
    ['PE teacher, a little JavaScript', 'a website where my class practise spellings so I see their scores', 60, 2, 'spellings', 'scores'],
  ])('%s → %s (%i min, %i days)', async (current, target, minutes, days, subject, seen) => {
    const p = await plan(current, target, minutes, days);
    const sketch = tasks(p).find((t) => /^Sketch .* on paper/.test(t.title))!;
    expect(sketch.week).toBe(1);
    expect(sketch.title).toContain(`your ${subject} app`);
    // Their words, their feature, the shared data it needs, and the pupils' data, all in week 1.
    expect(sketch.description).toMatch(/“.*practise .*”/);
    expect(sketch.description).toContain(`a round of ten ${subject} questions`);
    expect(sketch.description).toMatch(/this needs shared data.*Google Sheet/);
    expect(sketch.description).toMatch(/data protection lead/);
    expect(JSON.stringify(p.weeks)).not.toMatch(/sorted with the leader first|\{[a-z]+\}/);
    // The first two practice weeks are theirs: the wrong answers again, then the data sent where the teacher reads it.
    expect(practiceWeek(p, new RegExp(`the ${subject} a person got wrong`))).toBeGreaterThan(0);
    const sheet = practiceWeek(p, new RegExp(`the ${seen} sent to a Google Sheet you read`));
    expect(sheet).toBeGreaterThan(0);
    expect(sheet).toBeLessThan(practiceWeek(p, /a button that shows or hides details/) || Infinity);
    expect(firstWeek(p, /a counter of how many items there are/)).toBe(Infinity);
    expectOnTheirDays(p, minutes, days);
  });

  it('a clinic’s advice site with a call to book is a website: its advice pages, a link to book, no patient data', async () => {
    const current = 'midwife, no coding';
    const target = 'a simple website where new parents in my clinic can find feeding advice and book a call';
    expect(trackOf(current, target)).toMatch(/website/i);
    const p = await plan(current, target, 30, 3);
    const all = tasks(p).map(text).join('\n');
    expect(p.weeks[0]!.description).toContain('a one-page home for your clinic');
    expect(firstWeek(p, /a list of the feeding questions people ask you most/)).toBe(1);
    expect(firstWeek(p, /It holds no patient’s details.*information governance lead/)).toBe(1);
    const practice = p.weeks.filter((w) => /Practice, week/.test(w.title)).map((w) => w.title);
    expect(practice[0]).toMatch(/the feeding advice page: one question a section/);
    expect(practice[1]).toMatch(/a “book a call” button to a booking page/);
    expect(all).toMatch(/Make about\.html and advice\.html/);
  });

  it('a physio’s booking app keeps patients’ bookings in a booking system made for them', async () => {
    const p = await plan('physio, some HTML and CSS', 'a booking app where my patients can book appointments', 30, 3);
    const all = tasks(p).map(text).join('\n');
    expect(all).toMatch(/a patient’s booking is health data: keep it in a booking system made for it/);
    expect(all).toMatch(/No patient’s name, NHS number or health detail/);
    expect(all).not.toMatch(/each booking sent to a Google Sheet/);
    expect(practiceWeek(p, /a “book a call” button that opens your clinic’s booking system/)).toBeGreaterThan(0);
  });

  it.each([
    [
      'yoga teacher, built a Wix site once',
      'a web app where my clients can book a class and I see the bookings',
      120,
      5,
      /never a real customer’s name/,
      /the booking form as a component/,
    ],
    [
      'physio, I know some HTML',
      'a booking site where my patients can book appointments',
      45,
      4,
      /never a real patient’s name/,
      /a confirmation screen with the booked day and time/,
    ],
  ])(
    'someone past the first screen still reads the data line in week 1, and their feature first: %s',
    async (current, target, minutes, days, sample, first) => {
      const p = await plan(current, target, minutes, days);
      expect(firstWeek(p, sample)).toBe(1);
      const practice = p.weeks.filter((w) => /Practice, week/.test(w.title)).map((w) => w.title);
      expect(practice[0]).toMatch(first);
      expectOnTheirDays(p, minutes, days);
    },
  );

  it('a coach’s players log their training: a tracker, each entry kept with who made it, then sent where the coach reads it', async () => {
    const p = await plan(
      'football coach, did some Scratch',
      'a web app where my players log their training and I can check their progress',
      15,
      6,
    );
    const sketch = tasks(p).find((t) => /^Sketch .* on paper/.test(t.title))!;
    expect(sketch.title).toContain('your tracker');
    expect(sketch.description).toMatch(/adding an entry with its date/);
    expect(sketch.description).toMatch(/club’s welfare or data lead.*parent’s consent for under-18s/);
    const practice = p.weeks.filter((w) => /Practice, week/.test(w.title)).map((w) => w.title);
    expect(practice[0]).toMatch(/each entry kept with who made it/);
    expect(practice[1]).toMatch(/the progress sent to a Google Sheet you read/);
    expectOnTheirDays(p, 15, 6);
  });

  it('a teacher’s pupils’ scores go to a Sheet, not a clinic’s booking system', async () => {
    const p = await plan('maths teacher', 'a web app where my pupils practise times tables and I see their scores', 10, 7);
    const all = tasks(p).map(text).join('\n');
    expect(all).toMatch(/Made-up pupils only/);
    expect(all).not.toMatch(/booking system|patient/);
  });

  it.each([
    ['I cook a lot', 'a recipe web app for my family', 'your recipe app'],
    ['I want to learn to code', 'practise JavaScript by building a to-do list web app', 'your to-do list app'],
  ])('an app naming no one who must see its data keeps its plan: %s → %s', async (current, target, app) => {
    const p = await plan(current, target, 30, 3);
    const all = tasks(p).map(text).join('\n');
    expect(all).toContain(app);
    expect(all).toMatch(/It keeps its data in one browser \(localStorage\)/);
    expect(all).not.toMatch(/Google Sheet|a person got wrong|patient/);
    expect(practiceWeek(p, /a second screen of your sketch/)).toBeGreaterThan(0);
  });
});

describe('a website for a business or club reads as theirs, with its own features first', () => {
  it.each([
    ['I run a small bookshop, never coded', 'a website for the shop with our events and a newsletter sign-up', 20, 2, 'your shop'],
    [
      'choir secretary, I can use Word',
      'a website for our choir with our concerts, events and a mailing list sign-up',
      45,
      4,
      'your choir',
    ],
    ['I own a coffee shop, no coding', 'a website for my coffee shop with events and a newsletter', 15, 7, 'your coffee shop'],
    ['I own a café, no coding', 'a website for my café with events and a newsletter', 30, 3, 'your café'],
  ])('%s → %s (%i min, %i days)', async (current, target, minutes, days, site) => {
    expect(trackOf(current, target)).toMatch(/website/i);
    const p = await plan(current, target, minutes, days);
    const all = tasks(p).map(text).join('\n');
    expect(p.weeks[0]!.description).toContain(`a one-page home for ${site}`);
    expect(all).not.toMatch(/"about me"|a photo of you\b|3 project cards/);
    // Events in week 1's text, the sign-up's consent there too, and a hosted builder named honestly.
    expect(firstWeek(p, /the list of your next events with their dates/)).toBeLessThanOrEqual(2);
    expect(firstWeek(p, /double opt-in, and an unsubscribe link.*PECR/)).toBeLessThanOrEqual(2);
    expect(firstWeek(p, /a hosted builder \(Squarespace, Wix, Shopify\)/)).toBe(1);
    // The first two practice weeks are the events list and the newsletter sign-up.
    const practice = p.weeks.filter((w) => /Practice, week/.test(w.title)).map((w) => w.title);
    expect(practice[0]).toMatch(/your events list: each event’s date, time, place/);
    expect(practice[1]).toMatch(/the newsletter sign-up: a Buttondown or Mailchimp form embedded, with double opt-in/);
    // Its pages are the business's: the events page beside about, the header its name.
    expect(all).toMatch(/Make about\.html and events\.html/);
    expect(all).toContain(`Build the header: ${site}’s name left`);
    expect(JSON.stringify(p.weeks)).not.toMatch(/\{[a-z]+\}/);
    expectOnTheirDays(p, minutes, days);
  });

  it.each([
    ['church volunteer', 'a website for our church where people can find what’s on and sign up to the newsletter', 10, 5, 'your church'],
    ['retired, uses email', 'a website for our allotment society with events and a newsletter', 60, 2, 'your allotment society'],
  ])('a newsletter sign-up is no web app: %s → %s', async (current, target, minutes, days, site) => {
    expect(trackOf(current, target)).toMatch(/website/i);
    const p = await plan(current, target, minutes, days);
    const all = tasks(p).map(text).join('\n');
    expect(all).toContain(`two paragraphs about ${site}, the list of your next events`);
    expect(all).toMatch(/double opt-in, and an unsubscribe link/);
    expectOnTheirDays(p, minutes, days);
  });

  it('a bakery’s cake orders: an order form that e-mails each order, its data line in week 1', async () => {
    const p = await plan('I run a bakery', 'a website for my bakery with the menu and a way to order cakes', 40, 3);
    const practice = p.weeks.filter((w) => /Practice, week/.test(w.title)).map((w) => w.title);
    expect(practice[1]).toMatch(/an order form for cakes that e-mails each order to you/);
    expect(firstWeek(p, /A booking, order or contact form keeps people’s names and numbers/)).toBe(1);
  });

  it('a personal site keeps its plan: about me, project cards, no builder note for a business', async () => {
    const p = await plan('student, some HTML', 'a personal website about me with my projects', 30, 4);
    const all = tasks(p).map(text).join('\n');
    expect(p.weeks[0]!.description).toContain('a one-page "about me"');
    expect(all).toMatch(/3 project cards/);
    expect(all).toMatch(/Make about\.html and projects\.html/);
    expect(all).toMatch(/Build the header: your name left/);
    expect(all).not.toMatch(/hosted builder|your events list|double opt-in/);
  });

  it('a book club is no booking, and a bookshop’s site is no booking form', async () => {
    const p = await plan('I run a small bookshop', 'a website for our bookshop with the opening hours', 30, 3);
    const all = tasks(p).map(text).join('\n');
    expect(all).not.toMatch(/book a call|booking page/);
  });
});
