/**
 * The apply engine's `attachment` widget in a form (issue 7: upload, list, download and
 * delete in a form as on the documents tab). No demo stream has a document field (the full
 * apply's is a resume field), so this file's own site imports a one-form join stream whose
 * form requires one, through the same `streams import` command an operator uses.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApplyStream, Attachment, CompletedAttempt } from '@talentgate/domain';
import type { Page } from 'playwright-core';
import type Type from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { JANE, signInThroughApi } from '../support/accounts.js';
import { getJson } from '../support/api-json.js';
import { field, openForm } from '../support/apply.js';
import { downloadedBytes, expectAccessible, openPage, useBrowser } from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';

useBrowser();

const STREAM_KEY = 'documents-join';
const FORM_TITLE = 'Share your documents';
const FIELD_TITLE = 'Supporting documents';
const THANKS = 'Thank you, your documents are with us!';

/**
 * In the documented stream format (docs/apply-streams.md): the candidate fields a signed-in
 * candidate finds prefilled, a required document field and the terms.
 */
const STREAM_YAML = `key: ${STREAM_KEY}
name: Share your documents
flowType: join
steps:
  - container: application
    forms:
      - key: documents-candidate
        templateName: candidate
        formStyle: 0
        formDefinition:
          table: candidate
        tableMap:
          - name: candidate
            fields: [firstName, lastName, uname, termsAndPolicy]
        schemaMetaData:
          type: object
          additionalProperties: false
          required: [firstName, lastName, uname, documents, termsAndPolicy]
          properties:
            firstName: { type: string, maxLength: 50 }
            lastName: { type: string, maxLength: 50 }
            uname: { type: string, maxLength: 75 }
            documents:
              type: array
              items: { type: string, maxLength: 255 }
            termsAndPolicy: { type: string, enum: ['t'] }
        formMetaData:
          title: ${FORM_TITLE}
          fields:
            - name: firstName
              widget: text
              title: First Name
            - name: lastName
              widget: text
              title: Last Name
            - name: uname
              widget: email
              title: User Name / Email
            - name: documents
              widget: attachment
              title: ${FIELD_TITLE}
              attachmentType: document
            - name: termsAndPolicy
              widget: terms-optin
              title: Terms and Policy
              text: I agree to the terms of use.
          action: { type: text, message: '${THANKS}' }
  - container: thank-you
`;

const ownSite = useOwnSite({
  prepare: async (cli) => {
    const folder = await mkdtemp(path.join(tmpdir(), 'talentgate-e2e-stream-'));
    try {
      await writeFile(path.join(folder, `${STREAM_KEY}.yaml`), STREAM_YAML);
      await cli('streams', ['import', 'demo', folder]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  },
});

/** A minimal valid PDF (catalog, empty page tree); the server checks the content's type. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const UPLOAD = '/rest/private/attachment/demo';
const COMPLETE = '/rest/public/apply/demo/attempt/complete';

async function openStream(page: Page): Promise<void> {
  const origin = ownSite();
  const address = `/rest/public/applystream/demo/key/${STREAM_KEY}`;
  const { applyStreamId } = await getJson(address, ApplyStream, origin);
  // `sId` names the stream outright (the join route would run the talent community).
  await page.goto(`${origin}/profile/join/?sId=${applyStreamId}`);
  await openForm(page, FORM_TITLE);
}

/** An answer checked against its contract schema: a wrong shape fails the test. */
function contractShape<T extends Type.TSchema>(schema: T, body: unknown): Type.Static<T> {
  if (!Value.Check(schema, body)) throw new Error("The answer is not the contract's shape");
  return body;
}

/** Uploads through the field's button and its file chooser; answers the stored attachment. */
async function uploadDocument(page: Page, name: string): Promise<Attachment> {
  const uploaded = page.waitForResponse(
    (response) => response.url().endsWith(UPLOAD) && response.request().method() === 'PUT',
  );
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Upload a document' }).click(),
  ]);
  await chooser.setFiles({ name, mimeType: 'application/pdf', buffer: PDF });
  const response = await uploaded;
  expect(response.status()).toBe(201);
  const attachment = contractShape(Attachment, await response.json());
  await closeDialog(page, 'File uploaded', `${name} was uploaded.`);
  return attachment;
}

async function waitForDialog(page: Page, title: string, text: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(text);
  return dialog;
}

