/**
 * cognito-local, assembled in-process so its known gaps (listed below) can be closed where they are:
 * - mail (sign-up confirmation, password reset, attribute verification) goes to the outbox;
 * - the ID token carries given_name / family_name / name (an in-process PreTokenGeneration trigger);
 * - ConfirmSignUp marks the email verified (an in-process PostConfirmation trigger);
 * - an email change tells the old address (Stride's custom message trigger, with the outbox as mailer);
 * - Amplify 6's GetTokensFromRefreshToken is answered as InitiateAuth REFRESH_TOKEN_AUTH;
 * - GlobalSignOut and AdminUserGlobalSignOut (missing from cognito-local) revoke the user's refresh
 *   tokens, as Cognito does: every other session ends at its next refresh;
 * - UpdateUserAttributes writes only what the app client's WriteAttributes allow, as Cognito does;
 * - AdminUpdateUserAttributes keeps the old email until the new one is verified (as UpdateUserAttributes
 *   does here, and Cognito with keepOriginal), and AdminSetUserMFAPreference (missing) exists.
 * cognito-local keeps passwords in plain text in its data folder: local use only.
 */
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { loadConfig } from 'cognito-local/lib/server/config';
import { createServer } from 'cognito-local/lib/server/server';
import { Router } from 'cognito-local/lib/server/Router';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import {
  UserPoolServiceFactoryImpl,
  attributeValue,
  attributesAppend,
  hasUnverifiedContactAttributes,
  splitImmediateAndDelayedAttributes,
  validatePermittedAttributeChanges,
} from 'cognito-local/lib/services/userPoolService';
import { USER_POOL_AWS_DEFAULTS } from 'cognito-local/lib/services/cognitoService';
import { selectAppropriateDeliveryMethod } from 'cognito-local/lib/services/messageDelivery/deliveryMethod';
import { DateClock, LambdaService, MessagesService, TriggersService } from 'cognito-local/lib/services';
import type { Triggers } from 'cognito-local/lib/services/triggers';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import { CryptoService } from 'cognito-local/lib/services/crypto';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { otp } from 'cognito-local/lib/services/otp';
import { InvalidParameterError, NotAuthorizedError, UserNotFoundError } from 'cognito-local/lib/errors';
import { createVerify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { accountMailHandler } from '../lambdas/handlers/account-mail';
import type { Outbox } from './outbox';

// cognito-local's own logger package (pino 7), resolved from cognito-local rather than hoisting.
const pino = createRequire(require.resolve('cognito-local/package.json'))('pino') as (options: object) => unknown;

/** The claims of an access token cognito-local signed (checked against its public key), or NotAuthorized. */
function verifiedAccessToken(token: string): Record<string, unknown> {
  const key = (JSON.parse(readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.public.json'), 'utf8')) as { pem: string }).pem;
  const [header, payload, signature] = token.split('.');
  const valid = !!signature && createVerify('RSA-SHA256').update(`${header}.${payload}`).verify(key, Buffer.from(signature, 'base64url'));
  const claims = valid ? (JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>) : {};
  if (!valid || claims.token_use !== 'access' || Number(claims.exp) * 1000 < Date.now()) throw new NotAuthorizedError();
  return claims;
}

export interface CognitoOptions {
  port: number;
  host: string;
  dataDir: string;
  outbox: Outbox;
  /** The web app's address, for links in mail. */
  appUrl?: string;
  /**
   * The only browser origins answered (the web app's); a request with any other Origin is refused, so a
   * page the developer visits cannot call the admin API (ListUsers, AdminSetUserPassword). Requests
   * with no Origin — the SDK in the API, the admin CLI — are not browsers and are answered.
   */
  allowedOrigins?: readonly string[];
  /** Log every request (noisy); errors are logged either way. */
  verbose?: boolean;
}

export interface RunningCognito {
  url: string;
  server: Server;
  stop(): Promise<void>;
}

type Attributes = { Name: string; Value?: string }[];

function nameClaims(attributes: Attributes): Record<string, string> {
  const given = attributeValue('given_name', attributes);
  const family = attributeValue('family_name', attributes);
  const name = attributeValue('name', attributes) ?? ([given, family].filter(Boolean).join(' ') || undefined);
  return Object.fromEntries(
    Object.entries({ given_name: given, family_name: family, name, picture: attributeValue('picture', attributes) }).filter(([, v]) => v),
  ) as Record<string, string>;
}

export async function startCognito(options: CognitoOptions): Promise<RunningCognito> {
  const configDirectory = join(options.dataDir, 'cognito');
  const dataDirectory = join(configDirectory, 'db');
  mkdirSync(dataDirectory, { recursive: true });
  // cognito-local's services take its pino logger; its types are not ours to import.
  const logger = pino({ level: options.verbose ? 'debug' : 'error' }) as never;
  const ctx = { logger };
  const url = `http://${options.host}:${options.port}`;

  const loaded = await loadConfig(ctx, new StormDBDataStoreFactory(configDirectory));
  const config = {
    ...loaded,
    TokenConfig: { IssuerDomain: url },
    ServerConfig: { port: options.port, hostname: options.host, development: false, https: false as const },
  };
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognito = await new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);

  const lambdaTriggers = new TriggersService(
    clock,
    cognito,
    // No Lambda triggers are configured; the ones Stride needs are answered in-process below.
    new LambdaService(config.TriggerFunctions, {} as never),
    new CryptoService(config.KMSConfig),
  );
  const accountMail = accountMailHandler({
    currentEmail: async (userPoolId, userName) => {
      const user = await (await cognito.getUserPool(ctx, userPoolId)).getUserByUsername(ctx, userName);
      return user ? attributeValue('email', user.Attributes) : undefined;
    },
    send: async (mail) => options.outbox.send(mail),
    appUrl: options.appUrl,
  });
  const triggers: Triggers = Object.assign(Object.create(lambdaTriggers) as Triggers, {
    enabled: (trigger: string) =>
      ['PreTokenGeneration', 'PostConfirmation', 'CustomMessage'].includes(trigger) || lambdaTriggers.enabled(trigger as never),
    // cognito-local hands the trigger Cognito's event fields; the answer keeps Cognito's own message.
    customMessage: async (_ctx: unknown, event: { source: string; userPoolId: string; username: string; userAttributes: Attributes }) => {
      await accountMail({
        triggerSource: event.source,
        userPoolId: event.userPoolId,
        userName: event.username,
        request: { userAttributes: Object.fromEntries(event.userAttributes.map((a) => [a.Name, a.Value])) },
        response: {},
      });
      return {};
    },
    preTokenGeneration: async (_ctx: unknown, event: { userAttributes: Attributes }) => ({
      claimsOverrideDetails: { claimsToAddOrOverride: nameClaims(event.userAttributes) },
    }),
    postConfirmation: async (c: typeof ctx, event: { userPoolId: string; username: string }) => {
      const pool = await cognito.getUserPool(c, event.userPoolId);
      const user = await pool.getUserByUsername(c, event.username);
      if (!user) return;
      const rest = user.Attributes.filter((a) => a.Name !== 'email_verified');
      await pool.saveUser(c, { ...user, Attributes: [...rest, { Name: 'email_verified', Value: 'true' }] });
    },
  });

  const services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(
      triggers,
      new MessageDeliveryService({
        sendEmail: async (_c, _user, destination, message) => options.outbox.deliver(destination, message),
        sendSms: async (_c, _user, destination, message) => options.outbox.deliver(destination, message),
      }),
    ),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const route = Router(services as never);
  const router = (target: string) => {
    if (target === 'GetTokensFromRefreshToken') {
      const initiateAuth = route('InitiateAuth');
      return async (c: typeof ctx, req: { ClientId: string; RefreshToken: string }) => {
        const result = (await initiateAuth(
          c as never,
          {
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            ClientId: req.ClientId,
            AuthParameters: { REFRESH_TOKEN: req.RefreshToken },
          } as never,
        )) as { AuthenticationResult?: Record<string, unknown> };
        return { AuthenticationResult: { ...result.AuthenticationResult, RefreshToken: req.RefreshToken } };
      };
    }
    const revokeRefreshTokens = async (c: typeof ctx, userPoolId: string, username: string) => {
      const userPool = await services.cognito.getUserPool(c as never, userPoolId);
      const user = await userPool.getUserByUsername(c as never, username);
      if (!user) throw new UserNotFoundError('User does not exist.');
      await userPool.saveUser(c as never, { ...user, RefreshTokens: [] });
      return {};
    };
    if (target === 'AdminUserGlobalSignOut') {
      return (c: typeof ctx, req: { UserPoolId: string; Username: string }) => revokeRefreshTokens(c, req.UserPoolId, req.Username);
    }
    if (target === 'GlobalSignOut') {
      return (c: typeof ctx, req: { AccessToken: string }) => {
        const claims = verifiedAccessToken(req.AccessToken);
        return revokeRefreshTokens(c, String(claims.iss).split('/').pop()!, String(claims.username));
      };
    }
    if (target === 'UpdateUserAttributes') {
      const update = route('UpdateUserAttributes');
      return async (c: typeof ctx, req: { AccessToken: string; UserAttributes: Attributes }) => {
        const claims = verifiedAccessToken(req.AccessToken);
        const client = await services.cognito.getAppClient(c as never, String(claims.client_id));
        const writable = client?.WriteAttributes;
        const refused = writable && req.UserAttributes.find((a) => !writable.includes(a.Name));
        // Cognito's answer to a client writing what it may not.
        if (refused) throw new NotAuthorizedError('A client attempted to write unauthorized attribute');
        return update(c as never, req as never);
      };
    }
    if (target === 'AdminUpdateUserAttributes') {
      return async (c: typeof ctx, req: { UserPoolId: string; Username: string; UserAttributes: Attributes; ClientMetadata?: object }) => {
        const pool = await services.cognito.getUserPool(c as never, req.UserPoolId);
        const user = await pool.getUserByUsername(c as never, req.Username);
        if (!user) throw new UserNotFoundError('User does not exist.');
        const changes = validatePermittedAttributeChanges(
          req.UserAttributes as never,
          pool.options.SchemaAttributes ?? USER_POOL_AWS_DEFAULTS.SchemaAttributes ?? [],
        );
        const [now, later] = splitImmediateAndDelayedAttributes(
          changes,
          pool.options.UserAttributeUpdateSettings?.AttributesRequireVerificationBeforeUpdate,
        );
        const updated = {
          ...user,
          Attributes: attributesAppend(user.Attributes, ...now),
          UserLastModifiedDate: clock.get(),
          UnverifiedAttributeChanges: later.length ? later : undefined,
        };
        if (!hasUnverifiedContactAttributes([...now, ...later])) {
          await pool.saveUser(c as never, updated);
          return {};
        }
        const code = otp();
        await pool.saveUser(c as never, { ...updated, AttributeVerificationCode: code });
        const delivery = selectAppropriateDeliveryMethod(pool.options.AutoVerifiedAttributes ?? [], updated);
        if (delivery) {
          await services.messages.deliver(
            c as never,
            'UpdateUserAttribute',
            null,
            req.UserPoolId,
            updated,
            code,
            req.ClientMetadata as never,
            delivery,
          );
        }
        return {};
      };
    }
    if (target === 'AdminSetUserMFAPreference') {
      return async (
        c: typeof ctx,
        req: { UserPoolId: string; Username: string; SoftwareTokenMfaSettings?: { Enabled?: boolean; PreferredMfa?: boolean } },
      ) => {
        const pool = await services.cognito.getUserPool(c as never, req.UserPoolId);
        const user = await pool.getUserByUsername(c as never, req.Username);
        if (!user) throw new UserNotFoundError('User does not exist.');
        const totp = req.SoftwareTokenMfaSettings;
        if (totp?.Enabled && !user.SoftwareTokenMfaConfiguration?.Verified) {
          throw new InvalidParameterError('User has not verified software token mfa');
        }
        const methods = new Set(user.UserMFASettingList ?? []);
        if (totp?.Enabled) methods.add('SOFTWARE_TOKEN_MFA');
        else if (totp) methods.delete('SOFTWARE_TOKEN_MFA');
        await pool.saveUser(c as never, {
          ...user,
          UserMFASettingList: [...methods],
          PreferredMfaSetting: totp?.Enabled && totp.PreferredMfa ? 'SOFTWARE_TOKEN_MFA' : undefined,
        });
        return {};
      };
    }
    return route(target as never);
  };

  const server = (await createServer(router as never, logger, config.ServerConfig, services as never).start()) as Server;
  if (options.allowedOrigins) answerOnly(server, options.allowedOrigins);
  return {
    url,
    server,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Puts an Origin check in front of the server's own request handling (see CognitoOptions.allowedOrigins). */
function answerOnly(server: Server, origins: readonly string[]): void {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const origin = req.headers.origin;
    if (origin !== undefined && !origins.includes(origin)) {
      res.writeHead(403, { 'Content-Type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify({ __type: 'AccessDeniedException', message: `The local user pool answers only the web app, not ${origin}.` }));
      return;
    }
    for (const handle of handlers) handle.call(server, req, res);
  });
}
