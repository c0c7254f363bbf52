import { minutesOf, onOption } from './track-ask';
import { inOrder, textOf } from './custom-ask';

/**
 * A researcher's network (issue #36, round 10): a PhD student, a postdoc, an early-career researcher or a
 * lecturer whose target is networking — a conference, a collaborator, a next post, a PhD place, a move into
 * industry. The plan says their research in a sentence and a minute, makes them findable (Google Scholar,
 * ORCID, the lab page; LinkedIn for an industry move), reads papers and writes to an author, takes them to a
 * seminar, plans a conference (the programme, the people, the pitch, a question after a talk), follows up,
 * and takes two steps toward the next thing they named. A "research assistant" at a bank after sales
 * contacts, or someone "researching companies", keeps the general path. People written for this test, read
 * as a university's researcher-development adviser would.
 */

const { trackOf, plan } = onOption('Networking Skills');
const ACADEMIC = 'A researcher’s network: papers, conferences, next step';

describe('a researcher’s network, as a researcher-development adviser reads the plan', () => {
  it.each([
    [
      'second-year PhD student in ecology, I freeze at conferences',
      'meet people at the big conference in June where I have a poster',
      /^Your poster pitch: walk a visitor through it in 1 minute/,
      /^Draft the abstract from your 1-minute version/,
      /Google Scholar: a public profile/,
    ],
    [
      'final-year PhD in chemistry, I only know people in my lab',
      'move into industry, ideally pharma R&D',
      /^Your 1-minute version, rehearsed/,
      /^Ask 3 of the alumni on your map for a 20-minute informational chat/,
      /LinkedIn headline/,
    ],
    [
      'postdoc in neuroscience, my contract ends next year',
      'find my next postdoc or a fellowship',
      /^Your 1-minute version, rehearsed/,
      /^E-mail 2 of those PIs/,
      /ORCID: a free iD/,
    ],
    [
      'early-career researcher in sociology',
      'find research collaborators for a joint grant',
      /^Your 1-minute version, rehearsed/,
      /^Propose a 30-minute call/,
      /ORCID: a free iD/,
    ],
    [
      'master’s student writing my dissertation on coral reefs',
      'contact potential supervisors for a PhD place',
      /^Your 1-minute version, rehearsed/,
      /^E-mail 2 of them: your interest, a question on their paper, and your CV/,
      /ORCID: a free iD/,
    ],
    [
      'lecturer in medieval history, new to academia in the UK',
      'give a talk at a national conference and meet people in my field',
      /^Your talk: a timed dry run with colleagues/,
      /^Draft the abstract from your 1-minute version/,
      /ORCID: a free iD/,
    ],
  ])('%s → %s: research said, findable, an author, a conference, the next step', async (current, target, pitch, step, profile) => {
    expect(trackOf(current, target)).toBe(ACADEMIC);
    const p = await plan(current, target);
    const text = textOf(p);
    expect(text).not.toMatch(/\{\w+\}/);
    inOrder(p, [
      /^Write your research in one sentence a non-specialist can follow/,
      /^Set up /,
      /^Add to your map: /,
      /^E-mail one author about their paper/,
      /^Go to a departmental seminar or reading group/,
      /^Read the programme of /,
      pitch,
      /^Ask a question after a talk, then introduce yourself to the speaker/,
      /^Follow up everyone you met within 48 hours/,
      step,
    ]);
    expect(text).toMatch(profile);
    // Not the general course's LinkedIn-and-strangers week.
    expect(text).not.toMatch(/List 50 people you know in 3 circles|small conversations with strangers/);
  });

  it.each([
    [2, 15],
    [4, 45],
    [7, 90],
  ])('read whole at %i days and %i minutes: every week within the days’ time, the steps in order', async (days, minutes) => {
    const p = await plan('doctoral researcher in physics', 'a network for a move into industry after my PhD', minutes, days);
    for (const week of p.weeks) {
      expect(week.days.length).toBeLessThanOrEqual(days);
      if (minutesOf(week) > minutes * days * 1.1)
        expect(week.description).toMatch(/for its session; the other days are shorter|kept whole/);
    }
    const titles = p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    expect(titles).toContain('Add to your map: 5 alumni of your programme now in industry, from LinkedIn’s alumni tool');
    // The chat is one conversation, never cut into sittings.
    expect(titles.filter((t) => /^Hold the first chat/.test(t))).toHaveLength(1);
    expect(titles.at(-1)).toMatch(/^Milestone: Two steps toward a move into industry, and a weekly slot/);
  });

  it.each([
    ['PhD candidate in linguistics', 'get to know people in my field'],
    ['I’m a postdoc', 'build my network before applying for faculty jobs'],
    ['third year of my doctorate', 'network at ACL next month'],
    ['I work in a research lab at the university', 'find collaborators'],
    ['research scientist at a pharma company', 'meet academics in my field'],
    ['I want to leave academia', 'network my way into data science'],
  ])('%s → %s: the researcher’s track, however it is said', (current, target) => {
    expect(trackOf(current, target)).toBe(ACADEMIC);
  });

  it.each([
    // "Research" that is not a researcher's.
    ['research assistant at a bank', 'more sales contacts in fintech'],
    ['I’ve been researching companies I’d like to join', 'informational chats with people who work there'],
    ['I did my research on the industry', 'meet people at the trade show'],
    ['UX researcher at a startup', 'meet other UX people in London'],
    // A conference that is not an academic one.
    ['marketing manager', 'network at industry conferences'],
    ['sales rep', 'make more contacts at the academic publishing fair'],
    ['early-career marketer', 'grow my network'],
    ['recent graduate', 'network to find my first job'],
    // A PhD whose target is clients: the freelancer’s track.
    ['I have a PhD but now I work as a freelance translator', 'more direct clients'],
  ])('%s → %s: not the researcher’s track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(ACADEMIC);
  });

  it('a PhD who freelances and wants clients gets the freelancer’s network', () => {
    expect(trackOf('I have a PhD but now I work as a freelance translator', 'more direct clients')).toBe(
      'Freelance: a network that sends you clients',
    );
  });
});
