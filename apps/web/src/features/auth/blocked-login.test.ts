import { describe, expect, it } from 'vitest';
import { blockedLoginVariant } from './blocked-login';

describe('blockedLoginVariant', () => {
  it('uses the this-application wording when the stored application URL is the current URL', () => {
    expect(blockedLoginVariant('/apply/3/', '/apply/3/')).toBe('thisApplication');
  });

  it('uses the other wording otherwise', () => {
    expect(blockedLoginVariant('/apply/3/', '/jobs/3/')).toBe('otherApplication');
    expect(blockedLoginVariant(undefined, '/jobs/3/')).toBe('otherApplication');
  });
});
