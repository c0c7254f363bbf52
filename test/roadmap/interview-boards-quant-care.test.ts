import { inOrder, tasksOf, textOf } from './custom-ask';
import { heldOnTheirDays, onOption } from './track-ask';

/**
 * The option's general course where the target is another thing (issue #36, round 14, decision 232): an
 * officer cadet going to AOSB, a maths student going for a trading firm and a care worker going for senior
 * carer each got the generic plan — "Company research: product, customers, recent news, 3 competitors" and
 * STAR stories. Each now has the course its coach sets: the board's parts (a planning exercise to time,
 * tasks briefed and led, a talk and essay, the interviews, fitness); a quant loop (mental arithmetic daily,
 * probability and expected value aloud, statistics, the role's round, coding, mocks); a care promotion
 * (evidence from shifts, medicines, safeguarding and capacity by nation, scenarios aloud, a mock).
 * People written for this test.
 */

const { trackOf, plan } = onOption('Interview Preparation');
const GENERAL = /3 competitors|product, customers, recent news/;
const OFFICER = 'An officer selection board: AOSB, AIB or OASC';
const OFFICER_US = 'A US officer route: academy, ROTC, OCS or OTS';
const QUANT = 'Quant and trading interviews: probability, maths, the loop';
const CARE = 'A care promotion: senior carer, team leader, deputy';
const RESEARCH = "A research scientist's loop: the talk, papers, depth";

