import { CATALOG } from '../../contract';
import { builtinProvider, generateRoadmap, type RoadmapRequest } from '../../lambdas/roadmap/generate';
import { loadCurriculum, loadTrack } from '../../lambdas/roadmap/curricula/load';
import { chooseTrack } from '../../lambdas/roadmap/tracks';

/**
 * Writing and career plans for people never planned for before (round 7), read as a writing tutor and a
 * career coach would: the person's field — an academic chapter, a named role, a profession's own channels —
 * in the tasks, not only in the header.
 */
const ask = (option: string, currentLevel: string, targetLevel: string, dailyMinutes = 45, daysPerWeek = 4): RoadmapRequest => ({
  category: CATALOG.find((c) => c.options.includes(option))!.id,
  option,
  answers: { currentLevel, targetLevel, dailyMinutes },
  daysPerWeek,
});
const tasksOf = (plan: Awaited<ReturnType<typeof generateRoadmap>>) => plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks));
const titles = (plan: Awaited<ReturnType<typeof generateRoadmap>>) => tasksOf(plan).map((t) => t.title);
const textOf = (plan: unknown) => JSON.stringify(plan);

describe('an academic chapter (read as a writing tutor)', () => {
  const phd = ask(
    'Writing Skills',
    'PhD student, my supervisor says my writing is unclear',
    'finish my thesis literature review chapter',
    60,
    5,
  );

  it('reads the literature for synthesis, maps it, positions the gap, drafts by word counts and revises from the supervisor', async () => {
    const plan = await generateRoadmap(phd, builtinProvider);
    const all = titles(plan);
    const first = (pattern: RegExp) => all.findIndex((t) => pattern.test(t));
    // In the order a review is written: notes, a matrix and a map, the gap, paragraphs, drafting, revision, the supervisor.
    const steps = [
      /note each in 5 lines: claim/,
      /synthesis matrix/,
      /map of the literature/,
      /the gap in 3 sentences/i,
      /claim, evidence/,
      /Log the words/,
      /Reverse-outline/,
      /Send the revised chapter to your supervisor/,
      /turn them into a table/,
    ];
    const at = steps.map(first);
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(textOf(plan)).toMatch(/APA, Harvard, Chicago/);
  });

  it('never free-writes about the morning, publishes a blog, or claims the chapter finished', async () => {
    const plan = await generateRoadmap(phd, builtinProvider);
    expect(textOf(plan)).not.toMatch(/your morning|blog|LinkedIn or a newsletter|personal essay/i);
    // Honest about what the weeks reach: a first revision, with the usual drafts still to come.
    expect(plan.description).toMatch(/first revision with your supervisor.*2–3 drafts/);
    expect(plan.description).not.toMatch(/finished chapter|chapter finished/i);
  });

  it('takes longer on fewer hours, never squeezing the reading and drafting', async () => {
    const full = await generateRoadmap(phd, builtinProvider);
    const short = await generateRoadmap({ ...phd, answers: { ...phd.answers, dailyMinutes: 30 }, daysPerWeek: 3 }, builtinProvider);
    expect(short.weeks.length).toBeGreaterThan(full.weeks.length);
    // The reading lessons themselves, not the review rounds a longer week has time for.
    const reading = (plan: typeof full) =>
      titles(plan).filter((t) => /^Read 2 (key|more) sources/.test(t) && !/, (second round|again|from last week): /.test(t)).length;
    expect(reading(short)).toBe(reading(full));
  });

  it('is chosen for a dissertation or an article, and not for a blog or a story', () => {
    const writing = loadCurriculum('Writing Skills')!;
    const track = (target: string) => chooseTrack(writing, ask('Writing Skills', 'I write emails', target)).track?.id;
    // A whole dissertation is its steady days (decision 200); a literature review stays academic, and an
    // article from one's own research is a paper, figures first (decision 237).
    expect(track('write my dissertation')).toBe('thesis');
    expect(track('write the literature review chapter of my PhD')).toBe('academic');
    expect(track('publish a journal article from my PhD')).toBe('paper');
    expect(track('start a blog')).toBe('blog');
    expect(track('submit a short story to a magazine')).toBe('fiction');
  });
});

