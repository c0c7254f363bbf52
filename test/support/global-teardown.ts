export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __STOP_DYNAMO__?: () => Promise<void> }).__STOP_DYNAMO__?.();
}