describe('an officer selection board, as a board coach reads the plan', () => {
  it.each([
    [
      'final year at uni, done the ACF',
      'pass AOSB main board and get a place at Sandhurst',
      45,
      5,
      /Army Officer Selection Board \(AOSB\)/,
      /lecturette/,
    ],
    [
      'sixth former, captain of the rugby team',
      'get through the AIB to become a Royal Navy officer',
      40,
      3,
      /HMS Sultan/,
      /practical leadership task/,
    ],
    [
      "I'm 24, work in a bank, can't run far",
      'RAF officer, OASC in the spring',
      30,
      4,
      /RAF College Cranwell/,
      /leadership exercises in the hangar/,
    ],
    [
      'army reserve soldier',
      'commission as a reserve officer through the Army Officer Selection Board',
      60,
      2,
      /Westbury/,
      /command tasks/,
    ],
  ])(
    '%s → %s (%i min, %i days): the board, planning, tasks, a talk, the interviews',
    async (current, target, minutes, days, board, tasks) => {
      expect(trackOf(current, target)).toBe(OFFICER);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      heldOnTheirDays(p, days);
      expect(text).toMatch(board);
      expect(text).toMatch(tasks);
      expect(text).not.toMatch(GENERAL);
      inOrder(p, [
        /^Read .+(?:'s own|’s) candidate guide/,
        /^Learn the planning method/,
        /^Learn how .+ run(?: on one example)?: the brief/,
        /^Write an essay in 45 minutes/,
        /^A mock interview of 30 minutes/,
        /^A practice day: the fitness test/,
      ]);
    },
  );

  it('reads the Royal Marines as the AIB then the Potential Officers Course, and the Navy’s values', async () => {
    const text = textOf(await plan('CCF sergeant', 'Royal Marines officer: the AIB and then POC', 60, 5));
    expect(text).toMatch(/Potential Officers Course/);
    expect(text).toMatch(/the Naval Service's values/);
    expect(text).not.toMatch(/Sandhurst|bleep test/);
  });

  it.each([
    ['police constable', 'pass the police officer assessment centre'],
    ['prison officer', 'interview for promotion to custodial manager'],
    ['serving army officer', 'leaving the army: interview for an operations manager job'],
    ['school leaver', 'join the army as a soldier'],
    ['captain of my football team', 'interview for a marketing officer job'],
  ])('%s → %s is not an officer board', (current, target) => {
    expect(trackOf(current, target)).not.toBe(OFFICER);
  });
});

describe('a US officer route, as an admissions or officer selection officer reads the plan', () => {
  it.each([
    [
      'high school junior, varsity captain, JROTC',
      'get into West Point',
      40,
      5,
      /West Point/,
      /a nomination/,
      /the Candidate Fitness Assessment/,
    ],
    [
      'college senior, 3.4 GPA',
      'get selected for Air Force OTS',
      30,
      3,
      /Air Force Officer Training School/,
      /the AFOQT/,
      /the Air Force PFA/,
    ],
    ['specialist, 3 years in', 'Army OCS board', 45, 4, /Army Officer Candidate School/, /GT score/, /the Army Fitness Test/],
    ['engineering student', 'Navy OCS through the ASTB-E', 60, 2, /Navy Officer Candidate School/, /the ASTB-E/, /the Navy PRT/],
  ])(
    '%s → %s (%i min, %i days): the steps, the packet, the test, fitness, the board',
    async (current, target, minutes, days, route, test, fitness) => {
      expect(trackOf(current, target)).toBe(OFFICER_US);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      heldOnTheirDays(p, days);
      for (const words of [route, test, fitness]) expect(text).toMatch(words);
      expect(text).not.toMatch(/AOSB|Sandhurst|lecturette/);
      inOrder(p, [
        /^Read .+(?:'|’)s own pages and write (?:every step|its steps) down/,
        /^Draft your statement(?:: why you want to be an officer|’s first paragraph: why an officer)/,
        /^Learn .+'s sections, timings and the score you need/,
        /^Take .+ again and compare/,
        /^A mock interview of 30 minutes with an officer/,
        /^The interview or board with /,
      ]);
    },
  );

  it.each([
    ['recruit', 'pass the ASVAB and MEPS to enlist in the Army', /selection process/],
    ['cop', 'police academy interview', /selection process/],
    ['Army veteran leaving the military after OCS', 'interview for a project manager job', /your role/],
  ])('%s → %s keeps its own track', (current, target, track) => {
    expect(trackOf(current, target)).not.toBe(OFFICER_US);
    expect(trackOf(current, target)).toMatch(track);
  });
});

describe('quant and trading interviews, as a quant interviewer reads the plan', () => {
  it.each([
    ['third year maths undergrad, olympiad problems', 'quant trader internship at Optiver', 60, 6, /Optiver/, /market-making games/],
    ['PhD in physics, python, no finance', 'quant researcher roles at Two Sigma', 90, 3, /Two Sigma/, /out-of-sample/],
    ['CS grad, C++ and Python', 'quant developer interview at Jane Street', 30, 5, /Jane Street/, /C\+\+ or Python written for speed/],
    [
      'economics grad, rusty on maths',
      'get a graduate trader job at a prop trading firm',
      20,
      7,
      /the firm's careers page|Map the firm's process/,
      /market-making/,
    ],
  ])(
    '%s → %s (%i min, %i days): mental maths daily, probability aloud, the role round, mocks',
    async (current, target, minutes, days, firm, round) => {
      expect(trackOf(current, target)).toBe(QUANT);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      heldOnTheirDays(p, days);
      expect(text).toMatch(firm);
      expect(text).toMatch(round);
      expect(text).not.toMatch(GENERAL);
      inOrder(p, [
        /^Mental arithmetic: 3 rounds of 2 minutes/,
        /^(?:Conditional probability and Bayes' rule|Bayes’ rule with 3 problems)/,
        /^First-step analysis: expected flips to see HH/,
        /^Regression: least squares/,
        /^Check (?:one probability|the HH) answer by simulation/,
        /^A mock interview of 45 minutes/,
      ]);
    },
  );

  it.each([
    ['quantity surveyor', 'interview for a senior QS role'],
    ['PhD in sociology', 'quantitative research methods lecturer interview'],
    ['retail manager', 'trading standards officer interview'],
    ['backend developer', 'Citadel software engineer interview'],
    ['energy trader', 'interview for a commodities trading analyst at an energy firm'],
  ])('%s → %s is not a quant loop', (current, target) => {
    expect(trackOf(current, target)).not.toBe(QUANT);
  });
});

describe('a care promotion, as a registered manager reads the plan', () => {
  it.each([
    [
      'care assistant 4 years, NVQ level 2',
      'senior carer interview at my care home',
      30,
      3,
      /the senior carer post/,
      /the CQC/,
      /Care Act 2014/,
      /a resident/,
    ],
    [
      'support worker in supported living for autistic adults, Scotland',
      'team leader interview',
      25,
      5,
      /the team leader post/,
      /the Care Inspectorate/,
      /Adult Support and Protection \(Scotland\) Act/,
      /a person you support/,
    ],
    [
      'home care worker for 6 years',
      'interview for field care supervisor',
      60,
      2,
      /the field care supervisor post/,
      /the agency's last inspection/,
      /Care Act 2014/,
      /a client/,
    ],
    [
      'I work nights in a nursing home as a carer',
      'promotion to deputy manager',
      45,
      4,
      /the deputy manager post/,
      /the nursing home's/,
      /Mental Capacity Act/,
      /a resident/,
    ],
  ])(
    '%s → %s (%i min, %i days): the post, the standards, scenarios aloud, a mock',
    async (current, target, minutes, days, post, regulator, safeguarding, person) => {
      expect(trackOf(current, target)).toBe(CARE);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      heldOnTheirDays(p, days);
      for (const words of [post, regulator, safeguarding, person]) expect(text).toMatch(words);
      expect(text).not.toMatch(GENERAL);
      inOrder(p, [
        /^Read the job description and person specification for/,
        /^Medicines as .+ runs them: the MAR chart/,
        /^Safeguarding: the kinds of abuse/,
        /^The medication error scenario, aloud: you find a medication error/,
        /^A mock interview of 30 minutes with a senior or a manager/,
        /^The interview for /,
      ]);
      // Every scenario of the week is a core task, so a short day still says all eight aloud.
      const scenarios = new Set(tasksOf(p).flatMap((t) => /^The (.+) scenario, aloud: /.exec(t.title)?.[1] ?? []));
      expect(scenarios.size).toBe(8);
    },
  );

  it.each([
    ['staff nurse band 5', 'band 6 charge nurse interview', /clinical promotion/],
    ["I'm a carer for my mum and work at Tesco", 'team leader interview at Tesco', /first supervisor/],
    ['IT support worker', 'team leader interview', /first supervisor/],
    ['care assistant', 'interview to become a nurse', /your role/],
    ['registered manager of a care home', 'interview for registered manager at a bigger group', /^Interview Preparation$/],
  ])('%s → %s keeps its own track', (current, target, track) => {
    expect(trackOf(current, target)).not.toBe(CARE);
    expect(trackOf(current, target)).toMatch(track);
  });
});

describe("a research scientist's loop, as a lab's hiring manager reads the plan", () => {
  it.each([
    ['final year PhD in reinforcement learning, NeurIPS paper', 'research scientist at Google DeepMind', 90, 5, /DeepMind/, /attention/],
    [
      'postdoc in immunology, 2 first-author papers',
      'research scientist interviews in pharma',
      30,
      4,
      /the lab/,
      /controls, replicates, sample size/,
    ],
    ['PhD in NLP', 'research engineer interviews at AI labs', 45, 3, /the lab/, /NumPy or PyTorch/],
  ])(
    '%s → %s (%i min, %i days): the talk first, papers, the technical round, mocks',
    async (current, target, minutes, days, org, round) => {
      expect(trackOf(current, target)).toBe(RESEARCH);
      const p = await plan(current, target, minutes, days);
      const text = textOf(p);
      heldOnTheirDays(p, days);
      expect(text).toMatch(org);
      expect(text).toMatch(round);
      expect(text).not.toMatch(GENERAL);
      inOrder(p, [
        /^Outline the talk(?: in 6 lines)?: the problem, why it(?:'|’)s hard/,
        /^A dry run for 3–5 colleagues/,
        /^Read one of the team(?:'s papers with Keshav's three passes|’s papers: the first of Keshav’s three passes)/,
        /^Technical practice, to time/,
        /^A (?:one-page|half-page) research proposal/,
        /^The on-site at /,
      ]);
    },
  );

  it.each([
    ['UX researcher', 'senior UX research interview'],
    ['PhD student', 'research assistant interview at the university'],
    ['postdoc in chemistry', 'faculty job talk and interview for a lectureship'],
    ['maths PhD', 'quant researcher at Citadel'],
    ['data scientist', 'machine learning engineer interview'],
  ])('%s → %s is not a research scientist loop', (current, target) => {
    expect(trackOf(current, target)).not.toBe(RESEARCH);
  });
});
