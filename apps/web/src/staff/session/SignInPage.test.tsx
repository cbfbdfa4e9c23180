import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { stubMatchMedia } from '../../test/render-with-providers';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { initStaffI18n, staffI18n } from '../i18n/i18n';
import { SignInPage } from './SignInPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ME = {
  staffUserId: 7,
  client: 'demo',
  email: 'new.admin@example.com',
  name: 'New Admin',
  roles: ['admin'],
  permissions: ['audit:read'],
  scope: 'all',
};

function renderSignIn(onSignedIn: (me: unknown) => void, path = '/') {
  render(
    <I18nextProvider i18n={staffI18n}>
      <MantineProvider env="test">
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            <SignInPage client="demo" onSignedIn={onSignedIn} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const PROVIDERS = '/rest/staff/demo/sso/providers';

const typeInto = (label: RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

beforeAll(async () => {
  stubMatchMedia();
  await initStaffI18n('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the staff sign-in', () => {
  it('enrols at the first sign-in: secret and otpauth link, then the recovery codes once', async () => {
    const calls: Array<{ path: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string, init: RequestInit) => {
        if (path === PROVIDERS) return Promise.resolve(json(200, []));
        calls.push({ path, body: JSON.parse(String(init.body)) });
        if (path === '/rest/staff/demo/login') {
          return Promise.resolve(
            json(200, { next: 'enrol', secret: 'ABCDEFGH', otpauthUri: 'otpauth://totp/x' }),
          );
        }
        return Promise.resolve(json(200, { staff: ME, recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'] }));
      }),
    );
    const onSignedIn = vi.fn();
    renderSignIn(onSignedIn);
    typeInto(/^E-mail/, 'new.admin@example.com');
    typeInto(/^Password/, 'Initial-Pass-1');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('ABCDEFGH')).toBeTruthy();
    expect(screen.getByText('otpauth://totp/x')).toBeTruthy();
    typeInto(/^Authentication code/, '123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('aaaa-bbbb')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(onSignedIn).toHaveBeenCalledWith(ME);
    expect(calls.map((call) => call.body)).toEqual([
      { email: 'new.admin@example.com', password: 'Initial-Pass-1' },
      { code: '123456' },
    ]);
  });

  it('shows the API’s message when the code is refused, and takes a recovery code', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string, init: RequestInit) => {
        if (path === PROVIDERS) return Promise.resolve(json(200, []));
        bodies.push(JSON.parse(String(init.body)));
        if (path === '/rest/staff/demo/login') return Promise.resolve(json(200, { next: 'totp' }));
        return Promise.resolve(
          json(401, {
            statusCode: 401,
            code: 'STAFF_SECOND_FACTOR_INVALID',
            message: 'The code is not valid.',
          }),
        );
      }),
    );
    renderSignIn(vi.fn());
    typeInto(/^E-mail/, 'riley.recruiter@example.com');
    typeInto(/^Password/, 'Northwind-Staff-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    typeInto(/^Recovery code/, ' abcd-efgh ');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('The code is not valid.'),
    );
    expect(bodies.at(-1)).toEqual({ recoveryCode: 'abcd-efgh' });
  });

  it('offers the tenant’s enterprise provider above the password', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(json(200, [{ key: 'corp-sso', label: 'Contoso employees' }]))),
    );
    renderSignIn(vi.fn());
    expect(
      await screen.findByRole('button', { name: 'Sign in with Contoso employees' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('finishes a sign-in the provider sent back to /staff/sso-return', async () => {
    const calls: Array<{ path: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string, init: RequestInit) => {
        if (path === PROVIDERS) return Promise.resolve(json(200, []));
        calls.push({ path, body: JSON.parse(String(init.body)) });
        return Promise.resolve(json(200, { staff: ME, recoveryCodes: [] }));
      }),
    );
    const onSignedIn = vi.fn();
    renderSignIn(onSignedIn, '/sso-return?code=abc&state=xyz&iss=http%3A%2F%2Fidp');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(ME));
    expect(calls).toEqual([
      {
        path: '/rest/staff/demo/sso/return',
        body: { query: '?code=abc&state=xyz&iss=http%3A%2F%2Fidp' },
      },
    ]);
  });

  it('shows why a return from the provider was refused, with the sign-in again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string) =>
        Promise.resolve(
          path === PROVIDERS
            ? json(200, [])
            : json(403, {
                statusCode: 403,
                code: 'STAFF_SSO_NOT_LINKED',
                message: 'Your organisation account is not linked to a staff account of this site.',
              }),
        ),
      ),
    );
    renderSignIn(vi.fn(), '/sso-return?code=abc&state=xyz');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('is not linked to a staff account'),
    );
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});
