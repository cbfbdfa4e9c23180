import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ListItem } from '@talentgate/domain';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorJson, json } from '../../test/fake-api';
import { siteWrapper } from '../../test/site-wrapper';
// Registers the English i18next instance for the hooks.
import '../../test/render-with-providers';
import { ListMultiSelect, ListSelect } from './index';

const LEVELS: ListItem[] = [
  {
    value: 'Bachelor',
    label: "Bachelor's Degree",
    labels: { es: 'Grado universitario' },
    listId: 1,
    sortOrder: 1,
  },
  { value: 'Master', label: "Master's Degree", labels: { es: 'Máster' }, listId: 1, sortOrder: 2 },
  { value: 'Doctorate', label: 'Doctorate', labels: { es: 'Doctorado' }, listId: 1, sortOrder: 3 },
];

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => json(200, LEVELS));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function SingleChoice({ onPick }: { onPick: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <ListSelect
      listName="EducationLevels"
      label="Level attained"
      value={value}
      onChange={(next) => {
        setValue(next);
        onPick(next);
      }}
    />
  );
}

function ManyChoices({ onPick }: { onPick: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ListMultiSelect
      listName="EducationLevels"
      label="Levels"
      value={value}
      onChange={(next) => {
        setValue(next);
        onPick(next);
      }}
    />
  );
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('ListSelect', () => {
  it('offers the list\u2019s items in sort order, labelled in the page\u2019s language', async () => {
    const onPick = vi.fn();
    const { Wrapper } = siteWrapper({ language: 'es' });
    render(<SingleChoice onPick={onPick} />, { wrapper: Wrapper });
    const input = screen.getByRole('textbox', { name: 'Level attained' });
    await waitFor(() => expect(input.hasAttribute('disabled')).toBe(false));
    fireEvent.click(input);
    expect(optionNames()).toEqual(['Grado universitario', 'Máster', 'Doctorado']);
    fireEvent.click(screen.getByRole('option', { name: 'Máster' }));
    expect(onPick).toHaveBeenLastCalledWith('Master');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/rest/public/lists/demo/EducationLevels');
  });

  it('stays disabled and shows the generic notification when the list cannot load', async () => {
    fetchMock.mockImplementation(async () => errorJson(404, 'LIST_NOT_FOUND'));
    const { Wrapper, notify } = siteWrapper();
    render(<SingleChoice onPick={vi.fn()} />, { wrapper: Wrapper });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        message:
          'Something went wrong, we are not able to process your request. Please try again later.',
        alertClass: 'danger',
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Level attained' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});

describe('ListMultiSelect', () => {
  it('picks several items by value', async () => {
    const onPick = vi.fn();
    const { Wrapper } = siteWrapper();
    render(<ManyChoices onPick={onPick} />, { wrapper: Wrapper });
    const input = screen.getByRole('textbox', { name: 'Levels' });
    await waitFor(() => expect(input.hasAttribute('disabled')).toBe(false));
    fireEvent.click(input);
    expect(optionNames()).toEqual(["Bachelor's Degree", "Master's Degree", 'Doctorate']);
    fireEvent.click(screen.getByRole('option', { name: 'Doctorate' }));
    fireEvent.click(screen.getByRole('option', { name: "Bachelor's Degree" }));
    expect(onPick).toHaveBeenLastCalledWith(['Doctorate', 'Bachelor']);
  });
});
