import { onOption } from './ask';
import { everything, tasksOf } from '../support/plan-reading';

/**
 * Helping a parent get steadier is the falls programme done side by side, written for two (issue #36,
 * round 11; decision 185): the GP or falls clinic first, booked for them and gone to with them; then, at
 * the tests and each week's first session, what the helper sets up, what the parent does and how the
 * helper spots safely. A person steadying themselves keeps their own words. People written for this
 * test, several ways of saying the same thing, and negatives that must not change.
 */

const fitness = onOption('Physical Fitness', 20, 3);
const BALANCE = 'Steady on your feet: strength and balance against falls';

describe('helping a parent get steadier', () => {
  it.each([
    ['my dad is 82 and has had two falls this year', 'help my dad get steadier on his feet', 'dad'],
    ['Mum keeps tripping at home since her stroke', 'help my mum be more steady', 'mum'],
    ['my grandad fell in the garden last month', 'do the balance exercises with my grandad', 'grandad'],
    ['my mother is frail and wobbly on the stairs', 'exercise with my mother so she can manage the stairs', 'mother'],
    ['my father had a fall', 'my father and I want to do strength and balance together', 'father'],
  ])('“%s” → “%s”: the falls programme, written for two', async (current, target, who) => {
    expect(fitness.trackOf(current, target)).toBe(BALANCE);
    const p = await fitness.plan(current, target);
    const first = tasksOf(p)[0]!;
    expect(first).toMatch(
      new RegExp(`^Book your ${who}’s GP appointment about their falls, or ask for the falls clinic, and go with them`),
    );
    const text = everything(p);
    expect(text).toMatch(
      new RegExp(`For two: you set the corner up first and show the exercise; your ${who} does it while you stand close`),
    );
    expect(text).not.toMatch(/Book a GP appointment about your fall/);
    expect(text).not.toMatch(/Couch to 5K|shoes you will run in/);
  });

  it.each([
    ['I fell twice this winter and I live with my husband', 'feel steady on my feet again'],
    ['I’m 79, wobbly on the stairs, my daughter worries', 'get to the shops on my own'],
  ])('“%s”: a person steadying themselves keeps the plan in their own words', async (current, target) => {
    expect(fitness.trackOf(current, target)).toBe(BALANCE);
    const text = everything(await fitness.plan(current, target));
    expect(text).toMatch(/Book a GP appointment about your fall or your balance/);
    expect(text).not.toMatch(/For two:/);
  });

  it('a parent’s falls without helping them are theirs: no falls plan for the person', () => {
    expect(fitness.trackOf('my mum has had a few falls', 'get fit myself so I can look after her')).not.toBe(BALANCE);
  });
});
