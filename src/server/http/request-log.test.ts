import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest, PAGE_READ } from './request-log';

async function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    logController: new OneLinePerRequest(),
  });
  app.get('/api/thing', async () => ({ ok: true }));
  app.get('/api/broken', async () => {
    throw new Error('the database went away');
  });
  await app.ready();
  return { app, requestLines: () => lines.filter((line) => line.msg === 'request') };
}

describe('the request log', () => {
  it('writes one line per request, when the answer is out', async () => {
    const { app, requestLines } = await loggedApp();
    await app.inject('/api/thing?x=1');
    expect(requestLines()).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/thing?x=1', statusCode: 200 }),
    ]);
    await app.close();
  });

  it("leaves out a page's own reads unless they fail, and only with this process's mark", async () => {
    const { app, requestLines } = await loggedApp();
    const mark = { [PAGE_READ.header]: PAGE_READ.value };
    await app.inject({ url: '/api/thing', headers: mark });
    expect(requestLines()).toEqual([]);
    await app.inject({ url: '/api/broken', headers: mark });
    expect(requestLines()).toEqual([
      expect.objectContaining({ url: '/api/broken', statusCode: 500 }),
    ]);
    // a client guessing the mark still gets its line
    await app.inject({ url: '/api/thing', headers: { [PAGE_READ.header]: 'guessed' } });
    expect(requestLines()).toHaveLength(2);
    await app.close();
  });
});
