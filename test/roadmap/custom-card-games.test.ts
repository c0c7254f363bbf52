import { plan, goal, textOf, inOrder, weekOf } from './custom-ask';
import { readBack } from '../../lambdas/roadmap/reading';
import { loadCurriculum } from '../../lambdas/roadmap/curricula/load';
import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { eventWeekday } from '../../lambdas/roadmap/builtin/named-day';

/**
 * Trading card games as a custom goal (issue #36 item 4, decision 270): Magic: The Gathering was turned away
 * from card magic by decision 251 and fell to the general scaffold. A game-store organiser who teaches new
 * players reads these plans; the people are written for this test.
 */

const trackOf = (title: string, current: string, target: string) => {
  const { track } = readBack(goal(title, current, target));
  return track.chosen === 'general' ? 'general' : loadCurriculum('Custom')!.tracks!.find((t) => t.name === track.name)!.id;
};

describe('what chooses a trading card game, and what does not', () => {
  it.each([
    ['Learn Magic: The Gathering', 'never played', 'build my first deck'],
    ['Magic the Gathering', 'casual player', 'win at Friday Night Magic'],
    ['MTG', 'I play Arena', 'go to FNM at my local store'],
    ['Commander', 'I play casually with friends', 'build a budget EDH deck'],
    ['Pokémon cards', 'my son is 9', 'play at a Pokémon League with my son'],
    ['Yu-Gi-Oh', 'played as a kid', 'enter a locals tournament'],
    ['Lorcana', 'never played', 'a deck for league night'],
  ])('“%s” (%s → %s) is card-games', (title, current, target) => {
    expect(trackOf(title, current, target)).toBe('card-games');
  });

  it.each([
    ['Learn card magic', 'none', 'a close-up routine for my family', 'magic'],
    ['Magic tricks', 'I know two self-working tricks', 'perform at my nephew’s party', 'magic'],
    ['Sell my Pokémon cards', 'a box of old cards', 'sell my Pokémon cards for the best price', 'general'],
    ['Learn to play poker', 'never played', 'hold my own at the home game', 'poker'],
    ['Get better at chess', 'I know the moves', 'win games at my club', 'chess'],
  ])('“%s” (%s → %s) is not card-games', (title, current, target, other) => {
    expect(trackOf(title, current, target)).not.toBe('card-games');
    if (other !== 'general') expect(trackOf(title, current, target)).toBe(other);
  });
});

