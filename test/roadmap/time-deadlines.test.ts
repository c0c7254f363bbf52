import { onOption } from './track-ask';

/**
 * Deadlines met for several clients or projects (decision 323): a target of delivering work on time gets
 * every job split into its field's stages, scheduled backwards from its due date with the wait for the
 * client counted, a warning the day a stage slips, a start date when full, and jobs on time counted — not
 * the freelancer's "evenings back" template, which people who want their evenings back keep.
 */
const time = onOption('Time Management Basics');
const textOf = (plan: unknown) => JSON.stringify(plan);

describe('deadlines met for several clients or projects', () => {
  it.each([
    [
      'freelance illustrator, 6 clients, always late on deadlines',
      'deliver every client job on time',
      30,
      5,
      /sketches, the client's approval, revision rounds, final files/,
    ],
    [
      'web developer, 4 client sites on the go, everything slips',
      'hit every client deadline this quarter',
      45,
      4,
      /the spec, the build, the client's testing, fixes, launch/,
    ],
    ['freelance translator juggling agencies', 'never miss a deadline again', 10, 2, /the translation, your review, the client's queries/],
    [
      'self-employed kitchen fitter, jobs overrun',
      'finish every job on time',
      20,
      3,
      /materials ordered, the work, snagging, the customer's sign-off/,
    ],
    [
      'copywriter with five retainer clients',
      'get every article to clients on time',
      60,
      7,
      /research, the draft, the client's edits, final copy/,
    ],
    [
      'wedding photographer, galleries go out weeks late',
      'on-time delivery of every gallery',
      25,
      6,
      /the shoot, the cull, the edit, the client's proofs/,
    ],
  ])(
    '“%s” → “%s” (%i min × %i): the stages of their field, backwards from the due date',
    async (current, target, minutes, days, stages) => {
      expect(time.trackOf(current, target)).toMatch(/Deadlines met/);
      const text = textOf(await time.plan(current, target, minutes, days));
      expect(text).toMatch(stages);
      expect(text).toMatch(/backwards: due date, a buffer day/);
      expect(text).toMatch(/Write your slip rule/);
      expect(text).toMatch(/delivered on or before their date/);
      expect(text).not.toMatch(/evening cut-off|anyone it affects at home|number of late nights/);
      expect(text).toMatch(/Ask for what you wait on by a date/);
    },
  );

  it.each([
    ['freelance animator', 'stop being late on client jobs'],
    ['graphic designer working for 3 agencies', 'stop missing deadlines'],
    ['electrician, 4 jobs on the go', 'get jobs finished on time'],
    ['student at uni', 'get my essays in on time'],
  ])('“%s” → “%s” is a deadlines target', (current, target) => {
    expect(time.trackOf(current, target)).toMatch(/Deadlines met/);
  });

  it('reads a student’s coursework and tutor, and an employee’s projects and sign-off', async () => {
    const student = textOf(
      await time.plan('second year uni student, always submitting essays at 3am', 'hand in every assignment on time', 20, 6),
    );
    expect(student).toMatch(/the reading, a plan, the draft, edits and references, submission/);
    expect(student).toMatch(/your tutor or module leader hears that day/);
    expect(student).toMatch(/assignments delivered on or before their date/);
    const employee = textOf(
      await time.plan('in-house designer, my manager gives me 8 projects at once', 'meet every project deadline', 30, 5),
    );
    expect(employee).toMatch(/the sign-off of the people who approve it/);
    expect(employee).toMatch(/your manager hears that day/);
    expect(employee).not.toMatch(/whoever/);
    expect(employee).toMatch(/what it would push back, for your manager to choose/);
  });

  it('keeps the evenings-back people, invoices, a thesis and a pupil on their own tracks', () => {
    expect(time.trackOf('freelance illustrator, I say yes to every commission and miss deadlines', 'no more late nights')).toMatch(
      /freelancer/,
    );
    expect(time.trackOf('self-employed designer, always late on deadlines', 'meet deadlines without working evenings')).toMatch(
      /freelancer/,
    );
    expect(time.trackOf("I'm a sole trader and I never say no to clients", 'get my evenings back')).toMatch(/freelancer/);
    expect(time.trackOf('freelance web designer, always late on deadlines', 'finish jobs on time and stop working till midnight')).toMatch(
      /freelancer/,
    );
    // Without the freelancer's words the freelancer's week would not read them: the deadlines serve them best.
    expect(time.trackOf('web designer, always late on deadlines', 'hit deadlines without late nights')).toMatch(/Deadlines met/);
    expect(time.trackOf('I am a plumber', 'get invoices out on time')).not.toMatch(/Deadlines met/);
    expect(time.trackOf('PhD student', 'submit my thesis on time')).not.toMatch(/Deadlines met/);
    expect(time.trackOf("I'm in Year 10 and leave homework till the last minute", 'get homework done on time')).toMatch(/pupil/);
    expect(time.trackOf('always running late in the mornings', 'get to work on time')).not.toMatch(/Deadlines met/);
    expect(time.trackOf('I am always late', 'never late for work again')).not.toMatch(/Deadlines met/);
    expect(time.trackOf('I am late for every meeting', 'be on time for meetings and calls')).not.toMatch(/Deadlines met/);
  });
});
