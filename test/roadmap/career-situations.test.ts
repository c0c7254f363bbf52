import { builtinProvider, generateRoadmap, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { loadCurriculum } from '../../lambdas/roadmap/curricula/load';
import { chooseTrack } from '../../lambdas/roadmap/tracks';
import { asker } from './ask';

/**
 * Career plans for the person's own situation (issue #36, round 8), read as a career coach would: a
 * return after a break, a change of sector, the format of the interview ahead — in the tasks, not only
 * in the header. People in their own words, several ways of saying the same thing.
 */
const ask = (option: string, currentLevel: string, targetLevel: string, dailyMinutes = 45, daysPerWeek = 4): RoadmapRequest =>
  asker(dailyMinutes)(option, currentLevel, targetLevel, { daysPerWeek });
type Plan = Awaited<ReturnType<typeof generateRoadmap>>;
const tasksOf = (plan: Plan) => plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
const textOf = (plan: Plan) =>
  tasksOf(plan)
    .map((t) => `${t.title}\n${t.description}`)
    .join('\n') +
  '\n' +
  plan.weeks.map((w) => w.title).join('\n');
const trackOf = (option: string, current: string, target: string) =>
  chooseTrack(loadCurriculum(option)!, ask(option, current, target)).track?.id;

describe('back after a career break (read as a career coach)', () => {
  const mum = ask(
    'Resume & Portfolio Building',
    'I was home raising my kids for 6 years, before that an office manager',
    'a CV for a part-time office job',
    30,
    3,
  );

  it('says the break in one honest dated line, lists what it gave, and brings the office tools up to date', async () => {
    const plan = await generateRoadmap(mum, builtinProvider);
    const all = textOf(plan);
    expect(all).toMatch(/Career break \(the year you left–this year\): raising my young children full time/);
    expect(all).toMatch(/List (?:5|3) things the break gave you/);
    expect(all).toMatch(/Microsoft 365.*Google Workspace/);
    expect(all).toMatch(/Teams or Zoom/);
    expect(all).toMatch(/refresher course/i);
    // The answer about the gap is written, then rehearsed aloud and asked by someone.
    const titles = tasksOf(plan).map((t) => t.title);
    const written = titles.findIndex((t) => /answer to "tell me about the gap"/.test(t));
    const asked = titles.findIndex((t) => /ask you about the gap/.test(t));
    expect(written).toBeGreaterThanOrEqual(0);
    expect(asked).toBeGreaterThan(written);
    expect(all).toMatch(/returnships/i);
    expect(all).toMatch(/Women Returners.*iRelaunch/);
  });

  it('never hides the gap behind portfolio case studies', async () => {
    const plan = await generateRoadmap(mum, builtinProvider);
    expect(textOf(plan)).not.toMatch(/case study 1|Write 10 achievements with the X-Y-Z formula/);
  });

  it('writes the break for what it was: a relative cared for, an illness with no medical detail owed, travel', async () => {
    const line = async (current: string) =>
      textOf(await generateRoadmap(ask('Resume & Portfolio Building', current, 'get back into marketing'), builtinProvider));
    expect(await line('3 years out of work caring for my mum')).toMatch(/full-time carer for a family member/);
    expect(await line('off work for two years with cancer treatment, now well')).toMatch(/health reasons.*Equality Act 2010, s\.60/);
    expect(await line('took two years off to go travelling')).toMatch(/travelling in South America/);
  });

  it('is chosen for the many ways people say they are returning, and not for a CV without a break', () => {
    const track = (current: string, target = 'an up-to-date CV') => trackOf('Resume & Portfolio Building', current, target);
    expect(track('stay-at-home mum for 8 years')).toBe('returner');
    expect(track('career break of 5 years')).toBe('returner');
    expect(track('office admin', 'a CV that explains the gap in my resume')).toBe('returner');
    expect(track('I want to return to work after looking after my twins')).toBe('returner');
    expect(track('accountant, 5 years at one firm')).toBeUndefined();
  });
});

describe('changing sector with transferable experience (read as a career coach)', () => {
  it('gives a soldier leaving the army a civilian CV, the Career Transition Partnership, informational interviews and the new field’s certification', async () => {
    const plan = await generateRoadmap(
      ask(
        'Resume & Portfolio Building',
        '12 years in the army, infantry sergeant, leaving next spring',
        'a CV for a project management job',
        60,
        5,
      ),
      builtinProvider,
    );
    const all = textOf(plan);
    expect(all).toMatch(/"platoon of 30" → "team of 30"/);
    expect(all).toMatch(/Career Transition Partnership \(UK/);
    expect(all).toMatch(/DoD SkillBridge/);
    expect(all).toMatch(/Hold the first informational interview/);
    expect(all).toMatch(/PRINCE2 Foundation/);
    expect(all).toMatch(/someone who never worked in the forces/);
  });

  it('translates a teacher’s words and names the certification of the field they aim at', async () => {
    const plan = await generateRoadmap(
      ask(
        'Resume & Portfolio Building',
        'secondary teacher for 9 years, burnt out of the classroom',
        'a CV for an L&D role in a company',
        40,
        4,
      ),
      builtinProvider,
    );
    const all = textOf(plan);
    expect(all).toMatch(/"pupils" → "learners"/);
    expect(all).toMatch(/CIPD Level 3 or 5 in Learning and Development/);
    expect(all).toMatch(/no national exit programme/);
    expect(all).not.toMatch(/Career Transition Partnership/);
  });

  it('is chosen for a move out of the forces, teaching, nursing, hospitality or sport, and not for a step within the old field', () => {
    const track = (current: string, target: string) => trackOf('Resume & Portfolio Building', current, target);
    expect(track('RAF engineer, 15 years', 'a civilian CV for maintenance planning')).toBe('change');
    expect(track('head chef', 'move out of hospitality into operations management')).toBe('change');
    expect(track('ward nurse for 6 years', 'a CV for health tech sales')).toBe('change');
    expect(track('former professional footballer', 'a CV for a coaching business')).toBe('change');
    expect(track('teacher for 4 years', 'a CV for a head of year post')).toBeUndefined();
    expect(track('staff nurse', 'a CV for a band 6 post')).toBeUndefined();
  });
});

describe('interviews by their format (read as a career coach)', () => {
  it('gives an NHS promotion the Constitution’s values, the presentation rehearsed, a mock panel and what an internal panel needs', async () => {
    const plan = await generateRoadmap(
      ask(
        'Interview Preparation',
        // A clinical post (a nurse's band 6) has its own track since (clinical-interview.test.ts).
        'Band 5 HR adviser for 4 years',
        'band 6 HR business partner post at my NHS trust, panel interview with a presentation',
        40,
        4,
      ),
      builtinProvider,
    );
    const all = textOf(plan);
    expect(all).toMatch(/NHS Constitution's six values/);
    expect(all).toMatch(/compassion; improving lives; everyone counts/);
    expect(all).toMatch(/Rehearse the presentation/);
    expect(all).toMatch(/A mock panel of \d+ minutes/);
    expect(all).toMatch(/A promotion where you work.*show the next level.*scores only what you say/);
    expect(all).not.toMatch(/Research the company|Company research/);
  });

  it('gives a Civil Service interview its Success Profiles, scored 1 to 7, and strengths questions', async () => {
    const plan = await generateRoadmap(
      ask('Interview Preparation', 'I work in a call centre', 'pass a Civil Service interview for an HEO policy role'),
      builtinProvider,
    );
    const all = textOf(plan);
    expect(all).toMatch(/Success Profiles behaviours.*scored 1 to 7.*strengths questions/);
  });

  it('briefs a finance director who has not interviewed in 15 years on panels and tests, at the organisation’s level', async () => {
    const plan = await generateRoadmap(
      ask(
        'Interview Preparation',
        'finance director at the same firm for 18 years',
        "head of finance role; I haven't interviewed in 15 years",
      ),
      builtinProvider,
    );
    expect(textOf(plan)).toMatch(/After years without interviewing.*strategy, budget, people, the board/);
  });

  it('rehearses an assessment centre’s group exercise, and keeps a nurse moving into data with the role’s own rounds', async () => {
    const centre = await generateRoadmap(
      ask('Interview Preparation', 'final year student', 'assessment centre for a graduate scheme'),
      builtinProvider,
    );
    expect(textOf(centre)).toMatch(/Rehearse the assessment centre's exercises/);
    expect(textOf(centre)).toMatch(/speaking early in a group/);
    expect(trackOf('Interview Preparation', 'NHS nurse for 10 years', 'data analyst')).toBe('role');
    expect(trackOf('Interview Preparation', 'developer', 'software engineer interview at a bank, panel and a technical test')).toBe(
      'software',
    );
    // An internal step up to lead former peers is the first supervisor's post (decision 186).
    expect(trackOf('Interview Preparation', 'admin', 'my internal interview for team leader')).toBe('supervisor');
    expect(trackOf('Interview Preparation', 'admin', 'my internal interview for a senior administrator post')).toBe('formats');
    expect(trackOf('Interview Preparation', 'admin', 'confident answers')).toBeUndefined();
  });
});

describe('self-employed and freelance: clients and agencies, not job applications (read as a career coach)', () => {
  it('gives a freelance translator a rate card per word, a portfolio page, agency vendor registration and a client pipeline', async () => {
    const plan = await generateRoadmap(
      ask(
        'Job Search Strategy',
        'freelance German to English translator, 3 years, mostly one agency',
        "more direct clients so I'm not dependent on one agency",
      ),
      builtinProvider,
    );
    const all = textOf(plan);
    expect(all).toMatch(/Write your rate card\n.*rate per word with a minimum charge/);
    expect(all).toMatch(/Build a one-page site or profile\n.*language pairs and direction/);
    expect(all).toMatch(/translation agencies \(language service providers\): vendor registration/);
    expect(all).toMatch(/ITI or CIOL directory/);
    expect(all).toMatch(/Build a pipeline tracker: lead, contacted, quoted/);
    // No job applications: no CV tailored to an ad, no hiring manager, no referral into an employer.
    expect(all).not.toMatch(/tailored applications?|hiring manager|target companies|salary floor/i);
    expect(plan.description).toMatch(/steady flow of work usually takes months/);
  });

  it('gives an electrician a day rate and call-out charge, TrustMark-style listings and the firms that pass on trades work', async () => {
    const plan = await generateRoadmap(
      ask(
        'Job Search Strategy',
        'self-employed electrician, 2 years, mostly word of mouth',
        'steady work so I can stop doing agency shifts',
        40,
        5,
      ),
      builtinProvider,
    );
    const all = textOf(plan);
    expect(all).toMatch(/call-out charge/);
    expect(all).toMatch(/TrustMark, Checkatrade or MyBuilder/);
    expect(all).toMatch(/letting agents, property managers/);
  });

  it('gives a freelance designer’s network referrals from peers and neighbouring trades, the rooms clients meet in, and reviews', async () => {
    const plan = await generateRoadmap(
      ask('Networking Skills', 'freelance graphic designer, quiet since my main client left', 'a network that sends me clients', 30, 5),
      builtinProvider,
    );
    const all = textOf(plan);
    expect(all).toMatch(/passing overflow both ways/);
    expect(all).toMatch(/Find 3 events where your clients gather/);
    expect(all).toMatch(/Ask your last 3 clients for a review on Behance or Dribbble/);
    expect(all).toMatch(/Brand identities for independent food businesses/);
    expect(all).not.toMatch(/informational chat|List 50 people you know/);
  });

  it('is chosen for the ways people say they work for themselves, and not for a contractor after a permanent job', () => {
    expect(trackOf('Job Search Strategy', 'sole trader, plumber', 'more customers in my area')).toBe('clients');
    expect(trackOf('Job Search Strategy', 'I work for myself as a copywriter', 'three retainer clients')).toBe('clients');
    expect(trackOf('Networking Skills', 'wedding photographer, my own business', 'more bookings through referrals')).toBe('clients');
    expect(trackOf('Job Search Strategy', 'IT contractor for 6 years', 'a permanent role with a pension')).toBeUndefined();
    expect(trackOf('Job Search Strategy', 'accountant', 'a job at a firm I choose')).toBeUndefined();
  });
});

describe('a job search back after a career break (read as a career coach)', () => {
  it('gives an office manager back after caring her return route, returnships, former colleagues, the gap answer and flexible working', async () => {
    const plan = await generateRoadmap(
      ask('Job Search Strategy', 'office manager, out of work for 5 years caring for my dad', 'back into office work part-time', 30, 3),
      builtinProvider,
    );
    const all = textOf(plan);
    expect(all).toMatch(/Book a short refresher on that gap/);
    expect(all).toMatch(/List (?:the|3) returnship programmes in your field/);
    expect(all).toMatch(/Message (?:5|3) former colleagues: you are returning/);
    expect(all).toMatch(/Prepare the gap question/);
    expect(all).toMatch(/request flexible working from their first day/);
    expect(all).not.toMatch(/List 20 target companies/);
    expect(plan.description).toMatch(/Returnships often recruit once a year/);
  });

  it('leaves a nurse whose registration lapsed to the register’s own track (decision 198)', () => {
    expect(
      trackOf(
        'Job Search Strategy',
        'registered nurse, out of work for 5 years caring for my dad, my NMC registration lapsed',
        'back into nursing part-time',
      ),
    ).toBe('regulated');
  });

  it('is chosen for a return in the person’s words, after a redundancy’s own track and before a freelancer’s', () => {
    expect(trackOf('Job Search Strategy', 'stay-at-home dad for 4 years, ex-accountant', 'an accounting job')).toBe('returner');
    expect(trackOf('Job Search Strategy', 'took 3 years out to travel, then a Masters', 'a marketing manager role')).toBe('returner');
    expect(trackOf('Job Search Strategy', 'made redundant in March', 'a new operations role')).toBe('redundancy');
    expect(trackOf('Job Search Strategy', 'accountant', 'a job at a firm I choose')).toBeUndefined();
  });
});
