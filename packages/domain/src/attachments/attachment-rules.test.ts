import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attachmentLimitsOf,
  attachmentRequirementMet,
  DEFAULT_ATTACHMENT_LIMITS,
  isAllowedExtension,
  maxUploadsMessage,
  missingAttachmentKeys,
  normaliseAttachmentType,
} from './attachment-rules.js';

describe('attachment formats', () => {
  it('allows resume formats for resumes, and images too for every other type', () => {
    for (const extension of ['rtf', 'doc', 'docx', 'txt', 'pdf']) {
      expect(isAllowedExtension('Resume', extension)).toBe(true);
      expect(isAllowedExtension('document', extension)).toBe(true);
    }
    for (const extension of ['png', 'jpeg', 'jpg']) {
      expect(isAllowedExtension('resume', extension)).toBe(false);
      expect(isAllowedExtension('Certificate', extension)).toBe(true);
    }
    expect(isAllowedExtension('document', 'exe')).toBe(false);
    expect(isAllowedExtension('document', '')).toBe(false);
  });

  it('lower-cases attachment types', () => {
    expect(normaliseAttachmentType(' Resume ')).toBe('resume');
  });
});

describe('limits', () => {
  it('reads the tenant\u2019s limits and keeps defaults for missing or odd values', () => {
    expect(attachmentLimitsOf({})).toEqual(DEFAULT_ATTACHMENT_LIMITS);
    expect(DEFAULT_ATTACHMENT_LIMITS.maxResumeBytes).toBe(5 * 1024 * 1024);
    expect(
      attachmentLimitsOf({ attachments: { maxFileCount: 3, maxResumeBytes: -1, other: 1 } }),
    ).toEqual({ ...DEFAULT_ATTACHMENT_LIMITS, maxFileCount: 3 });
  });

  it('words the maximum-count message as the spec does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (count) => {
        const message = maxUploadsMessage(count);
        expect(message.startsWith('You can only upload ')).toBe(true);
        expect(message.endsWith(' attachments')).toBe(true);
        expect(message).toContain(String(count));
      }),
    );
  });
});

describe('required attachments', () => {
  it('lists the required keys that are missing', () => {
    expect(missingAttachmentKeys([1, 2, 3], [2])).toEqual([1, 3]);
    expect(missingAttachmentKeys([1, 1], [])).toEqual([1]);
    fc.assert(
      fc.property(fc.array(fc.nat(20)), fc.array(fc.nat(20)), (required, present) => {
        const missing = missingAttachmentKeys(required, present);
        expect(missing.every((key) => required.includes(key) && !present.includes(key))).toBe(true);
        expect(missingAttachmentKeys(required, [...present, ...missing])).toEqual([]);
      }),
    );
  });

  it('needs at least one file on the first form, every required key elsewhere', () => {
    const first = { required: true, firstForm: true, requiredKeys: [1, 2] };
    expect(attachmentRequirementMet(first, [])).toBe(false);
    expect(attachmentRequirementMet(first, [2])).toBe(true);
    const later = { ...first, firstForm: false };
    expect(attachmentRequirementMet(later, [2])).toBe(false);
    expect(attachmentRequirementMet(later, [1, 2])).toBe(true);
    expect(attachmentRequirementMet({ ...later, required: false }, [])).toBe(true);
  });
});
