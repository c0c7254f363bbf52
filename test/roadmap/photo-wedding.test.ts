import { inOrder, tasksOf, textOf, weekOf } from './custom-ask';
import { expectOnTheirDays, heldOnTheirDays, onOption } from './track-ask';

/**
 * Round 13 (issue #36, decision 209): "photograph my friend's wedding" and "start as a wedding
 * photographer" got the general path (golden hour, a window-light portrait) with a wedding as one more
 * event. A wedding photographer plans the day on paper with the couple, asks the ceremony's rules, shoots
 * a dark church without flash, organises the groups from a list, second-shoots before leading, keeps
 * every frame twice, signs a contract, is insured, and delivers a culled gallery; a friend's wedding is
 * said for what it is — it cannot be redone. People written for this test; a wedding photographer's reading.
 */

const { trackOf, plan } = onOption('Photography Basics');
const WEDDING = 'A wedding: the day planned, shot and delivered';

/** The day in the order a wedding photographer prepares it. */
const PATH = [
  // (In full, or in its short form where the person's week does it so: decision 269.)
  /^(Meet the couple for an hour|A 20-minute call with the couple)/,
  /^Write the shot list/,
  /^Write the group list: (no more than )?10–12 groups/,
  /^(Ask the person who takes the ceremony about photography|Ask whoever takes the ceremony)/,
  /^Set .* for a dim (church or )?room,? without flash/,
  /^Organise a group of (6–12 people|4–6) .* from a written list/,
  /^Write (to|one message and send it to) five local wedding photographers/,
  /^Write the agreement (and have it signed before the day|from a template)/,
  /^Photograph .* from your shot list and timeline, and back up every frame that night/,
  /^Check the shot list against the frames/,
  /^Cull: reject the blurred/,
  /^Deliver the gallery online/,
];

describe('a wedding, as a wedding photographer reads the plan', () => {
  it.each([
    ['I have a Canon R50 and shoot my family', 'photograph my friend’s wedding in June', 45, 4, 'friend', /one card slot/],
    [
      'my iPhone 15',
      'take the photos at my sister’s wedding, she can’t afford a photographer',
      30,
      3,
      'friend',
      /A phone has no second card/,
    ],
    ['Fujifilm X-T30, beginner', 'photograph a small elopement in Scotland for friends', 10, 2, 'friend', /one card slot/],
    ['hobbyist with a Nikon D750, 5 years', 'start as a wedding photographer', 90, 6, 'business', /With two card slots/],
    ['Sony a7 III, I shoot portraits', 'start my own wedding photography business', 60, 5, 'business', /With two card slots/],
    ['Canon 6D, I’ve done a few events', 'shoot weddings as a side business', 120, 7, 'business', /With two card slots/],
  ])(
    '%s → %s (%i min, %i days): the day on paper, low light, groups, two cards and a gallery',
    async (current, target, minutes, days, kind, cards) => {
      expect(trackOf(current, target)).toBe(WEDDING);
      const p = await plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      expectOnTheirDays(p, minutes, days);
      const text = textOf(p);
      expect(text).toMatch(/rules run from “anywhere, quietly” to “from the back only”, “no flash”/);
      expect(text).not.toMatch(/golden hour|window light portrait|Light direction/i);
      // Ten minutes twice a week cannot prepare a wedding in half a year: the plan says how long it takes.
      if (!weekOf(p, /^Deliver the gallery online/)) {
        expect(p.description).toMatch(/A wedding shot and delivered .* takes about \d+ hours .* at this pace/);
        return;
      }
      inOrder(p, PATH);
      expect(text).toMatch(cards);
      // The wedding itself is a whole day, never cut to the person's minutes, and its gallery ends the plan.
      const day = tasksOf(p).find((t) => /^Photograph .* from your shot list and timeline/.test(t.title))!;
      expect(day.estimatedMinutes).toBe(360);
      expect(tasksOf(p).at(-1)!.title).toBe('Milestone: The day photographed and the gallery delivered');
      if (kind === 'friend') {
        expect(text).toMatch(/You cannot redo a wedding/);
        expect(text).toMatch(/Even for a friend, one page that you both sign/);
        expect(text).not.toMatch(/professional indemnity/);
      } else {
        expect(text).toMatch(/second-shoot for established wedding photographers before you take a wedding of your own/);
        expect(text).toMatch(/the Guild of Photographers or the SWPP in the UK, the PPA in the US/);
        expect(text).toMatch(/Public liability .* professional indemnity/);
      }
    },
  );

  it('names whose wedding it is, and keeps a phone’s ceremony without flash', async () => {
    const p = await plan('my iPhone 15', 'take the photos at my sister’s wedding, she can’t afford a photographer', 30, 3);
    const text = textOf(p);
    expect(text).toMatch(/your sister’s wedding/);
    expect(text).toMatch(/With a phone, no flash: brace it on a pillar/);
    expect(weekOf(p, /^Write the group list/)).toBeLessThan(weekOf(p, /^Photograph your sister’s wedding from your shot list/));
  });

  it.each([
    ['a Sony a6000', 'photos at our family parties and weddings'],
    ['Canon 250D', 'photograph wedding dresses for my bridal shop'],
    ['my phone', 'better photos as a guest at my cousin’s wedding'],
    ['Nikon Z50', 'our wedding anniversary dinner in Rome'],
    ['a Sony FX30', 'wedding videography'],
    ['a Canon R10', 'my son’s football matches'],
    ['Canon R8', 'I’m the bride, how to get good photos from guests'],
  ])('%s → %s is not the wedding track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(WEDDING);
  });
});
