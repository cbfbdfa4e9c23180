/**
 * When to ask whether an e-mail already has an account (spec 2 §5, §9): 500 ms after the
 * field is left, and 2000 ms after the value last changed otherwise (typing, a prefill, a
 * restored draft). Only a well-formed e-mail is asked about, each value once; an answer that
 * arrives after the value changed again is ignored.
 */
import { normalizeUname, unameProblem } from '@talentgate/domain';

const EXISTENCE_CHECK_BLUR_DELAY_MS = 500;
const EXISTENCE_CHECK_DEBOUNCE_MS = 2000;

export interface ExistenceCheckOptions {
  check(email: string): Promise<boolean | null>;
  onResult(email: string, exists: boolean): void;
  setTimer?: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (timer: ReturnType<typeof setTimeout>) => void;
}

export interface ExistenceCheck {
  changed(value: string): void;
  blurred(value: string): void;
  dispose(): void;
}

export function createExistenceCheck({
  check,
  onResult,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer),
}: ExistenceCheckOptions): ExistenceCheck {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest = '';
  const asked = new Map<string, boolean>();
  let disposed = false;

  const schedule = (value: string, ms: number) => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    latest = normalizeUname(value);
    if (unameProblem(latest) !== null) return;
    const email = latest;
    timer = setTimer(() => {
      timer = null;
      const known = asked.get(email);
      if (known !== undefined) {
        onResult(email, known);
        return;
      }
      void check(email).then((exists) => {
        if (exists === null || disposed) return;
        asked.set(email, exists);
        if (email === latest) onResult(email, exists);
      });
    }, ms);
  };

  return {
    changed: (value) => schedule(value, EXISTENCE_CHECK_DEBOUNCE_MS),
    blurred: (value) => schedule(value, EXISTENCE_CHECK_BLUR_DELAY_MS),
    dispose: () => {
      disposed = true;
      if (timer !== null) clearTimer(timer);
    },
  };
}
