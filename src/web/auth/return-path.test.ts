import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it('returns to the backoffice page staff came from', () => {
    expect(returnPath('/admin')).toBe('/admin');
    expect(returnPath('/admin/produkte?seite=2')).toBe('/admin/produkte?seite=2');
  });

  it('goes to /admin for anything that is not a backoffice path', () => {
    for (const next of [
      null,
      '',
      'https://example.org/admin',
      '//example.org/admin',
      '/\\example.org',
      '/administrator',
      '/einkaufswagen',
      'javascript:alert(1)',
    ])
      expect(returnPath(next)).toBe('/admin');
  });
});
