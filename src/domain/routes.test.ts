import { describe, expect, it } from 'vitest';
import { isShopPath, paths } from './routes';

describe('a path of this shop', () => {
  it('is an absolute path on this host, never a relative one or another host', () => {
    for (const path of ['/', '/impressum', '/?kategorie=pflege', paths.product('p-wald honig')])
      expect(isShopPath(path), path).toBe(true);
    // "//host" and "/\host" lead browsers to another site
    for (const address of [
      '//fremd.example/x',
      '/\\fremd.example',
      'https://fremd.example/',
      'impressum',
      '?a=1',
      '',
    ])
      expect(isShopPath(address), address).toBe(false);
  });
});
