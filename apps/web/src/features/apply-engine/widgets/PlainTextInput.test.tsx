import { MantineProvider, TextInput } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { stubMatchMedia } from '../../../test/render-with-providers';
import { PlainTextInput } from './PlainTextInput';

afterEach(cleanup);

/** An element as text: its tag, its attributes in name order, its children. */
function markupText(node: Node): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attributes = [...node.attributes]
    .map(({ name, value }) => `${name}="${value}"`)
    .sort()
    .join(' ');
  const children = [...node.childNodes].map(markupText).join('');
  return `<${node.tagName.toLowerCase()} ${attributes}>${children}</${node.tagName.toLowerCase()}>`;
}

/** The markup one field draws inside the app's own theme (not the theme's style elements). */
function markupOf(field: ReactElement): string {
  stubMatchMedia();
  const { container, unmount } = render(<MantineProvider theme={theme}>{field}</MantineProvider>);
  const root = container.querySelector('.mantine-TextInput-root');
  const text = root ? markupText(root) : 'no field drawn';
  unmount();
  return text;
}

const cases = [
  { name: 'plain', props: {} },
  { name: 'required', props: { required: true } },
  { name: 'with help', props: { description: 'As on your passport' } },
  { name: 'with an error', props: { error: 'Please enter a valid First Name' } },
  {
    name: 'required, help and error',
    props: { required: true, description: 'As on your passport', error: 'Required' },
  },
  { name: 'read only with a placeholder', props: { readOnly: true, placeholder: 'Jane' } },
] as const;

describe('PlainTextInput', () => {
  it.each(cases)('draws what Mantine’s TextInput draws: $name', ({ props }) => {
    const mantine = markupOf(
      <TextInput id="first" label="First Name" value="Ana" onChange={() => undefined} {...props} />,
    );
    const plain = markupOf(
      <PlainTextInput
        id="first"
        label="First Name"
        value="Ana"
        onChange={() => undefined}
        {...props}
      />,
    );
    expect(plain).toBe(mantine);
  });

  it('draws an e-mail field as Mantine does, with the attributes a phone keyboard reads', () => {
    const attributes = {
      type: 'email',
      autoComplete: 'email',
      inputMode: 'email',
      autoCapitalize: 'none',
      spellCheck: false,
    } as const;
    const mantine = markupOf(
      <TextInput id="mail" label="E-mail" value="" onChange={() => undefined} {...attributes} />,
    );
    const plain = markupOf(
      <PlainTextInput
        id="mail"
        label="E-mail"
        value=""
        onChange={() => undefined}
        {...attributes}
      />,
    );
    expect(plain).toBe(mantine);
  });

  it('reports what the visitor types and when they leave, is named by its label and described by all its notes', () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    render(
      <MantineProvider theme={theme}>
        <PlainTextInput
          id="city"
          label="City"
          description="Where you live"
          error="Too long"
          required
          value=""
          onChange={onChange}
          onBlur={onBlur}
          aria-describedby="city-notice"
        />
      </MantineProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    // Its error, its help, then the widget's own notice.
    expect(input.getAttribute('aria-describedby')).toBe('city-error city-description city-notice');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(input, { target: { value: 'Leeds' } });
    expect(onChange).toHaveBeenCalledWith('Leeds');
    fireEvent.blur(input);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
