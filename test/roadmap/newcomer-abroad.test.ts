import { textOf } from './custom-ask';
import { expectOnTheirDays, onOption } from './track-ask';

/**
 * Round 16 (decision 279): someone who "moved to Berlin last month for a job, know nobody" was sent to "the
 * council’s events", Nextdoor, the NHS page on loneliness, a GP and UK charities. A person the words place in
 * the eurozone (locale.ts) reads neutral words or their country's: a family doctor, Meetup, InterNations, a
 * Tandem language exchange or a language café, and in Germany or Austria the Volkshochschule's German
 * courses; Germany's loneliness network and its Telefonseelsorge where the words say Germany. A person in
 * England keeps the council, parkrun, the NHS and the social prescriber. People written for this test; a
 * community connector's reading.
 */

const UK_WORDS = /\bNHS\b|\bcouncil|Nextdoor|Marmalade|\bGP\b|England/;

describe('a newcomer in the eurozone reads where they are, not the UK', () => {
  const friends = onOption('Networking Skills');
  it.each([
    [
      'moved to Berlin last month for a job, know nobody',
      'make three friends outside work',
      20,
      3,
      /Volkshochschule’s courses/,
      /Kompetenznetz Einsamkeit/,
    ],
    [
      'just moved to Vienna for my PhD, my German is basic',
      'find a social life',
      30,
      4,
      /Volkshochschule’s courses/,
      /pages in your country/,
    ],
    [
      'relocated to Amsterdam with my partner',
      'make some friends of my own',
      45,
      5,
      /a course in the local language/,
      /pages in your country/,
    ],
    ['new in Madrid, I work from home', 'a social life at weekends', 15, 6, /a course in the local language/, /pages in your country/],
  ])('“%s” → “%s”: Meetup, a language exchange, their own words for help', async (current, target, minutes, days, course, lonely) => {
    const p = await friends.plan(current, target, minutes, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(/InterNations, a Tandem language exchange/);
    expect(text).toMatch(course);
    expect(text).toMatch(lonely);
    expect(text).not.toMatch(UK_WORDS);
  });

  it('someone who moved to Leeds keeps the council, parkrun and the NHS page', async () => {
    const text = textOf(await friends.plan('moved to Leeds, know nobody', 'make three friends', 30, 4));
    expect(text).toMatch(/the council’s events and community listings, Nextdoor/);
    expect(text).toMatch(/the NHS page “Loneliness in adults”/);
    expect(text).not.toMatch(/InterNations|Volkshochschule/);
  });

  const mind = onOption('Mental Health');
  it.each([
    ['moved to Munich, very lonely', 'feel less lonely', /Volkshochschule/, /Telefonseelsorge \(0800 111 0 111/],
    [
      'living in Lyon since the move, lonely most evenings',
      'feel less alone',
      /a course in the local language/,
      /a listening or befriending line in your country/,
    ],
  ])('“%s” → “%s”: a family doctor, groups and a line where they are', async (current, target, groups, line) => {
    const text = textOf(await mind.plan(current, target, 30, 5));
    expect(text).toMatch(/family doctor/);
    expect(text).toMatch(groups);
    expect(text).toMatch(line);
    expect(text).not.toMatch(UK_WORDS);
  });

  it('a lonely person in Leeds keeps the social prescriber and the council', async () => {
    const text = textOf(await mind.plan('retired in Leeds, very lonely', 'feel less lonely', 30, 5));
    expect(text).toMatch(/social prescribing link workers/);
    expect(text).toMatch(/your council's website/);
  });
});