describe('an interview for a named role outside software and product (read as a career coach)', () => {
  it('gives a teacher moving into instructional design its rounds, ADDIE and SAM, a work sample and their teaching in its outcomes', async () => {
    const plan = await generateRoadmap(ask('Interview Preparation', 'teacher for 12 years', 'instructional designer'), builtinProvider);
    const text = textOf(plan.weeks);
    expect(text).toMatch(/ADDIE and SAM/);
    expect(text).toMatch(/Articulate Rise or Storyline/);
    expect(text).toMatch(/design challenge/);
    expect(text).toMatch(/From “teacher for 12 years” to objectives met/);
    // At 45 minutes a day the first build session has the day to itself (lessons share days by their minutes).
    expect(titles(plan)).toContain('Build the work sample, part 1, for 45 minutes');
  });

  // The by-role table: each role's own material, read from the target even where the person's past role is another on the table.
  it.each([
    ['nurse for 3 years in A&E', 'a data analyst job', /SQL or Excel test/, /dashboard/],
    ['retail manager', 'pass my nursing interview', /drug calculation test/, /SBAR/],
    ['accountant', 'an interview for a teaching job', /sample lesson/, /Teachers' Standards/],
    ['sales rep', 'UX designer role', /whiteboard design challenge/, /WCAG/],
    ['teacher', 'account executive in sales', /role-play sales call/, /MEDDIC/],
    ['bookkeeper for 6 years', 'financial analyst interview', /a set of accounts to analyse/, /FRS 102/],
  ])('“%s” → “%s” practises the role’s own round and frameworks', async (current, target, round, frameworks) => {
    const plan = await generateRoadmap(ask('Interview Preparation', current, target), builtinProvider);
    const text = textOf(plan.weeks);
    expect(text).toMatch(round);
    expect(text).toMatch(frameworks);
  });

  it('keeps the role table whole: every role the track is chosen for has its sample, frameworks, round and outcomes', () => {
    const base = loadCurriculum('Interview Preparation')!;
    const track = base.tracks!.find((t) => t.id === 'role')!;
    const role = loadTrack('Interview Preparation', track);
    const chosenBy = track.match;
    const table = role.holes!.filter((h) => ['role', 'sample', 'frameworks', 'round', 'outcomes'].includes(h.name));
    expect(table).toHaveLength(5);
    for (const hole of table) expect(hole.read.map((r) => r.match!.replace(/\)\[\^\\n\]\*\$$/, '').slice(1))).toEqual(chosenBy);
  });

  it('leaves a product manager and a software engineer to their own tracks, and an unnamed role to the general path', () => {
    const base = loadCurriculum('Interview Preparation')!;
    const track = (target: string) => chooseTrack(base, ask('Interview Preparation', 'teacher', target)).track?.id;
    expect(track('pass a product manager interview')).toBe('product');
    expect(track('software engineer interviews')).toBe('software');
    expect(track('pass my interview next month')).toBeUndefined();
  });
});

