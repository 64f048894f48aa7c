import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession, staffRequest, stopRefresh } from './staff-request';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const unauthorized = () =>
  json(401, { error: { code: 'UNAUTHORIZED', message: 'Bitte anmelden.' } });
const lifetimes = { token_type: 'Bearer', expires_in: 300, refresh_expires_in: 43_200 };

let fetchMock: ReturnType<typeof vi.fn>;
const assign = vi.fn();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path).length;

/** The server as the browser sees it: userinfo answers 401 until a refresh has happened. */
function serverWith(refresh: () => Response | Promise<Response>) {
  let renewed = false;
  fetchMock = vi.fn(async (path: string) => {
    if (path === '/api/auth/refresh') {
      const answer = await refresh();
      renewed ||= answer.ok;
      return answer;
    }
    return renewed ? json(200, { given_name: 'Greta' }) : unauthorized();
  });
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  assign.mockReset();
  vi.stubGlobal('location', { pathname: '/admin/produkte', search: '?seite=2', assign });
  // Node has no Web Locks; browsers without them refresh unguarded as well
  vi.stubGlobal('navigator', {});
});

afterEach(() => {
  stopRefresh();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('staffRequest', () => {
  it('sends the CSRF header and the cookies', async () => {
    serverWith(() => json(200, lifetimes));
    await staffRequest('/api/auth/userinfo', { method: 'POST' });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toMatchObject({ 'x-requested-with': 'hofladen' });
  });

  it('lets parallel 401s share one refresh and retries each call once', async () => {
    serverWith(() => json(200, lifetimes));
    const answers = await Promise.all([
      staffRequest('/api/auth/userinfo', { method: 'POST' }),
      staffRequest('/api/auth/userinfo', { method: 'POST' }),
    ]);
    expect(answers).toEqual([{ given_name: 'Greta' }, { given_name: 'Greta' }]);
    expect(calls('/api/auth/refresh')).toBe(1);
    expect(calls('/api/auth/userinfo')).toBe(4);
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends staff to the login page, and back afterwards, when the refresh is refused', async () => {
    serverWith(unauthorized);
    const request = staffRequest('/api/auth/userinfo', { method: 'POST' }).then(
      () => 'settled',
      () => 'settled',
    );
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/auth/login?next=%2Fadmin%2Fprodukte%3Fseite%3D2'),
    );
    // the page is being left: no error flashes up meanwhile. Whatever follows the redirect runs
    // in the same turn of the event loop, so one more turn shows whether the call settles.
    const outcome = await Promise.race([
      request,
      new Promise((resolve) => setImmediate(resolve, 'still waiting')),
    ]);
    expect(outcome).toBe('still waiting');
  });

  it('keeps staff signed in when only the network failed', async () => {
    serverWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(staffRequest('/api/auth/userinfo', { method: 'POST' })).rejects.toMatchObject({
      code: 'NETWORK',
    });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('refreshSession', () => {
  it('renews again at 80 % of the access token life', async () => {
    vi.useFakeTimers();
    serverWith(() => json(200, lifetimes));
    await refreshSession();
    await vi.advanceTimersByTimeAsync(239_000);
    expect(calls('/api/auth/refresh')).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls('/api/auth/refresh')).toBe(2);
  });
});
