/**
 * The local stand-in for API Gateway + its Cognito authorizer + Lambda: it matches requests against
 * the one route table, verifies the ID token (standing in for the authorizer), builds the same REST
 * proxy event API Gateway would, and calls the same handler modules the stack deploys.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { Fetcher } from 'aws-jwt-verify/https';
import { corsHeaders, matchRoute, type RouteGroup } from '../contract';
import { proxyEvent } from './proxy-event';
import { ROUTE_GROUPS } from '../lambdas/functions';

export interface GatewayOptions {
  host: string;
  port: number;
  /** Token issuer (cognito-local URL + pool id) and the app client the token must be for. */
  issuer: string;
  clientId: string;
  /** Web origins allowed by CORS. */
  allowedOrigins: string[];
  /** Log each request. */
  log?: (line: string) => void;
}

export interface RunningGateway {
  url: string;
  server: Server;
  stop(): Promise<void>;
}

type Handler = (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;

/** aws-jwt-verify's default fetcher refuses http:, which is all cognito-local speaks. */
const httpFetcher: Fetcher = {
  async fetch(uri: string) {
    const response = await fetch(uri);
    if (!response.ok) throw new Error(`JWKS request failed: HTTP ${response.status}`);
    return response.arrayBuffer();
  },
};

// As Lambda: a synchronous request carries at most 6 MB (the import route takes files up to 5 MB).
const MAX_BODY = 6 * 1024 * 1024;
const ROOT = join(__dirname, '..');

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(Object.assign(new Error('Request body too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(chunks.length ? Buffer.concat(chunks).toString('utf8') : null));
    req.on('error', reject);
  });
}

/** Cognito's longest ID-token validity (one day), and the clock difference tolerated. */
const MAX_TOKEN_AGE_SECONDS = 24 * 60 * 60;
const CLOCK_SKEW_SECONDS = 5 * 60;

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const verifier = JwtRsaVerifier.create(
    {
      issuer: options.issuer,
      audience: options.clientId,
      jwksUri: `${options.issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'id') throw new Error('Not an ID token');
        // An expiry and an issue time are required, not merely checked when present, and no token is
        // older than the longest an ID token can live in Cognito (a day), whatever its expiry says.
        const now = Date.now() / 1000;
        if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number') throw new Error('A token needs exp and iat');
        if (payload.iat > now + CLOCK_SKEW_SECONDS || now - payload.iat > MAX_TOKEN_AGE_SECONDS) throw new Error('Token too old');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
  );
  // Handler modules are loaded on first use, after the caller has set their environment.
  const handlers = new Map<RouteGroup, Handler>();
  const handlerFor = (group: RouteGroup): Handler => {
    let handler = handlers.get(group);
    if (!handler) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      handler = (require(join(ROOT, ROUTE_GROUPS[group].entry)) as { handler: Handler }).handler;
      handlers.set(group, handler);
    }
    return handler;
  };

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const started = Date.now();
    const origin = req.headers.origin;
    const cors = corsHeaders(origin, options.allowedOrigins, { preflight: req.method === 'OPTIONS' });
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { ...headers, ...cors });
      res.end(body);
      options.log?.(`${req.method} ${req.url} → ${status} (${Date.now() - started} ms)`);
    };
    const error = (status: number, code: string, message: string) =>
      send(status, JSON.stringify({ error: { code, message } }), { 'Content-Type': 'application/json' });

    try {
      const url = new URL(req.url ?? '/', 'http://gateway');
      const method = (req.method ?? 'GET').toUpperCase();
      if (method === 'OPTIONS') return send(204, '');
      const found = matchRoute(method, url.pathname);
      if (!found) return error(404, 'NOT_FOUND', `No route for ${method} ${url.pathname}`);

      // A public route has no authorizer, deployed or here: no token is read, and no claims are passed on.
      let claims: Record<string, string> | undefined;
      if (found.route.auth === 'user') {
        const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
        try {
          if (!token) throw new Error('missing');
          const payload = await verifier.verify(token);
          // API Gateway's Cognito authorizer hands claims to Lambda as strings.
          claims = Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
        } catch {
          return error(401, 'UNAUTHORIZED', 'Your session has expired or is not valid. Please sign in again.');
        }
      }

      const body = await readBody(req);
      const headers: Record<string, string> = {};
      const multiValueHeaders: Record<string, string[]> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        headers[name] = Array.isArray(value) ? value.join(',') : value;
        multiValueHeaders[name] = Array.isArray(value) ? value : [value];
      }
      const event = proxyEvent({
        method,
        path: url.pathname,
        headers,
        multiValueHeaders,
        query: Object.fromEntries(url.searchParams),
        body,
        ...(claims && { claims }),
      })!;
      const result = await handlerFor(found.route.group)(event);
      const responseHeaders = Object.fromEntries(
        Object.entries(result.headers ?? {}).filter(([name]) => !name.toLowerCase().startsWith('access-control-')),
      ) as Record<string, string>;
      send(result.statusCode, result.body ?? '', responseHeaders);
    } catch (e) {
      const status = (e as { status?: number }).status;
      if (status === 413) return error(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
      console.error('Gateway error:', e);
      error(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    url: `http://${options.host}:${options.port}`,
    server,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
