import Type from 'typebox';

/**
 * Privacy centre (beyond the spec; docs/decisions/0020-privacy-export-erasure-retention.md):
 * the signed-in candidate's data export, and erasure by a confirmed request.
 */

/** A stored value as exported: JSON, dates as ISO 8601 strings. */
const ExportedRow = Type.Record(Type.String(), Type.Unknown());

export const CandidateDataExport = Type.Object({
  /** When the export was made (ISO 8601). */
  exportedAt: Type.String(),
  /** The career site the data is held by. */
  site: Type.String(),
  /** The candidate record, without secrets (password hash, SSN). */
  candidate: ExportedRow,
  /** Every other table holding data about the candidate, by table name. */
  tables: Type.Record(Type.String(), Type.Array(ExportedRow)),
});
export type CandidateDataExport = Type.Static<typeof CandidateDataExport>;

/** Where an erasure request stands; 'none' when there is no request. */
export const ERASURE_STATUSES = ['none', 'requested', 'confirmed', 'done'] as const;
export type ErasureStatusName = (typeof ERASURE_STATUSES)[number];

export const ErasureStatus = Type.Object({
  status: Type.Enum(ERASURE_STATUSES),
  requestedAt: Type.Union([Type.String(), Type.Null()]),
  confirmedAt: Type.Union([Type.String(), Type.Null()]),
  doneAt: Type.Union([Type.String(), Type.Null()]),
});
export type ErasureStatus = Type.Static<typeof ErasureStatus>;

/** Asking for erasure: the language of the confirmation e-mail and of its link. */
export const ErasureRequestInput = Type.Object(
  { language: Type.Optional(Type.String({ pattern: '^[a-z]{2}(-[a-z]{2})?$' })) },
  { additionalProperties: false },
);
export type ErasureRequestInput = Type.Static<typeof ErasureRequestInput>;

/** Following the e-mailed link: its secret. */
export const ErasureConfirmInput = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type ErasureConfirmInput = Type.Static<typeof ErasureConfirmInput>;

/** The page of the privacy centre, where the confirmation e-mail's link leads (`?token=`). */
export const PRIVACY_PAGE_PATH = '/profile/privacy/';
