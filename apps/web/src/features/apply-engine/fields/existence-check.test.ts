import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createExistenceCheck } from './existence-check';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(existing: string[] = ['jane.doe@example.com']) {
  const check = vi.fn(async (email: string) => existing.includes(email));
  const results: Array<[string, boolean]> = [];
  const scheduler = createExistenceCheck({
    check,
    onResult: (email, exists) => results.push([email, exists]),
  });
  return { check, results, scheduler };
}

describe('e-mail existence check timing (spec 2 §5, §9)', () => {
  it('asks 500 ms after the field is left', async () => {
    const { check, results, scheduler } = setup();
    scheduler.blurred(' Jane.Doe@Example.com ');
    await vi.advanceTimersByTimeAsync(499);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledWith('jane.doe@example.com');
    expect(results).toEqual([['jane.doe@example.com', true]]);
  });

  it('debounces other updates by 2000 ms after the last change', async () => {
    const { check, scheduler } = setup();
    scheduler.changed('jane.doe@example.co');
    await vi.advanceTimersByTimeAsync(1500);
    scheduler.changed('jane.doe@example.com');
    await vi.advanceTimersByTimeAsync(1999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith('jane.doe@example.com');
  });

  it('does not ask about malformed e-mails, nor twice about the same one', async () => {
    const { check, results, scheduler } = setup();
    scheduler.blurred('jane.doe@');
    await vi.advanceTimersByTimeAsync(3000);
    expect(check).not.toHaveBeenCalled();
    scheduler.blurred('new.person@example.com');
    await vi.advanceTimersByTimeAsync(500);
    scheduler.blurred('new.person@example.com');
    await vi.advanceTimersByTimeAsync(500);
    expect(check).toHaveBeenCalledTimes(1);
    expect(results).toEqual([
      ['new.person@example.com', false],
      ['new.person@example.com', false],
    ]);
  });

  it('ignores an answer about a value the visitor has changed since', async () => {
    let answer: (exists: boolean) => void = () => undefined;
    const results: string[] = [];
    const scheduler = createExistenceCheck({
      check: () => new Promise((resolve) => (answer = resolve)),
      onResult: (email) => results.push(email),
    });
    scheduler.blurred('jane.doe@example.com');
    await vi.advanceTimersByTimeAsync(500);
    scheduler.changed('someone.else@example.com');
    answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual([]);
  });
});
