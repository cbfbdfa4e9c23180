import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { renderWithProviders } from '../../test/render-with-providers';
import { ResumeField, type ResumeFieldProps } from './ResumeField';

afterEach(() => cleanup());

function renderField(overrides: Partial<ResumeFieldProps>) {
  const props: ResumeFieldProps = {
    client: 'demo',
    inputId: 'resume',
    label: 'Resume',
    required: true,
    signedIn: false,
    hasStoredResume: false,
    error: undefined,
    onChange: vi.fn(),
    inputRef: () => undefined,
    ...overrides,
  };
  renderWithProviders(<ResumeField {...props} />);
  return props;
}

async function choose(name: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  // The field loads its upload code once a file is chosen: callers wait for what it shows.
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['resume text'], name)] } });
    await import('./resume-upload');
  });
}

const lastValue = (props: ResumeFieldProps) => vi.mocked(props.onChange).mock.calls.at(-1)?.[0];

describe('resume field', () => {
  it('parses the chosen resume and then holds it', async () => {
    const parse = vi.fn(async () => ({ basics: { name: 'Jane Doe' } }));
    const onParsed = vi.fn();
    const props = renderField({ parse, onParsed });
    await choose('cv.pdf');
    await vi.waitFor(() => expect(parse).toHaveBeenCalledWith('demo', expect.any(File)));
    expect(
      await screen.findByText('Your resume was read. Check the values it filled in.'),
    ).toBeTruthy();
    expect(onParsed).toHaveBeenCalledWith({ basics: { name: 'Jane Doe' } });
    await vi.waitFor(() => expect(lastValue(props)).toEqual(['cv.pdf']));
  });

  it('takes a 422 as "uploaded, parsing skipped", which a signed-out visitor\u2019s required resume is not', async () => {
    const parse = vi.fn(async () => {
      throw new ApiError(422, 'HTTP_ERROR', 'cannot parse');
    });
    const props = renderField({ parse });
    await choose('cv.pdf');
    expect(await screen.findByText('Your resume was uploaded.')).toBeTruthy();
    expect(lastValue(props)).toEqual([]);
  });

  it('shows invalid content for any other failure', async () => {
    const parse = vi.fn(async () => {
      throw new ApiError(500, 'INTERNAL_ERROR', 'boom');
    });
    const props = renderField({ parse, required: false });
    await choose('cv.pdf');
    expect(
      await screen.findByText(
        'The content of this file could not be read. Please upload another file.',
      ),
    ).toBeTruthy();
    expect(lastValue(props)).toEqual([]);
  });

  it('refuses an unsupported format without parsing, in the upload-error modal', async () => {
    const parse = vi.fn();
    renderField({ parse });
    await choose('photo.png');
    expect(await screen.findByRole('dialog', { name: 'Upload failed' })).toBeTruthy();
    expect(parse).not.toHaveBeenCalled();
  });

  it('clears the resume, remembering the previous one, and is required again', async () => {
    const onClear = vi.fn(async () => ({ deleted: 1 }));
    const props = renderField({ parse: async () => ({}), onClear });
    await choose('first.pdf');
    await vi.waitFor(() => expect(lastValue(props)).toEqual(['first.pdf']));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Previous resume: first.pdf')).toBeTruthy();
    expect(lastValue(props)).toEqual([]);
    // Whatever kept the file (an apply attempt) lets it go.
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('treats a parse that keeps the file and refuses it as a refused upload, not as parsed', async () => {
    const parse = vi.fn(async () => {
      // The held resume call answers 422 for a broken file too, with the attachment's code.
      throw new ApiError(422, 'ATTACHMENT_INVALID_CONTENT', 'broken');
    });
    const props = renderField({ parse, required: false });
    await choose('cv.docx');
    const dialog = await screen.findByRole('dialog', { name: 'Upload failed' });
    expect(dialog.textContent).toContain('The content of this file could not be read.');
    expect(screen.queryByText('Your resume was uploaded.')).toBeNull();
    expect(lastValue(props)).toEqual([]);
  });
});
