import { textOf } from './custom-ask';
import { onOption } from './track-ask';

/**
 * The target's own key words in a careers plan (issue #36, round 20, decision 366). A careers coach read
 * plans whose header named LinkedIn, a presentation's topic, a sector or remote work while no task did,
 * and whose tasks kept other people's words: "A civilian CV" for a teacher, a maternity chart for a
 * surgical nurse, a forklift licence for a print planner. The role, sector, platform and artefacts the
 * person names are read into the tasks; template words stay with the people they were written for.
 * People written for this test.
 */

const CHANGE = "Changing sector: your experience in the new field's words";
const CLINICAL = 'A clinical promotion interview: band, scenarios, panel';
const PRODUCT = 'Product manager interviews';
const REDUNDANCY = "After a redundancy: money, your story, your field's channels";
const FRIENDS = 'Friends and a social life where you live';

describe('a career change whose target names LinkedIn', () => {
  const { trackOf, plan } = onOption('Resume & Portfolio Building');

  it.each([
    ['primary teacher 9 years', 'a CV and LinkedIn that get me a learning and development job in a company', 30, 4],
    ['secondary science teacher, 12 years', 'my LinkedIn profile and CV for an instructional design role', 45, 3],
    ['nurse for 8 years, burnt out', 'a Linked In and CV for a project coordinator job', 60, 5],
  ])('%s → %s: the profile rewritten, a recommendation asked for, no civilian CV', async (current, target, minutes, days) => {
    expect(trackOf(current, target)).toBe(CHANGE);
    const text = textOf(await plan(current, target, minutes, days));
    expect(text).toMatch(/Rewrite your LinkedIn profile for the new field: headline, About, experience and skills/);
    expect(text).toMatch(/Open to Work/);
    expect(text).toMatch(/LinkedIn recommendation/);
    expect(text).toMatch(/A CV and a LinkedIn profile for the new field, two applications sent/);
    expect(text).not.toMatch(/civilian/i);
  });

  it('a changer who does not name LinkedIn still lines the headline up with the CV, and asks for referees', async () => {
    const text = textOf(await plan('hotel receptionist for 10 years', 'a CV for an HR assistant job', 45, 4));
    expect(text).toMatch(/Bring your LinkedIn in line with the CV/);
    expect(text).toMatch(/to be your referees/);
    expect(text).not.toMatch(/LinkedIn recommendation|civilian/i);
  });

  it('a service leaver keeps the civilian title', async () => {
    const current = 'army sergeant, 14 years, leaving next year';
    const target = 'a CV for an operations manager job';
    expect(trackOf(current, target)).toBe(CHANGE);
    expect(textOf(await plan(current, target, 45, 4))).toMatch(/the civilian title/);
  });
});