describe('a store organiser reads the plans', () => {
  it('a beginner of 34 to Friday Night Magic: Arena’s tutorial, the curve, a budget deck, the store night', async () => {
    const p = await plan('Learn Magic: The Gathering', "never played, I'm 34", 'build my first deck and play Friday Night Magic', {
      minutes: 45,
      days: 3,
    });
    const text = textOf(p);
    expect(p.description).toMatch(/set a monthly budget before you buy/);
    expect(text).toMatch(/MTG Arena's free tutorial/);
    expect(text).toMatch(/about 24 lands/);
    expect(text).toMatch(/The Wizards store and event locator lists Friday Night Magic/);
    inOrder(p, [
      /^Learn to play with the game's own tools/,
      /^Count your deck: what it can do/,
      /^Build the deck/,
      /^Play Friday Night Magic/,
    ]);
    const night = p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks)).find((t) => /^Play Friday Night Magic/.test(t.title))!;
    expect(night.estimatedMinutes).toBeGreaterThanOrEqual(120);
    expect(text).not.toMatch(/\{\w+\}|weakest part|Find who teaches/);
  });

  it('a parent with a son of 9: Pokémon’s own tools, the League, a budget agreed with the child', async () => {
    const text = textOf(
      await plan('Pokémon cards', "my son is 9 and I'm 40", 'play at a Pokémon League with my son', { minutes: 30, days: 2 }),
    );
    expect(text).toMatch(/Pokémon TCG Live's free tutorial/);
    expect(text).toMatch(/Play! Pokémon event locator/);
    expect(text).toMatch(/a monthly amount you and your child agree/i);
    expect(text).not.toMatch(/MTG|Friday Night Magic|lands/);
  });

  it('a 14-year-old at Yu-Gi-Oh!: no mulligan and no lands, starters counted, a budget agreed with a parent', async () => {
    const text = textOf(
      await plan('Yu-Gi-Oh', "I'm 14, played as a kid", 'enter a locals tournament at the card shop', { minutes: 60, days: 5 }),
    );
    expect(text).toMatch(/Yu-Gi-Oh! has no mulligan/);
    expect(text).toMatch(/Count your starters/);
    expect(text).toMatch(/A monthly amount agreed with a parent/);
    expect(text).not.toMatch(/\blands?\b|London mulligan/);
  });

  it('a casual Commander player starts at strategy, with a 100-card deck', async () => {
    const p = await plan('Commander', 'I play casually with friends', 'build a budget EDH deck and go to a commander night', {
      minutes: 60,
      days: 4,
    });
    expect(weekOf(p, /^Learn to play with the game's own tools/)).toBe(0);
    expect(textOf(p)).toMatch(/100 cards, one of each but basic lands/);
    expect(textOf(p)).toMatch(/a small monthly amount, set now/i);
  });
});

describe('the store’s night on its own weekday (round 16’s reading: “Play Friday Night Magic” on a Thursday)', () => {
  // An event named for its weekday falls on it where the person has that day; else their day standing in says so.
  const on = async (weekdays: number[], title: string, current: string, target: string, description?: string) => {
    const request = { ...goal(title, current, target, { description, minutes: 45 }), daysPerWeek: weekdays.length, weekdays };
    const p = await generateRoadmap(request, builtinProvider);
    /** The weekday of each day whose tasks' titles match, in plan order. */
    const daysOf = (title: RegExp) =>
      p.weeks.flatMap((w) => w.days.flatMap((d, i) => (d.tasks.some((t) => title.test(t.title)) ? [weekdays[i]] : [])));
    return { p, daysOf, text: textOf(p) };
  };
  const MTG = ['Win at Magic: The Gathering', 'I played a few games with friends', 'go 3-1 at FNM with my own deck'] as const;

  it('Friday Night Magic on the Friday of someone who has Fridays, the night and the target both', async () => {
    const { daysOf, text } = await on([1, 3, 5], ...MTG, 'play at Friday Night Magic at my local game store');
    expect(daysOf(/^Play Friday Night Magic$/)).toEqual([5]);
    expect(daysOf(/: tried at the store$/)).toEqual([5]);
    // The night's preparation before it in the week, its log after it or the same night.
    expect(daysOf(/^Find Friday Night Magic at a local store/)[0]).toBeLessThan(5);
    expect(text).not.toMatch(/not one of your days/);
  });

  it.each([
    [[2, 4, 6], 4, 'Thursday'],
    [[1, 2, 3], 3, 'Wednesday'],
    [[6, 7], 6, 'Saturday'],
  ])('on %j, without a Friday, the day standing in says so (%s)', async (weekdays, standIn, name) => {
    const { p, daysOf } = await on(weekdays, ...MTG);
    expect(daysOf(/^Play Friday Night Magic$/)).toEqual([standIn]);
    const night = p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks)).find((t) => t.title === 'Play Friday Night Magic')!;
    expect(night.description).toContain(
      `This is on a Friday (Friday Night Magic), not one of your days: do it that Friday, in place of this ${name}.`,
    );
  });

  it('a Tuesday Commander night on the Tuesday, a league on Wednesdays on the Wednesday', async () => {
    const commander = await on([2, 4, 6], 'Commander', 'I play casually with friends', 'hold my own at the Tuesday Commander night');
    expect(commander.daysOf(/: tried at the store$/)).toEqual([2]);
    const league = await on(
      [1, 3, 5, 6],
      'Pokémon cards',
      'my son and I just started the Pokémon card game',
      'play at the Pokémon League at our store on Wednesdays',
    );
    expect(league.daysOf(/: tried at the store$/)).toEqual([3]);
    expect(league.text).not.toMatch(/not one of your days/);
  });

  it('no weekday named: the night where the week’s lessons put it, and nothing said of a day', async () => {
    const { daysOf, text } = await on([1, 3, 5], 'Yu-Gi-Oh', 'played as a kid', 'enter a locals tournament with my own deck');
    expect(daysOf(/^Play /)).toHaveLength(1);
    expect(text).not.toMatch(/not one of your days|in place of this/);
  });
});

describe('the weekday an event is named for (named-day.ts)', () => {
  it.each([
    ['go 3-1 at FNM', 5],
    ['win the Tuesday quiz at the Red Lion', 2],
    ['score in the Sunday league', 7],
    ["the store's Thursday night Commander games", 4],
    ['our Thursday Commander night', 4],
    ['the league meets on Wednesdays', 3],
    ['finish my deck by Friday', undefined],
    ['the prerelease on Friday 12 March', undefined],
    ['a Friday dinner with friends', undefined],
    ['a speech at the Saturday wedding', 6],
  ])('%s → %s', (words, day) => {
    expect(eventWeekday(words)?.day).toBe(day);
  });
});

describe('the days before the store’s night lead to it', () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 7], 120],
    [[2, 4, 6], 45],
  ])('on %j at %i minutes: games with the deck as registered, and the list packed, before the night', async (weekdays, minutes) => {
    const request = {
      ...goal('Magic: The Gathering', 'I played a few games with friends', 'go 3-1 at FNM with my own deck', { minutes }),
      daysPerWeek: weekdays.length,
      weekdays,
    };
    const p = await generateRoadmap(request, builtinProvider);
    const order = p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    const before = order.indexOf('Three games with the deck you will take, against the decks you expect');
    expect(before).toBeGreaterThanOrEqual(0);
    expect(before).toBeLessThan(order.indexOf('Play Friday Night Magic'));
  });
});
