import Type from 'typebox';
import { PASSWORD_MAX_LENGTH } from '../validation/password.js';
import { TOKEN_TYPES } from '../auth-constants.js';
import { ClientKey } from './common.js';

/** Token request payload (spec 1 §3). */
export const TokenRequest = Type.Object(
  {
    /** For HASH: the secret of an e-mailed link. For NONE: empty or a client-chosen state. */
    tokenState: Type.String({ maxLength: 512 }),
    stateType: Type.Union([Type.Literal('NONE'), Type.Literal('HASH')]),
    tokenType: Type.Union([Type.Literal(TOKEN_TYPES.bearer), Type.Literal(TOKEN_TYPES.temporary)]),
    /** `candidate/{client}/{username}` */
    userPrincipal: Type.String({ maxLength: 200 }),
    audKeys: Type.Array(
      Type.Object({
        audKeyShort: Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' }),
        methods: Type.Optional(Type.Array(Type.String({ maxLength: 16 }), { maxItems: 10 })),
      }),
      { maxItems: 10 },
    ),
    appType: Type.Union([Type.Literal('XCC'), Type.Literal('XCEI')]),
    captchaState: Type.Optional(Type.String({ maxLength: 4096 })),
  },
  { additionalProperties: false },
);
export type TokenRequest = Type.Static<typeof TokenRequest>;

/** Token object: the token and its expiry as epoch milliseconds. */
export const TokenResponse = Type.Object({ token: Type.String(), expiry: Type.Integer() });
export type TokenResponse = Type.Static<typeof TokenResponse>;

export const TokenParams = Type.Object({ client: ClientKey });

/** Forgot password (spec 1 §3 "Reset request"). */
export const ForgotPasswordBody = Type.Object({
  uname: Type.String({ maxLength: 200 }),
  communicationTemplate: Type.Optional(Type.String({ maxLength: 100 })),
});
export type ForgotPasswordBody = Type.Static<typeof ForgotPasswordBody>;

/** Resend the activation e-mail of a not-yet-activated account (issue 21). */
export const ResendActivationBody = Type.Object({
  uname: Type.String({ maxLength: 200 }),
});
export type ResendActivationBody = Type.Static<typeof ResendActivationBody>;

/** Reset by the token of an e-mailed link (query `token`). */
export const ResetPasswordQuery = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 512 }),
});
export const ResetPasswordBody = Type.Object({
  newPassword: Type.String({ maxLength: PASSWORD_MAX_LENGTH * 4 }),
});
export type ResetPasswordBody = Type.Static<typeof ResetPasswordBody>;

/** Password change (spec 1 §3). */
export const UpdatePasswordBody = Type.Object({
  currentPassword: Type.String({ maxLength: PASSWORD_MAX_LENGTH * 4 }),
  newPassword: Type.String({ maxLength: PASSWORD_MAX_LENGTH * 4 }),
  candidateId: Type.Integer(),
});
export type UpdatePasswordBody = Type.Static<typeof UpdatePasswordBody>;

/** Success answer of password change and reset; failures are ErrorBody with the spec's codes. */
export const PasswordChangeResult = Type.Object({ status: Type.Literal('Success') });
export type PasswordChangeResult = Type.Static<typeof PasswordChangeResult>;
