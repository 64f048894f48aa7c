import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The browser state of a visitor who has decided about cookies once (e2e/visitor.setup.ts): the
 * shop's other tests run as that visitor, so the consent dialog does not stand in their way.
 */
export const DECIDED_VISITOR_STATE = join(
  tmpdir(),
  `hofladen-e2e-visitor-${process.env.E2E_PORT ?? 3100}.json`,
);
