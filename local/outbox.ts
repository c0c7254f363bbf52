import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Where mail that Cognito would send goes locally: printed and appended to `outbox.log`, one JSON
 * line per message: `{to, subject, code, at}`.
 */
export interface OutboxMessage {
  to: string;
  subject: string;
  code: string;
  at: string;
}

export class Outbox {
  constructor(
    readonly path: string,
    private readonly print: (line: string) => void = console.log,
  ) {
    mkdirSync(dirname(path), { recursive: true });
  }

  deliver(to: string, message: { __code?: string; emailSubject?: string; emailMessage?: string }): void {
    const entry: OutboxMessage = {
      to,
      subject: message.emailSubject ?? 'Your verification code',
      code: message.__code ?? /\b(\d{6})\b/.exec(message.emailMessage ?? '')?.[1] ?? '',
      at: new Date().toISOString(),
    };
    appendFileSync(this.path, `${JSON.stringify(entry)}\n`);
    this.print(`✉  ${entry.to}: ${entry.subject} — code ${entry.code}`);
  }
}
