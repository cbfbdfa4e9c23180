import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, ParsedResume, ResumeHtml } from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTenant } from '../../test/factories.js';
import { renderVariant } from '../../../corpus/synthetic/render.js';
import { corpusVariants } from '../../../corpus/synthetic/variants.js';

let database: TestDatabase;
let app: FastifyInstance;
const XHR = { 'x-requested-with': 'XMLHttpRequest' };

beforeAll(async () => {
  database = await createTestDatabase();
  await createTenant(database.handle.db, { client: 'acme' });
  await createTenant(database.handle.db, { client: 'tiny', settings: { resumeMaxBytes: 300 } });
  app = await buildTestApp(database, { RATE_LIMIT_RESUME_PARSES_PER_MINUTE: '1000' });
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

/** A multipart/form-data body with one file part. */
function multipart(filename: string, bytes: Uint8Array, contentType = 'application/octet-stream') {
  const boundary = '----talentgate-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { ...XHR, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function parse(client: string, filename: string, bytes: Uint8Array, target = app) {
  return target.inject({
    method: 'POST',
    url: `/rest/public/resume/${client}/parse`,
    ...multipart(filename, bytes),
  });
}

const variants = corpusVariants();
const variant = (prefix: string) => {
  const found = variants.find((candidate) => candidate.id.startsWith(prefix));
  if (!found) throw new Error(`no corpus variant ${prefix}`);
  return found;
};

describe('resume parse call', () => {
  it('answers the parsed resume of a PDF, with JSON Resume and the resume XML', async () => {
    const resume = variant('en-1-pdf');
    const response = await parse('acme', 'cv.pdf', (await renderVariant(resume)).bytes);
    expect(response.statusCode).toBe(200);
    const body = response.json<ParsedResume>();
    expect(body.format).toBe('pdf');
    expect(body.contact).toMatchObject({
      name: 'Emily Carter',
      firstName: 'Emily',
      lastName: 'Carter',
      email: 'emily.carter@example.com',
      phoneDigits: '14155550132',
    });
    expect(body.work.map((job) => job.company)).toEqual(
      resume.expected.work.map((job) => job.company),
    );
    expect(body.jsonResume.basics.name).toBe('Emily Carter');
    expect(body.jsonResume.work[0]).toMatchObject({
      name: 'Brightwave Technologies',
      position: 'Senior Software Engineer',
      startDate: '2019-01',
    });
    expect(body.xml).toContain('<company>Brightwave Technologies</company>');
  });

  it.each(['docx', 'rtf', 'txt'])('parses a %s resume', async (format) => {
    const resume = variants.find((candidate) => candidate.format === format);
    if (!resume) throw new Error(format);
    const response = await parse('acme', `resume.${format}`, (await renderVariant(resume)).bytes);
    expect(response.statusCode).toBe(200);
    expect(response.json<ParsedResume>().contact.email).toBe(resume.expected.email);
  });

  it('refuses a renamed executable with a .pdf name, whatever MIME type is claimed', async () => {
    const elf = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, ...new Array(120).fill(0)]);
    const response = await app.inject({
      method: 'POST',
      url: '/rest/public/resume/acme/parse',
      ...multipart('resume.pdf', elf, 'application/pdf'),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<ErrorBody>().code).toBe('RESUME_FORMAT_UNSUPPORTED');
  });

  it('refuses a file whose extension disagrees with its content', async () => {
    const pdf = (await renderVariant(variant('en-5-pdf'))).bytes;
    const response = await parse('acme', 'resume.docx', pdf);
    expect(response.statusCode).toBe(415);
  });

  it("cuts off a file larger than the tenant's resume limit", async () => {
    const txt = (await renderVariant(variant('en-7-txt'))).bytes;
    expect(txt.length).toBeGreaterThan(300);
    const response = await parse('tiny', 'resume.txt', txt);
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>().code).toBe('RESUME_TOO_LARGE');
    expect((await parse('acme', 'resume.txt', txt)).statusCode).toBe(200);
  });

  it('refuses more than the default 5 MB', async () => {
    const big = new TextEncoder().encode(
      'Jane Doe\njane@example.com\n' + 'x'.repeat(5 * 1024 * 1024),
    );
    const response = await parse('acme', 'resume.txt', big);
    expect(response.statusCode).toBe(413);
  });

  it('answers 422 when the text cannot be parsed as a resume', async () => {
    const response = await parse('acme', 'notes.txt', new TextEncoder().encode('hello\nworld\n'));
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().code).toBe('RESUME_CONTENT_INVALID');
  });

  it('answers 422 for a DOCX that inflates beyond the bound (zip bomb)', async () => {
    const bomb = zipSync({
      '[Content_Types].xml': new TextEncoder().encode(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      'word/document.xml': new Uint8Array(70 * 1024 * 1024),
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await parse('acme', 'bomb.docx', bomb);
    expect(response.statusCode).toBe(422);
  });

  it('asks for a file when the request has none', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/rest/public/resume/acme/parse',
      headers: XHR,
      payload: { file: 'not a file' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().code).toBe('RESUME_FILE_REQUIRED');
  });

  it('answers 404 for an unknown organisation', async () => {
    const response = await parse('nobody', 'resume.txt', new TextEncoder().encode('Jane Doe'));
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().code).toBe('CLIENT_NOT_FOUND');
  });

  it('limits parses per address', async () => {
    const limited = await buildTestApp(database, { RATE_LIMIT_RESUME_PARSES_PER_MINUTE: '2' });
    try {
      const bytes = new TextEncoder().encode('hello\nworld\n');
      expect((await parse('acme', 'a.txt', bytes, limited)).statusCode).toBe(422);
      expect((await parse('acme', 'a.txt', bytes, limited)).statusCode).toBe(422);
      const third = await parse('acme', 'a.txt', bytes, limited);
      expect(third.statusCode).toBe(429);
      expect(third.json<ErrorBody>().code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('resume XML to HTML', () => {
  const transform = (xml: string, client = 'acme', query = '') =>
    app.inject({
      method: 'POST',
      url: `/rest/public/resume/${client}/html${query}`,
      headers: { ...XHR, 'content-type': 'application/xml' },
      payload: xml,
    });

  it('renders the XML a parse answered', async () => {
    const parsed = (
      await parse('acme', 'cv.pdf', (await renderVariant(variant('en-1-pdf'))).bytes)
    ).json<ParsedResume>();
    const response = await transform(parsed.xml);
    expect(response.statusCode).toBe(200);
    const { html } = response.json<ResumeHtml>();
    expect(html).toContain('<h2>Emily Carter</h2>');
    expect(html).toContain('Senior Software Engineer, Brightwave Technologies');
    expect(html).toContain('<h3>Work history</h3>');
    expect(html).toContain('2019-01 – present');
    const spanish = (await transform(parsed.xml, 'acme', '?language=es')).json<ResumeHtml>().html;
    expect(spanish).toContain('<h3>Experiencia laboral</h3>');
    expect(spanish).toContain('2019-01 – actualidad');
  });

  it('lets no script, handler or link through', async () => {
    const xml = `<?xml version="1.0"?>
      <resume version="1">
        <contact><name><full>&lt;script&gt;alert(1)&lt;/script&gt;</full></name>
          <links><link>javascript:alert(1)</link></links></contact>
        <script>alert(2)</script>
        <employment><job><company><![CDATA[<img src=x onerror=alert(3)>]]></company>
          <title onclick="alert(4)">Engineer<b>bold</b></title></job></employment>
      </resume>`;
    const response = await transform(xml);
    expect(response.statusCode).toBe(200);
    const { html } = response.json<ResumeHtml>();
    // Every tag is one the transform writes, with no attribute but its own class.
    for (const [tag] of html.matchAll(/<[^>]*>/g)) {
      expect(tag).toMatch(
        /^<\/?(article|section|h2|h3|h4|ul|li|p|br|span)( class="resume[\w-]*")?>$/,
      );
    }
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(3)&gt;');
    expect(html).not.toContain('alert(2)');
  });

  it.each([
    [
      'a DOCTYPE with entities',
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x "y">]><resume>&x;</resume>',
    ],
    ['XML that is not a resume', '<html><body>hi</body></html>'],
    ['text that is not XML', 'not xml at all'],
  ])('answers 400 for %s', async (_label, xml) => {
    const response = await transform(xml);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().code).toBe('RESUME_XML_INVALID');
  });

  it('answers 404 for an unknown organisation', async () => {
    expect((await transform('<resume/>', 'nobody')).statusCode).toBe(404);
  });
});
