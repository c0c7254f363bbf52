/**
 * Re-reads `read` until `done` holds, for state the code under test reaches asynchronously (a roadmap
 * generated in the background, say). It waits on the outcome, with a ceiling generous enough for a
 * loaded machine, and returns the last value so the caller's assertion shows what was there.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 20_000, intervalMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, intervalMs));
    value = await read();
  }
  return value;
}
