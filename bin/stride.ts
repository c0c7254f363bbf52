import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { StrideStack } from '../lib/stride-stack';

const app = new App();
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
new StrideStack(app, 'Stride', {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION ?? 'eu-central-1' },
  description: 'Stride: an AI-assisted personal goal tracker',
});
