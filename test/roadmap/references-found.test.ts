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
    'Match the tempo with the pitch fader by ear',
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

  // Decision 259: words the check misread, each beside a real miss of the same kind that still fails.
  it('reads a rate of tries, a kind of job, a draft’s size and “2 more” as what they are', () => {
    const rate = planOf(
      week([['Rock the baby: 10 tries'], ['Rock the baby, timed'], ['Milestone: Rock the baby clean five times out of ten']]),
    );
    expect(uncountableIn(rate)).toEqual([]);
    const times = planOf(week([['Rock the baby: 10 tries'], ['Rock the baby, timed'], ['Milestone: Rock the baby clean five times']]));
    expect(uncountableIn(times)).toHaveLength(1);

    const roles = planOf(week([['List the ways into publishing'], ['Milestone: The two entry roles, the ways in with their dates']]));
    expect(uncountableIn(roles)).toEqual([]);
    const entries = planOf(week([['Journal: what you ate'], ['Milestone: Two entries in your food journal']]));
    expect(uncountableIn(entries)).toEqual([{ milestone: 'Milestone: Two entries in your food journal', counts: 2, scheduled: 1 }]);

    const size = planOf(
      week([
        ['List the scenes, one line each'],
        ['Give each scene a page estimate'],
        ['Milestone: The short outlined in 8–15 scenes, about 10 pages'],
      ]),
    );
    expect(uncountableIn(size)).toEqual([]);
    const pages = planOf(week([['Write page 1'], ['Write page 2'], ['Milestone: 10 pages written']]));
    expect(uncountableIn(pages)).toEqual([{ milestone: 'Milestone: 10 pages written', counts: 10, scheduled: 2 }]);

    for (const second of ['Send 2 more tailored applications', 'Apply to 2 more design roles']) {
      const more = planOf(week([['Send 2 tailored applications'], [second], ['Milestone: 4 more applications sent']]));
      expect(uncountableIn(more)).toEqual([]);
    }
    const fewer = planOf(week([['Send 2 tailored applications'], ['Send 1 more application'], ['Milestone: 4 more applications sent']]));
    expect(uncountableIn(fewer)).toEqual([{ milestone: 'Milestone: 4 more applications sent', counts: 4, scheduled: 3 }]);
  });

  it('still finds a pitch used before it was written', () => {
    const pitch = planOf(week([['Call the agency and give them your pitch'], ['Write a 30-second pitch']]));
    expect(danglingIn(pitch)).toEqual([{ task: 'Call the agency and give them your pitch', thing: 'pitch' }]);
  });
});
