/**
 * What a resume field needs only once a file is chosen: the upload and parse calls and the
 * messages for a refused file. The field imports this on choosing, not with its form: it sits
 * on the apply page's first form, whose first load has a budget (e2e/tests/bundle.e2e.ts).
 */
export { dropHeldResume, holdResume, parseResume, uploadAttachment } from './attachments-api';
export { isUploadRefusal, problemMessage, uploadErrorMessage } from './upload-messages';
