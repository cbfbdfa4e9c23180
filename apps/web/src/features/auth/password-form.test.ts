import { describe, expect, it } from 'vitest';
import { isPasswordFormValid, validatePasswordForm } from './password-form';

const values = (newPassword: string, confirmPassword = newPassword, currentPassword = '') => ({
  currentPassword,
  newPassword,
  confirmPassword,
});

describe('validatePasswordForm', () => {
  it('needs every tenant criterion met', () => {
    expect(validatePasswordForm(values('short'), [], false).newPassword).toBe('criteria');
    expect(validatePasswordForm(values('long enough'), ['digit'], false).newPassword).toBe(
      'criteria',
    );
    expect(validatePasswordForm(values('long enough 1'), ['digit'], false).newPassword).toBeNull();
  });

  it('needs the confirmation to match', () => {
    expect(validatePasswordForm(values('long enough', ''), [], false).confirmPassword).toBe(
      'required',
    );
    expect(
      validatePasswordForm(values('long enough', 'long enougH'), [], false).confirmPassword,
    ).toBe('mismatch');
  });

  it('needs the current password only for a change', () => {
    expect(validatePasswordForm(values('long enough'), [], true).currentPassword).toBe('required');
    const problems = validatePasswordForm(values('long enough', 'long enough', 'old'), [], true);
    expect(isPasswordFormValid(problems)).toBe(true);
    expect(isPasswordFormValid(validatePasswordForm(values('long enough'), [], false))).toBe(true);
  });
});
