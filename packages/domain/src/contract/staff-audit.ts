/** The audit log of staff writes (issue 20): who, what, when, before and after. */
import Type from 'typebox';

const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const AuditQuery = Type.Object(
  {
    entityType: Type.Optional(Type.String({ maxLength: 40, pattern: '^[a-z_]+$' })),
    staffUserId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Type.Static<typeof AuditQuery>;

export const AuditEntry = Type.Object({
  auditId: Type.Integer(),
  staffUserId: Nullable(Type.Integer()),
  staffName: Type.String(),
  action: Type.String(),
  entityType: Type.String(),
  entityId: Nullable(Type.String()),
  before: Type.Unknown(),
  after: Type.Unknown(),
  at: Type.Integer({ description: 'epoch milliseconds' }),
});
export type AuditEntry = Type.Static<typeof AuditEntry>;

export const AuditPage = Type.Object({
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  items: Type.Array(AuditEntry),
});
export type AuditPage = Type.Static<typeof AuditPage>;
