import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughApi } from '../support/accounts.js';
import {
  allowConsoleErrors,
  downloadedBytes,
  expectAccessible,
  openPage,
  useBrowser,
} from '../support/browser.js';
import { useOwnSite } from '../support/own-site.js';

useBrowser();
// Uploads change the demo candidate's documents, and the limits are the tenant's own: a site
// of this file's own, with at most two documents and 20 KB resumes.
const ownSite = useOwnSite({
  prepare: (cli) =>
    cli('tenant-settings', ['attachments', 'demo', 'maxFileCount=2', 'maxResumeBytes=20000']),
});

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** Starts like a ZIP (a docx) but is none. */
const BROKEN_DOCX = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(200, 7)]);

async function openDocuments(): Promise<Page> {
  const origin = ownSite();
  const page = await openPage(`${origin}/`);
  await signInThroughApi(page);
  await page.goto(`${origin}/profile/documents/`);
  await page.getByRole('heading', { name: 'Resume', level: 3 }).waitFor();
  // The lists have loaded once their upload buttons show.
  await page.getByRole('button', { name: 'Upload your resume' }).waitFor();
  return page;
}

async function choose(page: Page, button: string, name: string, buffer: Buffer) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await chooser.setFiles({ name, mimeType: 'application/pdf', buffer });
}

async function expectDialog(page: Page, title: string, text: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  // The modal fades in; axe would measure contrast half-way through.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  expect(await dialog.textContent()).toContain(text);
  return dialog;
}

async function closeDialog(page: Page, title: string) {
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'OK' }).click();
  await page.getByRole('dialog', { name: title }).waitFor({ state: 'hidden' });
}

describe('documents on the profile page', () => {
  it('uploads, lists, downloads and deletes a resume', async () => {
    const page = await openDocuments();
    await expectAccessible(page);

    await choose(page, 'Upload your resume', 'Jane Doe CV.pdf', PDF);
    await expectDialog(page, 'File uploaded', 'Jane Doe CV.pdf was uploaded.');
    await expectAccessible(page);
    await closeDialog(page, 'File uploaded');

    const link = page.getByRole('link', { name: 'Download Jane Doe CV.pdf' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('Jane Doe CV.pdf');
    expect((await downloadedBytes(download)).equals(PDF)).toBe(true);

    await page.getByRole('button', { name: 'Delete Jane Doe CV.pdf' }).click();
    await expectDialog(page, 'Delete this file?', 'Do you want to delete Jane Doe CV.pdf?');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expectDialog(page, 'File deleted', 'Jane Doe CV.pdf was deleted.');
    await closeDialog(page, 'File deleted');
    await expect.poll(() => link.count()).toBe(0);
  });

  it('refuses an executable renamed .pdf, an unsupported format, an oversized file and unreadable content', async () => {
    allowConsoleErrors(/status of (415|422)/);
    const page = await openDocuments();
    const downloads = page.getByRole('link', { name: /^Download / });
    const before = await downloads.count();
    const unsupported =
      'This file format is not supported. Please upload one of the allowed formats.';

    // Decided by the server from the content: the name and the browser's claim say PDF.
    await choose(page, 'Upload your resume', 'cv.pdf', ELF);
    await expectDialog(page, 'Upload failed', unsupported);
    await expectAccessible(page);
    await closeDialog(page, 'Upload failed');

    await choose(page, 'Upload your resume', 'photo.png', PNG);
    await expectDialog(page, 'Upload failed', unsupported);
    await closeDialog(page, 'Upload failed');

    await choose(
      page,
      'Upload your resume',
      'long.pdf',
      Buffer.concat([PDF, Buffer.alloc(30_000, 32)]),
    );
    await expectDialog(page, 'Upload failed', 'This file is larger than the maximum size allowed.');
    await closeDialog(page, 'Upload failed');

    await choose(page, 'Upload a document', 'letter.docx', BROKEN_DOCX);
    await expectDialog(
      page,
      'Upload failed',
      'The content of this file could not be read. Please upload another file.',
    );
    await closeDialog(page, 'Upload failed');
    // Nothing was stored.
    await page.reload();
    await page.getByRole('button', { name: 'Upload your resume' }).waitFor();
    expect(await downloads.count()).toBe(before);
  });

  it('stops document uploads at the maximum and allows them again after a removal', async () => {
    const page = await openDocuments();
    for (const name of ['diploma.png', 'licence.pdf']) {
      await choose(page, 'Upload a document', name, name.endsWith('.png') ? PNG : PDF);
      await closeDialog(page, 'File uploaded');
    }
    const upload = page.getByRole('button', { name: 'Upload a document' });
    await expect.poll(() => upload.isDisabled()).toBe(true);
    await page.getByText('You can only upload 2 attachments').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Delete diploma.png' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await closeDialog(page, 'File deleted');
    await expect.poll(() => upload.isDisabled()).toBe(false);
    expect(await page.getByText('You can only upload 2 attachments').count()).toBe(0);
  });

  it('shows the upload-error and delete-failure modals when the server fails', async () => {
    allowConsoleErrors(/status of (404|500)/);
    const page = await openDocuments();
    const origin = ownSite();
    await page.route('**/rest/private/attachment/demo', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' }),
          })
        : route.continue(),
    );
    await choose(page, 'Upload your resume', 'cv.pdf', PDF);
    await expectDialog(
      page,
      'Upload failed',
      "We couldn't upload the file. Please try again later.",
    );
    await closeDialog(page, 'Upload failed');
    await page.unroute('**/rest/private/attachment/demo');

    // A document goes away elsewhere (another tab) before this page deletes it.
    await choose(page, 'Upload a document', 'letter.pdf', PDF);
    await closeDialog(page, 'File uploaded');
    const remaining = page.getByRole('button', { name: 'Delete letter.pdf' });
    const list = await page.request.get(
      `${origin}/rest/private/attachment/demo/candidate/${await candidateId(page)}`,
    );
    const { attachments } = (await list.json()) as {
      attachments: { attachmentId: number; name: string }[];
    };
    const letter = attachments.find((item) => item.name === 'letter.pdf');
    expect(letter).toBeDefined();
    const removed = await page.request.delete(
      `${origin}/rest/private/attachment/demo/${letter?.attachmentId}`,
      { headers: { 'X-Requested-With': 'XMLHttpRequest' } },
    );
    expect(removed.status()).toBe(200);
    await remaining.click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expectDialog(
      page,
      'Delete failed',
      "We couldn't delete letter.pdf. Please try again later.",
    );
    await expectAccessible(page);
  });
});

async function candidateId(page: Page): Promise<number> {
  const response = await page.request.get(`${ownSite()}/rest/private/candidate/demo/current`);
  const body = (await response.json()) as { candidateId: number };
  return body.candidateId;
}
