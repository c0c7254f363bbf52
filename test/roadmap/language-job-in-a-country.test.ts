import { countryOf } from '../../lambdas/roadmap/curricula/language-tables';
import type { RoadmapPlan } from '../../lambdas/roadmap/generate';
import { ask, planText, plannedOnce, tasksOf } from './language-ask';

/**
 * A job named in a country, in the language learnt (round 22, decision 396): a nurse's and a doctor's weeks hold their
 * exchanges in the language, in the country's usage (Brussels's remise de service and septante), and one week of the
 * recognition the country asks, naming its body; Taiwan's degree is the TOCFL's, not the HSK's.
 */

const planOf = plannedOnce();

const tasks = (plan: RoadmapPlan) => plan.weeks.flatMap(tasksOf);
const recognitionWeeks = (plan: RoadmapPlan) => plan.weeks.filter((w) => /the recognition of your (?:diploma|degree)/.test(w.title));
const recognitionTask = (plan: RoadmapPlan) =>
  tasks(plan).find((t) => /the recognition of your (?:diploma|degree), its file and its letter — written/.test(t.title));

describe('a nurse or a doctor abroad: one week of the country’s recognition, naming its body', () => {
  const people = [
    {
      who: 'a Romanian nurse for a Brussels hospital (French, 45 × 5)',
      request: ask('French', "B1, I'm a nurse from Romania", 'Work as a nurse in a hospital in Brussels', 45, 5),
      body: /FPS Public Health \(SPF Santé publique, its visa\) and the Fédération Wallonie-Bruxelles[^]*proof of French/,
      phrase: /Je vous écris au sujet de la reconnaissance de mon diplôme d’infirmière/,
    },
    {
      who: 'an infirmière for Liège, in her own words (French, 30 × 3)',
      request: ask('French', 'A2, infirmière diplômée au Maroc', 'travailler comme infirmière à Liège', 30, 3),
      body: /FPS Public Health/,
      phrase: /Madame, Monsieur/,
    },
    {
      who: 'a doctor for a Munich hospital (German, 60 × 5)',
      request: ask('German', 'A2', 'Work as a doctor in a hospital in Munich', 60, 5),
      body: /your Land’s Approbation authority and its Landesärztekammer \(the Fachsprachprüfung\)[^]*proof of German/,
      phrase: /ich beantrage die Approbation/,
    },
    {
      who: 'a nurse for Madrid (Spanish, 20 × 6)',
      request: ask('Spanish', 'B1, enfermera de Perú', 'trabajar como enfermera en un hospital de Madrid', 20, 6),
      body: /Ministerio de Sanidad[^]*homologación[^]*Colegio de Enfermería/,
      phrase: /Estimados señores:/,
    },
    {
      who: 'a nurse for Milan (Italian, 45 × 4)',
      request: ask('Italian', 'A2', 'work as a nurse in a hospital in Milan', 45, 4),
      body: /Ministero della Salute, before your province’s OPI/,
      phrase: /riconoscimento del mio titolo di infermiere/,
    },
    {
      who: 'a nurse for Vienna (German, 30 × 5)',
      request: ask('German', 'B1, nurse from the Philippines', 'work as a nurse in Vienna', 30, 5),
      body: /Sozialministerium, before the Gesundheitsberuferegister/,
      phrase: /Anerkennung meiner Ausbildung als Pflegefachkraft/,
    },
  ];
  it.each(people)('$who', async ({ request, body, phrase }) => {
    const plan = await planOf(request);
    expect(recognitionWeeks(plan)).toHaveLength(1);
    const task = recognitionTask(plan)!;
    expect(task.description).toMatch(body);
    expect(task.description).toMatch(phrase);
  });

  it('the Brussels nurse is never sent to Germany’s, Spain’s or Switzerland’s bodies in that week', async () => {
    const task = recognitionTask(await planOf(people[0]!.request))!;
    expect(task.description).not.toMatch(/Swiss Red Cross|Land|Ministerio|NMC/);
  });

  it('a nurse for Lyon or Lima is given no body the data cannot name: no recognition week', async () => {
    for (const request of [
      ask('French', 'B1, nurse from Romania', 'work as a nurse in a hospital in Lyon', 45, 5),
      ask('Spanish', 'A2, nurse from the UK', 'work as a nurse in a hospital in Lima', 30, 4),
    ]) {
      const plan = await planOf(request);
      expect(recognitionWeeks(plan)).toHaveLength(0);
      expect(planText(plan)).not.toMatch(/FPS Public Health|Ministerio de Sanidad|Colegio de Enfermería/);
    }
  });

  it('a nurse learning French for holidays, a patient in Brussels, a doctor’s appointment: no recognition week', async () => {
    for (const request of [
      ask('French', 'A1', 'chat on holiday in Brussels', 30, 4),
      ask('German', 'A2', 'explain my symptoms to a doctor in Munich', 20, 3),
      ask('Spanish', 'A2', 'understand the nurses when I visit my mother in hospital in Madrid', 20, 5),
    ]) {
      const plan = await planOf(request);
      expect(recognitionWeeks(plan)).toHaveLength(0);
    }
  });
});

