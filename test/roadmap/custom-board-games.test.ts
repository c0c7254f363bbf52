import { plan, goal, textOf, weekOf } from './custom-ask';
import { readBack } from '../../lambdas/roadmap/reading';
import { loadCurriculum } from '../../lambdas/roadmap/curricula/load';

/**
 * A strategy board game as a custom goal (issue #36 item 4, decision 270): Go, Catan and backgammon fell to
 * the general scaffold. A club organiser who teaches beginners reads these plans; the people are written
 * for this test.
 */

const trackOf = (title: string, current: string, target: string) => {
  const { track } = readBack(goal(title, current, target));
  return track.chosen === 'general' ? 'general' : loadCurriculum('Custom')!.tracks!.find((t) => t.name === track.name)!.id;
};

describe('what chooses a strategy board game, and what does not', () => {
  it.each([
    ['Learn to play Go', 'never played', 'play a 9x9 game at the local go club'],
    ['Baduk', 'beginner', 'beat the beginner bot'],
    ['Get better at Catan', 'I lose every family game', 'win more at our Catan nights'],
    ['Backgammon', 'I know the rules', 'beat my dad at backgammon'],
    ['Board games', 'casual', 'get better at strategy board games like Terraforming Mars'],
  ])('“%s” (%s → %s) is board-games', (title, current, target) => {
    expect(trackOf(title, current, target)).toBe('board-games');
  });

  it.each([
    ['Learn Go', "I'm a Python developer", 'learn go for backend services'],
    ['Go running', 'couch potato', 'go running three times a week'],
    ['Design a board game', 'I have an idea', 'make my own board game and pitch it'],
    ['Learn Magic: The Gathering', 'never played', 'build my first deck'],
    ['Get better at chess', 'I know the moves', 'win games at my club'],
  ])('“%s” (%s → %s) is not board-games', (title, current, target) => {
    expect(trackOf(title, current, target)).not.toBe('board-games');
  });
});

describe('a club organiser reads the plans', () => {
  it('Go from nothing: the federations’ rules, OGS on 9×9, tsumego, a club, teaching it', async () => {
    const p = await plan('Learn to play Go', 'never played', 'play a 9x9 game at the local go club', { minutes: 30, days: 5 });
    const text = textOf(p);
    expect(text).toMatch(/British Go Association's or the American Go Association's learn-to-play page/);
    expect(text).toMatch(/online-go\.com \(OGS\) on the 9×9 board/);
    expect(text).toMatch(/two eyes make a group alive/);
    expect(text).toMatch(/Ten tsumego/);
    expect(text).toMatch(/^Teach Go to someone new/m);
    expect(text).not.toMatch(/\{\w+\}|weakest part|Find who teaches/);
  });

  it('Catan says its pips; a kyu player starts at strategy and is told a rank takes months', async () => {
    expect(textOf(await plan('Get better at Catan', 'I lose every family game', 'win more at our Catan nights'))).toMatch(
      /6 and 8 have five each/,
    );
    const ranked = await plan('Learn to play Go', "I'm 11 kyu on OGS", 'reach single digit kyu', { minutes: 45, days: 4 });
    expect(weekOf(ranked, /^Learn the rules of Go/)).toBe(0);
    expect(ranked.description).toMatch(/kyu ranks come game by game over months/);
  });
});
