import { expectOnTheirDays, onOption } from './track-ask';
import { inOrder, textOf } from './custom-ask';
import type { RoadmapPlan } from '../../lambdas/roadmap/generate';

/**
 * Round 12 (issue #36): targets that got the general writing course, a realist drawing course or a piece's
 * plan now have paths of their own, each built around the person's own artefact and ending on it — the
 * five minutes done on stage, the strip on its rhythm. People written for this test, each target said
 * several ways, and neighbours that must keep their own path.
 */

const lastMilestone = (p: RoadmapPlan) =>
  p.weeks
    .at(-1)!
    .days.flatMap((d) => d.tasks)
    .at(-1)!.title;

describe('stand-up comedy, as a comedy teacher reads the plan', () => {
  const { trackOf, plan } = onOption('Writing Skills');
  const STANDUP = 'Stand-up: your first set, on stage';

  it.each([
    ['I am the funny one at work, never been on stage', 'do 5 minutes at an open mic', '5 minutes', 'an open mic'],
    ['I write jokes in my notes app', 'try stand-up', '5 minutes', 'an open mic'],
    ['friends say I should do comedy', 'write a tight five and perform it', 'five minutes', 'an open mic'],
    ['never performed anything', 'get up at a comedy night and do a 3 minute set', '3 minutes', 'the comedy night'],
    ['I did drama at school', 'perform at a new act night as a comedian', '5 minutes', 'the new-act night'],
  ])('%s → %s: material, set-up and punch, a timed set, the spot booked and done', async (current, target, set, venue) => {
    expect(trackOf(current, target)).toBe(STANDUP);
    const p = await plan(current, target, 30, 4);
    const text = textOf(p);
    expect(text).not.toMatch(/\{\w+\}/);
    inOrder(p, [
      /^List 20 topics from your life/,
      /^Write five jokes on your first premise: set-up, then punch/,
      /^Add two or three tags/,
      /^Run your set aloud, standing, against a stopwatch/,
      /^Find three open mics or new-act nights near you/,
      /^Perform the set for two or three friends/,
      new RegExp(`^Do your ${set} at ${venue}, and record it$`),
      /^Watch the recording and mark each laugh/,
    ]);
    expect(lastMilestone(p)).toBe(`Milestone: Your first ${set} done at ${venue}, recorded and reviewed`);
    // Nothing of the general writing course: no baseline essay, no explainer.
    expect(text).not.toMatch(/explainer|Orwell|baseline/i);
    expectOnTheirDays(p, 30, 4);
  });

  it.each([
    ['I host a podcast', 'write comedy sketches for our podcast'],
    ['I write for a sitcom writers room', 'write a funny sitcom script'],
    ['I lead a team', 'write clearer updates for our daily stand-up'],
    ['I write poems', 'read my poems at an open mic'],
    ['beginner', 'write a funny short story for a competition'],
  ])('%s → %s is not stand-up on a stage', (current, target) => {
    expect(trackOf(current, target)).not.toBe(STANDUP);
  });
});

describe('a comic strip on the rhythm the person said', () => {
  const { plan } = onOption('Drawing');
  const routine = async (target: string) => {
    const p = await plan('I doodle in my notebooks', target, 30, 4);
    expect(textOf(p)).not.toMatch(/\{\w+\}/);
    return { last: p.weeks.at(-1)!, text: JSON.stringify(p.weeks.at(-1)) };
  };

  it.each([
    ['a fortnightly webcomic about my commute', 'fortnightly', /second week inks, scan and send/],
    ['a comic strip every other week for the school paper', 'fortnightly', /second week inks, scan and send/],
    ['a monthly strip for the parish magazine', 'monthly', /week 4 send/],
    ['a four-panel comic once a month', 'monthly', /week 4 send/],
    ['post a new comic every week on Instagram', 'weekly', /day 4 scan and post/],
    ['a weekly webcomic about my cat', 'weekly', /day 4 scan and post/],
  ])('%s: the %s strip, scheduled so', async (target, cadence, rhythm) => {
    const { last, text } = await routine(target);
    expect(last.title).toBe(`Week 6: The ${cadence} strip, as a routine`);
    expect(text).toMatch(rhythm);
    for (const other of ['fortnightly', 'monthly', 'weekly'].filter((c) => c !== cadence)) expect(text).not.toContain(other);
  });
});
