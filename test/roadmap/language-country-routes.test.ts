import { countryOf } from '../../lambdas/roadmap/curricula/language-tables';
import { ask, planText, plannedOnce } from './language-ask';

/**
 * A country's own route for the languages decision 372 did not reach (issue #36, round 21; decision 380): French in
 * Belgium, Switzerland and Québec, English in Ireland, Canada, Australia and the US, Italian in Ticino, Spanish in
 * Mexico, Argentina, Colombia and Chile. Each is told its own recognition body, exam and papers, never a neighbour's:
 * a nurse for Dublin is not sent to the UK's NMC, a nurse for Geneva not to France's order.
 */

const planOf = plannedOnce();

const UK = /Nursing and Midwifery Council|the NMC in the UK|General Medical Council|HCPC/;

describe('a country’s own route: the recognition said is that country’s', () => {
  const abroad = [
    {
      who: 'a Romanian nurse for a Brussels hospital (French, 45 × 5)',
      request: ask('French', "B1, I'm a nurse from Romania", 'B2 to work as a nurse in a Brussels hospital', 45, 5),
      route: /visa from the FPS Public Health[^]*Fédération Wallonie-Bruxelles/,
      never: /Swiss Red Cross|OIIQ|in France the Ordre/,
    },
    {
      who: 'a Portuguese nurse for Geneva (French, 30 × 3)',
      request: ask('French', 'B1, nurse from Portugal', 'work as a nurse in Geneva', 30, 3),
      route: /Swiss Red Cross[^]*French in Geneva/,
      never: /FPS Public Health|OIIQ|Ordre des infirmiers/,
    },
    {
      who: 'a Tunisian doctor for a Lausanne hospital (French, 90 × 5)',
      request: ask('French', 'B1, doctor from Tunisia', 'work as a doctor in a Lausanne hospital', 90, 5),
      route: /MEBEKO/,
      never: /FPS Public Health|Collège des médecins/,
    },
    {
      who: 'a Filipino nurse for Montreal (French, 20 × 6)',
      request: ask('French', 'A2, nurse from the Philippines', 'work as a nurse in Montreal', 20, 6),
      route: /joins the OIIQ, whose permit asks the Office québécois de la langue française’s exam/,
      never: /Swiss Red Cross|FPS Public Health/,
    },
    {
      who: 'a nurse from Kerala for Dublin (English, 30 × 4)',
      request: ask('English', 'B1, nurse from Kerala', 'register with the NMBI and work as a nurse in Dublin', 30, 4),
      route: /Nursing and Midwifery Board of Ireland \(NMBI\)[^]*IELTS Academic 7\.0[^]*OET B/,
      never: UK,
    },
    {
      who: 'a Spanish physiotherapist for Cork (English, 60 × 2)',
      request: ask('English', 'B1, physiotherapist from Spain', 'work as a physio in a clinic in Cork', 60, 2),
      route: /CORU/,
      never: UK,
    },
    {
      who: 'a Brazilian nurse for Sydney (English, 60 × 3)',
      request: ask('English', 'B2, nurse from Brazil', 'work as a nurse in Sydney', 60, 3),
      route: /Nursing and Midwifery Board of Australia through Ahpra[^]*PTE Academic/,
      never: UK,
    },
    {
      who: 'a Nigerian nurse for Texas (English, 45 × 5)',
      request: ask('English', 'B1, nurse from Nigeria', 'pass the NCLEX and work as a nurse in Texas', 45, 5),
      route: /board of nursing[^]*NCLEX-RN[^]*VisaScreen/,
      never: UK,
    },
    {
      who: 'a Mexican nurse for Toronto (English, 25 × 5)',
      request: ask('English', 'A2, nurse from Mexico', 'work as a nurse in Toronto', 25, 5),
      route: /province’s college[^]*NNAS[^]*CELBAN/,
      never: UK,
    },
    {
      who: 'a Romanian nurse for Lugano (Italian, 45 × 4)',
      request: ask('Italian', 'A2, nurse from Romania', 'work as a nurse in Lugano', 45, 4),
      route: /Swiss Red Cross[^]*Italian in Ticino/,
      never: /OPI’s|Ordine delle Professioni Infermieristiche/,
    },
  ];

  it.each(abroad)('$who: that country’s recognition, never a neighbour’s', async ({ request, route, never }) => {
    const plan = await planOf(request);
    expect(plan.description).toMatch(route);
    expect(planText(plan)).not.toMatch(never);
  });

  it('the target’s country wins over one the person has worked in: Dublin behind her, Sydney ahead', async () => {
    const plan = await planOf(ask('English', 'B2, nurse from Brazil, worked two years in Dublin', 'work as a nurse in Sydney', 30, 4));
    expect(plan.description).toMatch(/Nursing and Midwifery Board of Australia through Ahpra/);
    expect(plan.description).not.toMatch(/NMBI/);
  });

  it('a nurse for Belfast keeps the UK’s route: Northern Ireland is not Ireland', async () => {
    const plan = await planOf(ask('English', 'B1 nurse from India', 'work as a nurse in Belfast, Northern Ireland', 30, 4));
    expect(plan.description).toMatch(/Nursing and Midwifery Council/);
    expect(plan.description).not.toMatch(/NMBI/);
  });

  it('a nurse for Lyon keeps France’s words and no other country’s body', async () => {
    const text = planText(await planOf(ask('French', 'B1, nurse from Spain', 'work as a nurse in a Lyon hospital', 45, 5)));
    expect(text).not.toMatch(/FPS Public Health|Swiss Red Cross|OIIQ|septante/);
  });
});

