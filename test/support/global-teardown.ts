import type { ChildProcess } from 'node:child_process';

export default async function globalTeardown(): Promise<void> {
  const child = (globalThis as { __DYNAMO__?: ChildProcess }).__DYNAMO__;
  child?.kill();
}
