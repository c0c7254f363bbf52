import { plan, spreadAsker, textOf } from './read-plan';

/**
 * A set for one's own occasion (round 20), read as a stationery designer would: "design the invitations, menus
 * and place cards for my own wedding" was planned as a café's menu for "your organisation": prices, the 14
 * allergens, "photograph the last 3 pieces your organisation made" and "hand it to your organisation".
 */

const ask = spreadAsker('Design Basics');

describe('a couple making their own wedding stationery in Canva, 30 minutes, 3 days a week', () => {
  const request = ask('I have Canva, no design training', 'design the invitations, menus and place cards for my own wedding in May', 30, 3);

  it('starts from the invitation, in the wedding’s words, at an invitation’s size', async () => {
    const text = textOf(await plan(request));
    expect(text).toMatch(/Write the first invitation’s real words for your wedding/);
    expect(text).toMatch(/both names, the date and time, the venue.*how and by when to reply/);
    expect(text).toMatch(/Set up Canva for an A6 or 5 × 7 inch invitation/);
    expect(text).toMatch(/reply-by date found in 5 seconds/);
  });

  it('makes the set the day needs, and never a shop’s menu or an organisation', async () => {
    const text = textOf(await plan(request));
    expect(text).toMatch(/the invitation, the menu, the place cards and a table plan/);
    expect(text).not.toMatch(/organisation|its price|14 allergens|passer-by/);
  });
});

describe('other people’s occasions and a menu alone', () => {
  it.each([
    ['I make cards for friends by hand', 'the invitations and order of service for my sister’s wedding', 'your sister’s wedding'],
    ['I use Word', 'invitations for our baby shower', 'your baby shower'],
  ])('“%s” → “%s” is planned for %s', async (current, target, occasion) => {
    const text = textOf(await plan(ask(current, target, 20, 4)));
    expect(text).toContain(`real words for ${occasion}`);
    expect(text).toMatch(/reply/);
  });

  it('keeps a café’s menu priced, with its allergens', async () => {
    const text = textOf(await plan(ask('I run a café and use Canva', 'a new menu and posters for my café', 30, 3)));
    expect(text).toMatch(/Every dish, its price/);
    expect(text).toMatch(/your café/);
    expect(text).not.toMatch(/reply-by/);
  });
});
