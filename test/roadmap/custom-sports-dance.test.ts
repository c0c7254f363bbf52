import { readBack } from '../../lambdas/roadmap/reading';
import { goal, inOrder, plan, tasksOf, textOf } from './custom-ask';

/**
 * Round 18 left bodyboarding, dancing, tennis and a goalkeeper's own work on the general custom scaffold ("Who teaches
 * it", "Your weakest part"). Each now has a small track as its coach starts it: a lifeguarded beach and the flags
 * before the water, a class and the basic step in time, a coach's course and a serve that goes in before the club
 * ladder, handling before diving and diving from the knees first (decision 335). People written for this test.
 */

const trackOf = (title: string, current: string, target: string, description?: string) =>
  readBack(goal(title, current, target, { description })).track.name;

const GENERAL = /A teacher, a first lesson|Who teaches it|Your weakest part: the form/;
const BODYBOARD = 'Bodyboarding, from a lesson on a lifeguarded beach';
const KEEPER = 'Goalkeeping: handling, diving from the knees, distribution';
const TENNIS = 'Tennis, from a coach’s course to a first match';
const DANCE = 'Dancing, from a beginners’ class to dancing with others';

describe('a sport or a dance named in a custom goal gets its own start', () => {
  it.each([
    ['Learn to bodyboard', 'never been in the sea much, can swim', 'catch a wave on a bodyboard', BODYBOARD],
    ['Boogie boarding', 'holiday in Cornwall with the kids', 'ride the white water on a boogie board', BODYBOARD],
    ['Goalkeeping', 'play Sunday league outfield', 'become our team’s goalkeeper', KEEPER],
    ['Football', '14, always end up in goal', 'be a better goalie for my five-a-side team', KEEPER],
    ['Tennis', 'played at school 20 years ago', 'play a match at my local club', TENNIS],
    ['Learn tennis', 'never held a racket', 'rally with my husband', TENNIS],
    ['Salsa dancing', 'two left feet', 'dance salsa at a social', DANCE],
    ['Ballroom dancing', 'never danced', 'waltz at our wedding', DANCE],
    ['Contemporary dance', 'did ballet as a child', 'join a contemporary dance class and keep up', DANCE],
    ['Lindy hop', 'total beginner', 'dance at a swing night', DANCE],
  ])('%s → %s: %s', (title, current, target, track) => {
    expect(trackOf(title, current, target)).toBe(track);
  });

  it.each([
    ['Salsa', 'I love Mexican food', 'make fresh salsa from scratch'],
    ['Table tennis', 'play at work', 'beat my colleague at table tennis'],
    ['Hockey', 'new to the team', 'be a better hockey goalkeeper'],
    ['Music', 'I make beats', 'produce dance music tracks'],
    ['Learn to surf', 'never surfed', 'stand up on a green wave'],
    ['Tennis elbow', 'sore arm', 'get rid of my tennis elbow'],
  ])('not these: %s → %s', (title, current, target) => {
    expect(trackOf(title, current, target)).not.toMatch(/Bodyboarding|Goalkeeping|Tennis, from|Dancing, from/);
  });

  it('bodyboarding begins on a lifeguarded beach: the flags, rips and cold water before the white water', async () => {
    const p = await plan('Learn to bodyboard', 'never been in the sea much, can swim', 'catch a wave on a bodyboard', {
      minutes: 20,
      days: 2,
    });
    const text = textOf(p);
    expect(text).not.toMatch(GENERAL);
    expect(p.description).toMatch(/between the red-and-yellow flags/);
    expect(text).toMatch(/Red-and-yellow flags: the zone for swimming and bodyboarding, where you ride/);
    inOrder(p, [
      /^Book a bodyboarding lesson/,
      /^Spot a rip current/,
      /^Your first session: lying on the board/,
      /^Session: angle left and right/,
      /^Session: paddle and kick into a green wave/,
    ]);
    expect(text).not.toMatch(/pop-up/);
  });

  it('a goalkeeper handles before diving, dives from the knees first, and distributes', async () => {
    const p = await plan('Goalkeeping', 'play Sunday league outfield', 'become our team’s goalkeeper', { minutes: 45, days: 4 });
    expect(textOf(p)).not.toMatch(GENERAL);
    inOrder(p, [
      /^The set position, then the contour \(W\) catch/,
      /^Collapse dive from kneeling/,
      /^Collapse dive from a low crouch/,
      /^Collapse dive from standing/,
      /^Roll and overarm throw/,
      /^Play in goal/,
    ]);
    expect(p.description).toMatch(/If in doubt, sit them out/);
  });

  it('five-a-side keepers distribute for small-sided games', async () => {
    const p = await plan('Football', 'always end up in goal', 'be a better goalie for my five-a-side team', { minutes: 30, days: 3 });
    expect(textOf(p)).toMatch(/small-sided games, where you distribute by rolling and throwing quickly/);
  });

  it('tennis: a coach’s course, the serve, then the ladder; USTA where the person is American', async () => {
    const uk = await plan('Tennis', 'played at school 20 years ago', 'play a match at my local club', { minutes: 60, days: 4 });
    expect(textOf(uk)).toMatch(/LTA-accredited coach/);
    inOrder(uk, [
      /^Book an adult beginners’ course/,
      /^Serving practice/,
      /^Join your club’s box league or ladder/,
      /^Play your first match/,
    ]);
    const us = await plan('Tennis', 'total beginner in Texas', 'play in a league', { minutes: 30, days: 3 });
    expect(textOf(us)).toMatch(/USTA adult league at your NTRP level/);
  });

  it('a dance: partners rotate in a salsa class; a wedding waltz books couple’s lessons; contemporary has no partner', async () => {
    const salsa = textOf(await plan('Salsa dancing', 'two left feet', 'dance salsa at a social', { minutes: 45, days: 3 }));
    expect(salsa).toMatch(/partners rotate, so you do not need to bring one/);
    expect(salsa).toMatch(/Class: the basic step of salsa and its timing/);
    const wedding = textOf(await plan('Ballroom dancing', 'never danced', 'waltz at our wedding', { minutes: 30, days: 2 }));
    expect(wedding).toMatch(/private lesson for couples/);
    expect(wedding).toMatch(/the basic step of the waltz/);
    expect(wedding).toMatch(/Bring your song: a teacher sets a simple first dance to it/);
    expect(wedding).toMatch(/Practise together at home, in the space you will have/);
    expect(wedding).not.toMatch(/A course of weekly classes|Practise with a classmate/);
    const contemporary = await plan('Contemporary dance', 'did ballet as a child', 'join a contemporary dance class', {
      minutes: 90,
      days: 5,
    });
    expect(textOf(contemporary)).toMatch(/the warm-up and a first phrase of contemporary/);
    expect(contemporary.weeks.map((w) => w.title).join('\n')).not.toMatch(/leading or following/);
    expect(tasksOf(contemporary).length).toBeGreaterThan(10);
  });
});
