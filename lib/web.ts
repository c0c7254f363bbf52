import { Duration, RemovalPolicy, Stack, Token, Validations } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionCode,
  FunctionEventType,
  Function as CloudFrontFunction,
  HeadersFrameOption,
  type HeadersReferrerPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { existsSync } from 'node:fs';
import { contentSecurityPolicy, SECURITY, type WebConfig } from '../contract';
import { isAbsolute, join } from 'node:path';

function assetBucketForms(stack: Stack): string[] {
  const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
  const accounts = Token.isUnresolved(stack.account) ? ['<AWS::AccountId>'] : [stack.account, '<AWS::AccountId>'];
  return ['aws', '<AWS::Partition>'].flatMap((partition) =>
    accounts.map((account) => `arn:${partition}:s3:::cdk-hnb659fds-assets-${account}-${region}`),
  );
}

/** Serves `index.html` for app routes (paths without a file extension); API paths never get here. */
const SPA_REWRITE = `function handler(event) {
  var uri = event.request.uri;
  if (uri.indexOf('.') === -1) event.request.uri = '/index.html';
  return event.request;
}`;

export interface WebProps {
  api: RestApi;
  /** Origins the browser talks to besides this one: Cognito and its hosted domain. */
  connectOrigins: string[];
  /**
   * With the API's web ACL (lib/api.ts, decision 047): the headers CloudFront adds to every API request
   * — the secret that proves the request came through it, and the viewer's address as CloudFront saw it.
   */
  apiFirewall?: { originVerifyHeader: string; originVerify: string; viewerAddressHeader: string };
}

/** Sets the viewer's address as CloudFront saw it, over any value the viewer sent in the same header. */
const viewerAddress = (header: string) => `function handler(event) {
  event.request.headers['${header}'] = { value: event.viewer.ip };
  return event.request;
}`;

/**
 * The web app: a private bucket behind CloudFront (origin access control), with the API under the
 * same origin at /Prod/*, so the browser needs no CORS and the CSP can say 'self'.
 */
export class Web extends Construct {
  readonly distribution: Distribution;
  readonly bucket: Bucket;
  readonly url: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const logs = new Bucket(this, 'Logs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      // CloudFront's lines hold each request's path, and a calendar feed's or an unsubscribe link's path
      // is its secret: those logs are kept a week; the site bucket's access logs 90 days.
      lifecycleRules: [
        { prefix: 'cloudfront/', expiration: Duration.days(7) },
        { prefix: 'site/', expiration: Duration.days(90) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(logs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would loop.',
    });
    this.bucket = new Bucket(this, 'Site', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const headers = new ResponseHeadersPolicy(this, 'Headers', {
      securityHeadersBehavior: {
        // The same settings as contract/policy.ts's securityHeaders(), which the local web server sends.
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(props.connectOrigins), override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(SECURITY.hstsMaxAgeSeconds),
          includeSubdomains: SECURITY.hstsIncludeSubdomains,
          preload: false,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption[SECURITY.frameOptions], override: true },
        referrerPolicy: { referrerPolicy: SECURITY.referrerPolicy as HeadersReferrerPolicy, override: true },
      },
    });

    this.distribution = new Distribution(this, 'Distribution', {
      defaultRootObject: 'index.html',
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: headers,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new CloudFrontFunction(this, 'SpaRewrite', { code: FunctionCode.fromInline(SPA_REWRITE) }),
          },
        ],
      },
      additionalBehaviors: {
        '/Prod/*': {
          // The API's own domain, named from its id rather than its stage, so the distribution does not
          // depend on the deployment (whose functions depend on the web client, which names this site).
          origin: new HttpOrigin(`${props.api.restApiId}.execute-api.${Stack.of(this).region}.${Stack.of(this).urlSuffix}`, {
            ...(props.apiFirewall && { customHeaders: { [props.apiFirewall.originVerifyHeader]: props.apiFirewall.originVerify } }),
          }),
          ...(props.apiFirewall && {
            functionAssociations: [
              {
                eventType: FunctionEventType.VIEWER_REQUEST,
                function: new CloudFrontFunction(this, 'ViewerAddress', {
                  code: FunctionCode.fromInline(viewerAddress(props.apiFirewall.viewerAddressHeader)),
                }),
              },
            ],
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
        },
      },
    });
    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'Stride serves users worldwide; no geographic restriction applies.' },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'WAF on CloudFront must live in us-east-1 and costs a monthly fee; the API can take a regional web ACL with enableWaf=true.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason: 'The default *.cloudfront.net certificate is used (no custom domain), which fixes the TLS policy.',
      },
    );
    this.url = `https://${this.distribution.distributionDomainName}`;
  }

  /** Uploads the web build and its generated /config.json, then invalidates the CDN. */
  deploy(distPath: string, config: WebConfig): BucketDeployment {
    const path = isAbsolute(distPath) ? distPath : join(__dirname, '..', distPath);
    if (!existsSync(join(path, 'index.html'))) {
      throw new Error(`No web build at ${path}: run \`npm run build\` first (or set the context webDistPath).`);
    }
    const deployment = new BucketDeployment(this, 'Deploy', {
      sources: [Source.asset(path), Source.jsonData('config.json', config)],
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    // BucketDeployment's helper function lives at stack level; its policy is CDK's, scoped to these buckets.
    const stack = Stack.of(this);
    const helper = stack.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
    if (helper) {
      const reason =
        'CDK’s BucketDeployment helper copies the build from the CDK asset bucket into the site bucket and invalidates CloudFront; CDK scopes its S3 actions to those two buckets.';
      const site = stack.getLogicalId(this.bucket.node.defaultChild as CfnBucket);
      Validations.of(helper).acknowledge(
        ...['s3:Abort*', 's3:DeleteObject*', 's3:GetBucket*', 's3:GetObject*', 's3:List*'].map((a) => ({
          id: `AwsSolutions-IAM5[Action::${a}]`,
          reason,
        })),
        { id: `AwsSolutions-IAM5[Resource::<${site}.Arn>/*]`, reason },
        // The CDK asset bucket's ARN, in each form cdk-nag may print it (a literal or placeholder partition and account).
        ...assetBucketForms(stack).map((arn) => ({ id: `AwsSolutions-IAM5[Resource::${arn}/*]`, reason })),
        {
          id: 'AwsSolutions-IAM5[Resource::*]',
          reason: 'CloudFront invalidations cannot be scoped to one distribution in IAM (CDK’s BucketDeployment helper).',
        },
      );
    }
    return deployment;
  }
}