describe('networking in the person’s field, new in town (read as a career coach)', () => {
  const architect = ask('Networking Skills', 'architect, new to the city, I know nobody', '10 contacts', 30, 4);

  it('never asks someone who knows nobody to list 50 people, and goes where the field meets: the RIBA branch and its CPD', async () => {
    const plan = await generateRoadmap(architect, builtinProvider);
    const text = textOf(plan.weeks);
    expect(text).not.toMatch(/List 50 people/);
    expect(text).toMatch(/the RIBA \(the AIA in the US\) and its local branch/);
    expect(text).toMatch(/RIBA branch CPD talks/);
    expect(text).toMatch(/who they know here/);
  });

  it('counts its milestones towards the person’s number', async () => {
    const plan = await generateRoadmap(architect, builtinProvider);
    const milestones = titles(plan).filter((t) => t.startsWith('Milestone:'));
    expect(milestones.map((m) => /^Milestone: (\d+) new contacts/.exec(m)?.[1])).toEqual(['2', '5', '8', '10']);
    expect(milestones.every((m) => /your 10/.test(m))).toBe(true);
  });

  it('says what a bigger number takes, and names another field’s own body', async () => {
    const plan = await generateRoadmap(ask('Networking Skills', 'accountant, just moved here', '50 new contacts'), builtinProvider);
    expect(plan.description).toMatch(/about 10 new contacts.*same weekly routine/);
    expect(textOf(plan.weeks)).toMatch(/ICAEW, ACCA or CIMA and its local district society/);
  });

  it('tells an illustrator of the creative scene, studios and clients, never an architect’s introduction or site visits (round 14’s readers)', async () => {
    const plan = await generateRoadmap(
      ask(
        'Networking Skills',
        'introvert, freelance illustrator, just moved to Manchester and know nobody here',
        'a local network that brings me illustration work',
        30,
        3,
      ),
      builtinProvider,
    );
    const text = textOf(plan.weeks);
    expect(text).toMatch(/the AOI \(illustrators, UK\) or AIGA \(US\)/);
    expect(text).toMatch(/drink-and-draw nights/);
    expect(text).toMatch(/I'm an illustrator/);
    expect(text).toMatch(/someone at one of the studios and clients you would like to work with/);
    expect(text).not.toMatch(/architect|RIBA|site visit|the firms on your list/i);
    // Someone of no field the plan knows gets a frame to fill, not another person's sentence.
    const accountant = textOf(
      (await generateRoadmap(ask('Networking Skills', 'accountant, just moved here', '10 new contacts'), builtinProvider)).weeks,
    );
    expect(accountant).toMatch(/I'm a \[your work\], just moved from \[where\]/);
    expect(accountant).not.toMatch(/architect/i);
  });

  it('keeps the general path for a person with a network, its events in their field', async () => {
    const plan = await generateRoadmap(ask('Networking Skills', 'nurse, I know people at work', 'build my network'), builtinProvider);
    expect(textOf(plan.weeks)).toMatch(/List 50 people/);
    expect(textOf(plan.weeks)).toMatch(/the RCN in the UK/);
  });
});

describe('a job search in the person’s field, after a redundancy (read as a career coach)', () => {
  const accountant = ask(
    'Job Search Strategy',
    'accountant, 55, made redundant after 25 years at the same firm',
    'a finance role in 4 months',
    60,
    5,
  );

  it('starts from what a redundancy brings: money owed, outplacement, the story, and a routine', async () => {
    const plan = await generateRoadmap(accountant, builtinProvider);
    const first = plan.weeks[0]!.days.flatMap((d) => d.tasks.map((t) => t.title));
    expect(first).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/redundancy pay/),
        expect.stringMatching(/outplacement/),
        expect.stringMatching(/^Your redundancy story/),
      ]),
    );
    // The track tells the story itself: the general layoff constraint adds no second one.
    expect(titles(plan).filter((t) => /story in three sentences/.test(t))).toHaveLength(1);
  });

  it('goes through the field’s agencies, interim work, boards and professional body, and age-proofs a long career', async () => {
    const plan = await generateRoadmap(accountant, builtinProvider);
    const text = textOf(plan.weeks);
    expect(text).toMatch(/Finance recruiters \(Robert Half, Hays, Michael Page\)/);
    expect(text).toMatch(/temporary, contract and temp-to-perm work/);
    expect(text).toMatch(/Interim work is common in finance/);
    expect(text).toMatch(/ICAEW Jobs, ACCA Careers and eFinancialCareers/);
    expect(text).toMatch(/ICAEW, ACCA or CIMA and its local district society/);
    expect(text).toMatch(/Age-proof it/);
    expect(text).toMatch(/Why stay so long\?.*Equality Act 2010/);
    expect(plan.description).toMatch(/towards “a finance role in 4 months”.*the offer usually takes longer/);
  });

  it('leaves a younger person laid off after two years without the long-career questions, their field’s agencies named', async () => {
    const plan = await generateRoadmap(ask('Job Search Strategy', 'nurse, 29, made redundant after 2 years', 'a new job'), builtinProvider);
    const text = textOf(plan.weeks);
    expect(text).not.toMatch(/Age-proof|Why stay so long|long career/);
    expect(text).toMatch(/nursing banks and agencies/i);
  });

  it('searches a career changer’s new field, not the one they leave: a teacher after L&D gets the CIPD, not teaching boards', async () => {
    const plan = await generateRoadmap(
      ask('Job Search Strategy', 'secondary teacher for 10 years, want out of teaching', 'a corporate training or L&D job', 90, 7),
      builtinProvider,
    );
    const text = textOf(plan.weeks);
    expect(text).toMatch(/L&D and HR recruiters/);
    expect(text).toMatch(/CIPD \(or ATD in the US\) and its local branch/);
    expect(text).not.toMatch(/Teaching Vacancies|supply agencies/);
  });

  it('keeps the general path for a search with no redundancy, the CV led by results', async () => {
    const plan = await generateRoadmap(ask('Job Search Strategy', '31, six years in logistics', 'a new job'), builtinProvider);
    const text = textOf(plan.weeks);
    expect(text).not.toMatch(/Age-proof|redundancy pay/);
    expect(text).toMatch(/the recruitment agencies that specialise in your field/i);
  });
});
