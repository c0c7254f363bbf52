import * as z from 'zod/mini';
import { FEEL_WORDS, type WeekChange, type WeekReview } from '../../contract';
import type { StructuredCall } from './two-phase';

/**
 * The week in review phrased by the AI provider, when one is configured (decision 036): one or two
 * sentences on how the week went, in a coach's voice, from its numbers and the person's answer. The
 * model only phrases: what changes in the plan is the rules' (domain/reviews/week-rules.ts), told to it so it
 * does not contradict them, and never its to choose.
 */
export const SUMMARY_MAX = 300;
/** A 300-character answer is under 100 tokens; 256 leaves room for the JSON around it. */
const SUMMARY_TOKENS = 256;

const SYSTEM = `You are a supportive, plain-spoken coach. Sum up the person's past week of their goal in one or two short sentences (at most ${SUMMARY_MAX} characters), from the numbers and their answer given. Be honest about what was missed without blame. Do not suggest changes to the plan (they are decided already and given to you), do not give medical advice, do not include links, and answer only with the tool.`;

export function reviewSummaryCall(goalTitle: string, review: WeekReview, change: WeekChange): StructuredCall {
  const facts = {
    goal: goalTitle,
    week: review.week,
    weekTitle: review.title,
    planned: review.planned,
    done: review.done,
    ...(review.milestone && { milestone: review.milestone }),
    // A week with nothing done was asked what got in the way, not how it felt.
    ...(review.answer &&
      (review.done.tasks === 0 ? { gotInTheWay: FEEL_WORDS[review.answer.feel] } : { felt: FEEL_WORDS[review.answer.feel] })),
    ...(review.answer?.note && { note: review.answer.note }),
    decided: change.why,
  };
  return {
    name: 'week_review',
    system: SYSTEM,
    user: `The week, as JSON:\n${JSON.stringify(facts)}`,
    schema: {
      type: 'object',
      properties: { summary: { type: 'string', maxLength: SUMMARY_MAX, description: 'One or two sentences about the week.' } },
      required: ['summary'],
      additionalProperties: false,
    },
    maxTokens: SUMMARY_TOKENS,
  };
}

const answerSchema = z.object({ summary: z.string().check(z.trim(), z.minLength(1), z.maxLength(SUMMARY_MAX)) });

/** The summary from the model's answer, or undefined when it is not one (too long, empty, carrying a link). */
export function summaryOf(answer: unknown): string | undefined {
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success || /https?:\/\/|www\./i.test(parsed.data.summary)) return undefined;
  return parsed.data.summary;
}
