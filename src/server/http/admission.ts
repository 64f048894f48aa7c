import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_READ } from './request-log';

export interface Admission {
  /**
   * `work` waits on something outside this process (the payment provider's API): while it does,
   * one more request may be at work, so a slow provider does not hold the shop's turns.
   */
  awayWhile<T>(work: Promise<T>): Promise<T>;
  /** Requests at work and waiting for their turn right now. */
  state(): { atWork: number; waiting: number; limit: number };
}

/** Where a request stands: waiting for its turn (with what admits it), at work, or done. */
type Turn = { admit: () => void } | 'at work' | 'given back';
const TURN = Symbol('turn');
type WithTurn = FastifyRequest & { [TURN]?: Turn };

/**
 * At most `limit` requests at work at once in this process; the others wait for their turn in
 * the order they came. A saturated event loop takes every ready callback in turn, so a checkout's
 * dozen database round trips each waited behind every page that had arrived meanwhile; with a
 * bounded number at work a request that has started finishes first, and no step of a customer's
 * journey waits for the sum of the others (docs/decisions/037-performance.md). Below the limit
 * nothing waits and nothing changes.
 *
 * A turn is taken once the request's body has arrived (a slow upload holds none) and given back
 * when its answer is handed over (a slow reader holds none), or when the client leaves or the
 * request times out. The API reads a page is rendered from belong to the page's turn.
 * `limit` 0 admits everything at once.
 */
export function registerAdmission(app: FastifyInstance, limit: number): Admission {
  let atWork = 0;
  let away = 0;
  const waiting: WithTurn[] = [];

  const free = () => atWork < limit + away;
  const admitNext = () => {
    while (waiting.length > 0 && free()) {
      const request = waiting.shift() as WithTurn;
      const turn = request[TURN];
      if (typeof turn !== 'object') continue;
      atWork += 1;
      request[TURN] = 'at work';
      turn.admit();
    }
  };
  const giveBack = (request: WithTurn) => {
    const turn = request[TURN];
    if (turn === undefined || turn === 'given back') return;
    request[TURN] = 'given back';
    // a client that left while waiting is dropped from the line; its request goes no further
    if (turn !== 'at work') waiting.splice(waiting.indexOf(request), 1);
    else atWork -= 1;
    admitNext();
  };

  if (limit > 0) {
    app.addHook('preHandler', (request: WithTurn, _reply, done) => {
      // a page's data read belongs to the page's turn; a request handed on to the not-found
      // handler (callNotFound) passes here again and keeps the turn it has
      if (request.headers[PAGE_READ.header] === PAGE_READ.value || request[TURN] !== undefined)
        return done();
      if (free() && waiting.length === 0) {
        atWork += 1;
        request[TURN] = 'at work';
        return done();
      }
      request[TURN] = { admit: () => done() };
      waiting.push(request);
    });
    app.addHook('onSend', (request: WithTurn, _reply, payload, done) => {
      giveBack(request);
      done(null, payload);
    });
    app.addHook('onResponse', (request: WithTurn, _reply, done) => {
      giveBack(request);
      done();
    });
    app.addHook('onRequestAbort', (request: WithTurn, done) => {
      giveBack(request);
      done();
    });
    app.addHook('onTimeout', (request: WithTurn, _reply, done) => {
      giveBack(request);
      done();
    });
  }

  return {
    async awayWhile(work) {
      away += 1;
      admitNext();
      try {
        return await work;
      } finally {
        away -= 1;
      }
    },
    state: () => ({ atWork, waiting: waiting.length, limit }),
  };
}
