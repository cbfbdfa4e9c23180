import { WIDGETS } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import { widgetFor } from '../apply-engine/widgets/registry';
import { AttachmentWidget } from './AttachmentWidget';

describe('the attachment widget', () => {
  it('is in the vocabulary and the apply engine draws attachment fields with it', () => {
    expect(WIDGETS).toContain('attachment');
    expect(widgetFor('attachment')).toBe(AttachmentWidget);
  });
});
