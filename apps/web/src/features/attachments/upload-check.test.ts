import { DEFAULT_ATTACHMENT_LIMITS } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import { acceptFor, checkBeforeUpload } from './upload-check';

const limits = { ...DEFAULT_ATTACHMENT_LIMITS, maxFileCount: 2, maxResumeBytes: 100 };

describe('checks before upload', () => {
  it('allows resume formats for resumes and images only for other attachments', () => {
    expect(checkBeforeUpload({ name: 'cv.PDF', size: 10 }, 'Resume', limits, 0)).toBeNull();
    expect(checkBeforeUpload({ name: 'me.png', size: 10 }, 'resume', limits, 0)).toBe(
      'unsupportedFormat',
    );
    expect(checkBeforeUpload({ name: 'me.png', size: 10 }, 'document', limits, 0)).toBeNull();
    expect(checkBeforeUpload({ name: 'setup.exe', size: 10 }, 'document', limits, 0)).toBe(
      'unsupportedFormat',
    );
  });

  it('refuses files over the type\u2019s maximum', () => {
    expect(checkBeforeUpload({ name: 'cv.pdf', size: 101 }, 'resume', limits, 0)).toBe('tooLarge');
    expect(checkBeforeUpload({ name: 'cv.pdf', size: 101 }, 'document', limits, 0)).toBeNull();
  });

  it('stops multi-type uploads at maxFileCount, not resumes', () => {
    expect(checkBeforeUpload({ name: 'a.pdf', size: 1 }, 'document', limits, 2)).toBe('maxUploads');
    expect(checkBeforeUpload({ name: 'a.pdf', size: 1 }, 'resume', limits, 2)).toBeNull();
  });

  it('offers the type\u2019s formats in the picker', () => {
    expect(acceptFor('resume')).not.toContain('.png');
    expect(acceptFor('document')).toContain('.png');
  });
});
