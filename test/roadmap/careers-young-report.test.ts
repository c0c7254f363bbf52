import { onOption } from './track-ask';
import { textOf } from './custom-ask';

/**
 * Round 15's blind reading (issue #36, decision 266): a Purdue graduate on F-1 was sent to a UK
 * civil-engineering jobs board, a 15-year-old crying before school got an adult's weeks that never named
 * school or a trusted adult, and an accountant's monthly reconciliation was planned as a weekly sales report
 * with 48 identical practice sessions. People written for these tests, with neighbours that must not change.
 */

const VISA = 'New to the country: your right to work, said plainly';
const GENERAL_JOB = 'Job Search Strategy';

describe('a graduate on F-1 or OPT reads their right to work, said plainly', () => {
  const job = onOption(GENERAL_JOB);

  it.each([
    [
      'just graduated in mechanical engineering from Purdue, international student on F-1',
      'a full-time engineering job in the US before my OPT starts',
    ],
    ['finishing my MS in data science in Boston, on an F-1', 'a data analyst job'],
    ['civil engineering grad, my OPT starts in June', 'a job at a consulting firm'],
    ['new grad on STEM OPT, 8 months left', 'a software job that can sponsor an H-1B'],
  ])('“%s” → “%s” is the right-to-work track', (current, target) => {
    expect(job.trackOf(current, target)).toBe(VISA);
  });

  it.each([
    ['marketing assistant in Leeds, I opt for remote roles', 'a marketing manager job'],
    ['I watch F1 every weekend, I work in a garage in Ohio', 'a job in motorsport'],
    ['laid off from my engineering job in Texas', 'a new mechanical engineering job'],
    // A creative industry's graduate keeps the graduate track, which says OPT itself (decision 253).
    ['international student on F-1, graduating from NYU in May', 'a job in TV production'],
  ])('“%s” → “%s” keeps its own track', (current, target) => {
    expect(job.trackOf(current, target)).not.toBe(VISA);
  });

  it('names OPT, STEM OPT and E-Verify, the US-person bar, a degree from here and Handshake for the Purdue graduate', async () => {
    const text = textOf(
      await job.plan(
        'just graduated in mechanical engineering from Purdue, international student on F-1',
        'a full-time engineering job in the US before my OPT starts',
        45,
        5,
      ),
    );
    expect(text).toMatch(/OPT gives 12 months of work related to your major, only from the start date on your EAD card/);
    expect(text).toMatch(/no more than 90 days unemployed/);
    expect(text).toMatch(/24-month STEM OPT extension needs an E-Verify employer and a Form I-983/);
    expect(text).toMatch(/"US person" \(export control under ITAR/);
    expect(text).toMatch(/a degree from here needs no comparing/);
    expect(text).toMatch(/Handshake, LinkedIn, Indeed and ASME's job board/);
    expect(text).toMatch(/Rewrite your résumé for the US/);
    expect(text).toMatch(/Book a meeting at your university's career center, and ask which employers hire graduates on your visa/);
    expect(text).not.toMatch(/New Civil Engineer|credential evaluation|Start getting your qualifications compared|your work at home/);
  });

  it('keeps a newcomer with a degree from abroad on the credential evaluation, without OPT', async () => {
    const text = textOf(await job.plan("I'm on an H-4 visa in New Jersey, mechanical engineer back home", 'an engineering job', 30, 5));
    expect(text).toMatch(/Start getting your qualifications compared: a credential evaluation from a NACES member/);
    expect(text).toMatch(/from your work at home/);
    expect(text).not.toMatch(/OPT gives|Handshake|STEM OPT/);
    expect(text).toMatch(/Register with 2 recruitment agencies in your field/);
  });

  it('a UK graduate on the Graduate visa is not told to compare a UK degree, nor told of OPT', async () => {
    const text = textOf(await job.plan('graduated from Manchester last year, on the Graduate visa', 'a graduate engineer job', 45, 5));
    expect(text).toMatch(/a degree from here needs no comparing/);
    expect(text).toMatch(/Prospects/);
    expect(text).not.toMatch(/Ecctis|OPT|E-Verify|ITAR/);
  });
});

describe("the general job search reads the graduate's country", () => {
  const job = onOption(GENERAL_JOB);

  it('a US engineering graduate reads Handshake, career fairs and ASME, and a résumé', async () => {
    const text = textOf(
      await job.plan(
        'just graduated with a BS in mechanical engineering from Ohio State',
        'my first engineering job in Columbus, Ohio',
        45,
        5,
      ),
    );
    expect(text).toMatch(/Handshake, your university's career center and its career fairs, LinkedIn, Indeed and ASME's job board/);
    expect(text).toMatch(/Check your résumé, LinkedIn and portfolio/);
    expect(text).toMatch(/Book a meeting at your university's career center, and ask who hires graduates in your field/);
    expect(text).not.toMatch(/interim and contract work/);
    expect(text).not.toMatch(/New Civil Engineer|\bCV\b|IMechE/);
  });

  it('an Indian engineering student reads the placement cell, Naukri and Internshala', async () => {
    const text = textOf(
      await job.plan(
        'final year B.Tech mechanical engineering student in Pune, campus placements start soon',
        'a design engineer job at an automotive company',
        60,
        5,
      ),
    );
    expect(text).toMatch(/Your college's placement cell and campus drives, Naukri, Internshala and LinkedIn/);
    expect(text).toMatch(/Institution of Engineers \(India\)/);
    expect(text).toMatch(/Book a meeting at your college's placement cell/);
    expect(text).not.toMatch(/Handshake|résumé|New Civil Engineer/);
  });

  it('a Canadian engineering graduate reads TalentEgg, the career centre and the EIT route', async () => {
    const text = textOf(
      await job.plan('recent grad in electrical engineering from Waterloo, Ontario', 'an entry-level EE job in Toronto', 40, 4),
    );
    expect(text).toMatch(/TalentEgg, Job Bank, Indeed and your career centre's job board/);
    expect(text).toMatch(/Book a meeting at your university's career centre/);
    expect(text).toMatch(/Engineer-in-Training program is the first step to a P\.Eng/);
    expect(text).not.toMatch(/Handshake|\bCV\b|New Civil Engineer/);
  });

  it('a Leeds graduate keeps the UK boards and a CV; an experienced American keeps the US boards', async () => {
    const uk = textOf(await job.plan('graduated in civil engineering from Leeds last summer', 'a graduate engineer job', 30, 5));
    expect(uk).toMatch(/New Civil Engineer/);
    expect(uk).toMatch(/your CV current/);
    expect(uk).toMatch(/Book a meeting at your university's careers service/);
    expect(uk).not.toMatch(/Handshake|résumé|ASME/);
    const us = textOf(await job.plan('HR assistant in Chicago, Illinois, 20 years in the field', 'an HR generalist job', 60, 5));
    expect(us).toMatch(/Indeed, LinkedIn/);
    expect(us).not.toMatch(/Handshake|career fairs/);
    expect(us).toMatch(/Register with 2 recruitment agencies of your field/);
  });
});

describe("a young person's Mental Health weeks hold school and a trusted adult", () => {
  const mind = onOption('Mental Health');

  it('the 15-year-old who will not tell her mum: another adult first, the talk, the school gate and Childline', async () => {
    const p = await mind.plan(
      "I'm 15 and in Year 11, I can't stop crying before school and I don't want to tell my mum",
      'feel okay going to school again',
      15,
      5,
    );
    const text = textOf(p);
    expect(text).toMatch(/Choose one adult you trust, and write what you will say to them/);
    expect(text).toMatch(/You would rather not tell your mum yet, and that is yours to decide, so choose another adult first/);
    expect(text).toMatch(/Talk to the adult you chose, if you have not yet/);
    expect(text).toMatch(/Alarms before school, after school and at bedtime/);
    expect(text).toMatch(/the school gate and your first lesson/);
    expect(text).toMatch(/your plan for the school gate first/i);
    expect(text).toMatch(/Childline on 0800 1111/);
    expect(text).not.toMatch(/a queue at the shop|avoiding coffee|volunteer an hour|\{\w+\}/);
    // The adult is asked for in the weeks, not only in the header.
    const weeks = JSON.stringify(p.weeks);
    expect(weeks).toMatch(/Childline on 0800 1111/);
  });

  it('a 14-year-old in Texas reads a school counselor, a homeroom and 988', async () => {
    const text = textOf(
      await mind.plan(
        "I'm 14, in 9th grade in Texas, I feel sick every morning before school and my parents don't get it",
        'stop dreading school',
        20,
        4,
      ),
    );
    expect(text).toMatch(/A teacher you like, your school counselor or the school nurse/);
    expect(text).toMatch(/your homeroom/);
    expect(text).toMatch(/call or text 988/);
    expect(text).not.toMatch(/form tutor|head of year|Childline|You would rather not tell/);
  });

  it('an adult with the same words keeps the adult weeks', async () => {
    const text = textOf(
      await mind.plan("I'm 34, I keep crying before work and I don't want to tell my husband", 'feel okay going to work again', 20, 4),
    );
    expect(text).toMatch(/Message or call 1 person you have not spoken to in a month/);
    expect(text).toMatch(/From a queue at the shop to a crowded train/);
    expect(text).not.toMatch(/adult you trust|school gate|before school|You would rather not tell/);
  });

  it('a mother of a 15-year-old is no young person', async () => {
    const text = textOf(await mind.plan('my daughter is 15 and cries before school, I feel anxious all the time', 'feel calmer', 20, 4));
    expect(text).not.toMatch(/Choose one adult you trust|school gate/);
  });
});

describe("a report's cadence and a reconciliation's own steps", () => {
  const code = onOption('Coding');

  it('a monthly reconciliation reads months, the two sides matched, a tolerance and no weekly words', async () => {
    const p = await code.plan(
      'I use Excel daily as an accountant, never coded',
      'automate our monthly reconciliation report with Python',
      30,
      4,
    );
    const text = textOf(p);
    expect(text).toMatch(/Put a copy of last month’s data and last month’s finished report/);
    expect(text).toMatch(/Match the two sides: the ledger and the statement/);
    expect(text).toMatch(/“left_only” and “right_only” the unmatched items on each side/);
    expect(text).toMatch(/matched pairs apart by more than a tolerance/);
    expect(text).toMatch(/the first working morning after month-end/);
    expect(p.weeks.map((w) => w.title).join('\n')).toMatch(/Every month, without you/);
    expect(text).toMatch(/python report.py --month 2024-06/);
    expect(text).not.toMatch(/last week’s|--week|weeks across the top|\{\w+\}/);
    // The daily reading of Excel ("I use Excel daily") is not the report's cadence.
    expect(text).not.toMatch(/each working morning, before the day starts/);
  });

  it('no practice session repeats more than a week’s days, and each practice day has a step of its own', async () => {
    const p = await code.plan(
      'I use Excel daily as an accountant, never coded',
      'automate our monthly reconciliation report with Python',
      30,
      4,
    );
    const titles = p.weeks.flatMap((w) => w.days.flatMap((d) => d.tasks.map((t) => t.title)));
    const counts = new Map<string, number>();
    for (const t of titles) counts.set(t, (counts.get(t) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(5);
    const practice = p.weeks.filter((w) => /^Week \d+: Practice, week/.test(w.title));
    expect(practice.length).toBeGreaterThan(4);
    for (const week of practice) {
      const days = week.days.map((d) => d.tasks.map((t) => t.title).join(' | '));
      expect(new Set(days).size).toBe(days.length);
    }
    expect(titles.join('\n')).toMatch(
      /timing differences carried to the next month|the unmatched items on each side, on an exceptions sheet/,
    );
  });

  it('a weekly sales report keeps its weeks and no reconciliation; a quarterly one reads quarters', async () => {
    const weekly = textOf(
      await code.plan(
        'sales analyst, I build the weekly sales report in Excel every Monday, never coded',
        'automate the weekly sales report with Python',
        45,
        5,
      ),
    );
    expect(weekly).toMatch(/last week’s data/);
    expect(weekly).toMatch(/--week 2024-06-03/);
    expect(weekly).toMatch(/Merge a second source: names, targets or prices/);
    expect(weekly).not.toMatch(/reconcil|ledger|tolerance|last month’s/);
    const quarterly = textOf(
      await code.plan(
        'I build the quarterly board pack from three exports by hand, some SQL',
        'automate our quarterly report with Python',
        60,
        3,
      ),
    );
    expect(quarterly).toMatch(/last quarter’s data/);
    expect(quarterly).toMatch(/add a quarter column/);
    expect(quarterly).toMatch(/\.dt\.to_period\("Q"\)/);
    expect(quarterly).not.toMatch(/last week’s|ledger/);
  });
});

describe("a young person's worry weeks begin with a trusted adult", () => {
  const mind = onOption('Mental Health');

  it('a 14-year-old who lies awake worrying about school chooses an adult to tell; an adult books the GP', async () => {
    const young = textOf(
      await mind.plan("I'm 14 and I worry about everything, I lie awake worrying about school", 'stop worrying so much', 20, 4),
    );
    expect(young).toMatch(/Choose one adult you trust to tell about the worry, and write what you will say/);
    expect(young).toMatch(/A parent, a teacher you like, your form tutor or head of year/);
    expect(young).not.toMatch(/Talking Therapies|if worry or early waking has gone on for weeks/);
    const adult = textOf(await mind.plan('I worry about everything, money and my job, I lie awake', 'stop worrying so much', 20, 4));
    expect(adult).toMatch(/Book your GP, or ask to be referred to a talking therapy, if worry or early waking has gone on for weeks/);
    expect(adult).not.toMatch(/adult you trust/);
  });
});
