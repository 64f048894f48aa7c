import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { computeSecurityHeaders, registerSecurityHeaders } from './security-headers';

describe('security headers', () => {
  it('computes helmet headers once with a real CSP', () => {
    const headers = computeSecurityHeaders({ contentSecurityPolicy: { useDefaults: true } });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('puts the CSP on documents and no-sniff on every API response', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, true);
    app.get('/', async () => 'page');
    app.get('/api/thing', async () => ({ ok: true }));
    const page = await app.inject('/');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(page.headers['strict-transport-security']).toBeDefined();
    const api = await app.inject('/api/thing');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBeUndefined();
    await app.close();
  });

  it('lets a page run the inline scripts it is given, by hash, and no other', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, false, ['sha256-c3RhcnRlcg==']);
    app.get('/', async () => 'page');
    const csp = (await app.inject('/')).headers['content-security-policy'];
    expect(csp).toMatch(/(^|;)script-src 'self' 'sha256-c3RhcnRlcg==';/);
    await app.close();
  });

  it('gives HTML documents under /api/ (the receipt) the document headers', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, false);
    app.get('/api/receipt', { config: { document: true } }, async () => '<p>Quittung</p>');
    const receipt = await app.inject('/api/receipt');
    expect(receipt.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(receipt.headers['x-frame-options']).toBe('DENY');
    await app.close();
  });
});
