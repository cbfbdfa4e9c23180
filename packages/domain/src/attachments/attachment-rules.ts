/**
 * What may be uploaded (spec 2 §5 "Resume upload", "Attachments"; §9): the formats of a
 * resume and of other (multi-type) attachments, the size and count limits with their
 * defaults, and the wording of the one message the spec fixes.
 */

/** The attachment type of a resume; every other type (document, custom) is multi-type. */
export const RESUME_ATTACHMENT_TYPE = 'resume';
export const DOCUMENT_ATTACHMENT_TYPE = 'document';

export const RESUME_EXTENSIONS = ['rtf', 'doc', 'docx', 'txt', 'pdf'] as const;
export const IMAGE_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;
export type AttachmentExtension =
  (typeof RESUME_EXTENSIONS)[number] | (typeof IMAGE_EXTENSIONS)[number];

/** The content type each format is stored and downloaded as. */
export const ATTACHMENT_CONTENT_TYPES: Readonly<Record<AttachmentExtension, string>> = {
  rtf: 'application/rtf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
};

/** Attachment types are compared and stored lower-cased (spec 2 §3). */
export function normaliseAttachmentType(type: string): string {
  return type.trim().toLowerCase();
}

export function isResumeType(attachmentType: string): boolean {
  return normaliseAttachmentType(attachmentType) === RESUME_ATTACHMENT_TYPE;
}

/** The extensions allowed for an attachment type. */
export function allowedExtensions(attachmentType: string): readonly AttachmentExtension[] {
  return isResumeType(attachmentType)
    ? RESUME_EXTENSIONS
    : [...RESUME_EXTENSIONS, ...IMAGE_EXTENSIONS];
}

export function isAllowedExtension(
  attachmentType: string,
  extension: string,
): extension is AttachmentExtension {
  return allowedExtensions(attachmentType).some((allowed) => allowed === extension);
}

/** Limits a tenant may set under `settings.attachments`; these defaults apply otherwise. */
export interface AttachmentLimits {
  /** The resume maximum (spec 2 §9: a global setting; 5 MB by default here). */
  maxResumeBytes: number;
  /** Other attachments. */
  maxAttachmentBytes: number;
  /** How many multi-type attachments a candidate may hold (spec 2 §5 maxFileCount). */
  maxFileCount: number;
}

export const DEFAULT_ATTACHMENT_LIMITS: AttachmentLimits = {
  maxResumeBytes: 5 * 1024 * 1024,
  maxAttachmentBytes: 5 * 1024 * 1024,
  maxFileCount: 5,
};

/** Reads the limits from a tenant's settings, keeping a default for anything missing or odd. */
export function attachmentLimitsOf(settings: Record<string, unknown>): AttachmentLimits {
  const raw = settings['attachments'];
  const read = (key: keyof AttachmentLimits): number => {
    const value = typeof raw === 'object' && raw !== null ? Reflect.get(raw, key) : undefined;
    return typeof value === 'number' && Number.isInteger(value) && value > 0
      ? value
      : DEFAULT_ATTACHMENT_LIMITS[key];
  };
  return {
    maxResumeBytes: read('maxResumeBytes'),
    maxAttachmentBytes: read('maxAttachmentBytes'),
    maxFileCount: read('maxFileCount'),
  };
}

export function maxBytesFor(limits: AttachmentLimits, attachmentType: string): number {
  return isResumeType(attachmentType) ? limits.maxResumeBytes : limits.maxAttachmentBytes;
}

/** Spec 2 §5: the message starts 'You can only upload ' and ends ' attachments'. */
export function maxUploadsMessage(maxFileCount: number): string {
  return `You can only upload ${maxFileCount} attachments`;
}

/** Filter values of an attachment list (spec 2 §3): Document (not resumes) or All. */
export const ATTACHMENT_FILTERS = ['Document', 'All'] as const;
export type AttachmentFilter = (typeof ATTACHMENT_FILTERS)[number];

/**
 * Required attachments (spec 2 §5): every required attachment key (a slot's numeric key)
 * must be present; answers the missing ones, in the order they were required.
 */
export function missingAttachmentKeys(
  required: readonly number[],
  present: readonly number[],
): number[] {
  const have = new Set(present);
  return required.filter((key, index) => !have.has(key) && required.indexOf(key) === index);
}

/**
 * A required multi-type attachment: on the first form one file of any slot is enough;
 * elsewhere every required key must be present.
 */
export function attachmentRequirementMet(
  requirement: { required: boolean; firstForm: boolean; requiredKeys: readonly number[] },
  present: readonly number[],
): boolean {
  if (!requirement.required) return true;
  if (requirement.firstForm) return present.length > 0;
  return missingAttachmentKeys(requirement.requiredKeys, present).length === 0;
}
