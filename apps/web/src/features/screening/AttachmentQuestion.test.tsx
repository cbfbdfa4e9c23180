/**
 * A screening question answered with a file (issue 24, decision 0039): a signed-in candidate
 * picks one of their files or uploads one through the attachments' upload, and the answer
 * names it (`q4@57`); a visitor not signed in is offered the sign-in the apply engine's
 * document field offers.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  DEFAULT_ATTACHMENT_LIMITS,
  type Attachment,
  type ScreeningQuestion,
  type UiField,
} from '@talentgate/domain';
import type { ReactNode } from 'react';
import { getI18n } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import engineEn from '../../i18n/locales/apply-engine/en.json';
import { CANDIDATE, json } from '../../test/fake-api';
import '../../test/render-with-providers';
import { siteWrapper } from '../../test/site-wrapper';
import type { WidgetProps } from '../apply-engine/widgets/widget-types';
import { AuthContext, type AuthContextValue, type AuthState } from '../auth/auth-context';
import { screeningQuestionsQuery } from './screening-query';
import { ScreeningWidget } from './ScreeningWidget';

beforeAll(() => {
  getI18n().addResourceBundle('en', 'applyEngine', engineEn);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LICENCE_FILE: ScreeningQuestion = {
  generalQuestionsId: 4,
  questionGroupId: 1,
  text: 'Attach your nursing licence',
  textTranslations: {},
  type: 'attachment',
  active: true,
  required: true,
  sortOrder: 1,
  options: [],
};

const file = (attachmentId: number, name: string): Attachment => ({
  attachmentId,
  candidateId: CANDIDATE.candidateId,
  name,
  description: '',
  type: 'application/pdf',
  attachmentType: 'document',
  size: 2048,
  createDate: Date.UTC(2026, 10, 1),
  isCanUpload: 't',
});

function auth(state: AuthState): AuthContextValue {
  return {
    state,
    signIn: vi.fn(),
    signOut: vi.fn(),
    endSession: vi.fn(),
    openSignIn: vi.fn(),
    requireSignIn: vi.fn(),
    signedInElsewhere: vi.fn(),
    recovery: { run: (request) => request(), resume: vi.fn(), abandon: vi.fn(), pending: 0 },
  };
}

const FIELD: UiField = { name: 'screeningAnswers', widget: 'screening', title: 'Questions' };

function renderQuestion(value: AuthContextValue, onChange = vi.fn()) {
  const { Wrapper, queryClient } = siteWrapper();
  queryClient.setQueryData(screeningQuestionsQuery('demo', 30).queryKey, [LICENCE_FILE]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Wrapper>
      <AuthContext value={value}>{children}</AuthContext>
    </Wrapper>
  );
  const props: WidgetProps = {
    field: FIELD,
    schema: undefined,
    siblings: [],
    values: {},
    context: {
      client: 'demo',
      language: 'en',
      flowKind: 'apply',
      today: '2026-11-27',
      requisitionId: 30,
    },
    inputId: 'screeningAnswers',
    label: 'Questions',
    help: undefined,
    required: false,
    error: undefined,
    value: [],
    onChange,
    onBlur: vi.fn(),
    fill: vi.fn(),
    inputRef: vi.fn(),
  };
  render(<ScreeningWidget {...props} />, { wrapper });
  return onChange;
}

/** A stand-in XMLHttpRequest the test answers: the upload's request. */
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
  constructor() {
    FakeUpload.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send() {}
  abort() {}
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('an attachment question of the screening step', () => {
  it('offers a visitor who is not signed in the sign-in that comes back to the form', async () => {
    const signedOut = auth({ status: 'loggedOut' });
    renderQuestion(signedOut);
    await screen.findByText('Sign in to upload files.', undefined, { timeout: 10_000 });
    expect(screen.getByText('Attach your nursing licence')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload a document' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signedOut.openSignIn).toHaveBeenCalledWith({ rememberPath: true });
  });

  it('answers with one of the candidate’s files, or with a file uploaded there', async () => {
    let files = [file(41, 'certificate.pdf')];
    const fetchMock = vi.fn(async (input: string | URL | Request) => {
      const { pathname } = new URL(String(input), 'http://localhost');
      if (pathname === `/rest/private/attachment/demo/candidate/${CANDIDATE.candidateId}`)
        return json(200, { ...DEFAULT_ATTACHMENT_LIMITS, attachments: files });
      return json(404, { statusCode: 404, code: 'ROUTE_NOT_FOUND', message: 'x' });
    });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    const signedIn = auth({
      status: 'loggedIn',
      candidate: CANDIDATE,
      returning: true,
      rememberMe: false,
    });
    const onChange = renderQuestion(signedIn);

    const group = await screen.findByRole(
      'radiogroup',
      { name: /Attach your nursing licence/ },
      { timeout: 10_000 },
    );
    expect(group).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'certificate.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith(['q4@41']);

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.7'], 'licence.pdf')] } });
    const upload = FakeUpload.last;
    if (!upload) throw new Error('nothing uploaded');
    expect([upload.method, upload.url]).toEqual(['PUT', '/rest/private/attachment/demo']);
    files = [...files, file(57, 'licence.pdf')];
    await act(async () => {
      upload.answer(200, file(57, 'licence.pdf'));
    });
    expect(onChange).toHaveBeenLastCalledWith(['q4@57']);
    // Kept with the candidate's documents: the list shows it to choose again later.
    await screen.findByRole('radio', { name: 'licence.pdf' });
  });
});
