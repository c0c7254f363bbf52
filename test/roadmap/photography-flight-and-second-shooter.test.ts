import { onOption, servedOn } from './track-ask';
import { textOf } from './custom-ask';

/**
 * Round 19 (decision 346): "sharp photos of birds in flight" on a Nikon Z6 with a 200-500 got the wildlife
 * path, which never practised flight: no panning, no focus area for flight, dens and fur, "Nikon Z Birds"
 * detection the original Z6 does not have, and no word of the FTZ adapter an F-mount lens needs on a Z body.
 * Birds in flight now have their own track, the camera and lens the person owns read into its settings.
 */

const PHOTO = 'Photography Basics';
const FLIGHT = 'Birds in flight';
const { trackOf, plan } = onOption(PHOTO);
const served = servedOn(PHOTO, /dens|fur\b|lying or kneeling/i);

describe('birds in flight, with the camera and lens the person owns', () => {
  const STEPS = [
    /^Sort \d+ (of your )?blurry bird frames into/,
    /^Set .+ for flight/,
    /^Set up your /,
    /^Shoot \d+ frames of gulls/,
    /^Panning drill/,
    /^The same birds with two focus areas/,
    /^Find a flight line/,
    /^(Stand with the wind|Cull to the)/,
  ];

  it.each([
    [
      'I have a Nikon Z6 and a 200-500 lens, my bird shots are blurry',
      'sharp photos of birds in flight',
      60,
      2,
      /FTZ \(or FTZ II\) adapter/,
      /animal detection is for dogs and cats, not birds/,
    ],
    [
      'I shoot a Canon R7 with the RF 100-400',
      'get sharp birds in flight shots',
      30,
      4,
      /focus-limit switch on its far range/,
      /Subject to detect set to Animals/,
    ],
    [
      'Sony a6400 and a Sigma 150-600, beginner',
      'photograph eagles flying over the estuary',
      45,
      3,
      /focus-limit switch on its far range/,
      /Subject Recognition set to Bird/,
    ],
    ['Nikon D500 and 200-500', 'BIF photography of terns', 90, 5, /VR on SPORT|SPORT on Nikon/, /Group-area AF/],
    ['I have an OM-1 and the 100-400', 'owls in flight at dusk', 20, 6, /focus-limit switch/, /Bird detection on an OM-1/],
    ['Nikon Z8, 180-600', 'raptors in flight at a bird of prey centre', 120, 7, /focus-limit switch/, /Subject detection set to Birds/],
  ])(
    '%s → %s (%i min, %i days): the blur sorted, flight settings, panning, a flight line',
    async (current, target, minutes, days, lens, af) => {
      const { text } = await served(FLIGHT, current, target, minutes, days, STEPS);
      expect(text).toMatch(/1\/2000 s/);
      expect(text).toMatch(/auto ISO/i);
      expect(text).toMatch(lens);
      expect(text).toMatch(af);
      expect(text).toMatch(/wind at your back|wind behind you|wind and sun behind you/);
    },
  );

  it('an RF lens on a Canon R body is not sent to an adapter; an F-mount lens on a Z body is', async () => {
    expect(textOf(await plan('Canon R7 with the RF 100-400', 'birds in flight', 30, 3))).not.toMatch(/EF-EOS R/);
    expect(textOf(await plan('Canon R6 with my old EF 100-400', 'birds in flight', 30, 3))).toMatch(/EF-EOS R mount adapter/);
    expect(textOf(await plan('Nikon Z6 and a 200-500', 'birds in flight', 30, 3))).toMatch(/FTZ/);
    expect(textOf(await plan('Nikon D7500 and a 200-500', 'birds in flight', 30, 3))).not.toMatch(/FTZ/);
  });

  it.each([
    ['I take photos with my phone', 'sharp photos of birds'],
    ['Nikon Z6', 'photograph birds at my garden feeder'],
    ['I fly a drone', 'photos from my drone flying over the coast'],
    ['Canon R50', 'dragonflies in flight'],
    ['I shoot planes', 'airshow photos of planes flying'],
  ])('“%s” → “%s” is not the flight path', (current, target) => {
    expect(trackOf(current, target)).not.toBe(FLIGHT);
  });
});

describe('a second shooter with a kit lens, and the wedding on its date', () => {
  const SECOND = 'Second-shooting a wedding';

  it('the June wedding falls in the wedding week, not a month before it', async () => {
    const p = await plan('I have a Canon R50 with the kit lens, shoot in auto', "second-shoot a friend's wedding in June", 40, 3);
    const at = p.weeks.findIndex((w) => w.days.some((d) => d.tasks.some((t) => /^Second-shoot .+ from the lead's plan/.test(t.title))));
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(p.weeks.length - 1);
    expect(p.description).toMatch(
      new RegExp(`so that week ${at + 1}, with your friend's wedding, is the first week of June \\(from Monday \\d+ June\\)`),
    );
    expect(p.description).not.toMatch(/so that its last week holds/);
  });

  it.each([
    ['I have a Canon R50 with the kit lens, shoot in auto', /RF 50mm f\/1\.8 STM/],
    ['Nikon D3500 with the 18-55', /AF-S 50mm f\/1\.8G/],
    ['Sony a6100 and its kit lens', /E 35mm f\/1\.8 OSS/],
  ])('%s: RAW, and a fast prime for the mount it has', async (current, prime) => {
    const text = textOf(await plan(current, 'second shooter at a wedding in May', 30, 4));
    expect(text).toMatch(/Shoot RAW/);
    expect(text).toMatch(/Your kit lens opens only to about f\/4\.5–6\.3/);
    expect(text).toMatch(prime);
  });

  it('a phone is not told to shoot RAW files or to buy a lens', async () => {
    const text = textOf(await plan('I only have an iPhone 15', 'second shooter at a wedding in May', 30, 4));
    expect(text).not.toMatch(/Shoot RAW \(|fast prime/);
  });

  it('the lens words never leave the second shooter’s track', async () => {
    expect(trackOf('I have a Canon R50 with the kit lens', 'second shooter at a wedding in May')).toBe(SECOND);
  });
});
