import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { ENV } from '../lambdas/env';
import { SEND_REMINDERS_ENTRY } from '../lambdas/functions';
import { StrideFunction } from './stride-function';

export interface RemindersProps {
  table: ITable;
  ses: { fromEmail: string; region: string };
  /** The web app's URL (links in the mail) and the API's (the one-click unsubscribe header). */
  appUrl: string;
  apiUrl: string;
}

/**
 * The daily reminder email (lambdas/app/reminders/send.ts): a scheduled rule runs the sender at minute 0
 * of every hour, and it mails, through SES from the configured sender, the reminders due in that hour.
 * Only with an SES sender (`sesFromEmail`): Cognito's built-in mailer cannot send it.
 */
export class Reminders extends Construct {
  readonly sender: StrideFunction;

  constructor(scope: Construct, id: string, props: RemindersProps) {
    super(scope, id);
    this.sender = new StrideFunction(this, 'Sender', {
      entry: SEND_REMINDERS_ENTRY,
      timeout: Duration.minutes(5),
      memorySize: 512,
      environment: { [ENV.appUrl]: props.appUrl, [ENV.apiUrl]: props.apiUrl },
    })
      .bindTable(props.table, 'readWrite')
      .sendsMailFrom(props.ses);
    // A failed run is retried twice by Lambda (asynchronous invocation); what it sent is not sent again.
    new Rule(this, 'Hourly', {
      schedule: Schedule.cron({ minute: '0' }),
      targets: [new LambdaFunction(this.sender, { retryAttempts: 2, maxEventAge: Duration.minutes(50) })],
    });
  }
}
