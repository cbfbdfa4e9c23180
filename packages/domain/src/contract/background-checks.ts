/**
 * Background checks (spec 2 §7 staff "background orders and packages"; issue 27): a provider's
 * packages, orders of a package for an application, and the provider's signed status
 * callback (decision 0052).
 */
import Type from 'typebox';
import { ClientKey } from './common.js';

export const BACKGROUND_ORDER_STATUSES = ['ordered', 'in_progress', 'completed'] as const;
export type BackgroundOrderStatus = (typeof BACKGROUND_ORDER_STATUSES)[number];
/** A completed check's outcome: nothing found, or something for staff to consider. */
export const BACKGROUND_RESULTS = ['clear', 'consider'] as const;
export type BackgroundResult = (typeof BACKGROUND_RESULTS)[number];

export const BackgroundPackage = Type.Object({
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** What the provider checks, in its words. */
  checks: Type.Array(Type.String()),
});
export type BackgroundPackage = Type.Static<typeof BackgroundPackage>;

export const BackgroundPackageList = Type.Object({
  provider: Type.String(),
  packages: Type.Array(BackgroundPackage),
});
export type BackgroundPackageList = Type.Static<typeof BackgroundPackageList>;

export const BackgroundOrderInput = Type.Object(
  {
    applicationId: Type.Integer({ minimum: 1 }),
    packageCode: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
  },
  { additionalProperties: false },
);
export type BackgroundOrderInput = Type.Static<typeof BackgroundOrderInput>;

export const BackgroundOrder = Type.Object({
  orderId: Type.Integer(),
  applicationId: Type.Integer(),
  provider: Type.String(),
  packageCode: Type.String(),
  packageName: Type.String(),
  status: Type.Enum([...BACKGROUND_ORDER_STATUSES]),
  result: Type.Union([Type.Enum([...BACKGROUND_RESULTS]), Type.Null()]),
  /** The provider's own words on the result. */
  summary: Type.Union([Type.String(), Type.Null()]),
  orderedBy: Type.Union([Type.String(), Type.Null()]),
  orderedAt: Type.String({ format: 'date-time' }),
  completedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type BackgroundOrder = Type.Static<typeof BackgroundOrder>;

export const BackgroundOrderList = Type.Array(BackgroundOrder);
export type BackgroundOrderList = Type.Static<typeof BackgroundOrderList>;

export const BackgroundApplicationParams = Type.Object({
  client: ClientKey,
  applicationId: Type.Integer({ minimum: 1 }),
});
export type BackgroundApplicationParams = Type.Static<typeof BackgroundApplicationParams>;

export const BackgroundCallbackParams = Type.Object({
  client: ClientKey,
  provider: Type.String({ pattern: '^[a-z0-9-]{1,40}$' }),
});
export type BackgroundCallbackParams = Type.Static<typeof BackgroundCallbackParams>;

/** A provider's status callback, signed over `{timestamp}.{raw body}` (decision 0052). */
export const BackgroundCallbackBody = Type.Object({
  /** Unique per delivery; a second delivery with the same id is a replay. */
  deliveryId: Type.String({ minLength: 8, maxLength: 100 }),
  reference: Type.String({ minLength: 1, maxLength: 200 }),
  status: Type.Enum([...BACKGROUND_ORDER_STATUSES]),
  result: Type.Optional(Type.Enum([...BACKGROUND_RESULTS])),
  summary: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type BackgroundCallbackBody = Type.Static<typeof BackgroundCallbackBody>;

export const BackgroundCallbackAnswer = Type.Object({
  reference: Type.String(),
  status: Type.String(),
});
export type BackgroundCallbackAnswer = Type.Static<typeof BackgroundCallbackAnswer>;
