import { builtinProvider, generateRoadmap } from '../../lambdas/roadmap/generate';
import { languageTaskOf } from '../../lambdas/roadmap/curricula/language-tasks';
import { languageTables } from '../../lambdas/roadmap/curricula/language-tables';
import { asJobs, purposesOf } from '../../lambdas/roadmap/levels';
import { planMetrics } from '../../scripts/roadmaps/metrics';
import { ask, planText, practiceWeeks, tasksOf } from './language-ask';

/**
 * A purpose's word inside another job's name (round 13; decision 210): a vet nurse is no ward's nurse, a
 * nursery nurse no hospital's, a tree surgeon no surgeon, a kitchen fitter no cook, a football agent no
 * follower of the league. The modifier changes the domain (`jobs` in _language-tables.json); a vet nurse gets
 * a veterinary practice's words. Both ways: the bare job keeps its purpose, and a kitchen job is the kitchen.
 */

const purposes = (target: string) => purposesOf(target).map((p) => p.name);
const genre = (option: string, target: string) => languageTaskOf(option, target, 30, 4).genre?.id;

describe('a job whose modifier changes the domain', () => {
  it.each([
    ['Spanish', "I'm a vet nurse moving to Spain"],
    ['Italian', 'veterinary nurse, relocating to Bologna next spring'],
    ['German', 'I work as a vet nurse and want to talk to pet owners in Munich'],
    ['Japanese', 'I am a veterinary technician and want a job at an animal hospital in Osaka'],
    ['French', 'working as an equine vet nurse in Normandy'],
  ])('%s, “%s”: a veterinary practice, not the ward', (option, target) => {
    expect(purposes(target)).not.toContain('work in healthcare');
    expect(genre(option, target)).toBe('vet');
  });

  it.each([
    ["I'm a nurse moving to Spain", 'work in healthcare'],
    ['work as a nurse in a hospital in Berlin', 'work in healthcare'],
    ['I am a school nurse and want to speak with parents', 'work in healthcare'],
    ['follow the football on the radio', 'sport and its commentary'],
    ['watch tennis commentary', 'sport and its commentary'],
  ])('“%s”: the bare job or field keeps its purpose (%s)', (target, purpose) => {
    expect(purposes(target)).toContain(purpose);
    expect(genre('Spanish', target)).not.toBe('vet');
  });

  it.each([
    ['nursery nurse in Italy', 'work in healthcare'],
    ['I work as a dental nurse and want to work in Madrid', 'work in healthcare'],
    ['tree surgeon, climbing and felling for a firm in Germany', 'work in healthcare'],
    ['I’m a football agent negotiating with Spanish clubs', 'sport and its commentary'],
    ['football lawyer negotiating player contracts', 'sport and its commentary'],
    ['spin doctor for a party in Madrid', 'work in healthcare'],
    ['I run a legal clinic for migrants', 'work in healthcare'],
  ])('“%s”: not %s', (target, purpose) => {
    expect(purposes(target)).not.toContain(purpose);
  });

  it('a kitchen job is the kitchen; a kitchen fitter is not', () => {
    expect(genre('Italian', 'get a kitchen job in Rome')).toBe('kitchen');
    expect(genre('German', 'work in a restaurant kitchen in Vienna')).toBe('kitchen');
    expect(genre('Spanish', "I'm a kitchen fitter and want to chat with clients")).not.toBe('kitchen');
    expect(genre('Spanish', 'a kitchen fitter job in Seville')).not.toBe('kitchen');
    expect(genre('French', 'help my mum in the kitchen at home')).not.toBe('kitchen');
  });

  it('a vet nurse’s patients are no ward’s; a nurse married to a vet nurse keeps the ward', () => {
    expect(purposes('vet nurse, I want to talk with my patients’ owners')).not.toContain('work in healthcare');
    expect(genre('Spanish', 'vet nurse, I want to talk with my patients’ owners')).toBe('vet');
    expect(genre('German', 'take a patient history at the vet clinic')).toBe('vet');
    expect(purposes('I’m a nurse and my husband is a vet nurse')).toContain('work in healthcare');
    expect(genre('Spanish', 'I’m a nurse and my husband is a vet nurse')).not.toBe('vet');
  });

  it('a dental clinic’s patients are no ward’s either (round 13’s readers: “On the ward” 121 times for a dental nurse)', async () => {
    expect(purposes('chat with patients and colleagues at a dental clinic in Valencia')).not.toContain('work in healthcare');
    const plan = await generateRoadmap(
      ask('Spanish', 'did GCSE Spanish 20 years ago', 'chat with patients and colleagues at a dental clinic in Valencia', 30, 5),
      builtinProvider,
    );
    expect(planText(plan)).not.toMatch(/On the ward|admitting a patient/);
    expect(plan.description).toMatch(/to chat with patients/);
  });

  it('a pet owner at the vet is no vet nurse', () => {
    expect(genre('Spanish', 'take my cat to the vet clinic in Valencia')).not.toBe('vet');
    expect(purposes('take my cat to the vet clinic in Valencia')).not.toContain('work in healthcare');
  });

  it('each job is named as a domain that names no other purpose', () => {
    for (const job of languageTables().jobs) {
      expect({ as: job.as, purposes: purposesOf(job.as) }).toEqual({ as: job.as, purposes: [] });
      expect(asJobs(job.as)).toBe(job.as);
    }
  });

  it.each([
    ['Spanish', 'beginner', "I'm a vet nurse moving to Spain", 30, 4, /la cartilla sanitaria/],
    ['German', 'A2', 'I work as a vet nurse and want to talk to pet owners in Munich', 45, 5, /frisst/],
    ['Italian', 'B1', 'veterinary nurse, relocating to Bologna next spring', 20, 3, /a digiuno/],
    ['Japanese', 'complete beginner', 'vet nurse in Osaka', 60, 6, /飼い主さん/],
    ['French', 'A1', 'working as a vet nurse in Lyon', 15, 2, /à jeun/],
    ['German', 'beginner', 'vet nurse in Graz', 10, 7, /Impfpass/],
    ['Spanish', 'A2', 'qualified veterinary nurse, moving to Mexico', 120, 3, /usted/],
  ])('%s (%s, “%s”, %i min × %i days): the plan is a veterinary practice’s', async (option, current, target, minutes, days, note) => {
    const plan = await generateRoadmap(ask(option, current, target, minutes, days), builtinProvider);
    const text = planText(plan);
    expect(plan.description).toMatch(/veterinary practice/);
    expect(plan.description).toMatch(note);
    expect(text).not.toMatch(/\bward\b|your nurse today|nursing record|NMC|Anerkennung/i);
    const weeks = practiceWeeks(plan);
    expect(weeks.length).toBeGreaterThan(0);
    const tasks = weeks.flatMap(tasksOf).map((t) => `${t.title} ${t.description}`);
    expect(tasks.some((t) => /book their animal in|owners/.test(t))).toBe(true);
    const m = planMetrics(plan, minutes, days);
    expect(m.withinTime).toBe(1);
    expect(m.dangling).toBe(0);
  });

  it('a nurse moving to Spain keeps the ward', async () => {
    const plan = await generateRoadmap(ask('Spanish', 'beginner', "I'm a nurse moving to Spain", 30, 4), builtinProvider);
    // Her own shift is the spine of the weeks (decision 352).
    expect(planText(plan)).toMatch(/Your nursing work: /);
    expect(planText(plan)).not.toMatch(/veterinary/i);
  });
});
