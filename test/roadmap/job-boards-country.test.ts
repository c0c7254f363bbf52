import { onOption } from './track-ask';
import { textOf } from './custom-ask';

/**
 * A job search in the person's country (issue #36, round 11): a graduate in Melbourne got "the CIM's jobs
 * board and Guardian Jobs" and "the CIM and its regional group" (UK). The field's bodies, agencies and
 * boards are the country's when the words place the person in Australia, the US, Canada, New Zealand,
 * Ireland or India; the UK's (and no country said) keep the field's named UK ones. People written here.
 */
const { plan } = onOption('Job Search Strategy');

describe('job boards and bodies of the country the person is in', () => {
  it.each([
    // A graduate reads the graduate boards (decision 266).
    [
      'marketing graduate in Sydney',
      'a marketing job in Sydney',
      /GradConnection, Prosple, SEEK/,
      /Australian Marketing Institute|the AMI/,
    ],
    ['accountant in Toronto', 'a senior accountant role', /Job Bank, Indeed and LinkedIn/, /CPA Canada/],
    ['HR assistant in Chicago, Illinois', 'an HR generalist job', /Indeed, LinkedIn/, /SHRM/],
  ])('%s → %s', async (current, target, boards, body) => {
    const text = textOf(await plan(current, target, 60, 5));
    expect(text).toMatch(boards);
    expect(text).toMatch(body);
    expect(text).not.toMatch(/Guardian Jobs|the CIM\b|CIPD/);
  });

  it('a UK marketer keeps the CIM', async () => {
    expect(textOf(await plan('marketing assistant in Leeds', 'a marketing manager job', 60, 5))).toMatch(/CIM/);
  });
});
