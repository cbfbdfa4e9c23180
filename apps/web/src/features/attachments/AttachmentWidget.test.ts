import { WIDGETS } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import { widgetFor } from '../apply-engine/widgets/registry';
import { TextWidget } from '../apply-engine/widgets/TextWidget';

describe('the attachment widget', () => {
  it('is in the vocabulary and the apply engine registers a widget of its own for it', () => {
    expect(WIDGETS).toContain('attachment');
    // Registered lazily (its code loads with the first attachment field), not the text fallback.
    expect(widgetFor('attachment')).not.toBe(TextWidget);
    expect(widgetFor('attachment')).not.toBe(widgetFor('no-such-widget'));
  });
});
