import { InputBase, MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme';
import '../../i18n/i18n';
import { ChevronDownIcon } from '../../lib/icons';
import { CurrentLanguageContext } from '../routing/current-route';
import { stubMatchMedia } from '../../test/render-with-providers';
import { FacetSelect } from './FacetSelect';

afterEach(cleanup);

/** An element as text: its tag, its attributes in name order, its children; ids as "ID". */
function markupText(node: Node, id: string): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attributes = [...node.attributes]
    .map(({ name, value }) => `${name}="${value.replaceAll(id, 'ID')}"`)
    .sort()
    .join(' ');
  const children = [...node.childNodes].map((child) => markupText(child, id)).join('');
  return `<${node.tagName.toLowerCase()} ${attributes}>${children}</${node.tagName.toLowerCase()}>`;
}

/** The markup one field draws inside the app's own theme (not the theme's style elements). */
function markupOf(field: ReactElement): string {
  stubMatchMedia();
  const { container, unmount } = render(
    <MantineProvider theme={theme}>
      <CurrentLanguageContext value="en">{field}</CurrentLanguageContext>
    </MantineProvider>,
  );
  const root = container.querySelector('.mantine-InputBase-root');
  const id = container.querySelector('select')?.id ?? 'none';
  const text = root ? markupText(root, id) : 'no field drawn';
  unmount();
  return text;
}

const COUNTS = [
  { value: 'Nursing', count: 1200 },
  { value: 'Pharmacy', count: 3 },
];

describe('FacetSelect', () => {
  it('draws what Mantine’s InputBase drew as a select', () => {
    const mantine = markupOf(
      <InputBase
        component="select"
        label="Category"
        value="Pharmacy"
        pointer
        rightSection={<ChevronDownIcon size={16} />}
        rightSectionPointerEvents="none"
        onChange={() => undefined}
      >
        <option value="">All categories</option>
        <option value="Nursing">Nursing (1,200)</option>
        <option value="Pharmacy">Pharmacy (3)</option>
      </InputBase>,
    );
    const plain = markupOf(
      <FacetSelect
        label="Category"
        anyLabel="All categories"
        value="Pharmacy"
        counts={COUNTS}
        onChange={() => undefined}
      />,
    );
    expect(plain).toBe(mantine);
  });

  it('is named by its label and reports the chosen value', () => {
    const onChange = vi.fn();
    stubMatchMedia();
    render(
      <MantineProvider theme={theme}>
        <CurrentLanguageContext value="en">
          <FacetSelect
            label="Category"
            anyLabel="All categories"
            value=""
            counts={COUNTS}
            onChange={onChange}
          />
        </CurrentLanguageContext>
      </MantineProvider>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), {
      target: { value: 'Nursing' },
    });
    expect(onChange).toHaveBeenCalledWith('Nursing');
  });
});
