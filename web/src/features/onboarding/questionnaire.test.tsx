import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLocation, mockApi, renderRoute } from '@/test/render';
import { QuestionnairePage } from './questionnaire';
import { aGoal } from '@/test/fixtures';
import type { PlanPreview } from '@contract';

/** A preview as POST /goals/preview answers it (its arithmetic is tested on the API). */
const aPreview = (over: Partial<PlanPreview> = {}): PlanPreview => ({
  weeks: 15,
  calendarWeeks: 25,
  weeklyMinutes: 270,
  reaches: { name: 'A1', goal: 'basic phrases' },
  target: { name: 'A2', goal: 'everyday situations', reached: false },
  warnings: [],
  summary: 'This plan reaches A1 (basic phrases) in about 25 weeks. A2 takes about 190 hours of study from where you are.',
  facts: ['25 weeks on your 3 days', '4 h 30 min a week, longest session 25 minutes', 'Reaches A1; A2 takes longer'],
  why: 'This plan reaches A1 (basic phrases) in about 25 weeks.',
  details: ['A2 takes about 190 hours of study from where you are.'],
  suggestions: [
    { change: 'minutes', dailyMinutes: 150, result: 'reaches A2 in about 17 weeks' },
    { change: 'days', daysPerWeek: 5, weekdays: [1, 2, 3, 4, 5], result: 'reaches A2 in about 26 weeks' },
    { change: 'target', targetLevel: 'A1', result: 'reaches A1 in about 10 weeks' },
  ],
  ...over,
});

const route = { path: '/onboarding/goals/:category/:option' };

/** The questionnaire of `address` answered up to its last step (when), where the plan is previewed. */
async function toTheWhenStep(address: string, current: string, target: string) {
  const { user } = renderRoute(<QuestionnairePage />, { ...route, route: address });
  await user.type(screen.getByLabelText('Current level'), current);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.type(screen.getByLabelText('Target level'), target);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return user;
}

