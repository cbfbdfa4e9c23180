import type { FastifyRequest } from 'fastify';
import { appError } from '../../errors/catalogue.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { captchaSettingsOf, verifyCaptcha } from './verify-captcha.js';

/**
 * Refuses a request whose captcha token is missing (400 CAPTCHA_REQUIRED) or not confirmed
 * by the tenant's provider (400 CAPTCHA_INVALID). For any public write that asks for a
 * captcha; forgot password does when the tenant's CandidateResetPwdCaptchaEnabled is on.
 */
export async function requireCaptcha(
  request: FastifyRequest,
  tenant: Tenant,
  token: string | undefined,
): Promise<void> {
  if (!token) throw appError('CAPTCHA_REQUIRED');
  const settings = captchaSettingsOf(tenant.settings);
  if (!settings) {
    // Asked for without a configured provider: refuse rather than skip the check.
    request.log.error({ client: tenant.client }, 'captcha required but not configured');
    throw appError('CAPTCHA_INVALID');
  }
  if (!(await verifyCaptcha(settings, token, request.ip))) throw appError('CAPTCHA_INVALID');
}
