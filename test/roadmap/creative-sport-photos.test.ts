import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { readBack } from '../../lambdas/roadmap/reading';
import { ask, everything, tasksOf } from '../support/plan-reading';
import { expectOnTheirDays } from './track-ask';

/**
 * Sport and action photographed with the camera the person owns (issue #36, round 11, decision 180): a
 * parent at their children's matches gets a few focused weeks of shutter, continuous focus, their lens's
 * reach, where to stand, timing and bad light, ending in a set from one match — not a general course with
 * golden hour and window portraits and the sport on two days. The people are invented for this file.
 */
const plan = (current: string, target: string, minutes = 30, days = 2) =>
  generateRoadmap(ask('Photography Basics', current, target, minutes, days), builtinProvider);
const trackOf = (current: string, target: string) => readBack(ask('Photography Basics', current, target, 30, 3)).track.name;

/** What the general course says that a match's plan does not need. */
const GENERAL = /golden hour|window portrait|by a window|doorway, branches|fixed 35 mm|a place, a person, a morning/i;

describe('sport and action with the camera owned (read as a sports photographer)', () => {
  it.each([
    ['an old Canon 600D, I leave it on auto', 'sharp pictures of my son’s Saturday football', /football/, /your son/],
    ['Canon 2000D that came with the kit lens', 'photos of my daughter playing hockey that aren’t blurry', /hockey/, /your daughter/],
    ['I have a Nikon D3500', 'get good shots at our rugby club’s matches', /rugby/, /your club/],
    ['Sony a6400, still learning', 'sharp shots of the lads at Sunday league', /a match/, /the players/],
  ])('“%s” → “%s”: a match’s weeks on their camera', async (current, target, sport, players) => {
    expect(trackOf(current, target)).toBe('Sport and action');
    const p = await plan(current, target);
    const all = everything(p);
    expect(p.weeks.length).toBeGreaterThanOrEqual(4);
    expect(p.weeks.length).toBeLessThanOrEqual(6);
    expect(all).toMatch(sport);
    expect(all).toMatch(players);
    for (const lesson of [/1\/1000 s/, /auto ISO/, /continuous AF|AI Servo|AF-C/, /reach/, /photography policy/, /poor light/])
      expect(all).toMatch(lesson);
    expect(all).not.toMatch(GENERAL);
    expect(all).not.toMatch(/\{\w+\}|part \d of \d|from memory|the error you found/);
    // The match is shot every week, and the last milestone is the person's own set from one match.
    for (const week of p.weeks) expect(tasksOf({ ...p, weeks: [week] }).join('\n')).toMatch(/^Shoot .*match/m);
    expect(
      p.weeks
        .at(-1)!
        .days.flatMap((d) => d.tasks)
        .at(-1)!.title,
    ).toMatch(/Milestone: A set of 10 sharp, edited frames from one match/);
    expectOnTheirDays(p, 30, 2);
  });

  it('reads the camera’s real limits: the 600D’s centre point, 3.7 frames a second and the kit lens’s reach', async () => {
    const all = everything(
      await plan('I have an old Canon 600D and only use the kit lens', 'take sharp photos of my kids’ football matches'),
    );
    expect(all).toMatch(/9 AF points \(use the centre one/);
    expect(all).toMatch(/3\.7 frames a second/);
    expect(all).toMatch(/EF-S 18–55 mm kit zoom, .* the EF-S 55–250 mm or a 70–300 mm is the usual next lens/);
    expect(all).toMatch(/In Lightroom, Canon’s free Digital Photo Professional or Snapseed/);
    expect(all).toMatch(/corner flag/);
  });

  it('a Fujifilm owner is told of Fujifilm’s lenses and raw editor, never Canon’s or Nikon’s (round 14’s readers)', async () => {
    const all = everything(
      await plan('I own a Fujifilm X-T30 and only shoot on auto', 'sharp photos of my daughter’s football matches', 30, 2),
    );
    expect(all).toMatch(/XC 15–45 or XF 18–55 mm kit zoom, .* XC 50–230, XF 55–200 or XF 70–300 mm is the usual next lens/);
    expect(all).toMatch(/In Lightroom, Fujifilm’s free X RAW Studio or Snapseed/);
    expect(all).not.toMatch(/Canon|Nikon|EF-S|55–250/);
  });

  it('a telephoto owned is not sold another, and a hall is its own poor light, with a fast lens for it', async () => {
    const all = everything(await plan('Nikon D5300 with a 70-300 zoom', 'photos of my girls’ netball games in the sports hall', 45, 4));
    expect(all).toMatch(/your telephoto's f\/5\.6–6\.3 lets in about a tenth/);
    expect(all).not.toMatch(/usual next lens/);
    expect(all).toMatch(/in the dimmest gym or hall of the season/);
    expect(all).not.toMatch(/pool|galas?\b/);
    expect(all).toMatch(/Flash dazzles athletes/);
    expect(all).toMatch(/end line/);
  });

  it('a phone at a gala gets a phone’s controls, never a camera’s', async () => {
    const all = everything(await plan('just my iPhone 13', 'better action shots at my daughter’s swimming galas', 20, 3));
    expect(all).toMatch(/burst/);
    expect(all).toMatch(/phone/);
    expect(all).not.toMatch(/f\/\d|AI Servo|AF-C|auto ISO|shutter priority|ISO 800/);
  });

  it.each([
    ['Canon 600D', 'portraits of my kids in the garden', 'Portraits'],
    ['Canon 600D', 'photos of the birds on my feeder', 'Wildlife'],
    ['Canon 600D', 'learn to use my camera properly', 'Photography Basics'],
  ])('leaves “%s” → “%s” on its own track', (current, target, track) => {
    expect(trackOf(current, target)).toBe(track);
  });
});
