/**
 * Attachments (spec 2 §3, §7): the upload's fields, the attachment as calls answer it, and
 * the paths' parameters. The file itself travels as multipart/form-data and comes back from
 * the download call; it is never part of a JSON answer.
 */
import Type from 'typebox';
import { ATTACHMENT_FILTERS } from '../attachments/attachment-rules.js';
import { ClientKey, IdParam } from './common.js';

export const Attachment = Type.Object({
  attachmentId: Type.Integer(),
  candidateId: Type.Integer(),
  /** The kept name (last 60 characters), or one the server gave an unsafe name. */
  name: Type.String(),
  description: Type.String(),
  /** The stored content type (decided from the content, not the browser's claim). */
  type: Type.String(),
  /** Lower-cased: 'resume', 'document' or a custom type. */
  attachmentType: Type.String(),
  /** Bytes. */
  size: Type.Integer(),
  /** Epoch milliseconds. */
  createDate: Type.Integer(),
  /** Whether the candidate may upload another attachment of this kind now. */
  isCanUpload: Type.Union([Type.Literal('t'), Type.Literal('f')]),
});
export type Attachment = Type.Static<typeof Attachment>;

/** The text fields of an upload, sent before the file. */
export const ATTACHMENT_TYPE_MAX_LENGTH = 100;
export const ATTACHMENT_DESCRIPTION_MAX_LENGTH = 500;

export const AttachmentIdParams = Type.Object({ client: ClientKey, attachmentId: IdParam });
export type AttachmentIdParams = Type.Static<typeof AttachmentIdParams>;

export const AttachmentListQuery = Type.Object({
  /** Document lists every attachment but resumes; All (default) lists everything. */
  attachmentType: Type.Optional(Type.Enum(ATTACHMENT_FILTERS)),
});
export type AttachmentListQuery = Type.Static<typeof AttachmentListQuery>;

export const AttachmentList = Type.Object({
  attachments: Type.Array(Attachment),
  /** The tenant's maximum of multi-type attachments, for the upload button and its message. */
  maxFileCount: Type.Integer(),
  maxResumeBytes: Type.Integer(),
  maxAttachmentBytes: Type.Integer(),
});
export type AttachmentList = Type.Static<typeof AttachmentList>;
