/**
 * Communication templates per tenant and language (issue 20; spec 2 §7 staff
 * "communicationtemplate", §9 default reset template 'Password Reset'). The built-in templates
 * are the defaults; a tenant's override of a name and language replaces its default in every
 * e-mail the system sends. Placeholders are {{name}} style.
 */
import Type from 'typebox';
import { ClientKey } from './common.js';

export const TemplateParams = Type.Object({
  client: ClientKey,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  language: Type.String({ pattern: '^[a-z]{2}$' }),
});
export type TemplateParams = Type.Static<typeof TemplateParams>;

export const TemplateSummary = Type.Object({
  name: Type.String(),
  /** The tenant's languages, each saying whether the tenant overrides the default there. */
  languages: Type.Array(Type.Object({ language: Type.String(), overridden: Type.Boolean() })),
  variables: Type.Array(Type.String()),
});
export const TemplateList = Type.Array(TemplateSummary);
export type TemplateList = Type.Static<typeof TemplateList>;

const Content = {
  subject: Type.String({ minLength: 1, maxLength: 200 }),
  text: Type.String({ minLength: 1, maxLength: 20_000 }),
};

export const TemplateInput = Type.Object(Content, { additionalProperties: false });
export type TemplateInput = Type.Static<typeof TemplateInput>;

export const TemplateDetail = Type.Object({
  name: Type.String(),
  language: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  overridden: Type.Boolean(),
  /** What the template may use; the ones the default uses for a link must stay. */
  variables: Type.Array(Type.String()),
  required: Type.Array(Type.String()),
  default: Type.Object(Content),
});
export type TemplateDetail = Type.Static<typeof TemplateDetail>;

/** Preview: the given content (or the current one) rendered with sample values. */
export const TemplatePreviewInput = Type.Object(
  { subject: Type.Optional(Content.subject), text: Type.Optional(Content.text) },
  { additionalProperties: false },
);
export type TemplatePreviewInput = Type.Static<typeof TemplatePreviewInput>;

export const TemplatePreview = Type.Object({ subject: Type.String(), text: Type.String() });
export type TemplatePreview = Type.Static<typeof TemplatePreview>;
