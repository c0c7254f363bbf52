import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Curriculum } from '../../lambdas/roadmap/curricula/schema';
import { alike, identical, planFor, repeating, SCHEDULES, type Week } from './held-weeks';

/**
 * Weeks between for the programmes that repeated a week before a far event (decision 258, issue #39 part 3):
 * a job interview, a clinical panel, an exam, a talk and a concert held 16–26 weeks away take five weeks of
 * their own in turn, so no more than a tenth of a plan's weeks share four fifths of their tasks with an
 * earlier week; and a strength track's week done again moves a step on, never the same three weeks running.
 * "Today" is fixed, a Friday; the plans start on the Monday after. The people are written for this test.
 */
/** Everything the person reads in a plan's weeks. */
const wordsOf = (weeks: readonly Week[]) => weeks.map((w) => JSON.stringify(w)).join('\n');

/** The held-week schedules, and a short one besides. */
const ALL_SCHEDULES = [...SCHEDULES, [3, 15]] as const;

describe('an interview, an exam, a talk and a concert held 16–26 weeks away', () => {
  const people = [
    [
      'an office manager’s interview, 21 weeks off',
      'Interview Preparation',
      'I get nervous in interviews',
      'a job interview for an office manager role on 23 April',
    ],
    [
      'a graduate’s first interview, 16 weeks off',
      'Interview Preparation',
      'just graduated, never had a real interview',
      'my first graduate job interview on 19 March',
    ],
    [
      'a staff nurse’s band 6 panel, 20 weeks off',
      'Interview Preparation',
      'band 5 staff nurse on a surgical ward',
      'band 6 interview on 16 April',
    ],
    ['a paramedic’s panel, 25 weeks off', 'Interview Preparation', 'paramedic for 4 years', 'specialist paramedic interview on 28 May'],
    ['A levels, 24 weeks off', 'Focus & Concentration', "I can't focus when I revise", 'my A-level exams on 14 May'],
    [
      'an ACCA paper, 20 weeks off',
      'Focus & Concentration',
      'I work full time and study ACCA in the evenings',
      'pass my ACCA exam on 16 April',
    ],
    // (Finals on a Wednesday: an exam on the first day of its plan week leaves that week the exam alone, decision 258's known limits.)
    ['university finals, 18 weeks off', 'Focus & Concentration', 'final year student, I procrastinate', 'my final exams on 31 March'],
    ['a talk at work, 20 weeks off', 'Mental Health', 'I panic when I speak in meetings', 'give a talk at work on 16 April'],
    [
      'a conference talk, 25 weeks off',
      'Mental Health',
      'terrified of public speaking, my voice shakes',
      'present my research at a conference on 21 May',
    ],
    [
      'a team presentation with a stammer, 18 weeks off',
      'Mental Health',
      'I have a stammer and avoid speaking up',
      'give a presentation to my team on 2 April',
    ],
    [
      'a community orchestra’s concert, 20 weeks off',
      'Music (Instrumental Practice)',
      'I play second violin in a community orchestra',
      "our orchestra's spring concert on 18 April",
    ],
    [
      'a brass band contest, 23 weeks off',
      'Music (Instrumental Practice)',
      'I play cornet in a brass band',
      'our brass band contest on 9 May',
    ],
    [
      'a returner’s first concert with a wind band, 17 weeks off',
      'Music (Instrumental Practice)',
      'I played clarinet at school, 20 years ago, just joined the town band',
      "the town band's summer concert on 27 March",
    ],
  ] as const;
  const cases = people.flatMap(([who, option, current, target]) =>
    ALL_SCHEDULES.map(([days, minutes]) => [`${who}, ${days} days at ${minutes} minutes`, option, current, target, days, minutes] as const),
  );

  it.each(cases)(
    '%s: at most a tenth of its weeks alike an earlier one, none alike the week before',
    (_, option, current, target, days, minutes) => {
      const plan = planFor(option, current, target, minutes, days);
      expect(repeating(plan.weeks)).toBeLessThanOrEqual(0.1);
      const twins = plan.weeks.flatMap((w, k) => (k && alike(w, plan.weeks[k - 1]!) ? [w.title] : []));
      expect(twins).toEqual([]);
      // Never the repeated week counted in rounds: the weeks between, counted as weeks.
      expect(plan.weeks.map((w) => w.title).join('\n')).not.toMatch(/, round \d+ of \d+/);
      if (plan.shape.deadline?.fit === 'held') {
        expect(plan.shape.between).toBeDefined();
        expect(plan.text).toMatch(/a week of its own each \(“/);
      }
      // (Every hole filled.)
      expect(wordsOf(plan.weeks)).not.toMatch(/\{[a-z]+\}/i);
    },
  );

  it.each(people.map(([who, option, current, target]) => [who, option, current, target] as const))(
    '%s: held to its event from 3 days at 30 minutes, with its weeks between',
    (_, option, current, target) => {
      for (const [days, minutes] of [
        [3, 30],
        [4, 45],
        [6, 60],
      ] as const) {
        const plan = planFor(option, current, target, minutes, days);
        expect(plan.shape.deadline?.fit).toBe('held');
        expect(plan.weeks.filter((w) => /, week \d+ of \d+$/.test(w.title)).length).toBeGreaterThanOrEqual(5);
      }
    },
  );

  it('ends a plan for an interview further off than a plan runs before it, and says when to start', () => {
    const plan = planFor(
      'Interview Preparation',
      'I get nervous in interviews',
      'a job interview for an office manager role on 25 June',
      30,
      4,
    );
    expect(plan.shape.deadline?.fit).not.toBe('held');
    expect(plan.text).toMatch(/further than a plan runs/);
    expect(repeating(plan.weeks)).toBeLessThanOrEqual(0.1);
  });
});

describe('what the person reads in the weeks between', () => {
  it('sets an interview’s weeks as a careers coach would: someone new, on video, the company now, curveballs, the day rehearsed', () => {
    const plan = planFor(
      'Interview Preparation',
      'I get nervous in interviews',
      'a job interview for an office manager role on 23 April',
      30,
      4,
    );
    const between = plan.weeks.filter((w) => /^Week \d+: Kept ready: /.test(w.title));
    expect(between.length).toBeGreaterThanOrEqual(10);
    const weekOf = (pattern: RegExp) => plan.weeks.findIndex((w) => pattern.test(JSON.stringify(w)));
    const focus = [
      /mock interview with someone who has not heard your stories/,
      /Record yourself answering 3 questions drawn at random/,
      /Company update: news, results, launches and hires/,
      /Someone fires 8 questions at you/,
      /A mock at the interview’s time of day, in its clothes/,
    ].map(weekOf);
    for (const k of focus) expect(k).toBeGreaterThan(0);
    expect(new Set(focus).size).toBe(5);
    // Each week's check is its focus; the interview itself is once, in its own week, at the end.
    expect(JSON.stringify(plan.weeks[focus[0]!])).toMatch(/Milestone: A mock with someone new/);
    expect(plan.weeks.filter((w) => w.days.some((d) => /Interview day/.test(d.title)))).toHaveLength(1);
    expect(plan.weeks.at(-1)!.title).toMatch(/The interview week/);
  });

  it('sets a nurse’s weeks with the post, the ward and NEWS2 in her own terms, a mock panel with someone new first', () => {
    const plan = planFor('Interview Preparation', 'band 5 staff nurse on a surgical ward', 'band 6 interview on 16 April', 30, 3);
    const words = wordsOf(plan.weeks.filter((w) => /Kept ready: /.test(w.title)));
    expect(words).toMatch(/A 30-minute mock panel with a senior who has not heard your answers/);
    expect(words).toMatch(/escalate by NEWS2 and SBAR/);
    expect(words).toMatch(/the NMC Code/);
    expect(words).toMatch(/the controlled drug count does not match at handover/);
    expect(plan.weeks.at(-1)!.title).toMatch(/mock panel, and the interview/);
  });

  it('sets an exam’s weeks as a teacher would: papers by topic, the error log, the reds retrieved, a full mock, the day rehearsed', () => {
    const plan = planFor('Focus & Concentration', "I can't focus when I revise", 'my A-level exams on 14 May', 45, 4);
    const words = wordsOf(plan.weeks);
    for (const focus of [
      /past-paper questions on your reddest topic, timed at the exam’s pace/,
      /every error-log entry older than a week, redone cold/,
      /for the two oldest reds, all you know from memory/,
      /Sit a whole past paper of your A levels in exam conditions/,
      /Rehearse the exam morning/,
    ])
      expect(words).toMatch(focus);
    expect(plan.weeks.filter((w) => /Past papers under exam conditions/.test(w.title))).toHaveLength(1);
    expect(plan.weeks.at(-1)!.title).toMatch(/A full mock, and the weeks to your A levels/);
  });

  it('sets a talk’s weeks as a speaking coach would, with a stammer’s own words kept', () => {
    const plan = planFor('Mental Health', 'I panic when I speak in meetings', 'give a talk at work on 16 April', 20, 4);
    const words = wordsOf(plan.weeks);
    for (const focus of [
      /Run through the talk from keywords, standing, timed, and record it/,
      /Give the talk to someone who has not heard it/,
      /Run through the talk where you will give it, standing where you will stand/,
      /as a mock, then 5 minutes of their questions/,
      /Your routine for the ten minutes before the talk, done in full/,
    ])
      expect(words).toMatch(focus);
    // The talk itself once, in the last week.
    expect(plan.weeks.filter((w) => w.days.some((d) => /^Day \d+: The talk( ·|$)/.test(d.title)))).toHaveLength(1);
    const stammer = planFor('Mental Health', 'I have a stammer and avoid speaking up', 'give a presentation to my team on 2 April', 30, 4);
    expect(wordsOf(stammer.weeks)).toMatch(/stammer/);
    expect(wordsOf(stammer.weeks.filter((w) => /Kept warm: /.test(w.title)))).toMatch(/Your stammer line, then the first minute/);
    expect(wordsOf(stammer.weeks)).not.toMatch(/slow breathing|in for 4, out for 6|slower/i);
  });

  it('sets an orchestra player’s weeks as a section leader would, the concert on its day', () => {
    const plan = planFor(
      'Music (Instrumental Practice)',
      'I play second violin in a community orchestra',
      "our orchestra's spring concert on 18 April",
      30,
      3,
    );
    expect(plan.shape.deadline?.fit).toBe('held');
    const words = wordsOf(plan.weeks);
    for (const focus of [
      /The part’s three hardest passages slow on the metronome/,
      /A sectional, or the whole part along with the recording at full tempo/,
      /At this week’s rehearsal with the orchestra: every mark the conductor gives/,
      /Every entry of the part from its cue on the recording/,
      /The whole programme through in concert dress, seated as on the night/,
    ])
      expect(words).toMatch(focus);
    // The concert on the plan's last day, the mock before it.
    const last = plan.weeks.at(-1)!;
    expect(last.days.at(-1)!.tasks[0]!.title).toMatch(/Go to the concert/);
    expect(JSON.stringify(last)).toMatch(/the concert itself takes its own time/);
  });

  it('keeps a joiner before the first rehearsal at home with the recording, not at a rehearsal not yet joined', () => {
    const plan = planFor(
      'Music (Instrumental Practice)',
      'I played trombone at school, 15 years ago',
      'join the town band, first rehearsal on 12 March',
      30,
      4,
    );
    const words = wordsOf(plan.weeks.filter((w) => /Kept up: /.test(w.title)));
    expect(words).toMatch(/With the recording, as at a rehearsal of the band/);
    expect(words).not.toMatch(/At this week’s rehearsal|concert dress/);
  });
});

describe('a strength track’s week done again', () => {
  const people = [
    ['a 41-year-old to 10 pull-ups', "I can do 3 push-ups and no pull-ups, I'm 41", '10 strict pull-ups'],
    ['a first pull-up', 'I can hang from a bar for 10 seconds', 'my first pull-up'],
    ['50 push-ups from knee push-ups', 'I can do 5 push-ups on my knees', '50 push-ups in a row'],
    ['20 push-ups', 'I can do 8 push-ups', '20 push-ups'],
    ['an L-sit and a crow', 'I go to the gym but no calisthenics', 'an L-sit and a crow pose'],
  ] as const;
  const cases = people.flatMap(([who, current, target]) =>
    ALL_SCHEDULES.map(([days, minutes]) => [`${who}, ${days} days at ${minutes} minutes`, current, target, days, minutes] as const),
  );

  it.each(cases)(
    '%s: each week done again a step on from the one it repeats; never three alike running',
    (_, current, target, days, minutes) => {
      const plan = planFor('Physical Fitness', current, target, minutes, days);
      const base = (w: Week) =>
        w.title
          .replace(/^Week \d+: /, '')
          .replace(/ — .*$/, '')
          .replace(/, shortened to your days$/, '');
      plan.weeks.forEach((week, k) => {
        if (!/ — again, a step on/.test(week.title)) return;
        // The week it repeats: the last before it of the same syllabus week at full load.
        const before = plan.weeks.slice(0, k).findLast((w) => base(w) === base(week) && !/lighter week/.test(w.title))!;
        expect(before).toBeDefined();
        expect(identical(week, before)).toBe(false);
        expect(alike(week, before)).toBe(false);
        expect(week.description).toMatch(/^This week’s sessions again, a step on: /);
      });
      expect(plan.weeks.map((w) => w.title).join('\n')).not.toMatch(/again, to consolidate/);
      const three = plan.weeks.findIndex((w, k) => k >= 2 && identical(w, plan.weeks[k - 1]!) && identical(w, plan.weeks[k - 2]!));
      expect(three).toBe(-1);
    },
  );

  it('reads the 41-year-old’s second week of negatives a rep more, and says what moved on', () => {
    const plan = planFor('Physical Fitness', "I can do 3 push-ups and no pull-ups, I'm 41", '10 strict pull-ups', 30, 3);
    const [first, again] = plan.weeks.filter((w) =>
      /^Week \d+: Negatives and rows: three sessions a week( — again, a step on)?$/.test(w.title),
    );
    expect(first!.days[0]!.tasks[0]!.title).toMatch(/^Pull A: negatives 5 × 2 \(lower in 6 s\)/);
    expect(again!.days[0]!.tasks[0]!.title).toMatch(/^Pull A: negatives 5 × 3 \(lower in 6 s\).* — a rep more a set$/);
    expect(again!.description).toMatch(/a rep more in each set of negatives and band pull-ups/);
    expect(again!.description).toMatch(/keep last week’s numbers/);
  });

  it('leaves a running programme’s weeks done again as the programme sets them', () => {
    const plan = planFor('Physical Fitness', 'I run 3 times a week, 10k in 55 min', 'a half marathon on 21 March', 50, 4);
    const titles = plan.weeks.map((w) => w.title).join('\n');
    expect(titles).toMatch(/again, to consolidate/);
    expect(titles).not.toMatch(/a step on|a step back/);
  });

  it('names in each step of progress a session of its own week', () => {
    const dir = join(__dirname, '../../lambdas/roadmap/curricula');
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    const stepped = files.flatMap((file) => {
      const curriculum = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Curriculum;
      return (curriculum.weeks ?? []).filter((w) => w.progress).map((w) => [file, w] as const);
    });
    expect(stepped.map(([file]) => file)).toEqual(
      expect.arrayContaining(['physical-fitness-pull-ups.json', 'physical-fitness-push-ups.json', 'physical-fitness-calisthenics.json']),
    );
    for (const [, week] of stepped) {
      const own = new Set(week.days.flatMap((d) => d.tasks.map((t) => t.title)));
      for (const step of week.progress!)
        for (const task of step.tasks) expect(own.has(task.of) ? task.of : `${week.title}: ${task.of}`).toBe(task.of);
    }
  });
});
