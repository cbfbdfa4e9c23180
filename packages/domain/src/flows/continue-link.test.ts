import { describe, expect, it } from 'vitest';
import { continueLinkPath } from './continue-link.js';

const LANGUAGES = ['en', 'es', 'fr', 'ar'];

describe('continueLinkPath: the page a continue link may open', () => {
  it.each([
    ['/apply/12/2/', '/apply/12/2/'],
    ['/es/apply/12/2/about-you/', '/es/apply/12/2/about-you/'],
    ['/apply/?link=12&easyApplyFlag=t', '/apply/?link=12&easyApplyFlag=t'],
    ['/apply/join/7/1/?folder_id=3&utm=x', '/apply/join/7/1/?folder_id=3'],
    ['/profile/join/1/', '/profile/join/1/'],
    ['/profile/job-alert/5/1/', '/profile/job-alert/5/1/'],
    ['/r/acme-sponsor/apply/?link=4', '/r/acme-sponsor/apply/?link=4'],
    ['/apply/12/2/?token=old', '/apply/12/2/'],
  ])('keeps the flow page %s', (value, expected) => {
    expect(continueLinkPath(value, LANGUAGES)).toBe(expected);
  });

  it.each([
    'https://evil.example/apply/12/',
    '//evil.example/apply/12/',
    '/\\evil.example/apply/12/',
    'apply/12/',
    '/profile/',
    '/jobs/12/',
    '/apply/thank-you/',
    '/de/apply/12/',
    '/apply/12/#x',
    '/apply/12/?link=<script>',
    '/apply/12/?a=1?b=2',
    `/apply/${'1'.repeat(600)}/`,
  ])('refuses %s', (value) => {
    expect(continueLinkPath(value, LANGUAGES)).toBeNull();
  });
});
