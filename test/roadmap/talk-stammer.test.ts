import { expectOnTheirDays, onOption } from './track-ask';
import { inOrder, textOf } from './custom-ask';

/**
 * A talk dreaded by someone who stammers (issue #36, round 12). The talk track taught slow breathing "for a
 * steady voice" and the opening line "slowly", and predicted the voice would shake: read by a speech and
 * language therapist, that is "slow down and it will go", the advice STAMMA lists as unhelpful. A stammer
 * said anywhere keeps the talk as the spine and changes how it is prepared: the stammer said openly at the
 * start (STAMMA's "advertising"), every planned word kept (no swaps, no avoided name), the fear tested being
 * what people will think, extra time asked for, and a speech and language therapist named for the stammer
 * itself (NHS self-referral in the UK, ASHA's ProFind in the US). People written for this test.
 */

const { trackOf, plan } = onOption('Mental Health');
const TALK = 'A talk you dread: rehearsed, tested, given';
const SLOW = /Slow breathing for the voice|slow it down|speaking at half speed|the opening line slowly|My voice will shake/;

describe('a talk with a stammer, as a speech and language therapist reads the plan', () => {
  it.each([
    ['I stutter, especially on my name', "best man's speech in June", "the best man's speech"],
    ["I'm terrified of presenting because of my stammer", 'pitch to the board next quarter', 'your talk'],
    ['stammered since I was a kid and presentations are a nightmare', 'present my dissertation to the class', 'your talk'],
    ['I block on words when I present and I dread it', 'give the quarterly update to 40 people', 'the quarterly update'],
    ['I have a stammer', 'give a talk at the conference without dreading it for weeks', 'the talk'],
  ])('%s → %s: the stammer said openly, every word kept, the talk still given', async (current, target, talk) => {
    expect(trackOf(current, target)).toBe(TALK);
    const p = await plan(current, target, 30, 3);
    const text = textOf(p);
    expectOnTheirDays(p, 30, 3);
    expect(p.description).toMatch(/^You mention a stammer\. This plan prepares your talk with it, not against it/);
    inOrder(p, [
      /^Write what you fear will happen when you give/,
      /^Write the line that opens .* and says you stammer/,
      /^Say your stammer line and the opening line ten times, at your own pace/,
      /^Run through .* again without one safety behaviour/,
      new RegExp(`^Give ${talk.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (to|as a dry run)`),
    ]);
    expect(text).toMatch(/STAMMA calls it advertising/);
    expect(text).toMatch(/Swapping a word you expect to block on/);
    expect(text).toMatch(/The stammer is not the prediction/);
    expect(text).toMatch(/extra time is a reasonable adjustment/);
    // Never "slow down and it will go"; the talk is the last milestone.
    expect(text).not.toMatch(SLOW);
    expect(p.weeks.at(-1)!.days.at(-1)!.tasks.at(-1)!.title).toMatch(
      new RegExp(`^Milestone: ${talk.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} given`),
    );
  });

  it('a talk in two weeks: a two-week plan that still opens with the stammer said and ends with the talk given', async () => {
    const p = await plan("I'm terrified of presenting because of my stammer", 'pitch to the board in two weeks', 30, 3);
    expect(p.weeks).toHaveLength(2);
    expect(p.description).toMatch(/in two weeks/);
    expect(textOf(p)).toMatch(/STAMMA calls it advertising/);
    expect(textOf(p)).not.toMatch(SLOW);
    expect(p.weeks.at(-1)!.days.at(-1)!.tasks.at(-1)!.title).toMatch(/^Milestone: your talk given/);
  });

  it('names a speech and language therapist for the stammer itself, the country’s own', async () => {
    const leeds = textOf(await plan('I stammer and live in Leeds; presentations terrify me', 'present at the team meeting', 30, 5));
    expect(leeds).toMatch(/^Find a speech and language therapist who works with adults who stammer/m);
    expect(leeds).toMatch(/many NHS adult speech and language therapy services take self-referral/);
    expect(leeds).not.toMatch(/ASHA/);
    const chicago = textOf(await plan('I stutter and I dread presentations, I work in Chicago', 'give a talk to my team', 30, 5));
    expect(chicago).toMatch(/^Find a speech-language pathologist who works with adults who stutter/m);
    expect(chicago).toMatch(/ASHA’s ProFind/);
    expect(chicago).not.toMatch(/NHS adult speech/);
  });

  it.each([
    // The talk track without a stammer keeps its breathing and its shaking voice.
    ['nervous about public speaking, my voice shakes', 'give a talk to my team'],
    // Someone else's stammer is not the speaker's.
    ['my son has a stammer and I get really nervous about speeches', "give a speech at my son's school prize day"],
    ['I dread presenting; my daughter stammers too but that is her story', 'present the budget to the board'],
  ])('%s → %s: no stammer lines', async (current, target) => {
    expect(trackOf(current, target)).toBe(TALK);
    const text = textOf(await plan(current, target, 30, 3));
    expect(text).not.toMatch(/stammer|block on/i);
    expect(text).toMatch(/Slow breathing for the voice/);
  });

  it('a stammer with no talk keeps the general plan, and is told where help for the stammer is', async () => {
    expect(trackOf('I have a stammer', 'be more confident on the phone')).not.toBe(TALK);
    const p = await plan('I have a stammer', 'be more confident on the phone', 20, 3);
    expect(p.description).toMatch(/^You mention a stammer\. A speech and language therapist/);
  });
});
