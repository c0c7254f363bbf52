import { fillSentence } from '../../lambdas/roadmap/builtin/describe';

/**
 * Decision 188: a week that uses less of the person's time says why in true words — work done once ("more
 * of it would not help"), or drills that had their real rounds and minutes left too short for another.
 */
describe('a week short of the person’s time says why in true words (decision 188)', () => {
  const week = (minutes: number[]) => ({
    days: minutes.map((m, i) => ({ tasks: [{ title: i ? `Drill ${i}` : 'Contour drawing of your hand', estimatedMinutes: m }] })),
  });
  it('says a week whose drills had their rounds is done in less, the rest free or for practice — never that more would not help', () => {
    const said = fillSentence([week([30, 20, 20])], 60, [], [1]);
    expect(said).toMatch(
      /^Week 1 uses less of your time than you gave: its material \(such as “Contour drawing of your hand”\) is done in less than that/,
    );
    expect(said).toMatch(/too short for another\. The rest of that time is free, or for more of the week’s practice/);
    expect(said).not.toMatch(/would not help/);
  });
  it('keeps “more of it would not help” for work done once (a log, a set-up), and names both kinds when a plan has both', () => {
    const said = fillSentence([week([10, 10]), week([30, 20])], 60, [1], [2]);
    expect(said).toMatch(
      /^Week 1 uses less of your time than you gave, on purpose: its work .* is done once a day, and more of it would not help\./,
    );
    expect(said).toMatch(/Week 2 uses less of your time than you gave: its material/);
  });
});
