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
  it.each([
    [
      'had saxophone lessons as a teenager, not played since',
      'play in our town’s concert band',
      /pads harden and leak/,
      /softer/,
      /long notes, then the scales you once knew/,
    ],
    [
      'I got to grade 5 trumpet at school, 15 years ago',
      'join a local brass band',
      /valves and slides seize/,
      /valve oil/,
      /long notes, then the scales you once knew/,
    ],
    // A cellist rebuilds with the bow and the shifts, not a wind player's long notes (decision 265).
    [
      'played cello as a kid, haven’t played for 25 years',
      'find an amateur orchestra to join',
      /bow rehaired/,
      /luthier/,
      /open-string bows, then your old scales with their shifts/,
    ],
  ])('“%s” → “%s”: the group found, the instrument serviced, tone and scales rebuilt', async (current, target, service, more, rebuild) => {
    const all = everything(await plan(current, target));
    expect(all).toMatch(/ask to sit in at a rehearsal/);
    expect(all).toMatch(/Making Music/);
    expect(all).toMatch(service);
    expect(all).toMatch(more);
    expect(all).toMatch(new RegExp(`Rebuild before the parts: ${rebuild.source}`));
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
