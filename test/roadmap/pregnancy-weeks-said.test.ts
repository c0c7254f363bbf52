import { onOption } from './track-ask';

/**
 * The review of round 16 (decision 275): "pregnant, due in 10 weeks" started at "Up to 15 weeks" (the 10 weeks
 * read as her stage), and "keep swimming until 36 weeks" at "Weeks 36–37". A span ahead is not where she is.
 */

const { plan } = onOption('Physical Fitness');

describe('where a pregnancy plan starts', () => {
  it.each([
    ['pregnant, due in 10 weeks', 'stay active', /^Week 1: Weeks 30–31:/],
    ['pregnant', 'keep swimming until 36 weeks', /^Week 1: Up to 15 weeks:/],
    ['24 weeks pregnant', 'keep swimming until 36 weeks', /^Week 1: Weeks 24–25:/],
    ['20 weeks gone, used to run', 'keep running gently', /^Week 1: Weeks 20–21:/],
  ])('%s → %s', async (current, target, first) => {
    const p = await plan(current, target, 30, 4);
    expect(p.weeks[0]!.title).toMatch(first);
  });
});
