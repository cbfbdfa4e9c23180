/**
 * Request failure handling (spec 1 §4): a private call that fails with 401 or a network
 * failure (the spec's status -1; our ApiError uses 0) on a page that needs sign-in resets the
 * session, remembers the path and opens sign-in; the call waits in a queue and runs again after
 * sign-in. On the login page, with a `token` query parameter, elsewhere, or while the sign-in
 * modal is already open for another reason, the failure is passed on at once.
 */
import { isApiError } from '../../lib/api-error';

export interface RecoveryContext {
  /** The page is one of the profile pages that need a signed-in candidate. */
  onProfilePath: boolean;
  onLoginPage: boolean;
  hasTokenParam: boolean;
  signInOpen: boolean;
}

export interface RequestRecoveryOptions {
  context: () => RecoveryContext;
  /** Reset the session, remember the path, open sign-in with reload on cancel. */
  recover: () => void;
}

export interface RequestRecovery {
  run<T>(request: () => Promise<T>): Promise<T>;
  /** After sign-in: run every queued request again. */
  resume(): void;
  /** Sign-in was cancelled: fail every queued request with the given reason. */
  abandon(reason: unknown): void;
  readonly pending: number;
}

function isSessionFailure(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 0);
}

interface Queued {
  retry: () => void;
  reject: (reason: unknown) => void;
}

export function createRequestRecovery({
  context,
  recover,
}: RequestRecoveryOptions): RequestRecovery {
  let queue: Queued[] = [];
  let recovering = false;

  const handOver = <T>(request: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ retry: () => void run(request).then(resolve, reject), reject });
    });

  async function run<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (!isSessionFailure(error)) throw error;
      const { onProfilePath, onLoginPage, hasTokenParam, signInOpen } = context();
      if (onLoginPage || hasTokenParam) throw error;
      // A recovery under way collects every request that fails meanwhile.
      if (recovering) return handOver(request);
      if (!onProfilePath || signInOpen) throw error;
      recovering = true;
      const queued = handOver(request);
      recover();
      return queued;
    }
  }

  const take = () => {
    recovering = false;
    const taken = queue;
    queue = [];
    return taken;
  };

  return {
    run,
    resume: () => take().forEach((item) => item.retry()),
    abandon: (reason) => take().forEach((item) => item.reject(reason)),
    get pending() {
      return queue.length;
    },
  };
}
