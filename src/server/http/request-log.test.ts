import Fastify, { type FastifyServerOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest, PAGE_READ } from './request-log';
import { lazyRequestLogger, RequestLogger } from './request-logger';

/** An app writing its log, one parsed line each, into `lines`; with the shop's logging by default. */
function appWithLog(options: FastifyServerOptions = { logController: new OneLinePerRequest() }) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    ...options,
  });
  return { app, lines };
}

async function loggedApp() {
  const { app, lines } = appWithLog();
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

describe("a request's own logger", () => {
  it('binds the request id into its own lines and the request line alike, made only when used', async () => {
    const { app, lines } = appWithLog({
      logController: new OneLinePerRequest(),
      childLoggerFactory: lazyRequestLogger,
    });
    const loggers: unknown[] = [];
    app.get('/quiet', async (request) => {
      loggers.push(request.log);
      return { ok: true };
    });
    app.get('/talking', async (request) => {
      request.log.warn({ sku: 'p-akazienhonig' }, 'Bestand knapp');
      request.log.child({ step: 'stock' }).info('nachgezählt');
      return { ok: true };
    });
    await app.ready();
    await app.inject('/quiet');
    await app.inject('/talking');
    expect(loggers[0]).toBeInstanceOf(RequestLogger);
    const [quiet, warned, counted, talking] = lines.filter((line) => line.reqId);
    expect(quiet).toMatchObject({ msg: 'request', url: '/quiet', statusCode: 200, level: 30 });
    expect(warned).toMatchObject({ msg: 'Bestand knapp', sku: 'p-akazienhonig', level: 40 });
    expect(counted).toMatchObject({ msg: 'nachgezählt', step: 'stock', reqId: warned?.reqId });
    expect(talking).toMatchObject({ msg: 'request', url: '/talking', reqId: warned?.reqId });
    expect(quiet?.reqId).not.toBe(warned?.reqId);
    // pino writes the bindings once: the id is not repeated in a line of the request's own
    expect(JSON.stringify(warned).match(/"reqId"/g)).toHaveLength(1);
    await app.close();
  });

  it("is a real child where a route sets its own level, and the route's level holds for its line", async () => {
    const { app, lines } = appWithLog({
      logController: new OneLinePerRequest(),
      childLoggerFactory: lazyRequestLogger,
    });
    app.get('/debug', { logLevel: 'debug' }, async (request) => {
      expect(request.log).not.toBeInstanceOf(RequestLogger);
      request.log.debug('fein');
      return { ok: true };
    });
    app.get('/quiet', { logLevel: 'warn' }, async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject('/debug')).statusCode).toBe(200);
    expect((await app.inject('/quiet')).statusCode).toBe(200);
    expect(lines.some((line) => line.msg === 'fein' && line.reqId)).toBe(true);
    expect(lines.filter((line) => line.msg === 'request').map((line) => line.url)).toEqual([
      '/debug',
    ]);
    await app.close();
  });
});
