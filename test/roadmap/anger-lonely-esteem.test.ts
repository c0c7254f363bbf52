import { onOption, expectOnTheirDays, heldOnTheirDays } from './track-ask';
import { inOrder, tasksOf, textOf } from './custom-ask';

/**
 * Round 13 (issue #36): "control my temper", "lonely since retiring" and "I hate myself" got Mental
 * Health's general course — a mood log, then panic and exposure ("rank 5 situations you avoid") — and
 * nothing on the temper, the loneliness or the self-criticism. Anger, loneliness and self-esteem each have
 * a track of their own (decision 223). People written for this test.
 */

const mind = onOption('Mental Health');
const ANGER = 'Anger: keeping your temper';
const LONELY = 'Loneliness: people, purpose and your mood';
const ESTEEM = 'Self-esteem: a fairer view of yourself';
const GENERAL = /Rank 5 situations you avoid|crowded train/;

describe('anger, as a CBT therapist reads the plan', () => {
  it.each([
    ['I lose my temper over small things', 'control my temper', 30, 3, 'the people you snap at'],
    ['I shout at my kids every morning', 'stop shouting at my kids', 20, 4, 'your kids and any other adult at home'],
    ['road rage, I swear at other drivers', 'stay calm when I drive', 15, 5, 'whoever drives with you most'],
    ['I snap at my husband when I get home', 'be calmer with him', 45, 2, 'your husband'],
    ['short fuse with colleagues, I blow up at them in meetings', 'keep my cool at work', 10, 7, 'a colleague you trust'],
    ['retired and irritable with everyone', 'be less grumpy', 120, 6, 'the people you snap at'],
  ])(
    '%s → %s: early signs logged, a time-out agreed, thoughts checked, assertive words, repair',
    async (current, target, minutes, days, tell) => {
      expect(mind.trackOf(current, target)).toBe(ANGER);
      const p = await mind.plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      expectOnTheirDays(p, minutes, days);
      const text = textOf(p);
      expect(text).toContain(`Tell ${tell} about the time-out`);
      expect(text).toMatch(/Respect Phoneline/);
      expect(p.description).toMatch(/National Domestic Abuse Helpline on 0808 2000 247/);
      expect(text).not.toMatch(GENERAL);
      inOrder(p, [/^Start a flare log/, /^Write your time-out plan/, /^Circle the fuelling words/, /^After a flare, repair/]);
      expect(tasksOf(p).some((t) => /book a GP about an anger management course/.test(t.title))).toBe(true);
    },
  );

  it.each([
    ['my husband has a terrible temper', 'feel calmer at home'],
    ['he shouts at me and I am scared', 'feel safe'],
    ['angry at myself for failing my exams', 'be kinder to myself'],
    ['since the baby came I snap at my partner', 'feel like myself again'],
    ['I worry all the time', 'worry less'],
    ['my dog gets angry at the postman', 'feel calmer'],
  ])('%s → %s: not the anger track', (current, target) => {
    expect(mind.trackOf(current, target)).not.toBe(ANGER);
  });

  it('someone afraid of a partner is told of the abuse helpline on the general path, not planned on anger', async () => {
    const p = await mind.plan('he shouts at me and I am scared of my partner', 'feel safe', 30, 3);
    expect(p.description).toMatch(/National Domestic Abuse Helpline on 0808 2000 247/);
    expect(textOf(p)).not.toMatch(/time-out plan/);
  });
});

describe('loneliness, as a GP or social prescriber reads the plan', () => {
  it.each([
    ['lonely since retiring last year', 'feel less lonely', 60, 2, 'since you retired'],
    ['live alone, go days without talking to anyone', 'have people to talk to', 20, 5, 'as things are now'],
    ["moved for work, I know nobody and I'm low", 'make friends', 30, 3, 'since the move'],
    ['divorced and lonely in the evenings', 'feel less alone', 10, 7, 'since the separation'],
    ["I work from home and don't see anyone", 'feel less isolated', 45, 4, 'working from home'],
    ['kids left home, so lonely', 'a fuller week', 90, 3, 'since the children left'],
  ])(
    '%s → %s: a daily contact, a weekly group, thoughts tested, the GP’s social prescriber',
    async (current, target, minutes, days, since) => {
      expect(mind.trackOf(current, target)).toBe(LONELY);
      const p = await mind.plan(current, target, minutes, days);
      heldOnTheirDays(p, days);
      expectOnTheirDays(p, minutes, days);
      const text = textOf(p);
      expect(text).toContain(`Write down your week ${since}`);
      expect(text).toMatch(/social prescriber/);
      expect(text).toMatch(/Go to your group, stay to the end/);
      expect(text).toMatch(/Silver Line|Friendship Line/);
      expect(text).not.toMatch(GENERAL);
      inOrder(p, [/^Write down your week/, /^Find three groups/, /^Test one thought/, /^Invite one person/]);
    },
  );

  it.each([
    ['no one to talk to since my wife died', 'feel less lonely'],
    ['widowed last year and lonely', 'feel less lonely'],
    ['I feel flat most days since the move', 'enjoy my weekends again'],
    ['I want more professional contacts', 'build my network on LinkedIn'],
  ])('%s → %s: not the loneliness track (grief stays grief)', (current, target) => {
    expect(mind.trackOf(current, target)).not.toBe(LONELY);
  });

  it('a widow’s loneliness is grief’s track', () => {
    expect(mind.trackOf('no one to talk to since my wife died', 'feel less lonely')).toMatch(/^Grief after a death/);
  });
});

describe('self-esteem, after Fennell, as a CBT therapist reads the plan', () => {
  it.each([
    ['I hate myself', 'feel confident in myself', 10, 7],
    ['low self-esteem since school', 'like myself', 30, 3],
    ["I'm useless at everything", 'believe in myself', 20, 5],
    ['angry at myself for failing my exams', 'be kinder to myself', 45, 2],
    ['constantly criticising myself', 'stop putting myself down', 15, 4],
    ['imposter syndrome at work', 'feel good about myself', 60, 6],
  ])('%s → %s: the bottom line, the critic answered, a daily record, predictions tested', async (current, target, minutes, days) => {
    expect(mind.trackOf(current, target)).toBe(ESTEEM);
    const p = await mind.plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    expectOnTheirDays(p, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(/your GP or a talking therapist/);
    expect(p.description).toMatch(/Samaritans on 116 123/);
    expect(text).not.toMatch(GENERAL);
    inOrder(p, [
      /^Finish the sentence 'I am…'/,
      /^List at least 20 good qualities/,
      /^Pick something you avoid/,
      /^Write a new bottom line/,
    ]);
  });

  it.each([
    ['nervous', 'feel confident giving a presentation'],
    ['I worry all the time', 'worry less'],
    ['I lose my temper', 'control my temper'],
  ])('%s → %s: not the self-esteem track', (current, target) => {
    expect(mind.trackOf(current, target)).not.toBe(ESTEEM);
  });
});
