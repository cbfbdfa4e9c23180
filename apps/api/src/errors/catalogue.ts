/**
 * The one error catalogue: every error the API sends has a stable code, an HTTP status
 * and a message written for the person reading it. Routes and services throw
 * `appError('CODE')`; the error handler (handler.ts) turns it into the response.
 */
import type { ErrorCode, FieldErrorBody } from '@talentgate/domain';

interface CatalogueEntry {
  status: number;
  message: string;
}

export const ERROR_CATALOGUE: Record<ErrorCode, CatalogueEntry> = {
  BAD_REQUEST: { status: 400, message: 'The request could not be understood.' },
  VALIDATION_FAILED: { status: 400, message: 'Some of the request values are not valid.' },
  CLIENT_NOT_FOUND: { status: 404, message: 'No career site exists for this client.' },
  REQUISITION_NOT_FOUND: { status: 404, message: 'No requisition exists with this id.' },
  JOB_NOT_FOUND: { status: 404, message: 'No job exists with this id.' },
  SMART_POST_NOT_FOUND: { status: 404, message: 'No requisition exists for this smart post id.' },
  PLACE_NOT_FOUND: { status: 404, message: 'No place is known here.' },
  APPLY_STREAM_NOT_FOUND: { status: 404, message: 'No apply stream exists with this id.' },
  APPLY_FORM_NOT_FOUND: { status: 404, message: 'This apply stream has no form with this id.' },
  APPLY_ATTEMPT_NOT_FOUND: {
    status: 404,
    message: 'This application was not found or has expired. Please start again.',
  },
  CONTINUE_LINK_INVALID: {
    status: 400,
    message: 'This link to continue your application is not valid. Please ask for a new one.',
  },
  CONTINUE_LINK_USED: {
    status: 410,
    message: 'This link to continue your application was already used. Please ask for a new one.',
  },
  CONTINUE_LINK_EXPIRED: {
    status: 410,
    message: 'This link to continue your application has expired. Please ask for a new one.',
  },
  STEP_OUT_OF_ORDER: {
    status: 409,
    message: 'Please complete the earlier steps of this form first.',
  },
  APPLY_STREAM_CHANGED: {
    status: 409,
    message: 'The application form of this job changed just now. Please try again.',
  },
  LIST_NOT_FOUND: { status: 404, message: 'The career site has no list of this name.' },
  ROUTE_NOT_FOUND: { status: 404, message: 'No service exists at this address.' },
  CLIENT_REQUIRED: {
    status: 400,
    message: 'Name the career site of this request in the X-Client header.',
  },
  UNAUTHORIZED: { status: 401, message: 'Unauthorized Access (401)' },
  INVALID_CREDENTIALS: { status: 401, message: 'The user name or password is incorrect.' },
  ACCOUNT_NOT_ACTIVATED: {
    status: 403,
    message:
      'Your account is not activated yet. Please check your Email and reset password, then you can login',
  },
  XHR_MARKER_REQUIRED: {
    status: 403,
    message: 'State-changing requests must carry the X-Requested-With: XMLHttpRequest header.',
  },
  TOKEN_NOT_ALLOWED: {
    status: 403,
    message: 'A token of this kind cannot be issued for this principal.',
  },
  INVALID_TOKEN: {
    status: 400,
    message: 'This link is invalid or has expired. Please request a new one.',
  },
  PASSWORD_TOO_WEAK: { status: 400, message: 'The new password does not meet the password rules.' },
  PASSWORD_REPETITION_NOT_ALLOWED: {
    status: 400,
    message: 'The new password must differ from the current one.',
  },
  CURRENT_PASSWORD_IS_INVALID: { status: 400, message: 'The current password is not correct.' },
  CAPTCHA_REQUIRED: { status: 400, message: 'Please confirm you are not a robot.' },
  CAPTCHA_INVALID: {
    status: 400,
    message: 'The captcha could not be verified. Please try it again.',
  },
  CANDIDATE_NOT_FOUND: { status: 404, message: 'No candidate exists with this id.' },
  RECORD_NOT_FOUND: { status: 404, message: 'No record exists with this id.' },
  APPLICATION_NOT_FOUND: { status: 404, message: 'No application exists with this id.' },
  FOLDER_NOT_FOUND: { status: 404, message: 'No lead-capture folder exists with this id.' },
  ACTIVITY_NOT_FOUND: { status: 404, message: 'No activity exists with this id.' },
  INTERVIEW_NOT_FOUND: { status: 404, message: 'No interview exists with this id.' },
  OFFER_NOT_FOUND: { status: 404, message: 'No offer exists with this id.' },
  TODO_NOT_FOUND: { status: 404, message: 'No to-do exists with this id.' },
  ADDRESS_NOT_FOUND: { status: 404, message: 'No address exists with this id.' },
  ATTACHMENT_NOT_FOUND: { status: 404, message: 'No attachment exists with this id.' },
  ATTACHMENT_FILE_REQUIRED: { status: 400, message: 'Please choose a file to upload.' },
  ATTACHMENT_UNSUPPORTED_FORMAT: {
    status: 415,
    message: 'This file format is not supported. Please upload one of the allowed formats.',
  },
  ATTACHMENT_TOO_LARGE: {
    status: 413,
    message: 'This file is larger than the maximum size allowed.',
  },
  ATTACHMENT_INVALID_CONTENT: {
    status: 422,
    message: 'The content of this file could not be read. Please upload another file.',
  },
  // The message names the tenant's maximum: maxUploadsMessage() of the domain package.
  ATTACHMENT_LIMIT_REACHED: { status: 409, message: 'You can only upload 5 attachments' },
  ATTACHMENT_INFECTED: {
    status: 422,
    message: 'This file was refused by the virus scan.',
  },
  ATTACHMENT_SCAN_UNAVAILABLE: {
    status: 503,
    message: 'Files cannot be checked for viruses right now. Please try again later.',
  },
  EMAIL_EXISTS: {
    status: 409,
    message: 'It looks like you already have an account, log in?',
  },
  DUPLICATE_USERNAME: { status: 409, message: 'This user name is already registered.' },
  REQUISITION_CLOSED: {
    status: 409,
    message: 'This job is closed and no longer accepts applications.',
  },
  ALREADY_APPLIED: { status: 409, message: 'You have already applied to this job.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The request body has an unsupported type.' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait and try again.' },
  RESUME_FILE_REQUIRED: { status: 400, message: 'Choose a resume file to upload.' },
  RESUME_FORMAT_UNSUPPORTED: {
    status: 415,
    message:
      'This file format is not supported. Upload a PDF, Word (DOC or DOCX), RTF or text file.',
  },
  RESUME_TOO_LARGE: { status: 413, message: 'This resume is larger than the maximum file size.' },
  RESUME_CONTENT_INVALID: {
    status: 422,
    message: 'We could not read this resume. You can still fill in the form yourself.',
  },
  RESUME_XML_INVALID: { status: 400, message: 'The resume XML is not valid.' },
  MULTIPART_MALFORMED: {
    status: 400,
    message: 'The upload could not be read: the form data is incomplete or malformed.',
  },
  NOT_READY: { status: 503, message: 'The service is starting or its database is unavailable.' },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'The service is busy or temporarily unavailable. Please try again in a moment.',
  },
  INTERNAL_ERROR: {
    status: 500,
    message:
      'Something went wrong, we are not able to process your request. Please try again later.',
  },
};

export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly field?: string,
    /** Every field at fault (form submissions); `field` and `message` name the first. */
    readonly fields?: readonly FieldErrorBody[],
  ) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = 'AppError';
    this.statusCode = ERROR_CATALOGUE[code].status;
  }
}

export function appError(
  code: ErrorCode,
  options: { message?: string; field?: string; fields?: readonly FieldErrorBody[] } = {},
) {
  return new AppError(code, options.message, options.field, options.fields);
}

/** 400 VALIDATION_FAILED listing every field error; the first also fills `field` and `message`. */
export function fieldErrors(errors: readonly FieldErrorBody[]): AppError {
  const [first] = errors;
  return new AppError('VALIDATION_FAILED', first?.message, first?.field, errors);
}
