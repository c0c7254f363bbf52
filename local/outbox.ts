import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Where mail goes locally: printed and appended to `outbox.log`, one JSON line per message. Cognito's
 * messages carry their code (`{to, subject, code, at}`); Stride's own notices their text instead.
 */
export interface OutboxMessage {
  to: string;
  subject: string;
  code?: string;
  text?: string;
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

  /** A message of Stride's own (lambdas/handlers/account-mail.ts), as SES would send it. */
  send(mail: { to: string; subject: string; text: string }): void {
    const entry: OutboxMessage = { ...mail, at: new Date().toISOString() };
    appendFileSync(this.path, `${JSON.stringify(entry)}\n`);
    this.print(`✉  ${entry.to}: ${entry.subject}`);
  }
}
