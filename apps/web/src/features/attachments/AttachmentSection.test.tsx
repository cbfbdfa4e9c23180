import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DEFAULT_ATTACHMENT_LIMITS, type Attachment } from '@talentgate/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { AttachmentSection, type AttachmentSectionProps } from './AttachmentSection';

const LIMITS = { ...DEFAULT_ATTACHMENT_LIMITS, maxFileCount: 2 };
const CERTIFICATE: Attachment = {
  attachmentId: 41,
  candidateId: 7,
  name: 'certificate.pdf',
  description: '',
  type: 'application/pdf',
  attachmentType: 'document',
  size: 2048,
  createDate: Date.UTC(2026, 0, 15),
  isCanUpload: 't',
};

function renderSection(overrides: Partial<AttachmentSectionProps> = {}) {
  const props: AttachmentSectionProps = {
    client: 'demo',
    attachmentType: 'document',
    heading: 'Other documents',
    attachments: [CERTIFICATE],
    limits: LIMITS,
    multiTypeCount: 1,
    onUploaded: vi.fn(),
    onDeleted: vi.fn(),
    ...overrides,
  };
  const view = renderWithProviders(<AttachmentSection {...props} />);
  return { props, view };
}

/** A stand-in XMLHttpRequest the test drives: progress events, then the answer. */
class FakeUpload {
  static last: FakeUpload | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: FormData | null = null;
  constructor() {
    FakeUpload.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const pick = (name: string, bytes = 'data') => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [new File([bytes], name)] } });
};

beforeAll(() => import('./AttachmentDialogs'), 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('attachment section', () => {
  it('lists files with a download link and a labelled delete button', () => {
    renderSection();
    const link = screen.getByRole('link', { name: 'Download certificate.pdf' });
    expect(link.getAttribute('href')).toBe('/rest/private/attachment/demo/41/download');
    expect(screen.getByRole('button', { name: 'Delete certificate.pdf' })).toBeTruthy();
  });

  it('asks before deleting, blocks a second confirm while the delete runs, then says it is done', async () => {
    let finish: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { props } = renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Delete certificate.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    expect(dialog.textContent).toContain('Do you want to delete certificate.pdf?');
    const confirm = screen.getByRole('button', { name: /Yes, delete/ });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(
      confirm.hasAttribute('disabled') || confirm.getAttribute('data-disabled') === 'true',
    ).toBe(true);
    await act(async () => {
      finish(new Response(JSON.stringify({ status: 'Success' }), { status: 200 }));
    });
    expect(await screen.findByRole('dialog', { name: 'File deleted' })).toBeTruthy();
    expect(screen.getByText('certificate.pdf was deleted.')).toBeTruthy();
    expect(props.onDeleted).toHaveBeenCalledWith(CERTIFICATE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows the delete-failure modal when the delete fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ statusCode: 404, code: 'ATTACHMENT_NOT_FOUND', message: 'x' }),
            { status: 404 },
          ),
      ),
    );
    const { props } = renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Delete certificate.pdf' }));
    fireEvent.click(await screen.findByRole('button', { name: /Yes, delete/ }));
    expect(await screen.findByRole('dialog', { name: 'Delete failed' })).toBeTruthy();
    expect(props.onDeleted).not.toHaveBeenCalled();
  });

  it('disables multi-type upload at the maximum and enables it again after a removal', () => {
    const { props, view } = renderSection({ multiTypeCount: 2 });
    const button = screen.getByRole('button', { name: 'Upload a document' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You can only upload 2 attachments')).toBeTruthy();
    view.rerender(
      <MantineProvider env="test">
        <AttachmentSection {...props} multiTypeCount={1} />
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: 'Upload a document' }).hasAttribute('disabled')).toBe(
      false,
    );
    expect(screen.queryByText('You can only upload 2 attachments')).toBeNull();
  });

  it('refuses an unsupported format before sending it', async () => {
    const xhr = vi.fn();
    vi.stubGlobal('XMLHttpRequest', xhr);
    renderSection();
    pick('setup.exe');
    expect(await screen.findByRole('dialog', { name: 'Upload failed' })).toBeTruthy();
    expect(
      screen.getByText(
        'This file format is not supported. Please upload one of the allowed formats.',
      ),
    ).toBeTruthy();
    expect(xhr).not.toHaveBeenCalled();
  });

  it('uploads with a progress bar, the type before the file, then shows the success modal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const { props } = renderSection();
    pick('diploma.pdf');
    const request = FakeUpload.last;
    if (!request) throw new Error('no upload');
    expect(request.method).toBe('PUT');
    expect(request.url).toBe('/rest/private/attachment/demo');
    expect([...(request.body?.keys() ?? [])]).toEqual(['attachmentType', 'description', 'file']);
    act(() => request.progress(50, 100));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading diploma.pdf: 50%' });
    expect(bar.getAttribute('value')).toBe('50');
    const stored = { ...CERTIFICATE, attachmentId: 42, name: 'diploma.pdf' };
    await act(async () => request.answer(201, stored));
    expect(await screen.findByRole('dialog', { name: 'File uploaded' })).toBeTruthy();
    expect(props.onUploaded).toHaveBeenCalledWith(stored);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the server\u2019s refusal in the upload-error modal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    renderSection();
    pick('cv.docx');
    const request = FakeUpload.last;
    await act(async () =>
      request?.answer(422, {
        statusCode: 422,
        code: 'ATTACHMENT_INVALID_CONTENT',
        message: 'x',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Upload failed' })).toBeTruthy();
    expect(
      screen.getByText('The content of this file could not be read. Please upload another file.'),
    ).toBeTruthy();
  });
});
