import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import { createQueryClient, Providers } from '@/app/providers';
import { setConfig } from '@/config/runtime-config';

/**
 * Test harness. The network is mocked at the fetch boundary (the Stride API) and Amplify's auth
 * module is mocked where a test imports it (Cognito cannot run inside jsdom); everything between —
 * router, query cache, components — is the real app.
 */
export const API = 'http://api.test';

setConfig({
  region: 'eu-central-1',
  userPoolId: 'pool',
  userPoolClientId: 'client',
  authFlowType: 'USER_PASSWORD_AUTH',
  apiUrl: API,
  googleEnabled: false,
  remindersEnabled: true,
  redirectSignIn: 'http://localhost/auth/callback',
  redirectSignOut: 'http://localhost/signin',
  supportEmail: 'help@stride.test',
});

type Answer = { status?: number; body?: unknown };
/** A canned answer, or one made from the request (later, if it returns a promise: a slow server). */
type Reply = Answer | ((init: RequestInit & { url: string }) => Answer | Promise<Answer>);

/** Routes `METHOD /path` (path without query) to canned replies; records every call. */
export function mockApi(routes: Record<string, Reply>) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const key = `${method} ${url.pathname}`;
    calls.push({ method, path: url.pathname + url.search, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[key];
    if (!route) return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: `unmocked ${key}` } }), { status: 404 });
    const reply = typeof route === 'function' ? await route({ ...init, url: url.toString() }) : route;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

export function renderRoute(
  element: ReactElement,
  { path = '/', route = path, state }: { path?: string; route?: string; state?: unknown } = {},
) {
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const result = render(
    <MemoryRouter initialEntries={[{ pathname: route.split('?')[0], search: route.includes('?') ? `?${route.split('?')[1]}` : '', state }]}>
      <Providers queryClient={queryClient}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </Providers>
    </MemoryRouter>,
  );
  return { user, queryClient, ...result };
}

/**
 * Waits until the app shows `pathname`. react-router renders navigations in a transition, which React
 * may commit after other updates of the same event (a toast, say), so a navigation is waited for, never
 * read straight after the action that causes it.
 */
export async function expectLocation(pathname: string): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(pathname));
}
