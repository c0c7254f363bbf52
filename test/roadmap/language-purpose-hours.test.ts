import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { plan as customPlan } from './custom-ask';
import { ask, practiceWeeks, tasksOf } from './language-ask';

/**
 * Decision 262 (issues #36 and #39, round 15): the person's own purpose drives the weeks' time, not only their
 * headings. A heritage speaker who wants to read a menu and their aunt's messages reads and writes real ones in
 * every week; a novel's pages a week are the pages the weeks read, at the minutes they give; a family purpose
 * asks after people and tells news in the past; the cards a drill uses are made in it; a custom language from a
 * level already reached says so, and "I don't understand a word" is no head start. The people are invented here.
 */

type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const planOf = (option: string, current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
const titles = (week: Plan['weeks'][number]) => tasksOf(week).map((t) => t.title);

describe('a heritage speaker who wants to read reads their own texts every week', () => {
  it.each([
    [
      'Chinese',
      'heritage speaker, I understand Mandarin at home but can’t read characters',
      'read a Chinese menu and simple WeChat messages from my aunt',
      20,
      4,
      'a Chinese menu and simple WeChat messages from your aunt',
    ],
    [
      'Korean',
      'I grew up hearing Korean from my parents but can’t read Hangul',
      'read menus and my halmeoni’s KakaoTalk messages',
      15,
      5,
      "menus and your halmeoni's KakaoTalk messages",
    ],
    [
      'Hindi',
      'my parents speak Hindi at home, I understand most of it but never learnt to read',
      'read and answer my nani’s WhatsApp messages',
      30,
      3,
      "your nani's WhatsApp messages",
    ],
  ])('%s, “%s” → “%s”', async (option, current, target, minutes, days, thing) => {
    const plan = await planOf(option, current, target, minutes, days);
    expect(plan.description).toContain('Your own texts run through the plan');
    // Every week of lessons (each calendar part of one too) reads or writes one of their own texts, in their words.
    // (A week finishing a lesson week's leftovers, "the rest of this week's material", now counted as its last part
    // (decision 292), and the first week of practice hold none yet: decision 262, Not done.)
    const lessons = plan.weeks.filter(
      (w) => !/: Practice, week|— continued/.test(w.title) && !/^The rest of this week/.test(w.description),
    );
    expect(lessons.length).toBeGreaterThan(2);
    for (const week of lessons) expect(titles(week).some((t) => t.toLowerCase().includes(thing.toLowerCase()))).toBe(true);
    // Real ones read, and a reply of their own typed in the language, among the weeks' tasks.
    const all = plan.weeks.flatMap(titles).join('\n');
    expect(all).toMatch(/a real one read, the words you say marked/);
    expect(all).toContain(`a reply or note of yours typed in ${option}, checked`);
  });

  it('a reader of the news or a novel is not given everyday texts (negative)', async () => {
    for (const target of ['read Le Monde without a dictionary', 'read a Simenon Maigret novel in French']) {
      const plan = await planOf('French', 'A2', target, 30, 4);
      expect(plan.description).not.toContain('Your own texts run through the plan');
    }
  });
});

describe('a novel’s pages a week are the pages its weeks read', () => {
  it.each([
    ['French', 'A2, I read simple news in French', 'read a Simenon Maigret novel in French', 25, 4, true],
    ['Spanish', 'B1', 'read Cien años de soledad in Spanish', 60, 5, true],
    // At 15 minutes a day a week of lessons is cut into many sittings: the weeks of practice read on.
    ['German', 'A2', 'finish a novel in German', 15, 3, false],
  ])('%s, “%s” → “%s” at %i minutes, %i days', async (option, current, target, minutes, days, lessonsToo = true) => {
    const plan = await planOf(option, current, target, minutes, days);
    const said = /At (\d+) pages a week — the (\d+) minutes of reading each week of this plan holds/.exec(plan.description);
    expect(said).not.toBeNull();
    const [pages, read] = [Number(said![1]), Number(said![2])];
    // About 3 minutes a page, as the sentence says.
    expect(Math.abs(pages * 3 - read)).toBeLessThan(3);
    const reading = new RegExp(`the next ${pages} pages`);
    // Every week of practice, and the first day of every week of lessons, reads on that many pages in at least that time.
    for (const week of practiceWeeks(plan)) {
      const found = tasksOf(week).filter((t) => reading.test(`${t.title} ${t.description}`) && !t.title.startsWith('Again:'));
      expect(found.length).toBeGreaterThan(0);
      for (const t of found) expect(t.estimatedMinutes).toBeGreaterThanOrEqual(read);
    }
    const lessons = plan.weeks.filter((w) => !practiceWeeks(plan).includes(w) && /part 1 of|towards/.test(w.title));
    const firsts = lessons.filter((w) => !/part [2-9] of|— continued|: Practice, week/.test(w.title));
    if (lessonsToo) for (const week of firsts) expect(titles(week).some((t) => reading.test(t))).toBe(true);
  });
});

describe('a family purpose asks after people and tells news in the past', () => {
  it.each([
    ['Italian', 'never studied it, I speak English only', 'talk to my wife’s nonna in Puglia next summer', 15, 5],
    ['Spanish', 'complete beginner', 'chat with my abuela on the phone', 20, 4],
    ['Korean', 'beginner', 'talk with my husband’s grandmother at Chuseok', 30, 3],
  ])('%s, “%s” → “%s”', async (option, current, target, minutes, days) => {
    const plan = await planOf(option, current, target, minutes, days);
    const all = plan.weeks.flatMap(titles).join('\n');
    expect(all).toContain('Family: asking after each of them');
    expect(all).toContain('Family: your news since last time, told in the past');
    // Family talk, not a trip's templates.
    expect(all).not.toMatch(/what you will read there|a small problem/);
  });

  it('“travel to Japan with my brother” stays a trip, and “my mother tongue” is no family (negative)', async () => {
    const trip = await planOf('Japanese', 'beginner', 'travel to Japan with my brother on holiday', 30, 4);
    expect(trip.weeks.flatMap(titles).join('\n')).not.toContain('Family: asking after each of them');
    const tongue = await planOf('Spanish', 'A2', 'speak Spanish as well as my mother tongue at work', 30, 4);
    expect(tongue.weeks.flatMap(titles).join('\n')).not.toContain('Family: ');
  });
});

describe('the cards a drill uses are made in it', () => {
  it('a trip to Seoul at 10 minutes: the trip cards are made in the drill that first uses them', async () => {
    const plan = await planOf('Korean', 'complete beginner', 'order food and chat with the staff on a trip to Seoul in April', 10, 3);
    const drills = plan.weeks.flatMap(tasksOf).filter((t) => /trip phrases/.test(t.title));
    expect(drills.length).toBeGreaterThan(0);
    expect(drills[0]!.description).toMatch(/^Made here, your trip cards: five phrases in Korean/);
    expect(plan.weeks.flatMap(tasksOf).some((t) => /from your trip cards/.test(t.description))).toBe(false);
    // The drill is no part of the trip the plan reaches.
    expect(plan.description).not.toMatch(/from “[^”]*trip phrases/);
  });

  it('the part of a trip the target names comes first: ordering food before arriving; unnamed, arriving first', async () => {
    const part = (p: Plan) =>
      practiceWeeks(p)
        .flatMap(tasksOf)
        .map((t) => /^Your trip to [^:]+: ([a-z ]+?) —/.exec(t.title)?.[1])
        .find(Boolean);
    const food = await planOf('Korean', 'A1', 'order food and chat with the staff on a trip to Seoul in April', 30, 4);
    expect(part(food)).toBe('ordering');
    const trip = await planOf('Korean', 'A1', 'a trip to Seoul next year', 30, 4);
    expect(part(trip)).toBe('arriving');
  });
});

describe('a custom language from a level already reached, and no head start from “I don’t understand a word”', () => {
  it('“B1, I lived in Brazil” → “A2 for a holiday in Lisbon”: A2 is theirs, the hours are the next level’s', async () => {
    const p = await customPlan('Learn Portuguese', 'B1, I lived in Brazil', 'A2 for a holiday in Lisbon', { minutes: 20, days: 4 });
    expect(p.description).toContain('Your B1 is that level already');
    expect(p.description).toContain('so the next level, B2, takes about 175 hours of guided study from your B1');
    expect(p.description).not.toMatch(/A2 takes about \d+ hours/);
  });

  it('“complete beginner, I don’t understand a word” counts from zero, with no head start', async () => {
    const p = await customPlan('Learn Greek', 'complete beginner, I don’t understand a word', 'travel around Crete', {
      minutes: 30,
      days: 4,
    });
    expect(p.description).toMatch(/hours of guided study from zero \(/);
    expect(p.description).not.toContain('fewer for you who understand it already');
    const heard = await customPlan('Learn Greek', 'I understand it at home, my yiayia speaks it', 'travel around Crete', {
      minutes: 30,
      days: 4,
    });
    expect(heard.description).toContain('fewer for you who understand it already');
  });

  it('hours over a thousand are written with their comma', async () => {
    const p = await customPlan('Learn Arabic', 'complete beginner', 'B2 Arabic for my job', { minutes: 60, days: 5 });
    expect(p.description).toMatch(/takes about \d,\d{3} hours/);
  });
});
