import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { ask, everything } from '../support/plan-reading';

/**
 * A player coming back to an instrument after years, to join a group (issue #36, round 11, decision
 * 182): the group found first, the instrument serviced for its kind (a woodwind's pads and corks and a
 * softer reed, a brass instrument's valves and slides, strings and a bow), tone and scales rebuilt before
 * the parts; and sight-reading is never repeated "from memory". A player already in the band keeps the
 * band's own first steps. The people are invented for this file.
 */
const plan = (current: string, target: string) =>
  generateRoadmap(ask('Music (Instrumental Practice)', current, target, 30, 4), builtinProvider);

describe('a returner to an instrument (read as a band’s music director)', () => {
  // Not yet in the group, they come back on the returner's path (decision 293): the instrument serviced in
  // week 1, tone and scales rebuilt before any part, the group found once they can last a rehearsal.
  it.each([
    ['had saxophone lessons as a teenager, not played since', 'play in our town’s concert band', /pads, corks and springs/, /softer reed/],
    ['I got to grade 5 trumpet at school, 15 years ago', 'join a local brass band', /valves cleaned and oiled/, /lip slurs/],
    [
      'played cello as a kid, haven’t played for 25 years',
      'find an amateur orchestra to join',
      /bow rehaired/,
      /Open strings with long, slow bows/,
    ],
  ])('“%s” → “%s”: the instrument serviced, tone and scales rebuilt, then the group found', async (current, target, service, rebuild) => {
    const p = await plan(current, target);
    const all = everything(p);
    expect(p.weeks[0]!.title).toMatch(/^Week 1: Serviced, and the first sounds back on your /);
    expect(all).toMatch(service);
    expect(all).toMatch(rebuild);
    expect(all).toMatch(/Making Music’s directory|Brass Bands England/);
    expect(all).toMatch(/Go to the taster rehearsal/);
    expect(all).not.toMatch(/The part in your hands|Get the parts for the next rehearsal/);
    expect(all).not.toMatch(/[Ss]ight-read[^\n]*(from memory|the error you found|second round)/);
  });

  it('keeps a player already in the band on its own first steps', async () => {
    const all = everything(
      await plan('I play second clarinet in a wind band every week', 'get the summer concert’s parts right with my wind band'),
    );
    expect(all).toMatch(/Confirm the dates with the band/);
    expect(all).toMatch(/Check your clarinet is in playing order/);
    expect(all).not.toMatch(/ask to sit in|pads harden|Rebuild before the parts/);
  });
});