describe('a country’s own papers and words', () => {
  it('the Brussels nurse reads Le Soir and the RTBF and counts in septante, not Le Monde or France Inter', async () => {
    const text = planText(
      await planOf(ask('French', "B1, I'm a nurse from Romania", 'B2 to work as a nurse in a Brussels hospital', 45, 5)),
    );
    expect(text).toMatch(/Le Soir/);
    expect(text).toMatch(/septante and nonante/);
    expect(text).not.toMatch(/Le Monde|France Inter/);
  });

  it('a retiree moving to Lausanne is told the contrôle des habitants and Romandy’s French, not France’s médecin traitant', async () => {
    const text = planText(await planOf(ask('French', 'complete beginner, retired', 'move to Lausanne and chat with my neighbours', 15, 7)));
    expect(text).toMatch(/contrôle des habitants/);
    expect(text).toMatch(/French as Romandy speaks it/);
    expect(text).not.toMatch(/médecin traitant|Assurance Maladie/);
  });

  it('a student in Buenos Aires reads Clarín and is told of voseo; an engineer in Mexico City reads El Universal; not Spain’s papers', async () => {
    const ba = planText(await planOf(ask('Spanish', 'B1, student', 'read the newspaper in Buenos Aires', 60, 2)));
    expect(ba).toMatch(/Clarín, La Nación and Página\/12/);
    expect(ba).toMatch(/voseo/);
    const cdmx = planText(await planOf(ask('Spanish', 'A2, engineer', 'read the newspapers every morning in Mexico City', 30, 3)));
    expect(cdmx).toMatch(/El Universal, Reforma and Milenio/);
    for (const text of [ba, cdmx]) expect(text).not.toMatch(/20minutos|El País and El Mundo/);
  });

  it('a barista in Montréal and a shop assistant in Buenos Aires serve in their country’s words; a barista in Lyon in France’s', async () => {
    const montreal = await planOf(ask('French', 'A2', 'work as a barista in a café in Montreal', 30, 5));
    expect(montreal.description).toMatch(/Pour emporter \?’[^]*Débit ou crédit/);
    const ba = await planOf(ask('Spanish', 'A2, from Germany', 'work in a shop in Buenos Aires', 20, 3));
    expect(ba.description).toMatch(/Customers get vos[^]*¿Qué llevás\?/);
    const lyon = await planOf(ask('French', 'A2', 'work as a barista in a café in Lyon', 45, 4));
    expect(lyon.description).toMatch(/Customers get vous, always/);
    expect(lyon.description).not.toMatch(/Débit ou crédit|septante|Service !/);
  });

  it('words that name no such country keep the language’s own: New Mexico, South America, American films, the Irish Sea', () => {
    expect(countryOf('Spanish', 'read the newspaper in New Mexico')).toBeUndefined();
    expect(countryOf('English', 'travel around South America')).toBeUndefined();
    expect(countryOf('English', 'watch American films')).toBeUndefined();
    expect(countryOf('English', 'the Irish Sea ferry from Liverpool')).toBeUndefined();
    expect(countryOf('English', 'work in Dublin')).toBe('Ireland');
    expect(countryOf('French', 'vivre à Bruxelles')).toBe('Belgium');
    expect(countryOf('German', 'vivre à Bruxelles')).toBeUndefined();
  });
});

describe('a move to Québec is told Québec’s errands, not France’s (round 21’s last reading)', () => {
  it.each([
    ['school French 20 years ago, can read a menu', 'move to Montreal with my job next summer and handle daily life', 25, 5],
    ['A2 French', 'settle in Quebec City with my family and deal with everyday life there', 40, 3],
  ])('%s → %s', async (current, target, minutes, days) => {
    const text = planText(await planOf(ask('French', current, target, minutes, days)));
    expect(text).toMatch(/In Québec: the RAMQ health card[^]*Francisation Québec/);
    expect(text).not.toMatch(/médecin traitant|a RIB from the bank|In France:/);
  });

  it('a move to Lyon keeps France’s', async () => {
    const text = planText(await planOf(ask('French', 'B1', 'move to Lyon with my family and handle daily life', 25, 5)));
    expect(text).toMatch(/In France: a médecin traitant/);
    expect(text).not.toMatch(/RAMQ/);
  });
});

describe('Québec’s own French beside the lessons, where the person names it', () => {
  it.each([
    [
      'school French 20 years ago, can read a menu',
      'move to Montreal with my job next summer and handle daily life and the Quebec accent',
      25,
      5,
    ],
    ['B1 French from school in Ontario', 'understand Québécois colleagues at the Montréal office', 30, 4],
    ['A2', 'follow the expressions my Montreal in-laws use', 20, 6],
  ])('%s → %s: its words, sounds and Radio-Canada in the weeks, the date verdict kept', async (current, target, minutes, days) => {
    const plan = await planOf(ask('French', current, target, minutes, days));
    const titles = plan.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    expect(titles.some((t) => /^Québec French: the everyday words/.test(t))).toBe(true);
    expect(titles.some((t) => /^Québec: /.test(t))).toBe(true);
    expect(plan.description).toMatch(/Québec's French runs beside the lessons/);
    // The hours and the level reached are still said: the strand's line leaves them room in the description.
    expect(plan.description).toMatch(/This plan reaches [AB][12]|this plan works towards [AB][12]/);
  });

  it.each([
    ['B1', 'move to Paris and handle daily life'],
    ["B1, I'm a nurse", 'B2 to work as a nurse in Montréal'],
  ])('%s → %s: no Québec listening strand', async (current, target) => {
    const text = planText(await planOf(ask('French', current, target, 30, 5)));
    expect(text).not.toMatch(/Québec French: the everyday words|Québec's French runs beside/);
  });
});
