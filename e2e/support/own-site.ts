/**
 * A site of the test file's own, for tests that change the demo data (a new password would
 * break every later sign-in on the shared site). It runs in development mode, so it keeps
 * e-mails in its outbox and lists them at /dev/mailbox.
 */
import { afterAll, beforeAll } from 'vitest';
import { startSite, type RunningSite } from './server.js';

export function useOwnSite(): () => string {
  let site: RunningSite | undefined;
  beforeAll(async () => {
    site = await startSite({ SEED_DEMO: 'true', NODE_ENV: 'development', LOG_LEVEL: 'warn' });
  });
  afterAll(async () => {
    await site?.stop();
  });
  return () => {
    if (!site) throw new Error('The own site has not started');
    return site.baseUrl;
  };
}
