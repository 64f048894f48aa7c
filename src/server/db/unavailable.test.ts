import { describe, expect, it } from 'vitest';
import { describeUnavailable, isDatabaseUnavailable } from './unavailable';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
// how Drizzle wraps a driver's error: the query and its values in the message, the cause inside
const drizzleWrapped = (cause: Error) =>
  new Error('Failed query: select * from buyers where email = $1\nparams: anna@example.org', {
    cause,
  });

describe('a database out of reach', () => {
  it('is told from connection failures, also wrapped by Drizzle', () => {
    expect(
      isDatabaseUnavailable(coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(drizzleWrapped(coded('terminating connection', '57P01')))).toBe(
      true,
    );
    expect(
      isDatabaseUnavailable(new AggregateError([coded('', 'ECONNREFUSED')], 'connect failed')),
    ).toBe(true);
  });

  it('is not a wrong query, a broken rule or a wrong password', () => {
    expect(isDatabaseUnavailable(drizzleWrapped(coded('syntax error', '42601')))).toBe(false);
    expect(isDatabaseUnavailable(coded('duplicate key value', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(coded('password authentication failed', '28P01'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('is described in one line without the query or its values', () => {
    const line = describeUnavailable(drizzleWrapped(coded('terminating connection', '57P01')));
    expect(line).toBe('57P01 terminating connection');
  });
});
