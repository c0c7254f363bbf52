import type { SummaryJob } from '../../lambdas/app/reviews/summary-job';

/**
 * The review summariser reads its model from the environment once, as its module loads (review 16, finding 11;
 * STYLE: configuration fails fast): not again on every summary, and a misconfigured model says so at the start.
 * The local stack loads it after setting the provider (local/stack.ts), the Lambda at its start.
 */

const job: SummaryJob = { userId: 'u-1', goalId: 'g-1', week: 1, answeredAt: '2026-11-27T10:00:00.000Z' };
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  jest.resetModules();
});

/** The summariser's module, loaded afresh in `env`, with the reads of its model counted. */
async function loaded(env: Record<string, string>) {
  Object.assign(process.env, env);
  const reads = jest.fn(jest.requireActual<typeof import('../../lambdas/roadmap/generate')>('../../lambdas/roadmap/generate').modelFromEnv);
  let summarise!: typeof import('../../lambdas/app/reviews/summarise');
  await jest.isolateModulesAsync(async () => {
    jest.doMock('../../lambdas/roadmap/generate', () => ({ modelFromEnv: reads }));
    summarise = await import('../../lambdas/app/reviews/summarise');
  });
  return { reads, summarise };
}

describe('the review summariser’s model', () => {
  it('is read once as the module loads, and not again on each summary (the builtin planner has none)', async () => {
    const { reads, summarise } = await loaded({ ROADMAP_PROVIDER: 'builtin' });
    expect(reads).toHaveBeenCalledTimes(1);
    await summarise.summariseReview(job);
    await summarise.summariseReview(job);
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('is the one the environment named when the module loaded', async () => {
    const { reads } = await loaded({ ROADMAP_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_MODEL: 'llama3' });
    expect(reads.mock.results[0]!.value?.name).toBe('openai:llama3');
  });

  it('misconfigured, says so as the module loads', async () => {
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_MODEL;
    await expect(loaded({ ROADMAP_PROVIDER: 'openai' })).rejects.toThrow('ROADMAP_PROVIDER=openai needs OPENAI_BASE_URL and OPENAI_MODEL');
  });
});
