/**
 * Puts one event on the stack's bus (deployed only): a generation job, a deleted account's late sweep,
 * an account notice for the mail function. EventBridge's client loads with the first event, not with
 * every cold start of a function that may send none.
 */
let events: import('@aws-sdk/client-eventbridge').EventBridgeClient | undefined;

export async function putEvent(busName: string, kind: { source: string; detailType: string }, detail: unknown): Promise<void> {
  const { EventBridgeClient, PutEventsCommand } = await import('@aws-sdk/client-eventbridge');
  events ??= new EventBridgeClient({});
  const sent = await events.send(
    new PutEventsCommand({
      Entries: [{ EventBusName: busName, Source: kind.source, DetailType: kind.detailType, Detail: JSON.stringify(detail) }],
    }),
  );
  // PutEvents answers 200 even when an entry was refused; the refusal is in the entry's result.
  const refused = sent.Entries?.[0];
  if (sent.FailedEntryCount || refused?.ErrorCode)
    throw new Error(`The ${kind.detailType} event was not accepted: ${refused?.ErrorCode} ${refused?.ErrorMessage}`);
}
