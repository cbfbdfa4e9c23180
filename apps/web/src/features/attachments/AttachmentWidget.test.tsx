import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { WIDGETS, type UiField } from '@talentgate/domain';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../test/render-with-providers';
import { siteWrapper } from '../../test/site-wrapper';
import { AuthContext, type AuthContextValue } from '../auth/auth-context';
import { widgetFor } from '../apply-engine/widgets/registry';
import { TextWidget } from '../apply-engine/widgets/TextWidget';
import type { WidgetProps } from '../apply-engine/widgets/widget-types';
import { AttachmentWidget } from './AttachmentWidget';

afterEach(cleanup);

const loggedOut: AuthContextValue = {
  state: { status: 'loggedOut' },
  signIn: vi.fn(),
  signOut: vi.fn(),
  endSession: vi.fn(),
  openSignIn: vi.fn(),
  requireSignIn: vi.fn(),
  signedInElsewhere: vi.fn(),
  recovery: { run: (request) => request(), resume: vi.fn(), abandon: vi.fn(), pending: 0 },
};

function widgetProps(field: UiField, context: Partial<WidgetProps['context']> = {}): WidgetProps {
  return {
    field,
    schema: undefined,
    siblings: [],
    values: {},
    context: {
      client: 'demo',
      language: 'en',
      flowKind: 'profileJoin',
      today: '2026-11-21',
      ...context,
    },
    inputId: field.name,
    label: field.title,
    help: undefined,
    required: false,
    error: undefined,
    value: undefined,
    onChange: vi.fn(),
    onBlur: vi.fn(),
    fill: vi.fn(),
    inputRef: vi.fn(),
  };
}

function renderSignedOut(props: WidgetProps) {
  const { Wrapper } = siteWrapper();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Wrapper>
      <AuthContext value={loggedOut}>{children}</AuthContext>
    </Wrapper>
  );
  return render(<AttachmentWidget {...props} />, { wrapper });
}

const resumeField: UiField = {
  name: 'resume',
  widget: 'attachment',
  title: 'Upload your resume to fill the form',
  attachmentType: 'resume',
};

async function chooseResume(name: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(['Jane Doe'], name)] } });
  });
}

describe('the attachment widget', () => {
  it('is in the vocabulary and the apply engine registers a widget of its own for it', () => {
    expect(WIDGETS).toContain('attachment');
    // Registered lazily (its code loads with the first attachment field), not the text fallback.
    expect(widgetFor('attachment')).not.toBe(TextWidget);
    expect(widgetFor('attachment')).not.toBe(widgetFor('no-such-widget'));
  });

  it('offers a signed-out visitor a sign-in that comes back to the form', () => {
    const openSignIn = vi.fn<AuthContextValue['openSignIn']>();
    const auth: AuthContextValue = {
      state: { status: 'loggedOut' },
      signIn: vi.fn(),
      signOut: vi.fn(),
      endSession: vi.fn(),
      openSignIn,
      requireSignIn: vi.fn(),
      signedInElsewhere: vi.fn(),
      recovery: { run: (request) => request(), resume: vi.fn(), abandon: vi.fn(), pending: 0 },
    };
    const { Wrapper } = siteWrapper();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Wrapper>
        <AuthContext value={auth}>{children}</AuthContext>
      </Wrapper>
    );
    const field: UiField = {
      name: 'documents',
      widget: 'attachment',
      title: 'Supporting documents',
      attachmentType: 'document',
    };
    const props: WidgetProps = {
      field,
      schema: undefined,
      siblings: [],
      values: {},
      context: { client: 'demo', language: 'en', flowKind: 'profileJoin', today: '2026-11-21' },
      inputId: 'documents',
      label: 'Supporting documents',
      help: undefined,
      required: true,
      error: undefined,
      value: undefined,
      onChange: vi.fn(),
      onBlur: vi.fn(),
      fill: vi.fn(),
      inputRef: vi.fn(),
    };
    render(<AttachmentWidget {...props} />, { wrapper });

    expect(screen.getByText('Sign in to upload files.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload a document' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    // Without the remembered path, signing in lands on the dashboard and leaves the form.
    expect(openSignIn).toHaveBeenCalledWith({ rememberPath: true });
  });

  describe('a signed-out visitor’s resume', () => {
    afterEach(() => vi.unstubAllGlobals());

    /** Records the requests the field sends (XMLHttpRequest for the file, fetch otherwise). */
    function recordRequests() {
      const sent: { method: string; url: string; headers: Record<string, string> }[] = [];
      class FakeRequest {
        status = 200;
        responseText = '{}';
        upload = { onprogress: null };
        onload: (() => void) | null = null;
        private call = { method: '', url: '', headers: {} as Record<string, string> };
        open(method: string, url: string) {
          this.call = { method, url, headers: {} };
        }
        setRequestHeader(name: string, value: string) {
          this.call.headers[name.toLowerCase()] = value;
        }
        send() {
          sent.push(this.call);
          queueMicrotask(() => this.onload?.());
        }
      }
      vi.stubGlobal('XMLHttpRequest', FakeRequest);
      return sent;
    }

    it('is kept with the flow’s attempt and parsed in the same request', async () => {
      const sent = recordRequests();
      const attemptId = vi.fn(async () => 'secret-of-the-attempt');
      renderSignedOut(widgetProps(resumeField, { attemptId }));
      await chooseResume('cv.txt');
      await screen.findByText('Your resume was read. Check the values it filled in.');
      expect(sent).toEqual([
        {
          method: 'POST',
          url: '/rest/public/apply/demo/attempt/attachment/resume',
          headers: expect.objectContaining({ 'x-apply-attempt': 'secret-of-the-attempt' }),
        },
      ]);
    });

    it('tells the flow what its attempt holds, and shows a held resume when it opens again', async () => {
      recordRequests();
      const attemptId = vi.fn(async () => 'secret-of-the-attempt');
      const keepHeldResume = vi.fn();
      const first = renderSignedOut(widgetProps(resumeField, { attemptId, keepHeldResume }));
      await chooseResume('cv.txt');
      await screen.findByText('Your resume was read. Check the values it filled in.');
      expect(keepHeldResume).toHaveBeenCalledWith({ name: 'cv.txt', parsed: true });
      first.unmount();

      const heldResume = { name: 'cv.txt', parsed: true };
      renderSignedOut(widgetProps(resumeField, { attemptId, keepHeldResume, heldResume }));
      expect(screen.getByText('cv.txt')).toBeTruthy();
      expect(screen.getByText('Your resume was read. Check the values it filled in.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
      await vi.waitFor(() => expect(keepHeldResume).toHaveBeenLastCalledWith(null));
    });

    it('is only parsed outside a flow (no attempt)', async () => {
      const sent = recordRequests();
      renderSignedOut(widgetProps(resumeField));
      await chooseResume('cv.txt');
      await screen.findByText('Your resume was read. Check the values it filled in.');
      expect(sent.map((call) => call.url)).toEqual(['/rest/public/resume/demo/parse']);
    });
  });
});
