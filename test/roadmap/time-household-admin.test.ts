import { onOption, expectOnTheirDays } from './track-ask';
import { textOf } from './custom-ask';

/**
 * A household's admin planned as such (round 19, decision 344). A single-parent nurse on rotating shifts,
 * "always late on bills and school forms", asked for "a weekly routine so nothing falls through the cracks" and was
 * given an office plan ("Process your newest 20 emails"), bills, forms and children never named. Now bills, school
 * forms or letters, permission slips, council tax, direct debits or life admin said anywhere choose a household
 * admin track: one inbox (Allen's in-tray), every bill listed with its due date and the priority ones first
 * (MoneyHelper), a weekly 15-minute slot placed on the rota (Allen's weekly review, cut down), direct debits after
 * payday, the school's dates in one shared calendar, and a bad week's version. People written for this test; a
 * time-management coach's reading.
 */
const { trackOf, plan } = onOption('Time Management Basics');
const HOUSEHOLD = 'A household’s admin: bills, letters and school forms';

const PEOPLE: Array<[string, string, number, number, RegExp]> = [
  [
    'I work rotating shifts and have two kids, always late on bills and school forms',
    'a weekly routine so nothing falls through the cracks',
    15,
    5,
    /your two kids/,
  ],
  ['dad of three, school letters get lost in book bags', 'never miss a permission slip again', 10, 3, /your household|your three/],
  ['I keep paying late fees on my bills', 'get my life admin under control', 30, 2, /your household/],
  [
    'single mum, two kids, always late paying bills and returning school forms',
    'stay on top of bills and school admin',
    20,
    4,
    /your two kids/,
  ],
  ['nurse on nights, my bills go out on three different dates', 'one slot a week for the bills and the post', 45, 6, /your household/],
];

describe('a household’s admin planned as such', () => {
  it.each(PEOPLE)('%s → %s (%i min, %i days)', async (current, target, minutes, days, family) => {
    expect(trackOf(current, target)).toBe(HOUSEHOLD);
    const p = await plan(current, target, minutes, days);
    const text = textOf(p);
    expect(text).toMatch(/One tray by the door for every letter, bill and school form/);
    expect(text).toMatch(/List every bill: who, how much, the due date and how it is paid/);
    expect(text).toMatch(/admin slot/);
    expect(text).toMatch(/Direct Debit/);
    expect(text).toMatch(/shared family calendar/);
    expect(text).toMatch(/bad-week version/);
    expect(p.weeks[0]!.description).toMatch(family);
    // Not the office plan.
    expect(text).not.toMatch(/newest 20 emails|top task done before noon|your 5 goals/);
    expectOnTheirDays(p, minutes, days);
  });

  it('a parent without shifts places the slot on their calendar, a shift worker on the rota', async () => {
    const parent = await plan(PEOPLE[3][0], PEOPLE[3][1], 20, 4);
    expect(parent.weeks[1]!.title).toMatch(/admin slot on your calendar/);
    expect(textOf(parent)).not.toMatch(/\brota\b|night shift/);
    const nurse = await plan(PEOPLE[0][0], PEOPLE[0][1], 15, 5);
    expect(nurse.weeks[1]!.title).toMatch(/admin slot on your rota/);
    expect(textOf(nurse)).toMatch(/Not straight after a night shift/);
  });

  it('the safety line for an overdue bill names free debt advice', async () => {
    const p = await plan(PEOPLE[0][0], PEOPLE[0][1], 15, 5);
    expect(p.description).toMatch(/StepChange or Citizens Advice/);
  });

  it.each([
    ['I am a plumber and hate paperwork', 'get invoices out the same day on every job', /invoices/],
    ["I'm in Year 10 and leave homework till the last minute", 'get homework done on time', /homework/],
    ['freelance designer, bills are fine', 'stop working late nights as a freelancer', /freelance/],
    ['office manager', 'spend less time in meetings and on email', /meetings/],
    // A student's admin (a council tax exemption, a loan) is not a parent's school forms and family calendar.
    ['student in halls, my first council tax letter scared me', 'sort out my household admin', /student/],
    ['I care for my mum full time and the bills pile up', 'some time for myself each week', /carer/],
    ['teacher, school letters to parents take my evenings', 'marking that no longer takes my whole Sunday', /marking/],
  ])('not a household’s admin: %s → %s', (current, target) => {
    expect(trackOf(current, target)).not.toBe(HOUSEHOLD);
  });
});
