import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WeekReview } from '@contract';
import { mockApi, renderRoute } from '@/test/render';
import { WeekReviews } from './week-review';

const review = (week: number, over: Partial<WeekReview> = {}): WeekReview => ({
  week,
  title: `Week ${week}: Foundations ${week}`,
  endedOn: '2026-11-04',
  planned: { tasks: 6, minutes: 60, days: 3 },
  done: { tasks: 2, minutes: 20, days: 1 },
  milestone: { title: 'Three drills done', reached: false },
  ...over,
});

describe('the week in review', () => {
  it('asks how the newest ended week felt, sends one tap with the note, and lists the answer', async () => {
    const { calls } = mockApi({
      'GET /goals/g1/reviews': {
        body: { reviews: [review(2), review(1, { answer: { feel: 'right', answeredAt: '2026-11-05T08:00:00Z' } })] },
      },
      'PUT /goals/g1/reviews/2': {
        body: { review: review(2, { answer: { feel: 'hard', note: 'Busy week', answeredAt: '2026-11-12T08:00:00Z' } }) },
      },
    });
    const { user } = renderRoute(<WeekReviews goalId="g1" />);
    expect(
      await screen.findByText('Week 2, Foundations 2 ended: 2 of 6 tasks, 20 of 60 minutes, 1 of 3 days. Milestone not reached.'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your reviews' })).getByText(/about right/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('A note (optional)'), 'Busy week');
    await user.click(screen.getByRole('button', { name: 'Too hard' }));
    expect(await screen.findByText('Thanks — noted')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ feel: 'hard', note: 'Busy week' });
    // Answered: no question left, both weeks listed.
    expect(screen.queryByRole('group', { name: 'How did this week feel?' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Your reviews' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('asks a week with nothing done what got in the way, and says the answer back', async () => {
    const nothing = { done: { tasks: 0, minutes: 0, days: 0 } };
    const why = 'A week with no time for the plan: this week once more, from where you left off.';
    const { calls } = mockApi({
      'GET /goals/g1/reviews': { body: { reviews: [review(2, nothing)] } },
      'PUT /goals/g1/reviews/2': {
        body: {
          review: review(2, { ...nothing, answer: { feel: 'busy', answeredAt: '2026-11-12T08:00:00Z' }, change: { kind: 'repeat', why } }),
        },
      },
    });
    const { user } = renderRoute(<WeekReviews goalId="g1" />);
    const question = await screen.findByRole('group', { name: 'What got in the way this week?' });
    expect(
      within(question)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['No time', 'Too hard', 'Ill or hurt', 'Something else', 'Later']);
    expect(screen.queryByText('How did this week feel?')).not.toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'No time' }));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ feel: 'busy' });
    expect(
      await screen.findByText(`Week 2: no time — noted. ${why} The new weeks wait beside your plan on the goal page.`),
    ).toHaveAttribute('role', 'status');
  });

  it('can be left for later, and shows nothing before a week has ended', async () => {
    mockApi({ 'GET /goals/g1/reviews': { body: { reviews: [review(1)] } } });
    const { user } = renderRoute(<WeekReviews goalId="g1" />);
    await user.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('group', { name: 'How did this week feel?' })).not.toBeInTheDocument();
  });
});

describe('what a review changes', () => {
  it('says at once what the answer changed, and lists each change with what was done with it', async () => {
    const why = 'The long run of this week was missed, and the next week builds on it: this week once more.';
    mockApi({
      'GET /goals/g1/reviews': {
        body: {
          reviews: [
            review(3),
            review(2, {
              answer: { feel: 'hard', answeredAt: '2026-11-12T08:00:00Z' },
              change: { kind: 'repeat', why, outcome: 'discarded' },
              summary: 'Two of six tasks, on one day: a week that got away.',
            }),
          ],
        },
      },
      'PUT /goals/g1/reviews/3': {
        body: { review: review(3, { answer: { feel: 'right', answeredAt: '2026-11-19T08:00:00Z' }, change: { kind: 'repeat', why } }) },
      },
    });
    const { user } = renderRoute(<WeekReviews goalId="g1" />);
    expect(await screen.findByText(`${why} You kept your plan.`)).toBeInTheDocument();
    // An AI provider's summary of the week, when there is one.
    expect(screen.getByText('Two of six tasks, on one day: a week that got away.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'About right' }));
    // Announced once, the answer said back first, and listed with the answer.
    expect(
      await screen.findByText(`Week 3: about right — noted. ${why} The new weeks wait beside your plan on the goal page.`),
    ).toHaveAttribute('role', 'status');
    expect(screen.getAllByText(`${why} The new weeks wait beside your plan on the goal page.`)).toHaveLength(1);
  });
});
