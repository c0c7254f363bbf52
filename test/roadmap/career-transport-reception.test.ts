import { onOption } from './track-ask';

/**
 * A transport supervisor's interview with transport's own rules (decision 198): drivers' hours, tachographs,
 * the O-licence, Driver CPC and walk-round checks for lorries, vans and buses — the US's FMCSA rules for
 * a person in the US — and a receptionist's interview with the front desk's own round. People written
 * for these tests, several ways each, and neighbours that must keep their own.
 */
const interview = onOption('Interview Preparation');
const textOf = (plan: unknown) => JSON.stringify(plan);

describe('a transport supervisor’s interview, read as a traffic office would', () => {
  const lorries: Array<[string, string]> = [
    ['HGV class 1 driver for 12 years', 'a transport supervisor job at a haulage firm'],
    ["I've driven lorries for a supermarket's distribution for 8 years", 'get the shift supervisor job in our transport office'],
    ['tipper truck driver, C+E licence', 'become a fleet supervisor'],
  ];
  it.each(lorries)('“%s” → “%s”: drivers’ hours, tachographs, the O-licence, CPC and walk-round checks', async (current, target) => {
    const text = textOf(await interview.plan(current, target, 40, 4));
    expect(text).toMatch(/9 hours' driving a day, 45 minutes' break after 4½, 56 a week, 90 a fortnight/);
    expect(text).toMatch(/tachograph downloads, the O-licence, Driver CPC's 35 hours in 5 years/);
    expect(text).toMatch(/Scenario aloud: a driver short of rest wants to take a run; a walk-round check finds a defect/);
    expect(text).toMatch(/a driver's hours and a defect, each in your order/);
    expect(text).not.toMatch(/contractor is working unsafely|BS 7671|CDM 2015|permit nobody raised|from the tools|planned maintenance/);
    expect(text).toMatch(/a minute, from the cab to/);
    expect(text).toMatch(/a vehicle breaks down on a timed delivery/);
  });

  it('gives a bus garage the domestic rules and the PSV licence, and a van depot the van’s', async () => {
    const bus = textOf(await interview.plan('bus driver for 6 years', 'a bus depot supervisor post', 40, 4));
    expect(bus).toMatch(/the GB domestic rules on local routes.*the PSV O-licence/);
    const van = textOf(await interview.plan('multi-drop van driver for a courier', 'team leader for the van drivers', 40, 4));
    expect(van).toMatch(/GB domestic drivers' hours rules \(10 hours' driving, 11 on duty a day\)/);
    expect(van).not.toMatch(/90 a fortnight/);
  });

  it('gives a truck driver in the US the FMCSA’s hours and the DVIR', async () => {
    const text = textOf(await interview.plan('long-haul truck driver in Texas for 9 years', 'a dispatch supervisor job', 40, 4));
    expect(text).toMatch(/FMCSA hours of service \(11 hours' driving after 10 off, the 14-hour window/);
    expect(text).not.toMatch(/tachograph|Driver CPC/);
  });

  it('keeps an electrician’s and a warehouse’s rules, with no drivers’ hours', async () => {
    const spark = textOf(await interview.plan('electrician for 15 years', 'maintenance supervisor at the hospital', 40, 4));
    expect(spark).toMatch(/BS 7671/);
    expect(spark).toMatch(/a contractor is working unsafely on your site/);
    expect(spark).toMatch(/from the tools to/);
    const shed = textOf(
      await interview.plan('picker in a warehouse for 5 years, forklift licence', 'warehouse team leader at a logistics company', 40, 4),
    );
    expect(shed).toMatch(/MHE licences/);
    for (const text of [spark, shed]) expect(text).not.toMatch(/tachograph|drivers' hours|walk-round check finds/);
  });
});

describe('a receptionist’s interview: the front desk, calls, bookings and a difficult caller', () => {
  const people: Array<[string, string]> = [
    ["I've worked in a shop for 3 years", 'pass the interview for a receptionist job at a GP surgery'],
    ['back office admin, never worked on a front desk', 'a front desk job at a hotel'],
    ['school leaver, some babysitting', 'my interview for a dental reception role'],
  ];
  it.each(people)('“%s” → “%s”: the desk’s role-play, its sheet and its outcomes', async (current, target) => {
    const text = textOf(await interview.plan(current, target, 30, 4));
    expect(text).toMatch(/receptionist interviews/);
    expect(text).toMatch(/a role-play at the front desk: a phone call, a booking and a difficult caller/);
    expect(text).toMatch(/a one-page front-desk sheet: your greeting, a booking taken, a message passed on/);
    expect(text).toMatch(/callers helped first time, bookings right/);
    expect(text).not.toMatch(/3 competitors|product sense|system design/);
  });

  it('leaves a reception class teacher to teaching', async () => {
    const text = textOf(await interview.plan('NQT', 'a reception class teacher job', 30, 4));
    expect(text).not.toMatch(/front desk|difficult caller/);
  });
});
