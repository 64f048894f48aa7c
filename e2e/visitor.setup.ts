// Runs before the browser tests: a visitor with a stored cookie decision (see support/visitor.ts).
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { allSwitches, CONSENT_BANNER_VERSION, VISITOR_COOKIE } from '../src/domain/consent';
import { expect, test as setup } from './support/test';
import { DECIDED_VISITOR_STATE } from './support/visitor';

setup('a visitor who decided about cookies', async ({ request, baseURL }) => {
  const uuid = randomUUID();
  const response = await request.post('/api/consent', {
    data: {
      uuid,
      configuration: allSwitches(false),
      serviceData: {},
      bannerVersion: CONSENT_BANNER_VERSION,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { hostname } = new URL(baseURL ?? '');
  const cookie = { name: VISITOR_COOKIE, value: uuid, domain: hostname, path: '/', expires: -1 };
  await writeFile(
    DECIDED_VISITOR_STATE,
    JSON.stringify({
      cookies: [{ ...cookie, httpOnly: false, secure: false, sameSite: 'Lax' }],
      origins: [],
    }),
  );
});