describe('a nurse’s ward weeks in the language, in the country’s usage', () => {
  it('the Brussels nurse hands over at la remise de service, with septante, not France’s transmissions', async () => {
    const plan = await planOf(ask('French', "B1, I'm a nurse from Romania", 'Work as a nurse in a hospital in Brussels', 45, 5));
    const text = planText(plan);
    expect(text).toMatch(/Pour la remise de service : chambre 12, madame Dubois, septante-huit ans/);
    expect(text).not.toMatch(/Pour les transmissions/);
    expect(text).not.toMatch(/This plan has none written in French/);
    expect(text).toMatch(/Où avez-vous mal \?/);
  });

  it('a nurse for Lyon hands over in France’s words', async () => {
    const text = planText(await planOf(ask('French', 'B1, nurse from Romania', 'work as a nurse in a hospital in Lyon', 45, 5)));
    expect(text).toMatch(/Pour les transmissions : chambre 12/);
    expect(text).not.toMatch(/septante/);
  });

  it.each([
    ['German', 'A2', 'work as a nurse in a hospital in Hamburg', /Wo tut es weh\?|Guten Morgen, ich bin …, ich betreue Sie heute/],
    ['Spanish', 'A2', 'work as a nurse in Valencia', /¿Dónde le duele\?|Buenos días, soy …, su enfermera \/ su enfermero hoy/],
    [
      'Italian',
      'A1',
      'work as a nurse in a hospital in Turin',
      /Dove le fa male\?|Buongiorno, sono …, la sua infermiera \/ il suo infermiere oggi/,
    ],
  ])('a %s nurse (%s, “%s”) reads her ward’s phrases in the language', async (language, current, target, phrase) => {
    const text = planText(await planOf(ask(language, current, target, 30, 5)));
    expect(text).toMatch(phrase);
    expect(text).not.toMatch(new RegExp(`This plan has none written in ${language}`));
  });

  it('an engineer for Milan reads the site’s Italian: the drawing, the delay, the giornale dei lavori', async () => {
    const text = planText(await planOf(ask('Italian', 'A2', 'Work as an engineer at a company in Milan', 45, 4)));
    expect(text).toMatch(/Siamo in ritardo di tre giorni|Questo non è conforme al disegno/);
    expect(text).not.toMatch(/This plan has none written in Italian/);
  });

  it('a teacher for Taipei reads her classroom’s Chinese in traditional characters, one for Shanghai in simplified', async () => {
    const taipei = planText(await planOf(ask('Chinese', 'HSK 2', 'Teach English at a school in Taipei and live there', 30, 5)));
    expect(taipei).toMatch(/同學們好！ \(tóngxuémen hǎo: hello, everyone\)/);
    expect(taipei).not.toMatch(/同学们|This plan has none written in Chinese/);
    const shanghai = planText(await planOf(ask('Chinese', 'HSK 2', 'teach maths at a school in Shanghai', 45, 4)));
    expect(shanghai).toMatch(/同学们好！/);
    expect(shanghai).not.toMatch(/同學們/);
  });

  it('the Munich doctor’s weeks have their German: the history, the Arztbrief, the presentation', async () => {
    const text = planText(await planOf(ask('German', 'A2', 'Work as a doctor in a hospital in Munich', 60, 5)));
    expect(text).toMatch(/Was führt Sie zu uns\?/);
    expect(text).not.toMatch(/This plan has none written in German/);
  });
});

describe('Taiwan’s Mandarin exam is the TOCFL', () => {
  it.each([
    ['A1', 'Study at a university in Taiwan'],
    ['HSK 3', 'a master’s degree in Taipei, taught in Chinese'],
  ])('%s, “%s”: the TOCFL and its levels, not China’s HSK 4 and 5', async (current, target) => {
    const plan = await planOf(ask('Chinese', current, target, 30, 4));
    expect(plan.description).toMatch(/Taiwan's universities ask for the TOCFL[^]*Level 2 \(A2\)/);
    expect(plan.description).not.toMatch(/HSK 4 for a bachelor's/);
  });

  it('a degree in Beijing keeps the HSK', async () => {
    const plan = await planOf(ask('Chinese', 'A1', 'Study at a university in Beijing', 30, 4));
    expect(plan.description).toMatch(/HSK 4 for a bachelor's/);
    expect(plan.description).not.toMatch(/TOCFL \(/);
  });

  it('Taiwan, Taipei and Kaohsiung are Taiwan; Thailand and a Taiwanese restaurant in London name it too, Beijing does not', () => {
    expect(countryOf('Chinese', 'move to Kaohsiung')).toBe('Taiwan');
    expect(countryOf('Chinese', 'teach English in Taipei')).toBe('Taiwan');
    expect(countryOf('Chinese', 'study in Beijing')).toBeUndefined();
    expect(countryOf('Chinese', 'a trip to Thailand')).toBeUndefined();
    expect(countryOf('Japanese', 'a trip to Taiwan')).toBeUndefined();
  });

  it('traditional characters for Taiwan write 變, not 变', async () => {
    const text = planText(await planOf(ask('Chinese', 'HSK 2', 'Teach English at a school in Taipei and live there', 30, 5)));
    expect(text).toMatch(/變/);
    expect(text).not.toMatch(/变/);
  });
});

describe('Spain and Italy are read as countries of their language', () => {
  it('by their cities, not by the language’s name', () => {
    expect(countryOf('Spanish', 'work as a carer in Madrid')).toBe('Spain');
    expect(countryOf('Spanish', 'I want to speak Spanish')).toBeUndefined();
    expect(countryOf('Italian', 'an engineer in Milan')).toBe('Italy');
    expect(countryOf('Italian', 'Italian for my nonna')).toBeUndefined();
    expect(countryOf('Italian', 'a nurse in Lugano')).toBe('Switzerland');
  });
});
