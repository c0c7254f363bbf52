import { expectOnTheirDays, onOption } from './track-ask';
import { inOrder, textOf } from './custom-ask';

/**
 * Friends and a social life where the person lives (issue #36, round 10): someone who moved for work, a
 * retired widower, a new mum, someone after a break-up, a student, an introvert — whose target is friends,
 * a social circle or a community, not contacts in their field. The plan lists what they enjoy, finds weekly
 * groups where they live, goes back to the same ones every week (Hall 2019: about 50 hours to a casual
 * friend), makes one invitation a week, follows up, and names loneliness resources. Professional targets
 * stay on the professional tracks. People written for this test, read as a community connector would.
 */

const { trackOf, plan } = onOption('Networking Skills');
const FRIENDS = 'Friends and a social life where you live';

describe('friends and a social life, as a community connector reads the plan', () => {
  it.each([
    [
      'I moved to Manchester for work and know nobody outside the office',
      'make a few friends and join a local community',
      /in Manchester/,
      /a club, a class, a volunteering slot, parkrun/,
    ],
    ['just relocated to Bristol, I work from home', 'a social life and people to hang out with at weekends', /in Bristol/, /parkrun/],
    ['retired last year and the house is very quiet', 'meet people and get out more', /near you/, /U3A/],
    ['new mum on maternity leave, my friends all work', 'make mum friends', /near you/, /baby or toddler group/],
    ['since my divorce I have no social life', 'build a circle of friends again', /near you/, /running club or parkrun/],
    ['I’m an introvert and find groups hard', 'have two or three close friends', /near you/, /book club/],
  ])('%s → %s: weekly groups, the same faces, an invitation a week', async (current, target, here, groups) => {
    expect(trackOf(current, target)).toBe(FRIENDS);
    const p = await plan(current, target, 30, 4);
    const text = textOf(p);
    expect(text).toMatch(here);
    expect(text).toMatch(groups);
    expect(text).not.toMatch(/\{\w+\}/);
    inOrder(p, [
      /^List 10 things you enjoy/,
      // In full, or in their short forms where the person's week does them so (decision 269).
      /^Find (6|3) groups .* that meet every week/,
      /^(Choose 2 or 3 weekly things|Put 2 of them in your calendar)/,
      /^Go to the first of your weekly things/,
      /^Your first weekly thing again/,
      /^After your first weekly thing, invite one person for a coffee/,
      /^Send 2 people from your names note a message/,
      /^Invite someone to something outside the group/,
      /^Put the next 8 weeks in the calendar/,
    ]);
    expect(text).toMatch(/Meetup, the council’s events and community listings, Nextdoor/);
    expect(text).toMatch(/Hall 2019/);
    // A colleague for one who works with people; a coworking desk for a remote worker, a daytime walk for one who does not work (decision 366).
    expect(text).toMatch(
      /Ask one colleague to lunch|Book a desk one day a week at a coworking space|Ask one person from your groups to a weekday walk/,
    );
    expect(text).toMatch(/Say hello to one neighbour/);
    expect(text).toMatch(/Loneliness in adults/);
    expect(text).toMatch(/Samaritans on 116 123/);
    expect(p.description).toMatch(/about 50 hours to a casual friend and 200 or more to a close one/);
    // Not the professional course.
    expect(text).not.toMatch(/professional body|CPD|LinkedIn|informational chat|50 people you know/i);
  });

  it.each([
    [2, 15],
    [4, 45],
    [7, 60],
  ])('read whole at %i days and %i minutes: every week on the days, sessions kept whole', async (days, minutes) => {
    const q = await plan('moved to Leeds in September, lonely in the evenings', 'make friends and feel at home', minutes, days);
    expectOnTheirDays(q, minutes, days);
    const tasks = q.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
    // A weekly thing is an hour or more, never cut into sittings.
    for (const t of tasks.filter((t) => /weekly thing/.test(t.title) && /^(Go to|Your|After)/.test(t.title)))
      expect(t.estimatedMinutes).toBeGreaterThanOrEqual(45);
    expect(tasks.at(-1)!.title).toMatch(/^Milestone: Two invitations made, and your next 8 weeks in the calendar/);
    expect(textOf(q)).toMatch(/in Leeds/);
    expect(q.description).toMatch(/Samaritans|GP/);
  });

  it.each([
    ['new to Glasgow, I work in a lab', 'some friends outside work'],
    ['I’m 70 and widowed', 'feel less lonely'],
    ['PhD student, everyone in my lab is older', 'make friends outside my research group'],
    ['moving to Cardiff next month', 'join a local community group'],
    ['stay-at-home dad', 'meet other dads'],
    ['work from home, barely see anyone', 'a social circle'],
    ['I know nobody here', 'have people to go out with'],
  ])('%s → %s: the friends track, however it is said', (current, target) => {
    expect(trackOf(current, target)).toBe(FRIENDS);
  });

  it.each([
    ['I moved to Leeds and know nobody in my field', 'network in my industry'],
    ['I run a bakery', 'contacts for my business'],
    ['new to Birmingham, I’m an accountant', 'meet people in my field'],
    ['front-end developer', 'get involved in the tech community'],
    ['freelance designer', 'get more clients through friends and referrals'],
    ['PhD student', 'meet people at the conference where I have a poster'],
    ['I hate networking events', 'be comfortable at events and online'],
  ])('%s → %s: not the friends track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(FRIENDS);
  });
});
