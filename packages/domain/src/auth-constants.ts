/**
 * Plain auth constants (spec 1 §3, §8, §9). Kept apart from the TypeBox contract modules so
 * the browser can import them without bundling the schema builder.
 */

/** Token kinds (spec 1 §3, §9). */
export const TOKEN_TYPES = { bearer: 'JWS', temporary: 'Temporary Token' } as const;
/** The login-less audience key (spec 1 §9). */
export const LOGINLESS_AUDIENCE = 'lgnls';
/** Authorization scheme of temporary tokens; JWS bearer tokens use `Bearer`. */
export const TEMPORARY_TOKEN_SCHEME = 'Temporary';

/** Default password-reset template name (spec 1 §9). */
export const DEFAULT_RESET_TEMPLATE = 'Password Reset';
/** The forgot-password answer that means the link was sent (spec 1 §4). */
export const FORGOT_PASSWORD_SENT = 'Your password reset link has been sent to your mail account.';
/** The answer to "resend the activation e-mail" (spec 1 §8 "Activation e-mail sent"). */
export const ACTIVATION_EMAIL_SENT =
  'Please check your Email and reset password, then you can login';
