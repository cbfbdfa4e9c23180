/**
 * The one error catalogue: every error the API sends has a stable code, an HTTP status
 * and a message written for the person reading it. Routes and services throw
 * `appError('CODE')`; the error handler (handler.ts) turns it into the response.
 */
import { FLOW_MESSAGES, type ErrorCode, type FieldErrorBody } from '@talentgate/domain';

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
  OFFER_TEMPLATE_NOT_FOUND: { status: 404, message: 'No offer template exists with this id.' },
  OFFER_TEMPLATE_INACTIVE: {
    status: 409,
    message: 'This offer template is deactivated. Activate it or choose another one.',
  },
  OFFER_TEMPLATE_NAME_EXISTS: {
    status: 409,
    message: 'An offer template with this name already exists.',
  },
  APPROVAL_CHAIN_NOT_FOUND: { status: 404, message: 'No approval chain exists with this id.' },
  APPROVAL_CHAIN_INACTIVE: {
    status: 409,
    message: 'This approval chain is deactivated. Activate it or choose another one.',
  },
  APPROVAL_CHAIN_NAME_EXISTS: {
    status: 409,
    message: 'An approval chain with this name already exists.',
  },
  APPROVAL_CHAIN_ORDER_INVALID: {
    status: 400,
    message: 'Name every approver of the chain once, in the new order.',
  },
  APPROVAL_STEP_INVALID: {
    status: 400,
    message:
      'A step names a staff user, or the managers of the department or location, and each of them once.',
  },
  HIERARCHY_MANAGER_NOT_FOUND: {
    status: 409,
    message:
      "No one who may approve offers manages this requisition's department or location, nor a department or location above it. Name a manager in the org hierarchy, or place the requisition.",
  },
  OFFER_IN_PROGRESS: {
    status: 409,
    message: 'This application already has an offer in approval or with the candidate.',
  },
  OFFER_STATUS_INVALID: {
    status: 409,
    message: 'The offer is not at a stage where this can be done.',
  },
  OFFER_NOT_YOUR_TURN: {
    status: 409,
    message: 'It is not your turn to approve this offer.',
  },
  OFFER_COMMENT_REQUIRED: {
    status: 400,
    message: 'Say why you send the offer back.',
  },
  OFFER_EXPIRY_INVALID: {
    status: 400,
    message: 'The answer must be due in the future.',
  },
  OFFER_EXPIRED: {
    status: 409,
    message: 'This offer has expired. Please contact your recruiter.',
  },
  // Spec 2 §8 "Signature mismatch: Signature-match error code"; §5 the rule.
  SIGNATURE_MISMATCH: {
    status: 400,
    message: 'The signature must be your first and last name.',
  },
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
  // A form maps answers to a table nothing saves (spec 2 §8 "Processor missing"): a stream
  // configuration the server does not implement, not a mistake of the visitor's.
  PROCESSOR_NOT_IMPLEMENTED: { status: 501, message: FLOW_MESSAGES.processorMissing },
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
  SOCIAL_PROVIDER_NOT_FOUND: {
    status: 404,
    message: 'This career site offers no sign-in with this provider.',
  },
  SOCIAL_STATE_INVALID: {
    status: 400,
    message: 'This sign-in has expired or was already used. Please start again.',
  },
  SOCIAL_SIGN_IN_FAILED: {
    status: 401,
    message: 'Social login failed. Please try again or sign in another way.',
  },
  SOCIAL_REGISTRATION_FAILED: {
    status: 502,
    message: 'Social registration failed. Please try again or create a profile another way.',
  },
  SOCIAL_EMAIL_MISSING: {
    status: 422,
    message:
      'Your social account did not share an e-mail id. Please allow access to your e-mail address or sign in another way.',
  },
  SOCIAL_ACCOUNT_DEACTIVATED: {
    status: 403,
    message: 'Your account has been deactivated. Please contact the recruiting team.',
  },
  SOCIAL_UNSUPPORTED_ACTIVITY: {
    status: 400,
    message: 'This activity is not supported with social sign-in.',
  },
  SOCIAL_ACCOUNT_CONNECTED: {
    status: 409,
    message:
      'An existing account is connected to this social provider account. Please log in with it.',
  },
  SOCIAL_MULTI_ACCOUNT: {
    status: 409,
    message:
      'An existing linked profile was found for this e-mail. Please use the linked credentials to sign in.',
  },
  SOCIAL_MERGE_INVALID: {
    status: 400,
    message:
      'This request to connect your accounts has expired or was already used. Please start again.',
  },
  SOCIAL_LAST_SIGN_IN_METHOD: {
    status: 409,
    message: 'This is your only way to sign in. Set a password or connect another account first.',
  },
  SSO_NOT_ENTITLED: {
    status: 403,
    message: 'Your organisation account is not allowed to use this application.',
  },
  SSO_PROVISIONING_FAILED: {
    status: 409,
    message: 'We could not set up your profile from your organisation account.',
  },
  REFERRAL_LINK_UNAVAILABLE: {
    status: 503,
    message: 'A referral link could not be made just now. Please try again.',
  },
  // Sensitive data, HR-system validation and one-time codes (issue 26, decision 0048).
  SENSITIVE_DATA_UNREADABLE: {
    status: 500,
    message:
      'Something went wrong, we are not able to process your request. Please try again later.',
  },
  SENSITIVE_VALUE_NOT_FOUND: { status: 404, message: 'The candidate has no value for this field.' },
  SSN_MISMATCH: { status: 400, message: 'The SSN and its confirmation do not match.' },
  HR_VALIDATION_REFUSED: {
    status: 422,
    message: 'Your SSN and e-mail could not be validated. Please check both and try again.',
  },
  HR_SYSTEM_UNAVAILABLE: {
    status: 503,
    message: 'Your SSN and e-mail cannot be validated just now. Please try again later.',
  },
  OTP_PHONE_MISSING: {
    status: 409,
    message: 'Add a mobile phone number to your profile to receive a code.',
  },
  OTP_NOT_FOUND: { status: 404, message: 'No code is waiting for you. Ask for a new code.' },
  OTP_EXPIRED: { status: 410, message: 'This code has expired. Ask for a new code.' },
  OTP_ATTEMPTS_EXHAUSTED: {
    status: 410,
    message: 'Too many wrong codes were entered. Ask for a new code.',
  },
  OTP_RATE_LIMITED: {
    status: 429,
    message: 'Too many codes were sent. Please wait a few minutes before asking for another.',
  },
  SMS_NOT_SENT: {
    status: 503,
    message: 'The code could not be sent by SMS just now. Please try again in a few minutes.',
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
  STAFF_FORBIDDEN: { status: 403, message: 'Your role does not allow this.' },
  STAFF_SECOND_FACTOR_REQUIRED: {
    status: 401,
    message: 'Enter the code from your authenticator app to finish signing in.',
  },
  STAFF_SECOND_FACTOR_INVALID: {
    status: 401,
    message: 'This code is not valid. Enter the current code from your authenticator app.',
  },
  STAFF_SSO_FAILED: {
    status: 401,
    message:
      'Signing in with your organisation account failed. Please try again or sign in with your password.',
  },
  STAFF_SSO_NOT_LINKED: {
    status: 403,
    message:
      'Your organisation account is not linked to a staff account of this site. Ask an administrator to invite you.',
  },
  STAFF_USER_NOT_FOUND: { status: 404, message: 'No staff user exists with this id.' },
  STAFF_EMAIL_EXISTS: { status: 409, message: 'A staff user with this e-mail already exists.' },
  VENDOR_NOT_FOUND: { status: 404, message: 'No vendor exists with this id.' },
  VENDOR_NAME_EXISTS: { status: 409, message: 'A vendor with this name already exists.' },
  VENDOR_USER_REQUIRED: { status: 403, message: 'Only a vendor\u2019s users can use the portal.' },
  VENDOR_INACTIVE: {
    status: 403,
    message: 'Your vendor is not active. Please contact the employer.',
  },
  HIERARCHY_NODE_NOT_FOUND: { status: 404, message: 'No hierarchy node exists with this id.' },
  HIERARCHY_NODE_IN_USE: {
    status: 409,
    message: 'This node has nodes or requisitions below it. Move them first.',
  },
  HIERARCHY_PARENT_INVALID: {
    status: 409,
    message: 'A node cannot be placed below itself, below its own nodes, or deeper than 8 levels.',
  },
  ROLE_NOT_FOUND: { status: 404, message: 'No role exists with this id.' },
  ROLE_NAME_EXISTS: { status: 409, message: 'A role with this name already exists.' },
  BUILT_IN_ROLE_READ_ONLY: {
    status: 409,
    message: 'Built-in roles cannot be changed or deleted.',
  },
  GROUP_NOT_FOUND: { status: 404, message: 'No group exists with this id.' },
  GROUP_NAME_EXISTS: { status: 409, message: 'A group with this name already exists.' },
  REQUISITION_TEMPLATE_NOT_FOUND: {
    status: 404,
    message: 'No requisition template exists with this id.',
  },
  REQUISITION_STATUS_CHANGE_INVALID: {
    status: 409,
    message: 'The requisition cannot move to this status from its current one.',
  },
  REQUISITION_NOT_APPROVER: {
    status: 403,
    message: 'Only an approver of this requisition can approve it.',
  },
  RECRUITER_UNREACHABLE: {
    status: 400,
    message: 'Give the recruiter an e-mail address or a phone number candidates can use.',
  },
  SMART_POST_ID_TAKEN: {
    status: 409,
    message: 'Another requisition already uses this smart post id.',
  },
  APPLICATION_STATUS_UNKNOWN: {
    status: 400,
    message: 'There is no application status of this name.',
  },
  APPLICATION_STATUS_UNCHANGED: {
    status: 409,
    message: 'The application is at this status already.',
  },
  DISPOSITION_REQUIRED: { status: 400, message: 'Choose a disposition for this status.' },
  DISPOSITION_INVALID: { status: 400, message: 'This disposition does not fit this status.' },
  EMAIL_TEMPLATE_NOT_FOUND: { status: 400, message: 'No communication template has this name.' },
  COMMUNICATION_TEMPLATE_NOT_FOUND: {
    status: 404,
    message: 'No communication template has this name in this language.',
  },
  TEMPLATE_VARIABLE_UNKNOWN: {
    status: 400,
    message: 'The template uses a variable it cannot be given.',
  },
  TEMPLATE_VARIABLE_MISSING: {
    status: 400,
    message: 'The template must keep the link variable its e-mail exists for.',
  },
  SLOT_LINK_INVALID: {
    status: 400,
    message: 'This interview booking link is not valid. Please use the link from your e-mail.',
  },
  SLOT_LINK_EXPIRED: {
    status: 410,
    message: 'This interview booking link has expired. Please contact the recruiter.',
  },
  CAMPAIGN_NOT_FOUND: { status: 404, message: 'No campaign page exists with this name.' },
  EVENT_NOT_FOUND: { status: 404, message: 'No event exists here.' },
  EVENT_FULL: {
    status: 409,
    message: 'This event is full: every place has been taken.',
  },
  EVENT_ENDED: { status: 409, message: 'This event has ended: registration is closed.' },
  CHECK_IN_LINK_INVALID: {
    status: 400,
    message: 'This check-in link is not valid. Please use the link from your e-mail.',
  },
  CHECK_IN_LINK_EXPIRED: {
    status: 410,
    message: 'This check-in link has expired: the event is over.',
  },
  INVITATION_NOT_FOUND: { status: 404, message: 'No interview invitation exists here.' },
  INVITATION_CLOSED: {
    status: 409,
    message: 'This interview invitation was declined and can no longer be booked.',
  },
  SLOT_NOT_FOUND: { status: 404, message: 'This invitation offers no such interview time.' },
  SLOT_FULL: {
    status: 409,
    message: 'This interview time was just taken. Please choose another.',
  },
  SLOT_PAST: { status: 409, message: 'This interview time has passed. Please choose another.' },
  TIME_ZONE_UNKNOWN: { status: 400, message: 'This is not a known IANA time zone.' },
  SLOT_TIMES_INVALID: {
    status: 400,
    message: 'Each interview time must end after it starts, and start in the future.',
  },
  SLOT_PICKER_INVALID: {
    status: 400,
    message:
      'The slot picker needs a last day on or after the first (at most 62 days), a day that ends after it starts, at most 200 times and the invitation’s time zone.',
  },
  SLOT_PICKER_EMPTY: {
    status: 400,
    message: 'These days and hours give no interview time in the future. Widen them.',
  },
  INTERVIEWER_NOT_FOUND: { status: 404, message: 'No active staff user exists with this id.' },
  BOOKING_NOT_FOUND: { status: 404, message: 'This invitation has no booked time.' },
  CALENDAR_WINDOW_INVALID: {
    status: 400,
    message: 'The calendar shows from a start to a later end, at most 42 days apart.',
  },
  // Shown above a screening step's questions too (the field names the question at fault).
  SCREENING_ANSWER_REQUIRED: {
    status: 400,
    message: 'Please answer every required screening question.',
  },
  SCREENING_ANSWER_INVALID: {
    status: 400,
    message: 'An answer does not fit its screening question. Please check your answers.',
  },
  SCREENING_ALREADY_ANSWERED: {
    status: 409,
    message: 'The screening questions of this application are answered already.',
  },
  ASSESSMENT_NOT_FOUND: { status: 404, message: 'No assessment exists here.' },
  ASSESSMENT_COMPLETED: { status: 409, message: 'This assessment is completed already.' },
  ASSESSMENT_UNAVAILABLE: {
    status: 409,
    message: 'This assessment cannot be started here. Please contact the recruiter.',
  },
  ASSESSMENTS_NOT_COMPLETED: {
    status: 409,
    message: 'The assessments can be skipped only once every one of them is completed.',
  },
  ASSESSMENT_LINK_INVALID: { status: 400, message: 'This assessment link is not valid.' },
  ASSESSMENT_LINK_EXPIRED: {
    status: 410,
    message: 'This assessment link has expired. Please start the assessment again.',
  },
  ASSESSMENT_ANSWERS_INVALID: {
    status: 400,
    message: 'Please answer every question of the assessment with one of its options.',
  },
  ASSESSMENT_CALLBACK_SIGNATURE_INVALID: {
    status: 401,
    message: 'The callback signature is missing or does not match.',
  },
  ASSESSMENT_CALLBACK_STALE: {
    status: 401,
    message: 'The callback timestamp is outside the accepted window.',
  },
  ASSESSMENT_CALLBACK_REPLAYED: { status: 409, message: 'This callback was received already.' },
  BRANDING_CONTRAST_TOO_LOW: {
    status: 400,
    message: 'These colours do not keep a contrast of at least 4.5:1 for text.',
  },
  BRANDING_LOGO_REQUIRED: { status: 400, message: 'Choose an image file for the logo.' },
  BRANDING_LOGO_UNSUPPORTED_FORMAT: {
    status: 400,
    message: 'The logo must be a PNG or JPEG image.',
  },
  BRANDING_LOGO_TOO_LARGE: { status: 413, message: 'The logo may be at most 256 KB.' },
  BRANDING_LOGO_NOT_FOUND: { status: 404, message: 'No logo exists here.' },
  BACKGROUND_PACKAGE_NOT_FOUND: {
    status: 404,
    message: 'The background check provider has no package with this code.',
  },
  BACKGROUND_ORDER_EXISTS: {
    status: 409,
    message: 'This package is already ordered for this application and not completed yet.',
  },
  BACKGROUND_PROVIDER_UNAVAILABLE: {
    status: 503,
    message: 'The background check provider cannot be reached. Please try again later.',
  },
  BACKGROUND_ORDER_NOT_FOUND: { status: 404, message: 'No background check order exists here.' },
  BACKGROUND_CALLBACK_SIGNATURE_INVALID: {
    status: 401,
    message: 'The callback signature is missing or does not match.',
  },
  BACKGROUND_CALLBACK_STALE: {
    status: 401,
    message: 'The callback timestamp is outside the accepted window.',
  },
  BACKGROUND_CALLBACK_REPLAYED: { status: 409, message: 'This callback was received already.' },
  ONBOARDING_NOT_FOUND: { status: 404, message: 'No onboarding exists for this application.' },
  ONBOARDING_CODE_REQUIRED: {
    status: 403,
    message: 'Please confirm the code sent to your phone before signing.',
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
