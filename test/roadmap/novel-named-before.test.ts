import { onOption } from './track-ask';

/**
 * Round 16's reading (decision 274): "I have 30,000 words of a fantasy novel" → "finish the first draft at
 * 90,000 words" got the general writing course ("Clear sentences", "emails, reports and a personal essay"):
 * the novel was named only where the person said where they are. The draft or its words in the target, with
 * the novel said anywhere, is the novel track. People written for this test.
 */

const { trackOf } = onOption('Writing Skills');
const NOVEL = "A novel's first draft, on a schedule";

describe('a novel named where the person starts, its draft in the target', () => {
  it.each([
    ['I have 30,000 words of a fantasy novel', 'finish the first draft at 90,000 words'],
    ['my crime novel is stuck at 40k words', 'finish it by the summer'],
    ['half a manuscript, a thriller', 'a complete first draft'],
    ['I started a novel during lockdown', 'write 80,000 words by next year'],
  ])('%s → %s: the novel track', (current, target) => {
    expect(trackOf(current, target)).toBe(NOVEL);
  });

  it.each([
    ['I published a novel years ago', 'write clear work e-mails'],
    ['I read a novel a week', 'start a book blog'],
    ['I wrote a novel once', 'a short story for a magazine competition'],
  ])('%s → %s: not the novel track', (current, target) => {
    expect(trackOf(current, target)).not.toBe(NOVEL);
  });
});

describe('a novel already begun is drafted on from where it stopped (round 16’s reading)', () => {
  const { plan } = onOption('Writing Skills');

  it.each([
    ['I have 30,000 words of a fantasy novel', 'finish the first draft at 90,000 words', 60, 6],
    ['my crime novel is stuck at 40k words', 'finish it by the summer', 30, 4],
    ['halfway through my novel', 'finish the first draft', 45, 3],
  ])(
    '%s → %s: the outline of what is written, the scene after the stop, no act 1 from the start',
    async (current, target, minutes, days) => {
      const p = await plan(current, target, minutes, days);
      const text = JSON.stringify(p.weeks);
      expect(text).toMatch(/Outline what you have written, scene by scene, then the scenes still to come/);
      expect(p.weeks.map((w) => w.title)).toContain('Week 3: Drafting on from where you are: the next scenes of your outline');
      expect(text).not.toMatch(/Drafting act 1|the opening scene of your outline|the decision that ends act 1/);
    },
  );

  it('a novel not yet begun still starts with its opening scene and act 1', async () => {
    const p = await plan('never written fiction', 'write a novel', 30, 4);
    const text = JSON.stringify(p.weeks);
    expect(text).toMatch(/the opening scene of your outline/);
    expect(p.weeks.map((w) => w.title)).toContain('Week 3: Drafting act 1: the world and the decision');
  });
});

describe('a short plan for a novel ends on a said milestone, not "the road to it" (round 16’s reading)', () => {
  const { plan } = onOption('Writing Skills');

  it.each([
    ['I have 30,000 words of a fantasy novel', 'finish the first draft at 90,000 words', 60, 6],
    ['never written fiction', 'write a novel by Christmas', 30, 4],
    ['I did NaNoWriMo once and stopped at 12k words', 'a complete first draft of my novel', 120, 2],
  ])('%s → %s: the last week drafts the ending scene and dates the rest', async (current, target, minutes, days) => {
    const p = await plan(current, target, minutes, days);
    const last = p.weeks.at(-1)!;
    const text = JSON.stringify(p.weeks);
    expect(text).not.toMatch(/road to it/);
    expect(last.title).toMatch(/Your ending drafted, and the scenes between on the calendar/);
    expect(text).toMatch(/the last scene of your outline/);
    expect(JSON.stringify(last)).toMatch(/Milestone: Your ending scene drafted, and every scene left on the calendar/);
  });
});
