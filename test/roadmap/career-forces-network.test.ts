import { inOrder, textOf } from './custom-ask';
import { heldOnTheirDays, onOption } from './track-ask';

/**
 * A service leaver's civilian network (round 18, decision 313): "army veteran leaving after 22 years" →
 * "build a civilian network in project management" got the general path ("Colleagues, classmates, neighbours,
 * club members", "I saw your team launched X"), with "veteran" and "project management" only in the header. The
 * track starts from the people who left before them and the ex-forces networks (the Forces Employment Charity,
 * the Officers' Association, CTP's fairs; Hire Heroes USA and American Corporate Partners in the US), says the
 * service in civilian words, holds calls a week after the messages, then the new field's own body (APM or PMI,
 * CILT, IOSH) and qualification. People written for this test, read as a resettlement adviser would.
 */

const { trackOf, plan } = onOption('Networking Skills');
const FORCES = 'Leaving the forces: a civilian network in your new field';

describe("a service leaver's civilian network, as a resettlement adviser reads it", () => {
  it.each([
    [
      'army veteran leaving after 22 years',
      'build a civilian network in project management',
      3,
      30,
      [
        /22 years in the Army/,
        /APM \(the Association for Project Management\)/,
        /PRINCE2 Foundation/,
        /Forces Employment Charity/,
        /"orders" → "project brief"/,
      ],
    ],
    [
      'US Army veteran, separating in June after 10 years',
      'a network in project management in Texas',
      5,
      60,
      [/PMI chapter/, /CAPM/, /Hire Heroes USA/, /American Corporate Partners/, /988/],
    ],
    [
      'Major in the Royal Signals, leaving the army next year',
      'contacts in cyber security',
      4,
      45,
      [/the Army/, /Officers' Association/, /BCS and its local branch/, /CompTIA Security\+/],
    ],
    [
      'Royal Navy logistician, 12 years in the navy, leaving in March',
      'build contacts in logistics and supply chain',
      2,
      120,
      [/the Royal Navy/, /CILT/],
    ],
    ['ex-RAF, left the forces last year', 'get to know people in health and safety', 7, 15, [/the RAF/, /IOSH/, /NEBOSH/]],
    [
      'ex-Royal Marine, left 2 years ago, now in security',
      'grow my network in close protection',
      5,
      10,
      [/the Royal Marines/, /Security Institute/, /SIA licence/],
    ],
    [
      'service leaver, 6 years',
      'a professional network outside the military',
      6,
      90,
      [/the forces/, /professional body of the field you want/],
    ],
  ])(
    '%s → %s (%i days, %i min): people who left before, civilian words, the field’s body',
    async (current, target, days, minutes, says) => {
      expect(trackOf(current, target)).toBe(FORCES);
      const p = await plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      const text = textOf(p);
      for (const said of says) expect(text).toMatch(said);
      // The general path's generic circles and launch message are not this plan.
      expect(text).not.toMatch(/Colleagues, classmates, neighbours|launched X|a shop, a queue/);
      inOrder(p, [
        /^Read (?:5|3) real ads in/,
        /^List (?:20|10) people who left/,
        /^Send the first 3 messages/,
        /^Hold the first call, and ask who else/,
        /^Look up the field's professional body/,
        /^Attend the event/,
      ]);
    },
  );

  it('holds the first call at least a week after the first messages, never the next day', async () => {
    const p = await plan('army veteran leaving after 22 years', 'build a civilian network in project management', 30, 3);
    const weekOf = (re: RegExp) => p.weeks.findIndex((w) => w.days.some((d) => d.tasks.some((t) => re.test(t.title))));
    expect(weekOf(/^Hold the first call, and ask who else/)).toBeGreaterThan(weekOf(/^Send the first 3 messages/));
  });

  it.each([
    ['veteran teacher of 20 years', 'network with other heads of department'],
    ['my husband is leaving the army next year', 'build my own network in HR'],
    ['I want to join the army reserves', 'meet people who served'],
    ['left the army 3 years ago, now freelance', 'find more clients for my consultancy'],
    ['project manager for 10 years', 'build a network in project management'],
    ['ex-marine biologist, now at a charity', 'a network in conservation'],
  ])('%s → %s: not the service leaver’s network', (current, target) => {
    expect(trackOf(current, target)).not.toBe(FORCES);
  });
});
