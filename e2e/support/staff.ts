/** The demo tenant's staff (README "Staff users") and signing in to the staff console. */
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import type { Cookie, Page } from 'playwright-core';
import { allowConsoleErrors, expectAccessible, openPage } from './browser.js';

/** One of each role, with their TOTP secrets. */
export const STAFF = {
  admin: { email: 'alex.admin@example.com', secret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU' },
  recruiter: { email: 'riley.recruiter@example.com', secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' },
  manager: { email: 'harper.manager@example.com', secret: 'MFRGGZDFMZTWQ2LKMFRGGZDFMZTWQ2LK' },
  vendor: { email: 'val.vendor@example.com', secret: 'ONSWG4TFORZWK43UONSWG4TFORZWK43U' },
} as const;
export const STAFF_PASSWORD = 'Northwind-Staff-2026';

const TOTP_STEP_MS = 30_000;
/**
 * The TOTP time step each user last signed in with on each site, in a file: every test file
 * runs in a module of its own, and the shared site refuses a step one file used just before
 * another. Own sites have databases of their own, so they are kept apart by origin.
 */
const lastStep = {
  file: (origin: string, who: string) =>
    path.join(tmpdir(), `talentgate-e2e-totp-step-${new URL(origin).port}-${who}`),
  get(origin: string, who: string): number | undefined {
    try {
      return Number(readFileSync(this.file(origin, who), 'utf8'));
    } catch {
      return undefined;
    }
  },
  set(origin: string, who: string, step: number): void {
    writeFileSync(this.file(origin, who), String(step));
  },
};

/**
 * A code is accepted once (decision 0029): a user who signed in to this site during this
 * 30-second step waits for the next one, as a person would wait for their authenticator.
 */
async function nextUnusedStep(origin: string, who: string): Promise<void> {
  const step = Math.floor(Date.now() / TOTP_STEP_MS);
  if (lastStep.get(origin, who) === step)
    await new Promise((resolve) =>
      setTimeout(resolve, (step + 1) * TOTP_STEP_MS - Date.now() + 500),
    );
  lastStep.set(origin, who, Math.floor(Date.now() / TOTP_STEP_MS));
}

/**
 * The session cookies of each user who signed in on each site, so that a later test of the
 * run opens the console as a user who stayed signed in: a second sign-in of one user on one
 * site within 30 seconds would wait for the next authenticator code (up to 30 s). Keyed by
 * origin: own sites have databases, and so sessions, of their own.
 */
const keptSessions = new Map<string, Cookie[]>();

/**
 * A page of the staff console signed in as `who`: with the session this user kept on this
 * site when there is one, else through the console's two steps, the code computed as an
 * authenticator would. `checkAccessible` always takes the two steps (it checks their pages).
 */
export async function staffSignIn(
  origin: string,
  who: keyof typeof STAFF,
  checkAccessible = false,
): Promise<Page> {
  // The console asks who is signed in first: the browser logs the API's 401 as an error.
  allowConsoleErrors(/status of 401/);
  const key = `${origin} ${who}`;
  const kept = checkAccessible ? undefined : keptSessions.get(key);
  const page = await openPage(`${origin}/staff/`, {
    setup: async (context) => {
      if (kept) await context.addCookies(kept);
    },
  });
  page.setDefaultTimeout(15_000);
  const signedIn = page.getByRole('heading', { level: 1, name: 'Requisitions' });
  const signInForm = page.getByRole('heading', { level: 1, name: 'Staff sign-in' });
  await signedIn.or(signInForm).waitFor();
  // A kept session a test has since ended (signed out) shows the sign-in form.
  if (await signedIn.isVisible()) return page;
  if (checkAccessible) await expectAccessible(page);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(STAFF[who].email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await code.waitFor();
  if (checkAccessible) await expectAccessible(page);
  await nextUnusedStep(origin, who);
  await code.fill(await generate({ secret: STAFF[who].secret }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await signedIn.waitFor();
  keptSessions.set(key, await page.context().cookies());
  return page;
}

/** Activates a link or button from the keyboard, as a keyboard user does. */
export async function press(page: Page, target: ReturnType<Page['getByRole']>): Promise<void> {
  await target.focus();
  await page.keyboard.press('Enter');
}

/** Types into a field from the keyboard (focus, select what is there, type). */
export async function typeInto(
  page: Page,
  field: ReturnType<Page['getByRole']>,
  text: string,
): Promise<void> {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}
