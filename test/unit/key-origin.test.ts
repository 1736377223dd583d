import { describe, expect, it } from 'vitest';
import { keyNeededAgain } from '../../lib/settings/key-origin';

/*
 * Review 4, L10: the key goes to a new origin only once the person has entered it for that
 * origin. The options page asks for it again (and says why) when the address names another
 * origin and the key field still holds the key entered for the old one.
 */
const STORED = { apiKey: 'k-123', apiBaseUrl: 'https://api.example.com/v1' };

describe('whether the key is asked for again before an address is saved', () => {
  it.each<[string, string, boolean, { from: string; to: string } | undefined]>([
    [
      'another origin, the key not entered again',
      'https://evil.example/v1',
      false,
      { from: 'https://api.example.com', to: 'https://evil.example' },
    ],
    [
      'another port is another origin',
      'https://api.example.com:8443/v1',
      false,
      { from: 'https://api.example.com', to: 'https://api.example.com:8443' },
    ],
    ['another origin with the key entered again', 'https://evil.example/v1', true, undefined],
    ['the same origin, another path', 'https://api.example.com/v2/', false, undefined],
    ['the same address', 'https://api.example.com/v1', false, undefined],
    ['an address that is not valid (its own message says why)', 'not a url', false, undefined],
  ])('%s', (_name, typed, keyEntered, expected) => {
    expect(keyNeededAgain(STORED, typed, keyEntered)).toEqual(expected);
  });

  it('asks nothing without a stored key, or without an address before it (the first setup)', () => {
    expect(keyNeededAgain({ ...STORED, apiKey: '' }, 'https://evil.example', false)).toBeUndefined();
    expect(keyNeededAgain({ ...STORED, apiBaseUrl: '' }, 'https://evil.example', false)).toBeUndefined();
  });
});
