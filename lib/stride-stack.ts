import { CfnOutput, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { authRedirects } from '../contract';
import { ENV } from '../lambdas/env';
import { Api } from './api';
import { Auth } from './auth';
import { readConfig } from './config';
import { Data } from './data';
import { Monitoring } from './monitoring';
import { Reminders } from './reminders';
import { Roadmap } from './roadmap';
import { Web } from './web';

/** Stride in one stack: Cognito, the single table, the API and its functions, and the web app. */
export class StrideStack extends Stack {
  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    const config = readConfig(this);

    const data = new Data(this, 'Data');
    const auth = new Auth(this, 'Auth', {
      domainPrefix: config.domainPrefix,
      ...(config.googleClientId && { google: { clientId: config.googleClientId, clientSecretName: config.googleClientSecretName! } }),
      ...(config.sesFromEmail && { ses: { fromEmail: config.sesFromEmail, region: config.sesRegion } }),
    });
    const roadmap = new Roadmap(this, 'Roadmap', { table: data.table, config });
    const api = new Api(this, 'Api', { table: data.table, userPool: auth.userPool, config, generationBus: roadmap.bus });
    const cognitoOrigin = `https://cognito-idp.${this.region}.amazonaws.com`;
    const web = new Web(this, 'Web', { api: api.restApi, connectOrigins: [cognitoOrigin, `https://${auth.hostedDomain}`] });
    // The client names the web origin, so it comes after the web (the pool came first, for the authorizer).
    const client = auth.addWebClient([web.url, ...(config.devWebOrigin ? [config.devWebOrigin] : [])]);
    // The API accepts ID tokens issued to this client only (the handler checks `aud` and `token_use`).
    for (const fn of Object.values(api.functions)) fn.addEnvironment(ENV.userPoolClientId, client.userPoolClientId);
    auth.accountMail?.addEnvironment(ENV.appUrl, web.url);
    // The calendar feed links each day to its goal in the app.
    api.functions.calendarFeed.addEnvironment(ENV.appUrl, web.url);

    // The daily reminder email needs an SES sender; without one the web app does not offer it.
    const reminders =
      config.sesFromEmail &&
      new Reminders(this, 'Reminders', {
        table: data.table,
        ses: { fromEmail: config.sesFromEmail, region: config.sesRegion ?? this.region },
        appUrl: web.url,
        apiUrl: `${web.url}/Prod`,
      });

    web.deploy(config.webDistPath, {
      region: this.region,
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: client.userPoolClientId,
      authFlowType: 'USER_SRP_AUTH',
      apiUrl: `${web.url}/Prod`,
      hostedDomain: auth.hostedDomain,
      googleEnabled: auth.googleEnabled,
      remindersEnabled: !!reminders,
      ...authRedirects(web.url),
      ...(config.supportEmail && { supportEmail: config.supportEmail }),
    });

    new Monitoring(this, 'Monitoring', {
      api: api.restApi,
      table: data.table,
      config,
      functions: {
        ...api.functions,
        generator: roadmap.generator,
        generationFailed: roadmap.failureConsumer,
        ...(api.accountSweeper && { accountSweeper: api.accountSweeper }),
        ...(auth.accountMail && { accountMail: auth.accountMail }),
        ...(auth.linkAccounts && { linkAccounts: auth.linkAccounts }),
        ...(reminders && { sendReminders: reminders.sender }),
      },
    });

    new CfnOutput(this, 'WebUrl', { value: web.url });
    new CfnOutput(this, 'ApiUrl', { value: api.restApi.url });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: client.userPoolClientId });
    new CfnOutput(this, 'HostedDomain', { value: auth.hostedDomain });
    // The admin CLI (`npm run admin -- --stack <name>`) finds the table and the pool here.
    new CfnOutput(this, 'TableName', { value: data.table.tableName });

    Validations.of(this).acknowledge(
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'CDK’s own helper functions (BucketDeployment, log retention) use the AWS managed basic execution role.',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
        reason: 'API Gateway’s account-level logging role uses the AWS managed policy made for it.',
      },
      { id: 'AwsSolutions-L1', reason: 'CDK’s BucketDeployment helper pins its own runtime; Stride’s functions use the latest Node.js.' },
    );
  }
}
