import { languageTaskOf } from '../../lambdas/roadmap/curricula/language-tasks';
import { ask, planText, plannedOnce, tasksOf, themeOf } from './language-ask';

/**
 * A country's own route and a job's own language (issue #36, round 21; decision 372). German spoken in Austria or
 * Switzerland names that country's recognition (the Sozialministerium and the Gesundheitsberuferegister; the Swiss Red
 * Cross or MEBEKO), its residence rules and its papers, never a German Land's; an exam's sample papers are its own
 * language's boards. A tour guide's plan has their tour — its kind, town and group in their words — as the spine of the
 * weeks of practice, scripted, corrected and rehearsed, and a scripted tour is read as A2.
 */

const GERMANY =
  /Anerkennung in Deutschland|Masseur- und Physiotherapeutengesetz|Hamburg’s official|authority of your Land|Landesärztekammer|Leben in Deutschland/;
const OTHER_BOARDS = /\bDELE\b|\bDELF\b|\bHSK\b|TOPIK|\bJLPT\b/;

const planOf = plannedOnce();

describe('a country’s own route: German in Austria and Switzerland', () => {
  const abroad = [
    {
      who: 'a Spanish physiotherapist for a rehab clinic in Vienna',
      request: ask('German', "I'm a Spanish physiotherapist, B1 German", 'working in a rehab clinic in Vienna, B2 for recognition', 45, 5),
      route: /physiotherapists trained abroad work in Austria[^]*Gesundheitsberuferegister[^]*ÖSD Zertifikat B2/,
    },
    {
      who: 'a Filipino nurse for a hospital in Graz',
      request: ask('German', 'A2 German, nurse from the Philippines', 'work as a nurse in a hospital in Graz', 30, 4),
      route: /nurses trained abroad work in Austria[^]*Sozialministerium[^]*Gesundheitsberuferegister/,
    },
    {
      who: 'an Indian doctor for a Zurich hospital',
      request: ask('German', 'B1 German, I am a doctor from India', 'work as an Assistenzarzt in Zurich', 60, 5),
      route: /MEBEKO/,
    },
    {
      who: 'an Oberarzt for a hospital in Vienna',
      request: ask('German', 'B2 German', 'work as an Oberarzt in a hospital in Vienna', 60, 5),
      route: /doctors trained abroad practise in Austria[^]*Ärzteliste/,
    },
    {
      who: 'a Portuguese nurse moving to Basel',
      request: ask('German', 'beginner, nurse from Portugal', 'work as a nurse in Basel in two years', 20, 6),
      route: /Swiss Red Cross \(SRK\)/,
    },
  ];

  it.each(abroad)('$who: that country’s recognition is said, never a German Land’s', async ({ request, route }) => {
    const plan = await planOf(request);
    expect(plan.description).toMatch(route);
    expect(planText(plan)).not.toMatch(GERMANY);
  });

  it('the Vienna physiotherapist reads Austria’s papers and her notes in Austrian terms, no other language’s exam boards', async () => {
    const text = planText(await planOf(abroad[0]!.request));
    expect(text).toMatch(/Der Standard, Die Presse or ORF\.at/);
    expect(text).not.toMatch(/Tagesschau|Spiegel/);
    expect(text).toMatch(/Grüß Gott/);
    expect(text).not.toMatch(OTHER_BOARDS);
  });

  it('a doctor in Zurich is not told Germany’s Fachsprachprüfung is his', async () => {
    const plan = await planOf(abroad[2]!.request);
    expect(planText(plan)).not.toMatch(/The Fachsprachprüfung has three parts/);
    expect(plan.description).toMatch(/Germany’s Fachsprachprüfung is not Switzerland’s/);
  });

  it('a nurse for Munich keeps Germany’s route', async () => {
    const plan = await planOf(
      ask('German', "I'm a nurse from the Philippines, A2 German", 'work as a nurse in a Krankenhaus in Munich', 45, 5),
    );
    expect(plan.description).toMatch(/Anerkennung in Deutschland/);
    expect(plan.description).not.toMatch(/Gesundheitsberuferegister|Swiss Red Cross/);
  });

  it('a permanent residence permit in Vienna is Austria’s Integrationsvereinbarung, not Leben in Deutschland', async () => {
    const plan = await planOf(ask('German', 'A2', 'B1 for my permanent residence permit in Vienna', 30, 5));
    const text = planText(plan);
    expect(text).toMatch(/Integrationsvereinbarung[^]*ÖIF/);
    expect(text).not.toMatch(/Leben in Deutschland|Niederlassungserlaubnis/);
    const berlin = planText(await planOf(ask('German', 'A2', 'B1 for my permanent residence permit in Berlin', 30, 5)));
    expect(berlin).toMatch(/Leben in Deutschland/);
    expect(berlin).not.toMatch(/Integrationsvereinbarung/);
  });

  it.each([
    ['German', /Goethe-Institut, telc and the ÖSD/],
    ['Spanish', /Instituto Cervantes for the DELE/],
    ['French', /France Éducation international for the DELF/],
  ])('an exam’s sample papers in %s are its own boards’', async (option, boards) => {
    const text = planText(await planOf(ask(option, 'B1', 'pass a B2 exam next year', 45, 4)));
    expect(text).toMatch(boards);
    expect(text).not.toMatch(/TOPIK II’s writing on topik\.go\.kr|Cambridge, HSK/);
  });
});