describe('questionnaire', () => {
  it('moves the keyboard’s focus to each step as it opens: its field, its chosen option, or its heading', async () => {
    mockApi({ 'POST /goals/preview': { body: aPreview() } });
    const { user } = renderRoute(<QuestionnairePage />, { ...route, route: '/onboarding/goals/languages/spanish' });
    expect(screen.getByLabelText('Current level')).toHaveFocus();
    await user.keyboard('A few words{Enter}');
    expect(screen.getByLabelText('Target level')).toHaveFocus();
    await user.keyboard('B1{Enter}');
    // Step 3: the option chosen (30 minutes by default), where the arrow keys choose another.
    await waitFor(() => expect(screen.getByLabelText('30 min / day')).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByLabelText('1 hour / day')).toBeChecked();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'When will you work on it?' })).toHaveFocus());
    // Moved on by the Next button too, not only by Enter.
    await user.click(screen.getByRole('button', { name: '← Back' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'When will you work on it?' })).toHaveFocus());
  });

  it('walks the four steps, validates each, and creates the goal with an idempotency key', async () => {
    const { calls, fetchMock } = mockApi({
      'POST /goals/preview': { body: aPreview() },
      'POST /goals': { status: 202, body: { goal: aGoal({ id: 'g9', status: 'generating' }) } },
    });
    const { user } = renderRoute(<QuestionnairePage />, { ...route, route: '/onboarding/goals/languages/spanish' });
    expect(screen.getByText('Spanish · Step 1 of 4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Said at the field, which takes focus.
    expect(screen.getByLabelText('Current level')).toHaveAccessibleDescription('Please describe your current level.');
    expect(screen.getByLabelText('Current level')).toHaveFocus();
    await user.type(screen.getByLabelText('Current level'), '  ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Current level')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Current level'), 'A few words');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: '← Back' }));
    expect(screen.getByLabelText('Current level')).toHaveValue('  A few words');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Target level'), 'B1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByLabelText('Custom'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Minutes per day')).toHaveAccessibleDescription('Please enter how many minutes a day you have.');
    await user.type(screen.getByLabelText('Minutes per day'), '45');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The last step, with defaults: from today, Monday to Friday; a day is needed.
    expect(screen.getByRole('heading', { name: 'When will you work on it?' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])
      await user.click(screen.getByRole('checkbox', { name: day }));
    await user.click(screen.getByRole('button', { name: 'Create my roadmap' }));
    expect(screen.getByText('Choose at least one day of the week.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    await user.click(screen.getByRole('button', { name: 'Create my roadmap' }));
    await expectLocation('/goal/g9');
    const created = calls.findIndex((c) => c.path === '/goals');
    expect(calls[created]!.body).toEqual({
      category: 'languages',
      option: 'Spanish',
      answers: { currentLevel: 'A few words', targetLevel: 'B1', dailyMinutes: 45 },
      schedule: {
        startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        weekdays: [2, 6],
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      },
    });
    expect((fetchMock.mock.calls[created]![1] as RequestInit).headers).toMatchObject({ 'Idempotency-Key': expect.any(String) });
  });

  it('refuses a goal title over the limit at the field, whole, with how long it is', async () => {
    mockApi({});
    const { user } = renderRoute(<QuestionnairePage />, { ...route, route: '/onboarding/goals/custom/custom' });
    const title = screen.getByLabelText('Goal title');
    const long = `${'Run a marathon '.repeat(13)}in Berlin`; // 204 characters
    await user.click(title);
    await user.paste(long);
    expect(title).toHaveValue(long); // never cut mid-word
    expect(screen.getByText('204 / 200')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Describe it in a sentence or two'), 'A big one');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(title).toHaveAccessibleDescription('Keep it to 200 characters or fewer: this has 204. 204 / 200');
    expect(title).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'What is your goal?' })).toBeInTheDocument();
  });

  it('asks a custom goal for its title and description first, and shows the plan limit', async () => {
    mockApi({
      // The preview failing does not stop the goal being made.
      'POST /goals/preview': { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } },
      'POST /goals': { status: 403, body: { error: { code: 'PLAN_LIMIT', message: 'The Free plan includes 1 goal.' } } },
    });
    const { user } = renderRoute(<QuestionnairePage />, { ...route, route: '/onboarding/goals/custom/custom' });
    expect(screen.getByRole('heading', { name: 'What is your goal?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Goal title'), 'Run a 10k');
    await user.type(screen.getByLabelText('Describe it in a sentence or two'), 'Build up to 10 km');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // A custom goal is asked in words that fit any goal, not "your current level in Run a 10k".
    expect(screen.getByRole('heading', { name: 'Where are you with it today?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current level'), '2 km');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'What does done look like?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Target level'), '10 km');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The preview is not available right now. You can still create your roadmap.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create my roadmap' }));
    expect(await screen.findByText('The Free plan includes 1 goal.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toBeInTheDocument();
  });

  it('sends a custom goal’s parts as a list, after saying what is wrong with them', async () => {
    const { calls } = mockApi({
      'POST /goals/preview': { body: aPreview({ reaches: undefined, target: undefined, suggestions: [], weeks: 7 }) },
      'POST /goals': { status: 202, body: { goal: aGoal({ id: 'g7', status: 'generating' }) } },
    });
    const { user } = renderRoute(<QuestionnairePage />, { ...route, route: '/onboarding/goals/custom/custom' });
    await user.type(screen.getByLabelText('Goal title'), 'Juggle 3 balls');
    await user.type(screen.getByLabelText('Describe it in a sentence or two'), 'A cascade for a minute');
    const parts = screen.getByLabelText('Its parts, in the order you will learn them (optional)');
    await user.type(parts, 'one ball, two balls, One Ball');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(parts).toHaveAccessibleDescription('Name each part once: “One Ball” is there twice.');
    expect(parts).toHaveFocus();
    await user.clear(parts);
    await user.type(parts, 'a, b, c, d, e, f');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(parts).toHaveAccessibleDescription('Name at most 5 parts: this has 6.');
    await user.clear(parts);
    await user.type(parts, 'throwing one ball,{Enter} the exchange ;; the cascade');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Current level'), 'never tried');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Target level'), 'a 60-second cascade');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Create my roadmap' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/goals')).toHaveLength(1));
    const body = calls.find((c) => c.path === '/goals')!.body as { answers: { parts: string[] } };
    expect(body.answers.parts).toEqual(['throwing one ball', 'the exchange', 'the cascade']);
  });

  it('shows the plan before it is made, and each suggestion changes the answer it names', async () => {
    const asked: unknown[] = [];
    mockApi({
      'POST /goals/preview': (init) => {
        const body = JSON.parse(String(init.body)) as {
          answers: { dailyMinutes: number; targetLevel: string };
          schedule: { weekdays: number[] };
        };
        asked.push(body);
        const days = body.schedule.weekdays.length;
        return {
          body: aPreview({
            weeklyMinutes: body.answers.dailyMinutes * days,
            facts: [
              `25 weeks on your ${days} days`,
              `${(body.answers.dailyMinutes * days) / 60} hours a week`,
              'Reaches A1; A2 takes longer',
            ],
            ...(days === 5 && {
              target: { name: 'A2', goal: 'everyday situations', reached: true },
              facts: ['26 weeks on your 5 days', `${(body.answers.dailyMinutes * days) / 60} hours a week`, 'Reaches A2'],
              suggestions: [],
            }),
          }),
        };
      },
    });
    const user = await toTheWhenStep('/onboarding/goals/languages/spanish', 'complete beginner', 'order in a restaurant');
    for (const day of ['Tuesday', 'Thursday']) await user.click(screen.getByRole('checkbox', { name: day }));
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    // Three short facts, the sentence of why, and the details behind a disclosure.
    const facts = await within(plan).findByRole('list', { name: 'The plan in short' });
    expect(await within(facts).findByText('25 weeks on your 3 days')).toBeInTheDocument();
    expect(within(facts).getByText('1.5 hours a week')).toBeInTheDocument();
    expect(within(facts).getByText('Reaches A1; A2 takes longer')).toBeInTheDocument();
    expect(within(plan).getByText('This plan reaches A1 (basic phrases) in about 25 weeks.')).toBeInTheDocument();
    expect(within(plan).getByText('A2 takes about 190 hours of study from where you are.')).not.toBeVisible();
    await user.click(within(plan).getByText('More about this plan'));
    expect(within(plan).getByText('A2 takes about 190 hours of study from where you are.')).toBeVisible();
    expect(within(plan).getByText('To reach A2, or get nearer:')).toBeInTheDocument();

    // "5 days a week" adds the very days the preview planned on, and the preview follows.
    await user.click(within(plan).getByRole('button', { name: '5 days a week (add Tuesday and Thursday) — reaches A2 in about 26 weeks' }));
    expect(screen.getByRole('checkbox', { name: 'Tuesday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
    expect(await within(plan).findByText('Reaches A2')).toBeInTheDocument();
    expect(within(plan).queryByRole('button')).not.toBeInTheDocument();
    // (Those answers were previewed before, on the way in: the same answers are not asked about twice.)
    const fiveDays = asked as { answers: { targetLevel: string }; schedule: { weekdays: number[] } }[];
    expect(fiveDays.filter((b) => b.schedule.weekdays.length === 5 && b.answers.targetLevel === 'order in a restaurant')).toHaveLength(1);

    // A longer day and a nearer target change those answers.
    for (const day of ['Tuesday', 'Thursday']) await user.click(screen.getByRole('checkbox', { name: day }));
    await user.click(await within(plan).findByRole('button', { name: /^150 minutes a day/ }));
    await user.click(await within(plan).findByRole('button', { name: /^Aim at A1 first.*Changes your target; you can undo it\.$/ }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ answers: { dailyMinutes: 150, targetLevel: 'A1' } }));
    // A changed target is said, and can be undone.
    expect(within(plan).getByRole('status')).toHaveTextContent('Your target is now A1 (you wrote “order in a restaurant”).');
    await user.click(within(plan).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ answers: { targetLevel: 'order in a restaurant' } }));
    expect(within(plan).queryByText(/Your target is now/)).not.toBeInTheDocument();
  });

  it('says when the previews’ own limit is reached, and still lets the goal be made', async () => {
    mockApi({
      'POST /goals/preview': { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many previews.' } } },
    });
    await toTheWhenStep('/onboarding/goals/languages/spanish', 'complete beginner', 'A2');
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    expect(await within(plan).findByText(/The preview is resting for a minute after many changes/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create my roadmap' })).toBeEnabled();
  });

  it('adds Sunday as day 7 when a suggestion asks for every day of the week, as the API numbers days', async () => {
    const asked: { schedule: { weekdays: number[] } }[] = [];
    mockApi({
      'POST /goals/preview': (init) => {
        const body = JSON.parse(String(init.body)) as { schedule: { weekdays: number[] } };
        asked.push(body);
        const days = body.schedule.weekdays.length;
        return {
          body: aPreview({
            suggestions:
              days < 7 ? [{ change: 'days', daysPerWeek: 7, weekdays: [1, 2, 3, 4, 5, 6, 7], result: 'reaches A2 in about 20 weeks' }] : [],
          }),
        };
      },
    });
    const user = await toTheWhenStep('/onboarding/goals/languages/spanish', 'complete beginner', 'A2');
    const plan = await screen.findByRole('region', { name: 'Your plan' });
    await user.click(await within(plan).findByRole('button', { name: /^7 days a week \(add Saturday and Sunday\)/ }));
    expect(screen.getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    await waitFor(() => expect(asked.at(-1)!.schedule.weekdays).toEqual([1, 2, 3, 4, 5, 6, 7]));
  });

  it('reads back what it understood, and a click on a correction changes the answer it names', async () => {
    const asked: { answers: { currentLevel: string; targetLevel: string; track?: string } }[] = [];
    const reading = {
      track: { name: 'A personal website', covers: 'HTML, CSS and publishing your own site', chosen: 'words' as const },
      tracks: [{ label: 'Coding', detail: 'programming from a first program', answers: { track: 'general' } }],
      start: 'the beginning',
      starts: [
        {
          label: 'Past A first page online',
          detail: 'one page about you',
          answers: { currentLevel: 'Already reached: A first page online' },
        },
      ],
      aim: { name: 'A personal website', goal: 'a multi-page site of your own' },
      aims: [{ label: 'A site with a blog', detail: 'a little JavaScript and a blog', answers: { targetLevel: 'A site with a blog' } }],
      constraints: ['ADHD'],
      specifics: [],
    };
    mockApi({
      'POST /goals/preview': (init) => {
        asked.push(JSON.parse(String(init.body)) as (typeof asked)[number]);
        return { body: aPreview({ reading }) };
      },
    });
    const user = await toTheWhenStep('/onboarding/goals/skills/coding', 'never programmed, I have ADHD', 'my own personal website');
    const understood = await screen.findByRole('region', { name: 'What we understood' });
    expect(within(understood).getByText('A personal website: HTML, CSS and publishing your own site')).toBeInTheDocument();
    expect(within(understood).getByText('ADHD')).toBeInTheDocument();
    await user.click(within(understood).getByRole('button', { name: 'A site with a blog' }));
    await waitFor(() => expect(asked.at(-1)!.answers.targetLevel).toBe('A site with a blog'));
    await user.click(within(understood).getByRole('button', { name: 'Past A first page online' }));
    await waitFor(() => expect(asked.at(-1)!.answers.currentLevel).toBe('Already reached: A first page online'));
    await user.click(within(understood).getByRole('button', { name: 'Coding' }));
    await waitFor(() => expect(asked.at(-1)!.answers.track).toBe('general'));
    // The corrections are the answers the goal is made with: the fields show them too.
    await user.click(screen.getByRole('button', { name: '← Back' }));
    await user.click(screen.getByRole('button', { name: '← Back' }));
    expect(screen.getByLabelText('Target level')).toHaveValue('A site with a blog');
  });

  it('offers examples that fit the option, and steps back through the questions keeping the answers', async () => {
    const { user } = renderRoute(<QuestionnairePage />, { ...route, route: '/onboarding/goals/health/physical-fitness' });
    expect(screen.getByLabelText('Current level')).toHaveAttribute('placeholder', 'e.g. I sit all day');
    await user.type(screen.getByLabelText('Current level'), 'I walk to work');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('Target level')).toHaveAttribute('placeholder', 'e.g. run 5 km without stopping');
    await user.type(screen.getByLabelText('Target level'), 'run 5 km');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radio', { name: '30 min / day' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '← Back' }));
    expect(screen.getByLabelText('Target level')).toHaveValue('run 5 km');
    await user.click(screen.getByRole('button', { name: '← Back' }));
    expect(screen.getByLabelText('Current level')).toHaveValue('I walk to work');
  });
});
