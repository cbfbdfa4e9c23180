import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.js';

describe('log redaction', () => {
  it('hides credential query values in logged URLs', () => {
    expect(redactUrl('/unsubscribe/?token=abc.def&x=1')).toBe('/unsubscribe/?token=[redacted]&x=1');
    expect(redactUrl('/cb?code=xyz&id_token=t&access_token=u')).toBe(
      '/cb?code=[redacted]&id_token=[redacted]&access_token=[redacted]',
    );
    expect(redactUrl('/rest/public/jobsearch/demo?q=token')).toBe(
      '/rest/public/jobsearch/demo?q=token',
    );
  });
});
