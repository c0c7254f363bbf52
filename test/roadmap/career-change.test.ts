import { onOption } from './track-ask';
import { tasksOf, textOf } from './custom-ask';

/**
 * Round 16's reading (decision 274): "retail manager for 15 years, burnt out" → "move into HR" got the general
 * search (target companies in tiers, a pipeline, salary research for "your role") as if HR were the job they
 * had. A change of career starts from the new field's entry roles, the person's experience in its words,
 * conversations with people who do the work, its qualification begun, and a CV that names the move. People
 * written for this test.
 */

const { trackOf, plan } = onOption('Job Search Strategy');
const CHANGE = 'A change of career: into a new field from the one you know';

describe('a change of career gets the changer’s weeks', () => {
  it.each([
    ['retail manager for 15 years, burnt out', 'move into HR', 30, 5, 'HR', /CIPD Level 3 Foundation Certificate/],
    [
      "I'm a secondary school teacher, 12 years",
      'switch careers into project management',
      20,
      7,
      'project management',
      /APM Project Fundamentals/,
    ],
    ['nurse for 9 years', 'career change into UX design', 45, 3, 'UX design', /three case studies/i],
    ['I work in a call centre', 'retrain as a data analyst', 60, 2, 'data analyst work', /SQL course/],
  ])(
    '%s → %s: the field’s entry roles, its qualification and the changer’s questions',
    async (current, target, minutes, days, field, entry) => {
      expect(trackOf(current, target)).toBe(CHANGE);
      const p = await plan(current, target, minutes, days);
      const titles = tasksOf(p).map((t) => t.title);
      expect(p.weeks[0]!.title).toBe(`Week 1: What ${field} asks at the door, and what you bring`);
      expect(textOf(p)).toMatch(entry);
      expect(titles.some((t) => /^(Answer aloud: 'Why the change\?'|Hold (the first|a first) conversation)/.test(t))).toBe(true);
      expect(textOf(p)).not.toMatch(/\{\w+\}|your new field/);
    },
  );

  it('the person’s years are named where their experience is translated', async () => {
    const p = await plan('retail manager for 15 years, burnt out', 'move into HR', 30, 5);
    expect(textOf(p)).toMatch(/in your years as a retail manager/);
    expect(textOf(p)).toMatch(/hiring, rotas, training, absence/);
    // Burnout still shapes the weeks: a GP first, sessions stopped at the minutes chosen.
    expect(textOf(p)).toMatch(/Book a GP appointment about the exhaustion/);
  });

  it.each([
    ['left the army last year', 'move into logistics management'],
    ['made redundant after 20 years in banking', 'switch careers into teaching'],
    ['I apply to ads and hear nothing', 'interviews at companies I choose'],
    ['qualified electrician', 'a better electrician job'],
  ])('%s → %s: not the change track (a track of its own, or the search itself)', (current, target) => {
    expect(trackOf(current, target)).not.toBe(CHANGE);
  });
});
