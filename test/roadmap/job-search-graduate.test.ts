import { inOrder, textOf } from './custom-ask';
import { heldOnTheirDays, onOption } from './track-ask';

/**
 * A graduate's first job in a competitive creative industry (issue #36, round 14 wave 2, decision 240):
 * "graduated in English literature last summer, working in a café → a graduate job in publishing" got a
 * senior search — a salary floor, interim work, equity in offers. A careers adviser's plan instead: the
 * industry's entry roles and schemes with their dates, its own jobs boards, a CV and cover letter for entry
 * roles with what transfers from the job they have, short chats with people a year or two in, applications
 * counted weekly, and the entry interview and test. People written for this test.
 */

const { trackOf, plan } = onOption('Job Search Strategy');
const GRADUATE = "A graduate's first job in a competitive creative industry";
const SENIOR = /salary floor|interim|equity|negotiation script|Anchor with a specific figure/;

describe("a graduate's first creative job, as a careers adviser reads the plan", () => {
  it.each([
    [
      'graduated in English literature last summer, working in a café',
      'a graduate job in publishing',
      30,
      4,
      /Society of Young Publishers/,
      /BookCareers/,
      /the café, bar or restaurant work/,
    ],
    [
      'history MA, volunteering at a local museum, working in a shop',
      'an entry-level job at a museum or gallery',
      60,
      3,
      /Museums Association/,
      /volunteering in front of house or collections/,
      /the shop work: customers helped/,
    ],
    [
      'media studies grad, 22, working in a call centre',
      'break into TV as a runner',
      20,
      5,
      /ScreenSkills' Trainee Finder/,
      /The TV Watercooler/,
      /the office work: calls and e-mails answered/,
    ],
    [
      'politics graduate, bar job',
      'a place on a charity graduate scheme like Charity Works',
      45,
      2,
      /Charity Works \(the sector's paid graduate scheme\)/,
      /CharityJob/,
      /the café, bar or restaurant work/,
    ],
  ])(
    '%s → %s (%i min, %i days): the ways in, the entry CV, chats, applications counted',
    async (current, target, minutes, days, one, two, three) => {
      expect(trackOf(current, target)).toBe(GRADUATE);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      heldOnTheirDays(p, days);
      for (const words of [one, two, three]) expect(text).toMatch(words);
      expect(text).not.toMatch(SENIOR);
      inOrder(p, [
        /^Read about .+ in Prospects \(the UK graduate careers site\) and list its entry roles/,
        /^List the ways in to .+ and their dates/,
        /^Set up job alerts on .+'s own boards/,
        /^List what transfers from the job you have now/,
        /^Write a CV of a page or two for one of your two roles/,
        /^A cover letter for one real advert/,
        /^Send five short messages asking for 15 minutes/,
        /^Tailor the CV's profile and the letter's first paragraph/,
        /^Count the week on your tracker/,
        /^A mock interview/,
      ]);
    },
  );

  it.each([
    ['senior editor at a publisher', 'a director of publishing role'],
    ['graduate in software engineering', 'a graduate job as a developer'],
    ['marketing manager, 15 years in media', 'a head of marketing job'],
    ['freelance illustrator', 'more clients in publishing'],
    ['made redundant from a newspaper after 20 years', 'a job in journalism'],
  ])('%s → %s is not a graduate first job', (current, target) => {
    expect(trackOf(current, target)).not.toBe(GRADUATE);
  });
});
