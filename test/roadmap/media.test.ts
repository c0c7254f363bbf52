import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A plan gives text only: no task may send the person to "the audio" as if the plan held some (#41:
 * "repeat each after the audio", with no audio). Where hearing a native speaker matters, a task names
 * where to find one. Recordings the person makes of themselves are theirs, and fine.
 */
const folder = join(__dirname, '../../lambdas/roadmap/curricula');
const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(texts)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(texts)
        : [];

describe('the curricula', () => {
  const files = readdirSync(folder).filter((f) => f.endsWith('.json'));

  it.each(files)('%s refers to no media the plan does not give', (file) => {
    const all = texts(JSON.parse(readFileSync(join(folder, file), 'utf8')));
    expect(all.filter((t) => /\bthe audio\b|\b(after|with|against|from) audio\b|\baudio check\b/i.test(t))).toEqual([]);
  });
});
