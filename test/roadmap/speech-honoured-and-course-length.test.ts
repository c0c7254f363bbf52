import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { plan, tasksOf, textOf } from './custom-ask';

/**
 * Round 20 (issue #36, decision 363): a father of the bride's speech told stories "about your father", not
 * his daughter, and sent the man who hates speaking to "Mental Health's talk track", which no one can open; a
 * BSL Level 1 plan claimed the pass in five weeks against its own 64 guided hours; a 1500 rapid plan squeezed
 * a 15+10 game into a 25-minute slot. People written for this test.
 */

const writing = onOption('Writing Skills');
const SPEECH = 'A speech for the occasion, written and given';

describe('a speech for an occasion is about the person it honours, with the occasion’s order and toast', () => {
  it.each([
    [
      'I hate public speaking',
      "write and deliver my father-of-the-bride speech at my daughter's wedding on 20 June",
      'your daughter',
      /the bride's father.*speaks first.*toast to the couple/,
    ],
    [
      'never spoken in public, terrified',
      "best man speech for my brother Dave's wedding",
      'your brother',
      /best man speaks last.*toast to the bride and groom/,
    ],
    ['nervous about it', 'mother of the groom speech', 'the groom', /groom's parent.*ask the couple where you fit/],
    ['not a writer', "my groom's speech", 'the one you are marrying', /groom speaks second.*toast to the bridesmaids/],
    [
      'given talks at work',
      'retirement speech for my colleague Janet',
      'your colleague Janet',
      /the one leaving replies.*gift handed over/,
    ],
    ['', "a toast at my mum's 70th birthday", 'your mum', /before the cake.*toast to your mum/],
    ['', "short speech at my grandson's christening", 'your grandson', /godparents, a word on your grandson, and a toast to the baby/],
    ['', 'maid of honour speech for my best friend', 'your best friend', /Thanks to the hosts, stories of the bride.*toast to the couple/],
  ])('%s → %s: stories of %s', async (current, target, them, order) => {
    expect(writing.trackOf(current, target)).toBe(SPEECH);
    const p = await writing.plan(current, target, 20, 3);
    heldOnTheirDays(p, 3);
    expectOnTheirDays(p, 20, 3);
    const titles = tasksOf(p).map((t) => t.title);
    expect(titles).toContain(`Ask four people for one story each about ${them}, from different times`);
    expect(titles).toContain(`Write your own five best memories of ${them}, one line each`);
    expect(textOf(p)).toMatch(order);
    expect(textOf(p)).not.toMatch(/your father|your mother(?!-)/);
  });

  it('a fear of speaking is met in the plan, and the goal the app offers for it is named by its option', async () => {
    const p = await writing.plan('I hate public speaking', "father of the bride speech for my daughter's wedding", 20, 3);
    const text = textOf(p);
    expect(text).toMatch(/You said speaking scares you/);
    expect(text).toMatch(/a plan for it is another goal you can add: Mental Health, 'stop dreading my speech'/);
    expect(text).not.toMatch(/talk track/);
    // The words the plan suggests choose Mental Health's track for a talk one dreads.
    expect(onOption('Mental Health').trackOf('I dread it', 'stop dreading my speech')).toMatch(/talk you dread/i);
  });

  it('a calm speaker is not told about fear, and a wedding with no honoured person named keeps the bride', async () => {
    const p = await writing.plan('I enjoy speaking', 'father of the bride speech', 30, 4);
    expect(textOf(p)).not.toMatch(/speaking scares you|Mental Health/);
    expect(tasksOf(p).map((t) => t.title)).toContain('Write your own five best memories of the bride, one line each');
  });
});

describe('the honoured person through the other family words said', () => {
  it.each([
    ['father of the bride speech - my wife and I are hosting, our daughter Emma marries in May', 'your daughter'],
    ["mother of the groom speech, my husband is too shy, for our son's wedding", 'your son'],
    ["best man speech for my wife's brother", "your wife's brother"],
    ["a toast at my husband's mum's 80th", "your husband's mum"],
  ])('%s → stories of %s', async (target, them) => {
    expect(writing.trackOf('', target)).toBe(SPEECH);
    const p = await writing.plan('', target, 30, 4);
    expect(tasksOf(p).map((t) => t.title)).toContain(`Ask four people for one story each about ${them}, from different times`);
  });
});

describe('a eulogy names the one who died as the person said them', () => {
  it.each([
    ["eulogy for my father-in-law's funeral", 'your father-in-law'],
    ["speak at my late grandmother's funeral", 'your late grandmother'],
    ["a tribute at my step-dad's funeral", 'your step-dad'],
  ])('%s → %s', async (target, them) => {
    const p = await writing.plan('dreading it', target, 30, 4);
    expect(tasksOf(p).map((t) => t.title)).toContain(
      `Ask three or four people who knew ${them} at different times for one story or a phrase they always said`,
    );
  });
});

describe('an anniversary is not a birthday', () => {
  it("speech at my parents' 40th anniversary: the couple's years, not the cake", async () => {
    const p = await writing.plan('', "speech at my parents' 40th anniversary", 30, 4);
    expect(textOf(p)).toMatch(/An anniversary speech usually comes after the meal/);
    expect(textOf(p)).not.toMatch(/before the cake/);
  });
});

describe('a chess game day has the game’s own length', () => {
  it.each([
    ['1100 rapid, I play lots of blitz', 'reach 1500 rapid on Lichess', 30, 5],
    ['about 1300 on chess.com rapid', 'get to 1600 rapid on chess.com', 25, 4],
    ['900, mostly bullet', 'break 1200 in rapid', 40, 3],
  ])('%s → %s at %i minutes: a 15+10 game is given 45 minutes whole, and said', async (current, target, minutes, days) => {
    const p = await plan('Chess', current, target, { minutes, days, description: target });
    const games = tasksOf(p).filter((t) => /\b15\+10\b/.test(t.title));
    expect(games.length).toBeGreaterThan(0);
    for (const g of games) {
      expect(g.estimatedMinutes).toBeGreaterThanOrEqual(45);
      expect(g.description).toMatch(/up to about 45 minutes/);
    }
    const gameWeek = p.weeks.find((w) => w.days.some((d) => d.tasks.some((t) => /\b15\+10\b/.test(t.title))))!;
    if (minutes < 45) expect(gameWeek.description).toMatch(/takes 45 minutes for its session; the other days are shorter/);
    // No rapid game of any control is squeezed under the time it takes.
    for (const t of tasksOf(p).filter((t) => /\b10\+5\b/.test(t.title))) expect(t.estimatedMinutes).toBeGreaterThanOrEqual(30);
    // A blitz player is never told to give blitz up.
    expect(textOf(p)).not.toMatch(/(stop|cut|quit|no more|give up)[^.]*blitz/i);
  });
});

describe('a sign language qualification is the course’s length, not five weeks', () => {
  it.each([
    ['complete beginner', 'sign with my deaf nephew and pass BSL Level 1', 20, 4],
    ['did a taster day', 'get my BSL Level 1 certificate for work', 45, 2],
  ])('%s → %s: Signature’s hours said, the pass at the course’s end', async (current, target, minutes, days) => {
    const p = await plan('British Sign Language', current, target, { minutes, days, description: target });
    expect(p.description).toMatch(/towards/);
    expect(p.description).toMatch(/64 guided hours/);
    expect(p.description).toMatch(/The pass comes at the course’s end, not in five weeks/);
    const text = textOf(p);
    expect(text).toMatch(/Prepare for your course’s first assessment/);
    expect(text).toMatch(/Put the rest of the course on your calendar/);
    expect(text).not.toMatch(/Book the next level/);
  });

  it('an ASL class exam is not told about Signature, but is told its pass comes with the course', async () => {
    const p = await plan('ASL', 'none', 'pass my ASL 1 class final exam', {
      minutes: 30,
      days: 3,
      description: 'pass my ASL 1 class final exam',
    });
    expect(p.description).not.toMatch(/Signature/);
    expect(p.description).toMatch(/the pass comes with the course, not in five weeks/);
  });
});
