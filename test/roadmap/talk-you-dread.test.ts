import { expectOnTheirDays, onOption } from './track-ask';
import { inOrder, textOf } from './custom-ask';

/**
 * A talk someone dreads (issue #36, round 11): a quarterly update, a best man's speech, a pitch to the
 * board. Readers found it planned as a panic ladder "in the situation you avoid", 12 weeks for a talk next
 * month, with nothing on the talk itself. The track rehearses the talk as a CBT therapist for social anxiety
 * would (NICE CG159, Clark and Wells): the talk outlined, the fears written as predictions, run-throughs
 * aloud and watched back (video feedback), safety behaviours dropped, a listener and a small dry run, the
 * questions prepared, the talk given, and the predictions checked after. People written for this test.
 */

const { trackOf, plan } = onOption('Mental Health');
const TALK = 'A talk you dread: rehearsed, tested, given';

describe('a talk someone dreads, as a CBT therapist for social anxiety reads the plan', () => {
  it.each([
    [
      'my voice shakes whenever I present at work',
      // A date far enough off for the whole course (a nearer one thins it: dates.test.ts, decision 190).
      'give the sales review to the whole team next spring',
      'the sales review',
      'the whole team',
    ],
    ['terrified of public speaking', "give a best man's speech at my brother's wedding in June", "the best man's speech", 'your audience'],
    ['I freeze when I have to present to the board', 'present our strategy to the board in three months', 'your talk', 'the board'],
    ["I'm fine one to one", 'give a talk to 60 students without my hands trembling', 'the talk', '60 students'],
  ])('%s → %s: the talk itself, rehearsed and given', async (current, target, talk, audience) => {
    expect(trackOf(current, target)).toBe(TALK);
    const p = await plan(current, target, 20, 4);
    const text = textOf(p);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(p.weeks.length).toBeLessThanOrEqual(6);
    inOrder(p, [
      /^Write what you fear will happen when you give/,
      /^Outline /,
      /aloud from your outline, standing, and record it/,
      /^Rate how anxious you will look, 0–10, then watch your recording/,
      /^Run through .* from keywords only/,
      /^Give .* to one person you trust/,
      /^Give .* as a dry run to two or three people/,
      new RegExp(`^Give ${talk.replace(/[’']/g, '.')} to ${audience}$`),
      /^Write what happened against what you predicted in week 1/,
    ]);
    expect(text).toMatch(/Clark and Wells/);
    // Not the panic ladder in a place, and not the general wellbeing course.
    expect(text).not.toMatch(/ladder|situation you avoid|mood and activity log/i);
    expectOnTheirDays(p, 20, 4);
  });

  it.each([
    ['I panic in supermarkets', 'do the weekly shop on my own', /Facing a situation you avoid/],
    ['shy at work', 'speak up in team meetings', /^(?!A talk you dread)/],
    ['my dad died and I have to give the eulogy, I am dreading it', 'get through the funeral', /Grief/i],
    ['anxious all the time about money', 'feel calmer', /^(?!A talk you dread)/],
  ])('%s → %s keeps its own path', (current, target, path) => {
    expect(trackOf(current, target)).toMatch(path);
  });

  it('a fear of talks said with beta-blockers sends the dose to the prescriber', async () => {
    const p = await plan('I take propranolol before presentations and still shake', 'present at the conference in May calmly', 30, 3);
    expect(p.description).toMatch(
      /beta-blockers\. Whether they suit you, and at what dose before a talk, is your GP's or prescriber's decision/,
    );
  });
});
