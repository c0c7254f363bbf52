import { Duration, RemovalPolicy, SecretValue, Stack, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  Mfa,
  OAuthScope,
  ProviderAttribute,
  UserPool,
  type UserPoolClient,
  UserPoolClientIdentityProvider,
  UserPoolEmail,
  type UserPoolDomain,
  UserPoolIdentityProviderGoogle,
  UserPoolOperation,
} from 'aws-cdk-lib/aws-cognito';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { AUTH_ROUTES, PASSWORD_POLICY } from '../contract';
import { ACCOUNT_MAIL_ENTRY, LINK_ACCOUNTS_ENTRY } from '../lambdas/functions';
import { StrideFunction } from './stride-function';

export interface AuthProps {
  domainPrefix?: string;
  google?: { clientId: string; clientSecretName: string };
  /** Send the pool's mail through SES from this verified address (and its Region). @default Cognito's mailer */
  ses?: { fromEmail: string; region?: string };
}

/** Cognito: the user pool (email sign-in), the web app client, the hosted domain and optional Google. */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly domain: UserPoolDomain;
  readonly hostedDomain: string;
  readonly googleEnabled: boolean;
  /** The custom message trigger that tells the old address of an email change (only with SES). */
  readonly accountMail?: StrideFunction;
  /** The pre sign-up trigger that keeps one account per person across Google and password sign-in. */
  readonly linkAccounts?: StrideFunction;
  private readonly google?: UserPoolIdentityProviderGoogle;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        fullname: { required: false, mutable: true },
      },
      passwordPolicy: { ...PASSWORD_POLICY, tempPasswordValidity: Duration.days(3) },
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { sms: false, otp: true },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      ...(props.ses && {
        email: UserPoolEmail.withSES({
          fromEmail: props.ses.fromEmail,
          fromName: 'Stride',
          sesRegion: props.ses.region ?? Stack.of(this).region,
        }),
      }),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason: 'MFA is optional by product decision: users can turn on TOTP; requiring it would block sign-up for most personal users.',
      },
      {
        id: 'AwsSolutions-COG3',
        reason:
          'Advanced security (threat protection) needs the Plus feature plan, a per-user cost this personal app does not carry by default.',
      },
      { id: 'AwsSolutions-COG8', reason: 'The Plus feature plan is a per-user cost; the Essentials plan covers what Stride uses.' },
      {
        id: 'AwsSolutions-COG1',
        reason:
          'At least 12 characters and no composition rules, as OWASP ASVS 4.0.3 V2.1.1/V2.1.9 and NIST SP 800-63B require: forced character types make passwords predictable, not stronger.',
      },
    );

    if (props.ses) this.accountMail = this.addAccountMail(props.ses);

    this.googleEnabled = !!props.google;
    if (props.google) {
      this.google = new UserPoolIdentityProviderGoogle(this, 'Google', {
        userPool: this.userPool,
        clientId: props.google.clientId,
        clientSecretValue: SecretValue.secretsManager(props.google.clientSecretName),
        scopes: ['openid', 'profile', 'email'],
        attributeMapping: {
          email: ProviderAttribute.GOOGLE_EMAIL,
          // Accounts are linked on a verified address only (lambdas/handlers/link-accounts.ts).
          emailVerified: ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
          givenName: ProviderAttribute.GOOGLE_GIVEN_NAME,
          familyName: ProviderAttribute.GOOGLE_FAMILY_NAME,
          fullname: ProviderAttribute.GOOGLE_NAME,
          profilePicture: ProviderAttribute.GOOGLE_PICTURE,
        },
      });
      this.linkAccounts = this.addAccountLinking();
    }

    const prefix = props.domainPrefix ?? `stride-${Stack.of(this).account}`;
    this.domain = this.userPool.addDomain('Domain', { cognitoDomain: { domainPrefix: prefix } });
    this.hostedDomain = `${prefix}.auth.${Stack.of(this).region}.amazoncognito.com`;
  }

  /**
   * lambdas/handlers/account-mail.ts as the pool's custom message trigger, sending through SES from the
   * configured address. It reads the user's current email with AdminGetUser; the pool's ARN cannot be
   * named here (the pool refers to the function, so the function's policy referring to the pool would be
   * a cycle), so the grant is a policy of its own (grantOnPool).
   */
  private addAccountMail(ses: { fromEmail: string; region?: string }): StrideFunction {
    const sesRegion = ses.region ?? Stack.of(this).region;
    const fn = new StrideFunction(this, 'AccountMail', {
      entry: ACCOUNT_MAIL_ENTRY,
      // Cognito waits 5 seconds for a trigger: https://docs.aws.amazon.com/cognito/latest/developerguide/cognito-user-pools-working-with-lambda-triggers.html
      timeout: Duration.seconds(5),
      memorySize: 256,
    }).sendsMailFrom({ fromEmail: ses.fromEmail, region: sesRegion });
    this.grantOnPool(fn, 'AccountMailPool', ['cognito-idp:AdminGetUser']);
    this.userPool.addTrigger(UserPoolOperation.CUSTOM_MESSAGE, fn);
    return fn;
  }

  /**
   * lambdas/handlers/link-accounts.ts as the pool's pre sign-up trigger: a Google sign-in with the
   * verified email of a password account is linked to it, and a password sign-up with a Google
   * account's email is refused. Its two actions are granted on this pool alone (grantOnPool).
   */
  private addAccountLinking(): StrideFunction {
    const fn = new StrideFunction(this, 'LinkAccounts', {
      entry: LINK_ACCOUNTS_ENTRY,
      timeout: Duration.seconds(5),
      memorySize: 256,
    });
    this.grantOnPool(fn, 'LinkAccountsPool', ['cognito-idp:ListUsers', 'cognito-idp:AdminLinkProviderForUser']);
    this.userPool.addTrigger(UserPoolOperation.PRE_SIGN_UP, fn);
    return fn;
  }

  /**
   * A trigger's actions on this pool alone. The pool names the trigger, so a grant in the function's
   * own policy (which the function waits for) naming the pool would be a cycle; a policy of its own,
   * attached to the role after both exist, is not.
   */
  private grantOnPool(fn: StrideFunction, id: string, actions: string[]): void {
    new Policy(this, id, { roles: [fn.role!], statements: [new PolicyStatement({ actions, resources: [this.userPool.userPoolArn] })] });
  }

  /**
   * The web app's client (no secret; SRP sign-in and refresh only — never the plain-password flow, which
   * sends the password itself; OAuth code grant), once the web origins are known: they are its callback
   * and sign-out targets.
   */
  addWebClient(webOrigins: string[]): UserPoolClient {
    const providers = [UserPoolClientIdentityProvider.COGNITO, ...(this.google ? [UserPoolClientIdentityProvider.GOOGLE] : [])];
    const client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      supportedIdentityProviders: providers,
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [OAuthScope.OPENID, OAuthScope.PROFILE, OAuthScope.EMAIL],
        callbackUrls: webOrigins.map((o) => `${o}${AUTH_ROUTES.callback}`),
        logoutUrls: webOrigins.map((o) => `${o}${AUTH_ROUTES.signOut}`),
      },
      // What a signed-in user may change about themselves with their own token: never the email, which
      // the API changes after a recent sign-in (lambdas/app/account/security.ts). Cognito needs every
      // attribute mapped from an identity provider writable by the client that signs its users in, so
      // with Google on, the Google-mapped email stays writable (docs/decisions/032).
      writeAttributes: new ClientAttributes().withStandardAttributes({
        fullname: true,
        givenName: true,
        familyName: true,
        ...(this.google && { email: true, emailVerified: true, profilePicture: true }),
      }),
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
    if (this.google) client.node.addDependency(this.google);
    return client;
  }
}
