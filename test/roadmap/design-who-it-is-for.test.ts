import { asker } from './ask';
import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';

/**
 * A design's words follow who it is for (decision 300). A coach read a band's gig posters planned as a house style
 * for an organisation with "your band" dropped in ("Posters, menus, posts or labels", "its customers", "free to
 * eligible charities through Canva for Nonprofits", "someone at the organisation"). A band's poster carries the gig:
 * its name, date, doors, venue, tickets; its colours come from the band's logo and cover art; its readers are
 * people who go to gigs; it hangs on a venue's board with their OK. A bakery's readers are customers, a club's its
 * members, a charity's its supporters; a logo lives on a T-shirt for a band and on a shopfront for a bakery.
 */
type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const plan = (current: string, target: string, minutes: number, days: number) =>
  generateRoadmap(asker(minutes)('Design Basics', current, target, { daysPerWeek: days }), builtinProvider);
const text = (p: Plan) =>
  p.weeks
    .flatMap((w) => [w.title, w.description, ...w.days.flatMap((d) => [d.title, ...d.tasks.flatMap((t) => [t.title, t.description])])])
    .join('\n');

/** What an organisation's house style says, that a band, a DJ or a club should not read. */
const ORGANISATION = /customers|organisation|Canva for Nonprofits|menus, posts or labels|what it makes/;

describe('a design for a band reads as a gig poster, not an organisation’s house style', () => {
  it.each([
    ['I make slides in Canva', "design posters for my band's gigs", 30, 3],
    ['I use Figma a bit', 'flyers for my DJ gigs', 90, 2],
    ['never designed anything', 'posters for our brass band concerts', 15, 6],
  ] as const)('“%s” → “%s” at %i minutes, %i days', async (current, target, minutes, days) => {
    const p = await plan(current, target, minutes, days);
    expect(p.title).toBe('Design Basics: a consistent set');
    const all = text(p);
    expect(all).toMatch(/The next gig: your (?:[a-z]+ )?(?:band|act)’s name \(support acts smaller\), the date, doors time, venue/);
    expect(all).toMatch(/where tickets are sold/);
    expect(all).toMatch(/A3 gig poster \(297 × 420 mm\), or A2/);
    expect(all).toMatch(/fly-posting without the owner’s consent/);
    expect(all).toMatch(/Ask 2 people who go to gigs like yours, from outside your (?:[a-z]+ )?(?:band|act)/);
    expect(all).toMatch(/colours from your (?:[a-z]+ )?(?:band|act)’s logo, cover art or photos/);
    // A poster is read from across a room: its details are not sized as a page held in the hand.
    expect(all).toMatch(/the details big enough to read from 2 metres/);
    expect(all).not.toMatch(ORGANISATION);
  });

  it('a DJ with no band is planned for as an act, never as “your organisation”', async () => {
    const all = text(await plan('I use Figma a bit', 'flyers for my DJ gigs', 45, 4));
    expect(all).toMatch(/your act/);
    expect(all).not.toMatch(/band|organisation/);
  });
});

describe('who else a design is for shapes its words', () => {
  it('a bakery’s readers are its customers, and its colours come from what it makes', async () => {
    const all = text(await plan('I use Canva for Instagram', 'menus and posters for my bakery', 60, 3));
    expect(all).toMatch(/Ask 2 customers, or people who might be/);
    expect(all).toMatch(/your bakery’s logo, its shop front or what it makes/);
    expect(all).not.toMatch(/gig|ticket|fly-posting/);
  });

  it('a club asks its members and takes its colours from its badge and kit', async () => {
    const all = text(await plan('no design experience', "posters for our football club's summer fair", 15, 6));
    expect(all).toMatch(/Ask 2 members, and one person new to it/);
    expect(all).toMatch(/your football club’s badge or logo, its kit/);
    expect(all).not.toMatch(/customers|gig/);
  });

  it('a charity on Canva hears of Canva for Nonprofits; a band on Canva does not', async () => {
    const charity = text(await plan('I use Canva', "posters for our charity's fundraising quiz night", 45, 4));
    expect(charity).toMatch(/free to eligible charities through Canva for Nonprofits/);
    expect(charity).toMatch(/Ask 2 supporters or volunteers/);
    const unnamed = text(await plan('never designed anything', 'leaflets for our charity appeal', 30, 3));
    expect(unnamed).toMatch(/Canva for Nonprofits/);
    const band = text(await plan('I make slides in Canva', "design posters for my band's gigs", 45, 4));
    expect(band).toMatch(/Brand Kit \(Canva Pro; on the free plan/);
  });

  it('a wedding band, a resistance band or a rubber band is no band’s gig', async () => {
    for (const target of ['invitations for my wedding, with my wedding band in the photo', 'posters for my resistance band classes']) {
      const all = text(await plan('I use Canva', target, 30, 4));
      expect(all).not.toMatch(/gig|fly-posting|your band/);
    }
  });
});

describe('a logo for a band lives on a T-shirt and a stage, a bakery’s on a shopfront', () => {
  it('the band’s brief names its fans and its places', async () => {
    const all = text(await plan('I doodle', 'a logo for my band', 30, 3));
    expect(all).toMatch(/Write the brief for your band: fans, what makes it different/);
    expect(all).toMatch(/List where the logo will live: a gig poster, a T-shirt/);
    expect(all).toMatch(/Collect 5 logos of acts in your genre/);
    expect(all).toMatch(/Mock up the T-shirt or the stage banner at real size/);
    expect(all).not.toMatch(/customers|shopfront|shop sign|competitors/);
  });

  it('the bakery keeps its customers, shopfront and shop sign', async () => {
    const all = text(await plan('I use Canva', 'a logo for my bakery', 20, 5));
    expect(all).toMatch(/Ask 3 customers or friends what your bakery feels like/);
    expect(all).toMatch(/the shopfront, a bag, a cup, a screen/);
    expect(all).toMatch(/Mock up the shop sign or the packaging/);
  });

  it('a running club is named as itself, asks its members, and is never “your business”', async () => {
    const all = text(await plan('never designed', 'a logo for our running club', 45, 4));
    expect(all).toMatch(/Write the brief for your running club: members/);
    expect(all).not.toMatch(/your business|customers/);
  });
});