async function closeDialog(page: Page, title: string, text: string): Promise<void> {
  const dialog = await waitForDialog(page, title, text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The list of what is missing under the form, which says why submit is disabled. */
const missingFields = (page: Page) =>
  page.getByText('To continue, complete these fields:', { exact: true });

describe('a document field in an apply form', () => {
  // Two browser files share two cores in CI: a whole flow with uploads, about 12 s alone.
  it('uploads, lists, downloads and deletes the signed-in candidate’s document, then completes the flow with one', async () => {
    const page = await openPage(`${ownSite()}/`);
    page.setDefaultTimeout(10_000);
    await signInThroughApi(page);
    await openStream(page);

    // The candidate form opens with her profile; the field lists her documents (none yet).
    expect(await field(page, 'First Name').inputValue()).toBe(JANE.firstName);
    await page.getByRole('heading', { level: 3, name: FIELD_TITLE }).waitFor();
    await page.getByText('No files uploaded yet.').waitFor();
    await page.getByRole('checkbox', { name: 'Terms and Policy' }).check();
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    // Required: at least one file (decision 0021), so submit waits and says for what.
    await missingFields(page).waitFor();
    await page.getByRole('button', { name: FIELD_TITLE }).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await expectAccessible(page);

    const first = await uploadDocument(page, 'Jane Doe references.pdf');
    expect(first).toMatchObject({ attachmentType: 'document', name: 'Jane Doe references.pdf' });
    const download = page.getByRole('link', { name: 'Download Jane Doe references.pdf' });
    await download.waitFor();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    expect(await missingFields(page).count()).toBe(0);
    await expectAccessible(page);

    // The browser's download holds the uploaded bytes under the file's name.
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe('Jane Doe references.pdf');
    expect((await downloadedBytes(saved)).equals(PDF)).toBe(true);
    // The link's answer says so itself: an attachment, named, of the PDF type.
    const href = await download.getAttribute('href');
    expect(href).not.toBeNull();
    const direct = await page.request.get(new URL(href ?? '', ownSite()).href);
    expect(direct.status()).toBe(200);
    expect(direct.headers()['content-type']).toMatch(/^application\/pdf/);
    expect(direct.headers()['content-disposition']).toBe(
      `attachment; filename="Jane Doe references.pdf"; filename*=UTF-8''Jane%20Doe%20references.pdf`,
    );
    expect((await direct.body()).equals(PDF)).toBe(true);

    // Delete, with the confirmation: the field is empty again and submit waits again.
    await page.getByRole('button', { name: 'Delete Jane Doe references.pdf' }).click();
    await waitForDialog(
      page,
      'Delete this file?',
      'Do you want to delete Jane Doe references.pdf? This cannot be undone.',
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await closeDialog(page, 'File deleted', 'Jane Doe references.pdf was deleted.');
    await expect.poll(() => download.count()).toBe(0);
    await page.getByText('No files uploaded yet.').waitFor();
    await missingFields(page).waitFor();
    await expect.poll(() => submit.isDisabled()).toBe(true);

    // Upload again and complete: the form's answer is the new file's id.
    const second = await uploadDocument(page, 'Jane Doe references v2.pdf');
    await page.getByRole('link', { name: 'Download Jane Doe references v2.pdf' }).waitFor();
    await expect.poll(() => submit.isDisabled()).toBe(false);
    // The only form goes with the final submit (one request).
    const completing = page.waitForRequest((request) => request.url().endsWith(COMPLETE));
    const completed = page.waitForResponse((response) => response.url().endsWith(COMPLETE));
    await submit.click();
    const sent: unknown = (await completing).postDataJSON();
    expect(sent).toMatchObject({
      lastForm: { data: { documents: [String(second.attachmentId)] } },
    });
    const answer = contractShape(CompletedAttempt, await (await completed).json());
    expect(answer).toMatchObject({ newCandidate: false, applicationId: null });
    await page.getByText(THANKS).waitFor();
    await expectAccessible(page);
  });

  it('offers a signed-out visitor sign-in instead of an upload, and comes back to the form', async () => {
    const page = await openPage(`${ownSite()}/`);
    page.setDefaultTimeout(10_000);
    await openStream(page);
    const form = page.locator('form');
    await form.getByText('Sign in to upload files.').waitFor();
    expect(await page.getByRole('button', { name: 'Upload a document' }).count()).toBe(0);
    await expectAccessible(page);

    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('User Name / Email').fill(JANE.email);
    await dialog.getByLabel(/^Password/).fill(JANE.password);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Signed in, the visitor is still on the form, now with her documents and the upload.
    await page.getByRole('button', { name: 'Upload a document' }).waitFor();
    await openForm(page, FORM_TITLE);
    expect(new URL(page.url()).pathname).toMatch(/^\/profile\/join\//);
  });
});
