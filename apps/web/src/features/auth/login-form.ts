/** Login form rules (spec 1 §5): both fields required, the username checked as a uname. */
import { unameProblem, type UnameProblem } from '@talentgate/domain';

export interface LoginValues {
  username: string;
  password: string;
}

export interface LoginProblems {
  username: UnameProblem | null;
  password: 'required' | null;
}

export function validateLogin({ username, password }: LoginValues): LoginProblems {
  return {
    username: unameProblem(username),
    password: password === '' ? 'required' : null,
  };
}

export function isLoginValid(problems: LoginProblems): boolean {
  return problems.username === null && problems.password === null;
}

/** Trailing whitespace in the username is trimmed (spec 1 §5). */
export function trimUsername(value: string): string {
  return value.trimEnd();
}
