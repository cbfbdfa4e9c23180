import { describe, expect, it } from 'vitest';
import { isLoginValid, trimUsername, validateLogin } from './login-form';

describe('login form rules (spec 1 §5)', () => {
  it('requires both the username and the password', () => {
    const problems = validateLogin({ username: '', password: '' });
    expect(problems).toEqual({ username: 'required', password: 'required' });
    expect(isLoginValid(problems)).toBe(false);
  });

  it('checks the username with the uname rules', () => {
    expect(validateLogin({ username: 'jane', password: 'x' }).username).toBe('invalid');
    expect(
      validateLogin({ username: `${'a'.repeat(30)}@${'b'.repeat(50)}.com`, password: 'x' })
        .username,
    ).toBe('tooLong');
  });

  it('accepts a well-formed username with trailing spaces and any non-empty password', () => {
    const problems = validateLogin({ username: 'Jane.Doe@Example.com  ', password: ' ' });
    expect(isLoginValid(problems)).toBe(true);
  });

  it('trims trailing whitespace only', () => {
    expect(trimUsername(' jane@example.com \t')).toBe(' jane@example.com');
  });
});
