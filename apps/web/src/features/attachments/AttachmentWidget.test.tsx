import { cleanup, fireEvent, render, screen } from '@testing-library/react';
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
});
