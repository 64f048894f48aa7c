import { describe, expect, it } from 'vitest';
import { addressForTool } from './announced-address';

describe('the address a tool prints', () => {
  const configured = 'http://localhost:3000';
  it('is where the shop last ran when the tool was given no address', () => {
    expect(addressForTool({}, configured, 'http://localhost:3501')).toBe('http://localhost:3501');
    expect(addressForTool({ PORT: ' ' }, configured, 'http://localhost:3501')).toBe(
      'http://localhost:3501',
    );
    expect(addressForTool({}, configured, null)).toBe(configured);
  });

  it('follows PUBLIC_URL or PORT when the user gave either', () => {
    expect(addressForTool({ PORT: '3000' }, configured, 'http://localhost:3501')).toBe(configured);
    expect(
      addressForTool({ PUBLIC_URL: 'https://a.example' }, 'https://a.example', 'http://x'),
    ).toBe('https://a.example');
  });
});
