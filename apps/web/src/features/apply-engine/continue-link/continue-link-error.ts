import { isApiError } from '../../../lib/api-error';

/** Why a continue link could not be opened, as the page explains it. */
export type ContinueLinkProblem = 'used' | 'expired' | 'invalid' | 'otherFlow' | 'failed';

export function continueLinkProblem(error: unknown): ContinueLinkProblem {
  if (!isApiError(error)) return 'failed';
  switch (error.code) {
    case 'CONTINUE_LINK_USED':
      return 'used';
    case 'CONTINUE_LINK_EXPIRED':
      return 'expired';
    case 'CONTINUE_LINK_INVALID':
    case 'VALIDATION_FAILED':
      return 'invalid';
    default:
      return 'failed';
  }
}

/** The token of a continue link, and the same search without it (the URL keeps no secret). */
export function takeContinueToken(search: string, name: string) {
  const params = new URLSearchParams(search);
  const token = params.get(name);
  params.delete(name);
  const rest = params.toString();
  return { token: token === '' ? null : token, search: rest === '' ? '' : `?${rest}` };
}
