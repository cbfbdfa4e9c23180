/**
 * The inactivity watch (spec 1 §4 Inactivity): the warning comes at the max session storage
 * time minus 60 s after the last activity, the logout at the max time itself. Activity only
 * records a time stamp (pointer moves are frequent); a due timer that finds a newer activity
 * simply re-arms. Times come from the clock on each step, so a sleeping laptop or a throttled
 * background tab still logs out on time.
 */
import { inactivityWarningAt } from '@talentgate/domain';

export interface InactivityOptions {
  maxSessionMs: number;
  /** The warning is due; `deadline` is when the logout happens (epoch ms). */
  onWarning: (deadline: number) => void;
  /** Activity during the warning withdrew it. */
  onActive: () => void;
  onTimeout: () => void;
}

/**
 * A pointer move only keeps an idle session alive; once the warning shows, it takes a
 * deliberate action (a click, a key, scrolling) to continue, so the warning does not vanish
 * as the pointer travels to its button.
 */
export type ActivityKind = 'move' | 'action';

export interface InactivityWatch {
  activity(kind?: ActivityKind): void;
  stop(): void;
}

export function watchInactivity({
  maxSessionMs,
  onWarning,
  onActive,
  onTimeout,
}: InactivityOptions): InactivityWatch {
  let lastActivity = Date.now();
  let warning = false;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const step = () => {
    clearTimeout(timer);
    const now = Date.now();
    const deadline = lastActivity + maxSessionMs;
    if (!warning) {
      const warnAt = inactivityWarningAt(lastActivity, maxSessionMs);
      if (now < warnAt) {
        timer = setTimeout(step, warnAt - now);
        return;
      }
      warning = true;
      onWarning(deadline);
    }
    if (now < deadline) {
      timer = setTimeout(step, deadline - now);
      return;
    }
    stopped = true;
    onTimeout();
  };

  step();
  return {
    activity(kind = 'action') {
      if (stopped || (warning && kind === 'move')) return;
      lastActivity = Date.now();
      if (!warning) return;
      warning = false;
      onActive();
      step();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** Seconds left on the countdown, never below zero. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
