import { danglingIn, uncountableIn, usesOf } from '../../scripts/roadmaps/metrics';
import { planOf, weekOf as week } from './plan-of';

/**
 * Issue #39 item 4, as readers find it (round 10): a reference is "your X" or "the X", in any of its
 * forms, and a milestone's count is read in words too; a spread week's milestone counts all its parts.
 * The plans are invented for this file: each week a list of days, each day a list of [title, description].
 */

describe('references readers find', () => {
  it.each([
    ['Revise with the cheat sheet beside you', 'cheat sheet'],
    ['Shoot the scene following your shot list', 'shot list'],
    ['Go through your checklists before you leave', 'checklist'],
    ['Sort the receipts into the categories', 'category'],
    ['Compare today’s attempt with the week-1 baseline', 'baseline'],
    ['Dated in the calendar, with two drafts already in the bank', 'draft'],
    ['Keep three posts in the bank', 'post'],
  ])('“%s” uses the %s', (text, thing) => {
    expect(usesOf(text)).toEqual([thing]);
  });

  it.each([
    'Read the OWASP Authentication Cheat Sheet, first half',
    'Describe your daily routine with times, recorded',
    'Feed the starter: the same routine as yesterday',
    'Log the session: grades as your wall posts them',
    'Open the budget app and link the account',
  ])('“%s” uses nothing a task must make', (text) => {
    expect(usesOf(text)).toEqual([]);
  });

  it('finds a use that nothing before it made, and not one made earlier, introduced, or made the same day', () => {
    const dangling = planOf(week([['Write the scene'], ['Shoot it from your shot list']]));
    expect(danglingIn(dangling)).toEqual([{ task: 'Shoot it from your shot list', thing: 'shot list' }]);
    const made = planOf(week([['Write a shot list: six shots, each with its lens']]), week([['Shoot it from your shot list']]));
    expect(danglingIn(made)).toEqual([]);
    const introduced = planOf(
      week([['Two minutes of meditation, and tick', 'A paper tracker in sight; cross the day off.'], ['Tick the tracker']]),
    );
    expect(danglingIn(introduced)).toEqual([]);
    // Made later in the plan is still dangling where it is used.
    const late = planOf(week([['Review the checklist before you start']]), week([['Make a checklist of your five usual errors']]));
    expect(danglingIn(late)).toHaveLength(1);
  });
});

describe('milestones readers count', () => {
  it('reads a count in words and in its word forms ("two drafts", "three loaves")', () => {
    const two = planOf(week([['Draft the opening scene'], ['Milestone: two drafts finished']]));
    expect(uncountableIn(two)).toEqual([{ milestone: 'Milestone: two drafts finished', counts: 2, scheduled: 1 }]);
    const loaves = planOf(week([['Bake loaf 1 over two days'], ['Bake loaf 2, one change'], ['Milestone: two loaves compared']]));
    expect(uncountableIn(loaves)).toEqual([]);
    const three = planOf(week([['Bake a loaf'], ['Milestone: three loaves compared']]));
    expect(uncountableIn(three)).toHaveLength(1);
  });

  it('counts a spread week’s parts together, a cumulative count over the plan so far, and a session as a day’s work', () => {
    const spread = planOf(
      { title: 'Mock interviews, part 1 of 2', days: [[['A mock interview with a friend']]] },
      {
        title: 'Mock interviews, part 2 of 2',
        days: [[['A second mock interview, recorded']], [['Milestone: 2 mock interviews with feedback acted on']]],
      },
    );
    expect(uncountableIn(spread)).toEqual([]);
    const repertoire = planOf(
      week([['Cook a stir-fry'], ['Cook a dal'], ['Cook a soup']]),
      week([['Cook a traybake'], ['Milestone: four meals in your repertoire']]),
    );
    expect(uncountableIn(repertoire)).toEqual([]);
    // Without "in your repertoire", the week counts alone.
    const weekly = planOf(
      week([['Cook a stir-fry'], ['Cook a dal'], ['Cook a soup']]),
      week([['Cook a traybake'], ['Milestone: four meals cooked']]),
    );
    expect(uncountableIn(weekly)).toHaveLength(1);
    const sessions = planOf(
      week([['Push-ups A: 5 sets']], [['Push-ups B: slow']], [['Push-ups C: a pyramid'], ['Milestone: three sessions logged']]),
    );
    expect(uncountableIn(sessions)).toEqual([]);
    const short = planOf(week([['Push-ups A: 5 sets']], [['Push-ups B: slow'], ['Milestone: three sessions logged']]));
    expect(uncountableIn(short)).toHaveLength(1);
  });
});
