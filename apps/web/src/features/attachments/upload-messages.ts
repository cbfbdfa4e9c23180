/**
 * The message for a failed upload (spec 2 §8 attachment errors): the checks before upload
 * and the server's codes map to the same texts, so a refused file reads the same either way.
 */
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api-error';
import type { UploadProblem } from './upload-check';

export function problemMessage(problem: UploadProblem, maxFileCount: number, t: TFunction): string {
  switch (problem) {
    case 'unsupportedFormat':
      return t('attachments.errors.unsupportedFormat');
    case 'tooLarge':
      return t('attachments.errors.tooLarge');
    case 'maxUploads':
      return t('attachments.errors.maxUploads', { count: maxFileCount });
  }
}

/** The attachment checks refused the file (a call that keeps it stored nothing). */
export const isUploadRefusal = (error: unknown): boolean =>
  isApiError(error) && error.code.startsWith('ATTACHMENT_');

export function uploadErrorMessage(error: unknown, maxFileCount: number, t: TFunction): string {
  if (!isApiError(error)) return t('attachments.errors.uploadFailed');
  switch (error.code) {
    case 'ATTACHMENT_UNSUPPORTED_FORMAT':
      return problemMessage('unsupportedFormat', maxFileCount, t);
    case 'ATTACHMENT_TOO_LARGE':
      return problemMessage('tooLarge', maxFileCount, t);
    case 'ATTACHMENT_LIMIT_REACHED':
      return problemMessage('maxUploads', maxFileCount, t);
    case 'ATTACHMENT_INVALID_CONTENT':
      return t('attachments.errors.invalidContent');
    case 'ATTACHMENT_INFECTED':
      return t('attachments.errors.infected');
    case 'NETWORK_ERROR':
      return t('apiErrors.NETWORK_ERROR');
    default:
      return t('attachments.errors.uploadFailed');
  }
}
