import { inOrder, textOf } from './custom-ask';
import { heldOnTheirDays, onOption } from './track-ask';

/**
 * Finding a mentor (issue #36, round 13): "find a mentor in test automation" from an introverted tester got
 * the newcomer's track ("I'm an architect, just moved from Leeds") because "I know nobody in test automation"
 * read as knowing nobody in a town. The track writes down what the person wants from a mentor, finds the
 * field's communities (Ministry of Testing for testers), takes written, low-stakes first steps, makes a short
 * specific ask, prepares the first conversation and keeps it going. People written for this test, read as a
 * careers coach would.
 */

const { trackOf, plan } = onOption('Networking Skills');
const MENTOR = 'Finding a mentor';
const NEW_HERE = 'New in town: a network in your field from nobody';

describe('finding a mentor, as a careers coach reads it', () => {
  it.each([
    [
      "I'm a manual tester, quite introverted, I know nobody in test automation",
      'find a mentor in test automation',
      3,
      20,
      /mentor in test automation,/,
      /Ministry of Testing/,
    ],
    ['junior UX designer, 1 year in', 'a mentor for my design career', 5, 30, /mentor in design,/, /ADPList/],
    ['mechanical engineer working towards chartership', 'find a mentor for my CEng application', 2, 45, /mentor in engineering,/, /IMechE/],
    ['newly qualified nurse on a surgical ward', 'get a mentor', 4, 15, /mentor in nursing,/, /preceptorship/],
    [
      'self-taught Python developer, shy',
      'someone to mentor me as I look for my first developer job',
      7,
      60,
      /mentor in software development,/,
      /BCS/,
    ],
    [
      'trainee accountant, ACCA',
      'mentorship from a senior finance person',
      6,
      120,
      /mentor in accountancy and finance,/,
      /ICAEW, ACCA or CIMA/,
    ],
  ])(
    '%s → %s (%i days, %i min): what they want, written steps, the ask, the first conversation',
    async (current, target, days, minutes, field, community) => {
      expect(trackOf(current, target)).toBe(MENTOR);
      const p = await plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      const text = textOf(p);
      expect(text).toMatch(field);
      expect(text).toMatch(community);
      inOrder(p, [
        /^Write what you want from a mentor/,
        /^Post your first question in the community/,
        /^Draft a short ask: a 20 or 30-minute call about one thing/,
        /^Prepare the first conversation on one page/,
        /^Hold the first conversation/,
        /^Send a short update/,
      ]);
      expect(text).not.toMatch(/new city|just moved from Leeds|Where your field meets here/);
    },
  );

  it('a tester gets The Club and testing communities, not generic tech ones', async () => {
    const text = textOf(await plan('software tester, introvert', 'find a mentor in test automation', 30, 3));
    expect(text).toMatch(/The Club \(Ministry of Testing's forum\)/);
    expect(text).toMatch(/Association for Software Testing/);
  });

  it.each([
    ['senior developer, 12 years', 'become a mentor to juniors'],
    ['team lead', 'mentor others in my team'],
  ])('%s → %s wants to mentor, not to find one', (current, target) => {
    expect(trackOf(current, target)).not.toBe(MENTOR);
  });

  it("someone who moved and wants a mentor gets the mentor track; one who moved and knows nobody keeps the newcomer's", () => {
    expect(trackOf('I moved to Leeds and know nobody', 'find a mentor in architecture')).toBe(MENTOR);
    expect(trackOf('architect, new to the city, I know nobody', '10 contacts')).toBe(NEW_HERE);
  });

  it.each([
    ['introvert, I know nobody in test automation', 'build a network in test automation'],
    ['I know nobody in the QA world', 'get known in QA'],
  ])('knowing nobody in a field (%s) is not a move to a new town', (current, target) => {
    expect(trackOf(current, target)).not.toBe(NEW_HERE);
  });
  it("at 10 minutes on 2 days, says how long the whole takes, and starts on the track's own first step", async () => {
    const p = await plan('shy QA engineer', 'find a mentor in test automation', 10, 2);
    heldOnTheirDays(p, 2);
    expect(p.description).toMatch(/A first conversation and a rhythm \([^)]*\) takes about \d+ (weeks|hours)/);
    expect(p.weeks[0].days.flatMap((d) => d.tasks).some((t) => /^Write what you want from a mentor in test automation/.test(t.title))).toBe(
      true,
    );
  });
});
