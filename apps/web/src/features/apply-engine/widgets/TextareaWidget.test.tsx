import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { UiField } from '@talentgate/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteWrapper } from '../../../test/site-wrapper';
import { widgetFor } from './registry';
import type { WidgetProps } from './widget-types';

afterEach(cleanup);

const coverLetter: UiField = { name: 'coverLetter', widget: 'textarea', title: 'Cover letter' };

function props(onChange: WidgetProps['onChange']): WidgetProps {
  return {
    field: coverLetter,
    schema: undefined,
    siblings: [],
    values: {},
    context: { client: 'demo', language: 'en', flowKind: 'apply', today: '2026-11-29' },
    inputId: 'coverLetter',
    label: 'Cover letter',
    help: 'A few lines on why this job',
    required: true,
    error: undefined,
    value: 'Dear hiring team,',
    onChange,
    onBlur: vi.fn(),
    fill: vi.fn(),
    inputRef: vi.fn(),
  };
}

describe('the textarea widget', () => {
  it('draws several lines of text once its own code has loaded, and reports what is typed', async () => {
    const onChange = vi.fn();
    const Textarea = widgetFor('textarea');
    const { Wrapper } = siteWrapper();
    render(<Textarea {...props(onChange)} />, { wrapper: Wrapper });
    const box = await screen.findByRole('textbox', { name: /Cover letter/ });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveProperty('value', 'Dear hiring team,');
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.input(box, { target: { value: 'Dear hiring team,\nI nursed for ten years.' } });
    expect(onChange).toHaveBeenCalledWith('Dear hiring team,\nI nursed for ten years.');
  });
});
