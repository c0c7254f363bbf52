import { describe, expect, it, vi } from 'vitest';
import { aGoal } from '@/test/fixtures';
import { API, mockApi } from '@/test/render';
import { api, ApiError } from './api';

describe('the API client', () => {
  it('calls a named route with its method, path, query and token, and answers the body', async () => {
    const { fetchMock } = mockApi({ 'GET /history': { body: { items: [] } } });
    await expect(api('history.list', { query: { goalId: 'g 1', cursor: undefined } })).resolves.toEqual({ items: [] });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`${API}/history?goalId=g+1`);
    expect(init).toMatchObject({ method: 'GET', headers: { Authorization: 'id-token' } });
  });

  it('refuses an answer that is not its route’s shape, instead of rendering it', async () => {
    mockApi({ 'GET /goals': { body: { goals: [{ id: 'g1', title: 'No status, no progress' }] } } });
    const error = await api('goals.list').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Stride answered in a way this page does not understand. Reload the page and try again.');
  });

  it('refuses a proxy’s HTML page answered with 200', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Gateway</html>', { status: 200 })),
    );
    await expect(api('me.get')).rejects.toBeInstanceOf(ApiError);
  });

  it('accepts a complete answer with fields it does not know yet (the contract only adds fields)', async () => {
    mockApi({ 'GET /goals/g1': { body: { goal: { ...aGoal(), archivedAt: '2027-01-01' } } } });
    await expect(api('goals.get', { params: { goalId: 'g1' } })).resolves.toMatchObject({ goal: { id: 'g1' } });
  });
});
