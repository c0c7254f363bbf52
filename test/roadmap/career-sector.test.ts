import { onOption } from './track-ask';

/**
 * A job search after a redundancy written for the person's sector (decision 178): the sample story from
 * the work they did, the tickets, agencies and temporary routes of the work they want, and a LinkedIn
 * profile made by one who never had one. An office career keeps the office's words.
 */
const job = onOption('Job Search Strategy');
const textOf = (plan: unknown) => JSON.stringify(plan);

describe('a redundancy from the shop floor, read as a career coach would', () => {
  const people: Array<[string, string]> = [
    ['made redundant from the print works after 26 years, never used LinkedIn', 'a warehouse supervisor job'],
    ['laid off from a factory, 19 years as a machine operator, not on linkedin', 'find work as a team leader in a distribution centre'],
    ["I've been let go — made redundant — from the packing line at a food factory, I don't have LinkedIn", 'a job in a warehouse'],
  ];

  it.each(people)(
    '“%s” → “%s”: a shop-floor story, forklift and safety tickets, industrial agencies and temp-to-perm',
    async (current, target) => {
      const text = textOf(await job.plan(current, target, 60, 5));
      expect(text).toMatch(/my job went when the site cut back\. I ran (a shift|work through the presses)/);
      expect(text).toMatch(/forklift/);
      expect(text).toMatch(/industrial and logistics agencies|staffing agencies for warehouse/i);
      expect(text).toMatch(/temp-to-perm shifts are how many warehouses and factories hire/i);
      expect(text).toMatch(/Make your first LinkedIn profile/);
      // Nothing of a finance or office career.
      expect(text).not.toMatch(/finance team|auditors|Interim work is common in finance|professional body's CPD|Update LinkedIn/);
    },
  );

  it('counts the years they said in the story, and never the years a target gives', async () => {
    const text = textOf(await job.plan('made redundant from a printing firm after 31 years', 'a warehouse job within 2 years', 60, 5));
    expect(text).toMatch(/After 31 years (at the works|in print production)/);
  });

  it('gives a care worker and a shop worker their own sector, and keeps an accountant’s', async () => {
    const care = textOf(await job.plan('made redundant when the care home closed', 'a senior care assistant job', 45, 4));
    expect(care).toMatch(/After many years in care/);
    expect(care).toMatch(/moving and handling/);
    const shop = textOf(await job.plan('laid off when our supermarket shut', 'a store supervisor job', 45, 4));
    expect(shop).toMatch(/my role went when it closed\. I ran the shift and the stockroom/);
    const office = textOf(await job.plan('made redundant as a finance manager after 20 years', 'a financial controller role', 45, 4));
    expect(office).toMatch(/I led the finance team/);
    expect(office).toMatch(/Update LinkedIn/);
    expect(office).not.toMatch(/forklift|site cut back/);
  });

  it('keeps a story of the work they did when the work they want is another sector', async () => {
    const text = textOf(await job.plan('made redundant from my office admin job after 10 years', 'a job in a warehouse', 45, 4));
    expect(text).not.toMatch(/site cut back/);
    // The job they want still brings its tickets.
    expect(text).toMatch(/forklift/);
  });

  it('moves a store manager into operations management at their level: a manager’s story, operations recruiters, the CMI (round 14’s readers)', async () => {
    const text = textOf(
      await job.plan(
        'laid off last month after 15 years as a retail store manager',
        'a job in operations management within 4 months',
        60,
        5,
      ),
    );
    expect(text).toMatch(/After 15 years running the store my role went when it closed\. I led a team of/);
    expect(text).toMatch(/Management and operations recruiters \(Hays, Michael Page, Robert Walters\)/);
    expect(text).toMatch(/Chartered Management Institute \(CMI\)/);
    expect(text).toMatch(/Lean or Six Sigma/);
    expect(text).not.toMatch(/the till and stock systems|Retail recruiters|kept the tills right|big stores' own/i);
  });
});
