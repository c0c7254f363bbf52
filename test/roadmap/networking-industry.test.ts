import { onOption } from './track-ask';

/**
 * "I know nobody in the industry" is a freelancer's or a newcomer's to a field, not someone new to a city
 * (issue #36, round 11: a freelance translator working from home got "I'm an architect, just moved from
 * Leeds" and "your new city"). Knowing nobody in a place keeps the newcomer's track. People written here.
 */
const { trackOf } = onOption('Networking Skills');

describe('knowing nobody: in a field or in a place', () => {
  it.each([
    [
      "I'm a freelance translator working from home, I know nobody in the industry",
      'get to know translators and agencies so I get more work',
    ],
    ["self-employed bookkeeper, I don't know anyone in my field", 'more clients through referrals'],
  ])('%s → %s: the clients track', (current, target) => {
    expect(trackOf(current, target)).toMatch(/client/i);
  });

  it.each([
    ['I just moved to Bristol for work and know nobody', 'build a professional network here'],
    ["I don't know anyone in this town", 'meet people in my industry locally'],
  ])('%s → %s: still the newcomer’s track', (current, target) => {
    expect(trackOf(current, target)).not.toMatch(/client/i);
  });
});
