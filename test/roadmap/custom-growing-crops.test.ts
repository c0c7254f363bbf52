import { readBack } from '../../lambdas/roadmap/reading';
import { goal, plan, tasksOf, textOf, weekOf } from './custom-ask';

/**
 * Growing the crops named in the place named (decision 214): an allotment or beds get the plot's weeks
 * (the plot planned, cleared, clay dug or no-dig, seed ordered), pots or a balcony the container weeks, and
 * each named crop its own steps as the RHS's guides have them; the month the plan starts in is said.
 */

const PLOT = 'Growing food on a plot or in beds';
const POTS = 'Growing your own food, through a season';
const titles = (p: Awaited<ReturnType<typeof plan>>) =>
  tasksOf(p)
    .map((t) => t.title)
    .join('\n');
const trackOf = (title: string, current: string, target: string, description = title) =>
  readBack(goal(title, current, target, { description })).track.name;

/** The plan made on `day` ("YYYY-MM-DD"): the season it starts in is read from the date. */
async function madeOn(day: string, ...args: Parameters<typeof plan>) {
  jest.useFakeTimers({
    now: new Date(`${day}T09:00:00Z`),
    doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'],
  });
  try {
    return await plan(...args);
  } finally {
    jest.useRealTimers();
  }
}

describe('growing the crops named in the place named', () => {
  it('a council allotment on clay, in winter: the plot, the seed order and the ground first, then potatoes, beans and courgettes', async () => {
    const p = await madeOn(
      '2026-11-27',
      'Grow vegetables',
      'a council allotment, heavy clay soil',
      'grow potatoes, beans and courgettes this year',
      {
        description: 'grow potatoes, beans and courgettes this year',
      },
    );
    expect(trackOf('Grow vegetables', 'a council allotment, heavy clay soil', 'grow potatoes, beans and courgettes this year')).toBe(PLOT);
    expect(p.description).toMatch(/^You are starting in winter: .*the seed ordered, the ground cleared and dug when it crumbles/);
    const text = textOf(p);
    // Pots and tomatoes are not this person's plan.
    expect(text).not.toMatch(/Tumbling Tom|one tomato per large pot/);
    expect(titles(p)).not.toMatch(/tomato/i);
    expect(text).toContain('Clay soil holds water and food well but is sticky when wet');
    expect(text).toMatch(/Or no-dig: cardboard and 10–15 cm of compost/);
    // Each crop's own steps, in the season's order.
    expect(weekOf(p, /^Order seed potatoes/)).toBe(1);
    expect(weekOf(p, /^Chit the seed potatoes/)).toBeLessThan(weekOf(p, /^Plant the potatoes in a trench 12 cm deep/));
    expect(weekOf(p, /^Plant the potatoes/)).toBeLessThan(weekOf(p, /^Earth up the potatoes/));
    expect(weekOf(p, /^Sow courgettes indoors/)).toBeLessThan(weekOf(p, /^Plant a courgette in each pocket/));
    expect(weekOf(p, /^Put up the bean canes/)).toBeGreaterThan(weekOf(p, /^Sow the beans indoors/));
    expect(text).toMatch(/two plants are plenty/i);
    expect(text).toMatch(/First earlies .* maincrop/);
    // The last weeks harvest what was planted.
    expect(weekOf(p, /^Lift the maincrop potatoes/)).toBe(p.weeks.length);
  });

  it('raised beds in Melbourne, tomatoes and salad, 20 minutes twice a week: southern dates, and no potatoes', async () => {
    const p = await madeOn(
      '2026-11-27',
      'Veg in raised beds',
      'two raised beds in my back garden in Melbourne, grew herbs before',
      'grow tomatoes and salad',
      {
        minutes: 20,
        days: 2,
      },
    );
    expect(trackOf('Veg in raised beds', 'two raised beds in my back garden in Melbourne', 'grow tomatoes and salad')).toBe(PLOT);
    const text = textOf(p);
    expect(text).toContain('Your words place you in the southern hemisphere');
    // November in Melbourne is late spring, not winter.
    expect(p.description).toMatch(/^You are starting in spring, with the season under way/);
    expect(text).toMatch(/Plant out the tomatoes after the frost|Sow tomatoes indoors/);
    expect(titles(p)).not.toMatch(/potato|Earth up|bean canes/i);
  });

  it('an overgrown allotment with no crops named, 90 minutes on 5 days: the RHS’s easy first crops', async () => {
    const p = await plan('Get an allotment going', 'just took on an overgrown allotment in Leeds', 'feed the family from it', {
      minutes: 90,
      days: 5,
    });
    expect(trackOf('Get an allotment going', 'just took on an overgrown allotment in Leeds', 'feed the family from it')).toBe(PLOT);
    const text = textOf(p);
    expect(text).toContain('These are the RHS’s dates for the UK and Ireland');
    expect(text).toMatch(/Chit the seed potatoes/);
    expect(text).toMatch(/Plant one bean at the foot of each cane/);
    expect(text).toMatch(/Sow a short row of salad/);
    expect(text).not.toMatch(/onion sets/);
  });

  it('onions and carrots in a back garden, begun in June, every day for an hour: summer said, the roots’ own steps', async () => {
    const p = await madeOn('2026-06-10', 'Grow some veg', 'a sunny back garden, sandy soil', 'grow onions and carrots', {
      minutes: 60,
      days: 7,
    });
    expect(p.description).toMatch(/^You are starting in summer: most of this year’s sowing dates have passed/);
    const text = textOf(p);
    expect(text).toMatch(/Plant onion sets 10 cm apart/);
    expect(text).toMatch(/carrot fly/);
    expect(text).toContain('Sandy soil drains fast');
    expect(titles(p)).not.toMatch(/potato|courgette/i);
  });

  it('a sore back on an allotment, 10 minutes on 4 days: the digging is said with no-dig instead', async () => {
    const p = await plan('Allotment veg', 'new allotment, bad back, clay', 'grow beans and courgettes', { minutes: 10, days: 4 });
    expect(p.description).toMatch(/Clearing and digging are heavy work: .*no-dig/);
    expect(tasksOf(p).length).toBeGreaterThan(10);
  });

  it('pots on a balcony with potatoes and beans named: potato bags and dwarf beans, not a tomato in every pot', async () => {
    const p = await plan('Grow my own food', 'a balcony, killed every houseplant', 'grow potatoes and beans in pots', {
      minutes: 15,
      days: 3,
    });
    expect(trackOf('Grow my own food', 'a balcony, killed every houseplant', 'grow potatoes and beans in pots')).toBe(POTS);
    const text = textOf(p);
    expect(text).toMatch(/Plant seed potatoes in a potato bag/);
    expect(text).toMatch(/Top up the potato bag/);
    expect(text).toMatch(/dwarf French beans 4–5 to a 30 cm pot/);
    expect(text).not.toMatch(/one tomato per large pot|Pick tomatoes when fully coloured/);
    // Herbs on a windowsill get herbs' steps; no crop named keeps the pots' tomatoes and salad.
    const herbs = textOf(await plan('Grow herbs', 'a sunny windowsill', 'basil and parsley for cooking', { minutes: 10, days: 4 }));
    expect(herbs).toMatch(/Sow parsley and chives in a trough; basil indoors/);
    expect(herbs).not.toMatch(/one tomato per large pot/);
    const plain = textOf(
      await plan('Grow my own food', 'a small patio, beginner', 'grow my own food this summer', { minutes: 30, days: 3 }),
    );
    expect(plain).toMatch(/one tomato per large pot/);
  });

  it('bees, knitting, a novel’s plot and a raised bed to build keep their own plans', () => {
    expect(trackOf('Keep bees on my allotment', 'new to bees', 'keep bees on my allotment')).toBe(
      'Beekeeping, with an association and a mentor',
    );
    expect(trackOf('Learn to knit', 'I spend weekends at my allotment', 'knit a scarf')).not.toMatch(/^Growing/);
    expect(trackOf('Finish my novel', 'the plot is a mess', 'a finished draft')).not.toMatch(/^Growing/);
    expect(trackOf('Build raised beds', 'never used a saw', 'build two raised beds for my veg')).not.toBe(PLOT);
  });
});
