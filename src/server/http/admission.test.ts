import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../checkout/payment-provider';
import { callsAway } from '../payments/calls-away';
import { type Admission, registerAdmission } from './admission';
import { PAGE_READ } from './request-log';

/** A gate a handler waits at until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

interface Shop {
  app: FastifyInstance;
  admission: Admission;
  /** Names of the requests whose handler has started, in order. */
  started: string[];
  gates: Map<string, ReturnType<typeof gate>>;
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function shop(limit: number): Promise<Shop> {
  app = Fastify();
  const admission = registerAdmission(app, limit);
  const started: string[] = [];
  const gates = new Map<string, ReturnType<typeof gate>>();
  app.get<{ Params: { name: string } }>('/work/:name', async (request) => {
    const { name } = request.params;
    started.push(name);
    const waitFor = gate();
    gates.set(name, waitFor);
    await waitFor.opened;
    return { name };
  });
  app.get('/handed-on', async (_request, reply) => reply.callNotFound());
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'not found' }));
  app.post('/upload', async (request) => ({ got: (request.body as { n: number }).n }));
  app.get('/page', async () => {
    // a page's data read, as pages.ts makes it: part of the page's turn
    const read = await app?.inject({
      url: '/work/page-read',
      headers: { [PAGE_READ.header]: PAGE_READ.value },
    });
    return read?.json();
  });
  await app.ready();
  return { app, admission, started, gates };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('requests at work', () => {
  it('works on at most the limit at once and lets the others in the order they came', async () => {
    const { app, admission, started, gates } = await shop(2);
    const answers = ['a', 'b', 'c', 'd'].map((name) => app.inject({ url: `/work/${name}` }));
    await until(() => started.length === 2);
    expect(started).toEqual(['a', 'b']);
    expect(admission.state()).toEqual({ atWork: 2, waiting: 2, limit: 2 });

    gates.get('b')?.open();
    await until(() => started.length === 3);
    expect(started).toEqual(['a', 'b', 'c']);
    gates.get('a')?.open();
    await until(() => started.length === 4);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    gates.get('c')?.open();
    gates.get('d')?.open();

    const bodies = (await Promise.all(answers)).map((answer) => answer.json().name);
    expect(bodies).toEqual(['a', 'b', 'c', 'd']);
    expect(admission.state()).toEqual({ atWork: 0, waiting: 0, limit: 2 });
  });

  it('lets a page read its data within the page’s own turn', async () => {
    const { app, admission, gates, started } = await shop(1);
    const page = app.inject({ url: '/page' });
    await until(() => started.includes('page-read'));
    expect(admission.state()).toEqual({ atWork: 1, waiting: 0, limit: 1 });
    gates.get('page-read')?.open();
    expect((await page).json()).toEqual({ name: 'page-read' });
    expect(admission.state().atWork).toBe(0);
  });

  it('counts a wait on the payment provider as away: another request works meanwhile', async () => {
    const { app, admission, started, gates } = await shop(1);
    const stripe = gate();
    const provider = callsAway(
      {
        name: 'stripe',
        sessionLifetimeMs: 1,
        namesBuyerOfCoursesAlone: true,
        createSession: async () => {
          await stripe.opened;
          return { sessionId: 'cs_1', url: 'https://checkout.stripe.com/c/cs_1' };
        },
      } as unknown as PaymentProvider,
      admission,
    );
    const first = app.inject({ url: '/work/first' });
    await until(() => started.length === 1);
    const second = app.inject({ url: '/work/second' });
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toEqual(['first']);

    // the first request now waits on Stripe's API
    const session = provider.createSession({} as never);
    await until(() => started.length === 2);
    expect(admission.state()).toEqual({ atWork: 2, waiting: 0, limit: 1 });

    stripe.open();
    await expect(session).resolves.toMatchObject({ sessionId: 'cs_1' });
    gates.get('first')?.open();
    gates.get('second')?.open();
    await Promise.all([first, second]);
    expect(admission.state()).toEqual({ atWork: 0, waiting: 0, limit: 1 });
  });

  it('takes a turn only once the body is in: a slow upload holds none', async () => {
    const { app, started, gates } = await shop(1);
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const upload = httpRequest({
      host: '127.0.0.1',
      port,
      path: '/upload',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '8' },
    });
    upload.write('{"n":');
    await new Promise((r) => setTimeout(r, 20));
    // the upload is still coming: a page request gets the turn
    const page = fetch(`${origin}/work/meanwhile`);
    await until(() => started.includes('meanwhile'));
    gates.get('meanwhile')?.open();
    expect(await (await page).json()).toEqual({ name: 'meanwhile' });
    upload.end('42}');
    const [response] = (await once(upload, 'response')) as [NodeJS.ReadableStream];
    let body = '';
    for await (const chunk of response) body += chunk;
    expect(JSON.parse(body)).toEqual({ got: 42 });
  });

  it('drops a client that left while waiting, and its turn goes to the next', async () => {
    const { app, admission, started, gates } = await shop(1);
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const first = fetch(`${origin}/work/first`);
    await until(() => started.length === 1);
    const leaving = new AbortController();
    fetch(`${origin}/work/leaves`, { signal: leaving.signal }).catch(() => undefined);
    await until(() => admission.state().waiting === 1);
    leaving.abort();
    await until(() => admission.state().waiting === 0);
    const third = fetch(`${origin}/work/third`);
    await until(() => admission.state().waiting === 1);
    gates.get('first')?.open();
    await first;
    await until(() => started.length === 2);
    expect(started).toEqual(['first', 'third']);
    gates.get('third')?.open();
    await third;
    expect(admission.state()).toEqual({ atWork: 0, waiting: 0, limit: 1 });
  });

  it('keeps one turn for a request handed on to the not-found handler', async () => {
    const { app, admission } = await shop(1);
    for (let i = 0; i < 3; i++)
      expect((await app.inject({ url: '/handed-on' })).statusCode).toBe(404);
    expect(admission.state()).toEqual({ atWork: 0, waiting: 0, limit: 1 });
  });

  it('admits everything at once with a limit of 0', async () => {
    const { app, started, gates } = await shop(0);
    const answers = ['a', 'b', 'c'].map((name) => app.inject({ url: `/work/${name}` }));
    await until(() => started.length === 3);
    for (const name of ['a', 'b', 'c']) gates.get(name)?.open();
    expect((await Promise.all(answers)).map((answer) => answer.statusCode)).toEqual([
      200, 200, 200,
    ]);
  });
});
