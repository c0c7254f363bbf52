import { plan, goal, textOf, inOrder, weekOf } from './custom-ask';
import { readBack } from '../../lambdas/roadmap/reading';
import { loadCurriculum } from '../../lambdas/roadmap/curricula/load';

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
