import { inOrder, textOf } from './custom-ask';
import { heldOnTheirDays, onOption } from './track-ask';

/**
 * A service leaver's job search (issue #36, round 13): a REME technician leaving after 16 years got a generic
 * plan ("New Civil Engineer jobs", an alumni network "from school", equity). The track starts from resettlement
 * (the Career Transition Partnership in the UK; TAP and SkillBridge in the US), says the service in civilian
 * words, maps the trade to civilian tickets and registration (EngTech or IEng for engineers), and searches among
 * forces-friendly employers (the Armed Forces Covenant) with people who left before. People written for this
 * test, read as a resettlement adviser would.
 */

const { trackOf, plan } = onOption('Job Search Strategy');
const FORCES = "Leaving the forces: a service leaver's civilian job search";

describe("a service leaver's job search, as a resettlement adviser reads it", () => {
  it.each([
    [
      'Leaving the army after 16 years as a REME vehicle mechanic technician',
      'a civilian engineering job',
      5,
      45,
      [/Career Transition Partnership/, /EngTech/, /IMI's accreditations/, /LAD section of 12/, /Armed Forces Covenant/],
    ],
    [
      'US Army veteran, 8 years as a 91B wheeled vehicle mechanic, separating in June, live in Ohio',
      'a job as a diesel technician',
      4,
      30,
      [/Transition Assistance Program/, /SkillBridge/, /COOL/, /Hire Heroes USA/],
    ],
    [
      'Royal Navy weapons engineer, leaving after 12 years',
      'a civilian electrical engineering role',
      3,
      60,
      [/the Royal Navy/, /18th Edition/, /through the IET/],
    ],
    [
      'infantry section commander, 9 years in the army, discharged next spring',
      'work in security or site management',
      2,
      20,
      [/SIA door supervision/, /section commander" → "team leader of 8"/, /Op COURAGE/],
    ],
    ['RAF medic leaving after 6 years', 'an NHS job', 6, 90, [/the RAF/, /Step into Health/, /civilian register/]],
    ['ex-forces, left the navy last year, struggling', 'get a job', 7, 15, [/Career Transition Partnership/, /Forces Employment Charity/]],
  ])('%s → %s (%i days, %i min): resettlement, civilian words, tickets, employers', async (current, target, days, minutes, says) => {
    expect(trackOf(current, target)).toBe(FORCES);
    const p = await plan(current, target, minutes, days);
    heldOnTheirDays(p, days);
    const text = textOf(p);
    for (const said of says) expect(text).toMatch(said);
    inOrder(p, [
      /^Write your exit date/,
      /^List your resettlement entitlement/,
      /^Translate (?:your trade's words|8 of your trade’s terms) into civilian ones/,
      /^List the civilian tickets your target roles ask for/,
      /^(?:Build a list of 20|List 8) employers in your field who value service/,
      /^Write (?:5|3) STAR stories/,
    ]);
    expect(text).not.toMatch(/New Civil Engineer|alumni|equity/i);
  });

  it('a leaver in the US is not sent to the CTP, and one in the UK not to TAP', async () => {
    // "this fall" is the exit date, which the first week writes down: it does not cut the search to a week.
    const usPlan = await plan('US Marine Corps veteran, separating in Texas this fall', 'a logistics job', 30, 3);
    expect(usPlan.weeks.length).toBeGreaterThanOrEqual(5);
    const us = textOf(usPlan);
    expect(us).toMatch(/Transition Assistance Program/);
    expect(usPlan.weeks[0].description).toMatch(/your exit date from the Marine Corps/);
    expect(us).not.toMatch(/Career Transition Partnership|CTP Jobs/);
    const uk = textOf(await plan('leaving the RAF after 22 years, aircraft technician', 'a job in aviation maintenance', 30, 3));
    expect(uk).toMatch(/Career Transition Partnership/);
    expect(uk).not.toMatch(/Transition Assistance Program/);
  });

  it("the Résumé option's change of sector names an engineer leaver's registration, by country, and not a teacher's", async () => {
    const cv = onOption('Resume & Portfolio Building');
    const reme = textOf(
      await cv.plan('Leaving the army after 16 years as a REME vehicle mechanic technician', 'a civilian CV for engineering jobs', 30, 4),
    );
    expect(reme).toMatch(/EngTech, or IEng with the experience, through IMechE, the IET or the SOE/);
    const us = textOf(
      await cv.plan('US Army veteran, 91B mechanic, separating in Ohio', 'a civilian resume for maintenance technician jobs', 30, 4),
    );
    expect(us).toMatch(/Credentialing Opportunities On-Line/);
    expect(us).not.toMatch(/EngTech/);
    const teacher = textOf(await cv.plan('ex-teacher, leaving teaching', 'a CV for engineering jobs', 30, 4));
    expect(teacher).not.toMatch(/EngTech|forces technical training|MOS/);
  });

  it.each([
    ['I want to join the army', 'a job'],
    ['veterinary nurse', 'a new job at a bigger practice'],
    ['I was made redundant from a warehouse', 'new job'],
    ['teacher for 10 years', 'find a job in the civil service'],
    ['veteran teacher of 30 years', 'a new school'],
    ["my husband is leaving the army next year, I'm a teaching assistant", 'a part-time job near the new base'],
    ['military spouse, moving every 2 years', 'a remote job'],
  ])('%s → %s is not a service leaver', (current, target) => {
    expect(trackOf(current, target)).not.toBe(FORCES);
  });
  it("at 10 minutes on 2 days, says how long the whole takes, and starts on the track's own first step", async () => {
    const p = await plan('leaving the army after 12 years, REME', 'a civilian job', 10, 2);
    heldOnTheirDays(p, 2);
    expect(p.description).toMatch(/Searching, with applications out \([^)]*\) takes about \d+ (weeks|hours)/);
    expect(p.weeks[0].days.flatMap((d) => d.tasks).some((t) => /^Write your exit date/.test(t.title))).toBe(true);
  });
});
