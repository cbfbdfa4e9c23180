import {
  ACTIVATION_EMAIL_SENT,
  FLOW_MESSAGES,
  FORGOT_PASSWORD_SENT,
  inactivityMessage,
  PASSWORD_CRITERIA,
  PASSWORD_CRITERION_IDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  UNAME_MESSAGES,
} from '@talentgate/domain';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

/** The spec's messages are shown exactly as written (in English). */
describe('English texts of the spec', () => {
  it('uses the uname messages of spec 1 §5', () => {
    expect(en.auth.uname).toEqual(UNAME_MESSAGES);
  });

  it('confirms a reset request with the exact sent string', () => {
    expect(en.auth.forgot.sent).toBe(FORGOT_PASSWORD_SENT);
  });

  it('says a missing processor as spec 2 §8 does', () => {
    expect(en.apiErrors.PROCESSOR_NOT_IMPLEMENTED).toBe(FLOW_MESSAGES.processorMissing);
  });

  it('confirms a resent activation e-mail with the exact string of spec 1 §8', () => {
    expect(en.auth.activation.sent).toBe(ACTIVATION_EMAIL_SENT);
  });

  it.each([60, 1])('writes the inactivity banner as spec 1 §8 does (%i)', (count) => {
    const text = `${i18n.t('auth.inactivity.warning', { count })} ${i18n.t('auth.inactivity.continue')}`;
    expect(text).toBe(inactivityMessage(count));
  });

  it('names the password criteria as the domain does', () => {
    for (const id of PASSWORD_CRITERION_IDS) {
      const label = i18n.t(`auth.passwordModal.criteria.${id}`, {
        min: PASSWORD_MIN_LENGTH,
        max: PASSWORD_MAX_LENGTH,
      });
      expect(label).toBe(PASSWORD_CRITERIA[id].label);
    }
  });

  it('has the spec 1 §8 texts for 401 and the general failure', () => {
    expect(en.apiErrors.UNAUTHORIZED).toBe('Unauthorized Access (401)');
    expect(en.apiErrors.generic).toBe(
      'Something went wrong, we are not able to process your request. Please try again later.',
    );
  });
});
