import { onOption } from './track-ask';
import { textOf } from './custom-ask';

/**
 * Round 12 (issue #36): "I wake at 3am most nights and can't get back to sleep, menopause" got competent
 * CBT-I in which the menopause never appeared after the header: no night sweats, no GP or HRT conversation
 * (NICE NG23), which a sleep clinician raises at once. People written for this test.
 */

const sleep = onOption('Sleep Improvement');

describe('sleep in the menopause, as a sleep clinician reads the plan', () => {
  it.each([
    ['I wake at 3am and lie awake, I think it is the menopause', 'sleep through the night again'],
    ['perimenopausal, hot flushes wake me twice a night', 'fewer wakings and more energy'],
    ['night sweats and then I am awake for hours', 'sleep 7 hours'],
  ])('%s → %s: the GP and NG23 said, the sweats in the diary and the bedroom', async (current, target) => {
    const p = await sleep.plan(current, target, 15, 7);
    const text = textOf(p);
    expect(p.description).toMatch(/see your GP about the flushes and sweats too: NICE NG23/);
    expect(text).toMatch(/Add a ninth: hot flushes or night sweats/);
    expect(text).toMatch(/layers you can throw off/);
    expect(text).toMatch(/sleep window|20-minute rule/i);
  });

  it.each([
    ['I wake at 3am most nights', 'sleep through'],
    ['I cannot switch off after work, the change of job stressed me', 'fall asleep within 20 minutes'],
  ])('%s → %s: no menopause line', async (current, target) => {
    const p = await sleep.plan(current, target, 15, 7);
    expect(`${p.description}\n${textOf(p)}`).not.toMatch(/menopaus|night sweats|ninth/i);
  });
});