describe('a clinical promotion with a presentation topic', () => {
  const { trackOf, plan } = onOption('Interview Preparation');

  it.each([
    ['band 5 surgical nurse', 'pass my band 6 interview in six weeks, with a presentation on patient safety', 30, 4, 'patient safety'],
    ['staff nurse on a respiratory ward', 'band 6 interview with a presentation on reducing falls on the ward', 45, 3, 'reducing falls'],
    ['band 6 physio', 'a band 7 team leader interview with a presentation about staff retention', 60, 5, 'staff retention'],
  ])('%s → %s: the topic in the presentation tasks', async (current, target, minutes, days, topic) => {
    expect(trackOf(current, target)).toBe(CLINICAL);
    const text = textOf(await plan(current, target, minutes, days));
    expect(text).toMatch(new RegExp(`(Prepare|Outline) your presentation on ${topic}`));
    expect(text).not.toMatch(/maternity|MEOWS/i);
  });

  it('with no topic named, the common brief; England assumed, the trust’s own values', async () => {
    const text = textOf(await plan('band 5 staff nurse in theatres', 'pass my band 6 interview', 60, 4));
    expect(text).toMatch(/Prepare the presentation to the minute they give/);
    expect(text).toMatch(/How would you improve patient safety \(or experience\)/);
    expect(text).toMatch(/Your trust's own values/);
    expect(text).not.toMatch(/Outside England|maternity/i);
  });

  it('a midwife keeps the maternity chart; a nurse in Scotland her health service’s values', async () => {
    expect(textOf(await plan('midwife, band 6, on the labour ward', 'pass my band 7 interview', 60, 4))).toMatch(/MEOWS/);
    expect(textOf(await plan('staff nurse in Glasgow', 'pass my band 6 interview', 60, 4))).toMatch(
      /Your health service's own values and banding[^\n]*NHS Scotland/,
    );
  });
});

describe('product manager interviews in a named sector', () => {
  const { trackOf, plan } = onOption('Interview Preparation');

  it.each([
    ['backend engineer 6 years', 'pass product manager interviews at fintech companies', 30, 4, /fintech/, /fraud/, /KYC/],
    ['data analyst at a bank', 'product manager interviews at payments startups', 45, 3, /fintech/, /chargebacks/, /FCA/],
    ['junior doctor', 'a PM job at a health tech company', 45, 5, /health tech/, /clinical safety/, /MHRA|DTAC/],
    ['marketing manager', 'product manager interviews at e-commerce companies', 60, 4, /e-commerce/, /returns/, /basket size/],
  ])('%s → %s: the sector in the research and the metrics', async (current, target, minutes, days, sector, guardrail, detail) => {
    expect(trackOf(current, target)).toBe(PRODUCT);
    const text = textOf(await plan(current, target, minutes, days));
    expect(text).toMatch(new RegExp(`Research one of the ${sector.source} companies you target`));
    expect(text).toMatch(guardrail);
    expect(text).toMatch(detail);
    expect(text).not.toMatch(/Instagram Stories/);
  });

  it('no sector named: the general company research and Instagram Stories', async () => {
    const text = textOf(await plan('software engineer 4 years', 'pass PM interviews at big tech', 45, 4));
    expect(text).toMatch(/Research one of your target companies/);
    expect(text).toMatch(/Instagram Stories/);
    expect(text).not.toMatch(/fintech|KYC|chargebacks/);
  });
});

describe('a job search after a redundancy towards planning, packaging or print', () => {
  const { trackOf, plan } = onOption('Job Search Strategy');

  it.each([
    ['laid off at 56 after 30 years in print production', 'find a job in packaging or production planning within six months', 30, 4],
    ['made redundant from the factory after 20 years on the line', 'a production planner or scheduler job', 45, 3],
  ])('%s → %s: the planning course, recruiters and titles, no forklift', async (current, target, minutes, days) => {
    expect(trackOf(current, target)).toBe(REDUNDANCY);
    const text = textOf(await plan(current, target, minutes, days));
    expect(text).toMatch(/MRP or ERP system/);
    expect(text).toMatch(/CPIM/);
    expect(text).toMatch(/Manufacturing and supply-chain recruiters/i);
    expect(text).not.toMatch(/forklift|Blue Arrow|Christmas peak/i);
  });

  it('a print worker staying in print: the trade body and print’s own story, not a forklift', async () => {
    const text = textOf(await plan('print finisher laid off at 48', 'another job in printing', 45, 4));
    expect(text).toMatch(/the BPIF in the UK/);
    expect(text).toMatch(/in print production my job went/);
    expect(text).not.toMatch(/forklift/i);
  });

  it('a warehouse worker keeps the forklift licence', async () => {
    const text = textOf(await plan('laid off from the warehouse after 12 years', 'a warehouse supervisor job', 45, 4));
    expect(text).toMatch(/forklift/i);
    expect(text).not.toMatch(/CPIM|BPIF/);
  });
});

describe('friends where you live, for a remote worker', () => {
  const { trackOf, plan } = onOption('Networking Skills');

  it.each([
    ['moved to Bristol for remote work', 'make three friends here and go to a meetup every fortnight', 30, 4, 'in Bristol'],
    ['moved to Leeds last year, I work from home', 'a few friends in Leeds', 45, 3, 'in Leeds'],
  ])('%s → %s: a coworking day, not a colleague to lunch', async (current, target, minutes, days, here) => {
    expect(trackOf(current, target)).toBe(FRIENDS);
    const text = textOf(await plan(current, target, minutes, days));
    expect(text).toMatch(new RegExp(`coworking space or library ${here}`));
    expect(text).toMatch(/Remote work leaves no colleagues/);
    expect(text).not.toMatch(/Ask one colleague to lunch/);
  });

  it.each([
    ['retired last year and new to Exeter', 'make friends here'],
    ['new mum on maternity leave', 'make mum friends'],
  ])('%s → %s: a daytime walk with someone from the groups, no colleague', async (current, target) => {
    const text = textOf(await plan(current, target, 45, 4));
    expect(text).toMatch(/Ask one person from your groups to a weekday walk or a coffee/);
    expect(text).not.toMatch(/colleague/i);
  });

  it('an office worker, or a remote village, keeps the colleague', async () => {
    for (const current of ['new to Manchester, office job', 'moved to a remote village in Wales'])
      expect(textOf(await plan(current, 'make friends here', 45, 4))).toMatch(/Ask one colleague to lunch/);
  });
});