describe('a job’s own language: a tour guide’s tour', () => {
  const guides = [
    {
      who: 'an Edinburgh ghost-tour guide for school groups from Lyon',
      request: ask(
        'French',
        'A2 French',
        "I'm an Edinburgh ghost-tour guide and want to give the tour in French to school groups from Lyon",
        20,
        6,
      ),
      own: [/Your ghost tour/, /Edinburgh/, /school groups/],
    },
    {
      who: 'a food-tour guide in Barcelona',
      request: ask(
        'Spanish',
        'B1 Spanish',
        'I run food tours in Barcelona and want to give them in Spanish to visitors from Madrid',
        30,
        4,
      ),
      own: [/Your food tour/, /Barcelona/, /visitors/],
    },
    {
      who: 'a castle guide for German coach parties',
      request: ask(
        'German',
        'A1, a bit of school German',
        "I'm a tour guide at Stirling Castle and want to lead tours for German coach parties",
        45,
        3,
      ),
      own: [/Your guided tour/, /coach parties/],
    },
    {
      who: 'a walking-tour guide in Florence for cruise passengers',
      request: ask('Italian', 'beginner', 'give my walking tours of Florence in Italian to cruise passengers', 60, 2),
      own: [/Your walking tour/, /Florence/, /cruise passengers/],
    },
  ];

  it.each(guides)('$who: the tour is the spine, in their own words, scripted and rehearsed', async ({ request, own }) => {
    const { targetLevel, currentLevel, dailyMinutes } = request.answers;
    expect(languageTaskOf(request.option!, targetLevel, dailyMinutes, request.daysPerWeek ?? 5, currentLevel).genre?.id).toBe('tour');
    const plan = await planOf(request);
    const tasks = plan.weeks.flatMap((w) => tasksOf(w).flatMap((t) => `${t.title}\n${t.description}`)).join('\n');
    for (const words of own) expect(tasks).toMatch(words);
    const themes = plan.weeks.map(themeOf).filter((t) => t !== undefined);
    expect(themes).toEqual(expect.arrayContaining(['the welcome and the group’s rules', 'the group’s questions']));
    expect(tasks).toMatch(/stay together|Restez ensemble|seguidme|Bleibt|Restate insieme/i);
    expect(tasks).toMatch(/corrected by a tutor or a native speaker/);
    expect(plan.description).toMatch(/A tour given from a script you have written[^]*is within A2 on the CEFR/);
  });

  it('the ghost-tour guide reaches the whole tour within her 26 weeks, and the story is told in the présent de narration', async () => {
    const plan = await planOf(guides[0]!.request);
    expect(plan.weeks.map(themeOf)).toContain('the whole tour, from the meeting point to goodbye');
    expect(plan.description).toMatch(/présent de narration/);
    expect(planText(plan)).toMatch(/Restez ensemble et suivez-moi/);
  });

  it.each([
    ['Italian', 'understand the tour guide on our trip to Rome'],
    ['French', 'book a guided tour of Paris and go on a ghost tour in Lyon'],
    ['French', 'follow the Tour de France commentary on TV'],
    ['German', "run my company's band on its European tour and talk to the venues"],
    ['Spanish', 'a detour through Andalusia, talking to people in villages'],
  ])('%s “%s” is no tour guide’s plan', async (option, target) => {
    expect(languageTaskOf(option, target, 30, 4).genre?.id).not.toBe('tour');
    expect((await planOf(ask(option, 'A2', target, 30, 4))).description).not.toMatch(/A tour given from a script/);
  });
});

describe('a job’s own language: a ski or snowboard instructor’s lessons', () => {
  it.each([
    {
      who: 'a ski instructor in Méribel for French children',
      request: ask(
        'French',
        'A1, school French',
        "I'm a ski instructor in Méribel and want to teach lessons to French children next season",
        30,
        5,
      ),
      own: [/Your ski lessons/, /Méribel/, /Meet children/, /Pliez les genoux/],
    },
    {
      who: 'a snowboard instructor at Cervinia for adults',
      request: ask('Italian', 'A2', "I'm a snowboard instructor and want to teach adults in Italian at Cervinia", 40, 3),
      own: [/Your snowboard lessons/, /Cervinia/, /adults/],
    },
  ])('$who: each week of practice is a lesson’s next part, in their words', async ({ request, own }) => {
    const { targetLevel, currentLevel, dailyMinutes } = request.answers;
    expect(languageTaskOf(request.option!, targetLevel, dailyMinutes, request.daysPerWeek ?? 5, currentLevel).genre?.id).toBe('slope');
    const plan = await planOf(request);
    const text = planText(plan);
    for (const words of own) expect(text).toMatch(words);
    const themes = plan.weeks.map(themeOf).filter((t) => t !== undefined);
    expect(themes).toEqual(
      expect.arrayContaining(['following in a line, and the slope’s rules', 'a fall, and help called', 'the parents at pick-up']),
    );
  });

  it.each([
    ['German', 'book ski lessons for my kids in Austria and talk to the ski instructor'],
    ['French', 'chat with my ski teacher in Chamonix'],
  ])('%s “%s” is a guest’s plan, not an instructor’s', (option, target) => {
    expect(languageTaskOf(option, target, 30, 4).genre?.id).not.toBe('slope');
  });
});
