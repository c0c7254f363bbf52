import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { loadCurriculum } from '../../lambdas/roadmap/curricula/load';
import { chooseTrack } from '../../lambdas/roadmap/tracks';
import { asker } from './ask';
import { textOf } from './custom-ask';

/**
 * A career change by someone whose body limits the work (issue #36, decision 286): a paramedic with a
 * wrecked back into project management, a bricklayer with bad knees, a nurse after a back injury had
 * plans that never said so. The plan now uses it, as a career coach would: occupational health or the
 * doctor first, the health reason told forward in one sentence, each role checked for the physical demand
 * being left, and the adjustments a new job may need with the country's help (Access to Work, reasonable
 * adjustments; the ADA in the US). Never the fitness plan's "sessions stay low-impact". People written for
 * this test.
 */

const ask = (option: string, current: string, target: string, minutes = 30, days = 4) =>
  asker(minutes)(option, current, target, { daysPerWeek: days });
const plan = (...args: Parameters<typeof ask>) => generateRoadmap(ask(...args), builtinProvider);

describe('a body that limits the work, in a career plan', () => {
  it.each([
    ['Job Search Strategy', "paramedic for 12 years, my back is wrecked and I can't lift any more", 'a job in project management', 30, 4],
    ['Job Search Strategy', "bricklayer for 20 years in Leeds, bad knees, can't kneel any more", 'an estimator or site manager job', 45, 3],
    [
      'Interview Preparation',
      "nurse for 15 years, after a back injury I can't do ward work",
      'pass interviews for a nurse educator role',
      30,
      5,
    ],
    [
      'Resume & Portfolio Building',
      'warehouse picker, my shoulders are shot after 9 years',
      'a CV for an office administrator job in Manchester',
      20,
      3,
    ],
    [
      'Networking Skills',
      'chef with a knee injury, medically retired from kitchens',
      'make connections in food safety auditing to find a job there',
      25,
      2,
    ],
    [
      'Job Search Strategy',
      'hairdresser in Ohio, my wrists hurt after 10 years of cutting',
      'a job as a salon trainer or in product sales',
      60,
      5,
    ],
  ])('%s: %s → %s', async (option, current, target, minutes, days) => {
    const p = await plan(option, current, target, minutes, days);
    const text = textOf(p);
    expect(p.description).toMatch(/^You mention a body that limits the work you did: the plan tells the reason forward/);
    expect(p.description).not.toMatch(/Sessions stay low-impact|You mention pain or an injury/);
    expect(p.weeks[0]!.days.flatMap((d) => d.tasks).map((t) => t.title)).toContainEqual(
      expect.stringMatching(/^Ask occupational health, or your (GP|doctor)/),
    );
    expect(text).toMatch(/Your health reason in one sentence, told forward/);
    // The new field read from the target where it names one ("a job in project management").
    if (/project management/.test(target)) expect(p.weeks[0]!.title).toMatch(/What project management asks at the door/);
    if (p.weeks.length >= 2) expect(text).toMatch(/Check each role for the physical demand you are leaving/);
    // A trade's own job hunt is not where a body that limits the trade is sent.
    expect(text).not.toMatch(/cards and tickets a (bricklayer|chef) is asked for/);
  });

  it('names the help of the person’s country', async () => {
    const uk = textOf(
      await plan('Job Search Strategy', 'care worker in Leeds, bad back from lifting', 'a job as a care coordinator', 30, 5),
    );
    expect(uk).toMatch(/Access to Work \(gov\.uk\).*Equality Act 2010|Equality Act 2010.*Access to Work \(gov\.uk\)/s);
    const us = textOf(await plan('Job Search Strategy', 'warehouse worker in Texas, back injury', 'an office job in logistics', 30, 5));
    expect(us).toMatch(/Job Accommodation Network/);
    expect(us).not.toMatch(/Access to Work/);
    const ni = textOf(await plan('Job Search Strategy', 'joiner in Belfast, my knees are wrecked', 'a job as a site estimator', 30, 5));
    expect(ni).toMatch(/Access to Work \(NI\) through nidirect/);
  });

  it.each([
    ['Job Search Strategy', 'I want to get back into nursing after 3 years at home', 'a band 5 ward job'],
    ['Job Search Strategy', 'back-end developer, 5 years', 'a senior back-end role'],
    ['Interview Preparation', 'solicitor in personal injury law', 'pass interviews for an in-house legal role'],
    ['Job Search Strategy', 'qualified electrician, 6 years', 'a job with a bigger firm'],
    ['Job Search Strategy', 'analyst on a joint venture that has gone badly', 'a new analyst role'],
    ['Physical Fitness', 'my knees hurt when I walk downstairs', 'get fit again'],
  ])('%s: %s → %s is no body that limits the work', async (option, current, target) => {
    const p = await plan(option, current, target, 30, 4);
    expect(p.description).not.toMatch(/a body that limits the work/);
    expect(textOf(p)).not.toMatch(/Your health reason in one sentence/);
  });

  it('keeps a tradesperson who can do the trade on the trade’s own track, and sends one whose body rules it out to a change of career', () => {
    const track = (current: string, target: string) =>
      chooseTrack(loadCurriculum('Job Search Strategy')!, ask('Job Search Strategy', current, target)).track?.id;
    expect(track('qualified plumber, 4 years', 'a job with a local firm')).toBe('trades');
    expect(track("plumber for 15 years, bad back, can't lift boilers any more", 'a job as an estimator')).toBe('change');
    expect(track('bricklayer with a knee injury', 'an office job in construction')).toBe('change');
    // A return to nursing is the regulated return's, whatever the back says.
    expect(track('nurse, 4 years out after a back injury, want to return to nursing', 'back on the NMC register')).toBe('regulated');
  });
});
