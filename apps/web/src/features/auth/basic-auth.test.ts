import { describe, expect, it } from 'vitest';
import { basicAuthorization } from './basic-auth';

describe('basicAuthorization', () => {
  it('trims and lower-cases the username, keeps the password as typed', () => {
    expect(basicAuthorization('  Jane.Doe@Example.COM ', 'Pa ss')).toBe(
      `Basic ${btoa('jane.doe@example.com:Pa ss')}`,
    );
  });

  it('encodes non-Latin characters as UTF-8', () => {
    const header = basicAuthorization('jane@example.com', 'pässwörd🔑');
    const bytes = Uint8Array.from(atob(header.slice('Basic '.length)), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe('jane@example.com:pässwörd🔑');
  });
});
