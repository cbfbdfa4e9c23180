/**
 * Offers with approvals (issue 27, decision 0049): a template and a chain of two approvers;
 * a draft from the template for an application; a rejection with its comment sends it back,
 * the approvers then approve in order; extended, the candidate reads the PDF and accepts with
 * a signature equal to their first and last name (a mismatch is refused with the spec's
 * code), and the application is hired; another declines; an expired offer cannot be
 * answered. Each route is scoped: other tenants' staff and candidates, and other candidates
 * of the tenant, get 401/403/404 and nothing changes.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalChain, Offer, OfferTemplate, StaffOffer } from '@talentgate/domain';
import {
  applications,
  candidateActivities,
  offers,
  outboxEmails,
  requisitionMembers,
} from '../../db/schema.js';
import { buildTestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  createApplication,
  createCandidate,
  createJob,
  createTenant,
} from '../../test/factories.js';
import { signInCookie } from '../../test/sign-in.js';
import { createStaff, signInStaff, type TestStaff } from '../../test/staff.js';
import { extractPdfText } from '../resume-parsing/extract/pdf.js';
import type { Tenant } from '../tenants/find-tenant.js';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const DAY = 86_400_000;
let database: TestDatabase;
let app: FastifyInstance;
let acme: Tenant;
let requisitionId: number;
const cookies: Record<
  'recruiter' | 'first' | 'second' | 'outsider' | 'vendor' | 'foreign',
  string
> = { recruiter: '', first: '', second: '', outsider: '', vendor: '', foreign: '' };
const people: Record<'recruiter' | 'first' | 'second', TestStaff | null> = {
  recruiter: null,
  first: null,
  second: null,
};
let templateId = 0;
let chain: ApprovalChain;
let sequence = 0;

async function applicant(firstName: string, lastName: string) {
  sequence += 1;
  const uname = `offer${sequence}@example.com`;
  const candidate = await createCandidate(app.db, acme, { uname, firstName, lastName });
  const row = await createApplication(app.db, {
    tenantId: acme.id,
    candidateId: candidate.id,
    requisitionId,
    status: 'Interview',
  });
  return {
    candidate,
    uname,
    applicationId: row.id,
    cookie: await signInCookie(app, 'acme', uname),
  };
}

function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function lastEmail(recipient: string) {
  const [email] = await app.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.recipient, recipient))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  return email ?? null;
}

const draftBody = { salary: 'USD 90,000 a year', startDate: '2031-03-01', bonus: 'USD 5,000' };
const draftUrl = (applicationId: number, offerTemplateId = templateId) =>
  `/rest/staff/acme/application/offertemplete/update/${applicationId}/${chain.approvalChainId}/${offerTemplateId}`;

/** An offer drafted, approved by both approvers and extended to the candidate. */
async function extendedOffer(person: Awaited<ReturnType<typeof applicant>>, template = templateId) {
  const drafted = await call('POST', draftUrl(person.applicationId, template), cookies.recruiter, {
    ...draftBody,
    expiresAt: Date.now() + 7 * DAY,
  });
  expect(drafted.statusCode, drafted.body).toBe(200);
  const offerId = drafted.json<StaffOffer>().offerId;
  expect(
    (await call('POST', `/rest/staff/acme/offer/submit/${offerId}`, cookies.recruiter)).statusCode,
  ).toBe(200);
  for (const who of ['first', 'second'] as const) {
    const approved = await call(
      'POST',
      `/rest/staff/acme/offer/approver/accept/${offerId}`,
      cookies[who],
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
  }
  const extended = await call(
    'POST',
    `/rest/staff/acme/offer/extend/${offerId}`,
    cookies.recruiter,
  );
  expect(extended.statusCode, extended.body).toBe(200);
  return offerId;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildTestApp(database);
  acme = await createTenant(app.db, { client: 'acme', name: 'Acme Corp' });
  const globex = await createTenant(app.db, { client: 'globex' });
  requisitionId = (await createJob(app.db, acme, { title: 'Warehouse Lead' })).requisition.id;
  people.recruiter = await createStaff(app.db, acme, 'recruiter', { name: 'Rita Recruiter' });
  people.first = await createStaff(app.db, acme, 'hiring_manager', { name: 'Hal Manager' });
  people.second = await createStaff(app.db, acme, 'admin', { name: 'Ada Admin' });
  const outsider = await createStaff(app.db, acme, 'hiring_manager', { name: 'Otto Outside' });
  // The outsider manages the requisition's team elsewhere: on no requisition, in no chain.
  await app.db.delete(requisitionMembers);
  cookies.recruiter = await signInStaff(app, 'acme', people.recruiter);
  cookies.first = await signInStaff(app, 'acme', people.first);
  cookies.second = await signInStaff(app, 'acme', people.second);
  cookies.outsider = await signInStaff(app, 'acme', outsider);
  cookies.vendor = await signInStaff(app, 'acme', await createStaff(app.db, acme, 'vendor'));
  cookies.foreign = await signInStaff(app, 'globex', await createStaff(app.db, globex, 'admin'));

  const template = await call('PUT', '/rest/staff/acme/offer/template', cookies.recruiter, {
    name: 'Standard offer',
    elements: [
      {
        kind: 'text',
        label: 'Welcome',
        text: 'We are glad to offer you {{jobTitle}} at {{company}}, {{firstName}}.',
      },
      { kind: 'salary', label: 'Salary', text: '{{salary}}, paid monthly' },
      { kind: 'start_date', label: 'Start date', text: '' },
      { kind: 'bonus', label: 'Signing bonus', text: '' },
    ],
  });
  expect(template.statusCode, template.body).toBe(201);
  templateId = template.json<OfferTemplate>().offerTemplateId;
  const created = await call('PUT', '/rest/staff/acme/approvalchain', cookies.recruiter, {
    name: 'Two managers',
    steps: [
      { kind: 'staff', staffUserId: people.second.user.id },
      { kind: 'staff', staffUserId: people.first.user.id },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  chain = created.json<ApprovalChain>();
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

describe('templates and approval chains', () => {
  it('reorders, deactivates and activates a chain; refuses a chain that cannot approve', async () => {
    const [a, b] = chain.details;
    if (!a || !b) throw new Error('two approvers expected');
    const bad = await call(
      'POST',
      `/rest/staff/acme/approvalchain/reorder/details/${chain.approvalChainId}`,
      cookies.recruiter,
      {
        approvalChainDetailIds: [a.approvalChainDetailId],
      },
    );
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'APPROVAL_CHAIN_ORDER_INVALID' });
    const reordered = await call(
      'POST',
      `/rest/staff/acme/approvalchain/reorder/details/${chain.approvalChainId}`,
      cookies.recruiter,
      {
        approvalChainDetailIds: [b.approvalChainDetailId, a.approvalChainDetailId],
      },
    );
    expect(reordered.statusCode, reordered.body).toBe(200);
    chain = reordered.json<ApprovalChain>();
    expect(chain.details.map((detail) => detail.name)).toEqual(['Hal Manager', 'Ada Admin']);
    const details = await call(
      'GET',
      `/rest/staff/acme/approvalchain/details/${chain.approvalChainId}`,
      cookies.first,
    );
    expect(details.json<{ name: string }[]>().map((detail) => detail.name)).toEqual([
      'Hal Manager',
      'Ada Admin',
    ]);

    const off = await call(
      'POST',
      `/rest/staff/acme/approvalchain/deactivate/${chain.approvalChainId}`,
      cookies.recruiter,
    );
    expect(off.json<ApprovalChain>().active).toBe(false);
    const person = await applicant('Ann', 'Off');
    const refused = await call('POST', draftUrl(person.applicationId), cookies.recruiter, {
      ...draftBody,
      expiresAt: Date.now() + DAY,
    });
    expect(refused.json()).toMatchObject({ statusCode: 409, code: 'APPROVAL_CHAIN_INACTIVE' });
    const on = await call(
      'POST',
      `/rest/staff/acme/approvalchain/activate/${chain.approvalChainId}`,
      cookies.recruiter,
    );
    expect(on.json<ApprovalChain>().active).toBe(true);

    // A recruiter may not approve offers: a chain naming one would stop there.
    const recruiterChain = await call('PUT', '/rest/staff/acme/approvalchain', cookies.recruiter, {
      name: 'Recruiter chain',
      steps: [{ kind: 'staff', staffUserId: people.recruiter?.user.id }],
    });
    expect(recruiterChain.json()).toMatchObject({ statusCode: 404, code: 'STAFF_USER_NOT_FOUND' });
  });
});

describe('an offer from draft to hire', () => {
  it('is sent back by a rejection, approved in order, extended, read and accepted', async () => {
    const jane = await applicant('Jane', 'Doe');
    const drafted = await call('POST', draftUrl(jane.applicationId), cookies.recruiter, {
      ...draftBody,
      expiresAt: Date.now() + 7 * DAY,
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    const offer = drafted.json<StaffOffer>();
    expect(offer).toMatchObject({
      status: 'draft',
      jobTitle: 'Warehouse Lead',
      candidateName: 'Jane Doe',
    });
    expect(offer.letter).toEqual([
      { label: 'Welcome', text: 'We are glad to offer you Warehouse Lead at Acme Corp, Jane.' },
      { label: 'Salary', text: 'USD 90,000 a year, paid monthly' },
      { label: 'Start date', text: 'March 1, 2031' },
      { label: 'Signing bonus', text: 'USD 5,000' },
    ]);
    const id = offer.offerId;
    // A draft is not the candidate's to see.
    expect((await call('GET', `/rest/private/offer/acme/id/${id}`, jane.cookie)).statusCode).toBe(
      404,
    );

    const submitted = await call('POST', `/rest/staff/acme/offer/submit/${id}`, cookies.recruiter);
    expect(submitted.json<StaffOffer>()).toMatchObject({
      status: 'pending_approval',
      currentApproverId: people.first?.user.id,
    });
    expect((await lastEmail(people.first?.user.email ?? ''))?.subject).toBe(
      'Offer to approve: Jane Doe, Warehouse Lead',
    );
    // Not the second approver's turn yet; a rejection needs its comment.
    const early = await call(
      'POST',
      `/rest/staff/acme/offer/approver/accept/${id}`,
      cookies.second,
      {},
    );
    expect(early.json()).toMatchObject({ statusCode: 409, code: 'OFFER_NOT_YOUR_TURN' });
    const bare = await call(
      'POST',
      `/rest/staff/acme/offer/approver/reject/${id}`,
      cookies.first,
      {},
    );
    expect(bare.json()).toMatchObject({
      statusCode: 400,
      code: 'OFFER_COMMENT_REQUIRED',
      field: 'comment',
    });
    const rejected = await call(
      'POST',
      `/rest/staff/acme/offer/approver/reject/${id}`,
      cookies.first,
      {
        comment: 'Salary above the band.',
      },
    );
    expect(rejected.json<StaffOffer>()).toMatchObject({ status: 'draft', currentApproverId: null });
    expect(rejected.json<StaffOffer>().approvals.map((a) => a.decision)).toEqual([
      'rejected',
      'cancelled',
    ]);
    const returned = await lastEmail(people.recruiter?.user.email ?? '');
    expect(returned?.subject).toBe('Offer sent back: Jane Doe, Warehouse Lead');
    expect(returned?.textBody).toContain('Salary above the band.');

    // Redrafted (the same offer) and sent again: both approve in order.
    const redrafted = await call('POST', draftUrl(jane.applicationId), cookies.recruiter, {
      ...draftBody,
      salary: 'USD 85,000 a year',
      expiresAt: Date.now() + 7 * DAY,
    });
    expect(redrafted.json<StaffOffer>().offerId).toBe(id);
    await call('POST', `/rest/staff/acme/offer/submit/${id}`, cookies.recruiter);
    expect(
      (await call('POST', `/rest/staff/acme/offer/extend/${id}`, cookies.recruiter)).json(),
    ).toMatchObject({
      code: 'OFFER_STATUS_INVALID',
    });
    await call('POST', `/rest/staff/acme/offer/approver/accept/${id}`, cookies.first, {
      comment: 'Fine now.',
    });
    const approved = await call(
      'POST',
      `/rest/staff/acme/offer/approver/accept/${id}`,
      cookies.second,
      {},
    );
    expect(approved.json<StaffOffer>().status).toBe('approved');
    expect((await lastEmail(people.recruiter?.user.email ?? ''))?.subject).toBe(
      'Offer approved: Jane Doe, Warehouse Lead',
    );
    const extended = await call('POST', `/rest/staff/acme/offer/extend/${id}`, cookies.recruiter);
    expect(extended.json<StaffOffer>().status).toBe('extended');
    const invitation = await lastEmail(jane.uname);
    expect(invitation?.subject).toBe('Your offer from Acme Corp: Warehouse Lead');
    expect(invitation?.textBody).toContain(`/profile/offers/${id}/`);

    // The candidate reads it and the letter.
    const seen = await call('GET', `/rest/private/offer/acme/id/${id}`, jane.cookie);
    expect(seen.json<Offer>()).toMatchObject({ status: 'extended', salary: 'USD 85,000 a year' });
    const letter = await call('GET', `/rest/private/offer/acme/letter/${id}`, jane.cookie);
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    const text = await extractPdfText(letter.rawPayload);
    expect(text).toContain('Offer of employment: Warehouse Lead');
    expect(text).toContain('USD 85,000 a year, paid monthly');

    // A signature that is not the first and last name is refused; the name is accepted.
    const wrong = await call('POST', `/rest/private/offer/acme/accept/${id}`, jane.cookie, {
      signature: 'J. Doe',
    });
    expect(wrong.json()).toEqual({
      statusCode: 400,
      code: 'SIGNATURE_MISMATCH',
      message: 'The signature must be your first and last name.',
      field: 'signature',
    });
    const accepted = await call('POST', `/rest/private/offer/acme/accept/${id}`, jane.cookie, {
      signature: ' jane  DOE ',
    });
    expect(accepted.json<Offer>()).toMatchObject({ status: 'accepted', signature: 'jane DOE' });
    const [application] = await app.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, jane.applicationId));
    expect(application?.status).toBe('Hired');
    const feed = await app.db
      .select({ data: candidateActivities.activityData })
      .from(candidateActivities)
      .where(eq(candidateActivities.candidateId, jane.candidate.id));
    expect(feed.map((row) => row.data)).toEqual(
      expect.arrayContaining([
        'An offer for Warehouse Lead is waiting for your answer.',
        'You accepted the offer for Warehouse Lead.',
        'Your application for Warehouse Lead moved to Hired.',
      ]),
    );
    expect((await lastEmail(jane.uname))?.subject).toBe('Offer accepted: Warehouse Lead');
    const again = await call('POST', `/rest/private/offer/acme/decline/${id}`, jane.cookie, {
      signature: 'Jane Doe',
    });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'OFFER_STATUS_INVALID' });
  });

  it('is declined, and cannot be answered once expired', async () => {
    const sam = await applicant('Sam', 'Lee');
    const id = await extendedOffer(sam);
    const declined = await call('POST', `/rest/private/offer/acme/decline/${id}`, sam.cookie, {
      signature: 'Sam Lee',
    });
    expect(declined.json<Offer>().status).toBe('declined');
    expect((await lastEmail(sam.uname))?.subject).toBe('Offer declined: Warehouse Lead');
    const [application] = await app.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, sam.applicationId));
    expect(application?.status).toBe('Offer');

    const kim = await applicant('Kim', 'Park');
    const late = await extendedOffer(kim);
    await app.db
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(offers.id, late)));
    expect(
      (await call('GET', `/rest/private/offer/acme/id/${late}`, kim.cookie)).json<Offer>().status,
    ).toBe('expired');
    const tooLate = await call('POST', `/rest/private/offer/acme/accept/${late}`, kim.cookie, {
      signature: 'Kim Park',
    });
    expect(tooLate.json()).toMatchObject({ statusCode: 409, code: 'OFFER_EXPIRED' });
  });

  it('draws an Arabic name and text in the letter, read back in reading order', async () => {
    const arabic = await call('PUT', '/rest/staff/acme/offer/template', cookies.recruiter, {
      name: 'عرض عمل',
      elements: [
        {
          kind: 'text',
          label: 'مرحبًا',
          text: 'يسعدنا أن نقدم لك وظيفة في شركتنا يا {{firstName}}.',
        },
        { kind: 'salary', label: 'الراتب', text: '' },
      ],
    });
    expect(arabic.statusCode, arabic.body).toBe(201);
    const nadia = await applicant('نادية', 'حداد');
    const id = await extendedOffer(nadia, arabic.json<OfferTemplate>().offerTemplateId);
    const accepted = await call('POST', `/rest/private/offer/acme/accept/${id}`, nadia.cookie, {
      signature: 'نادية حداد',
    });
    expect(accepted.json<Offer>().status).toBe('accepted');
    const letter = await call('GET', `/rest/private/offer/acme/letter/${id}`, nadia.cookie);
    const text = await extractPdfText(letter.rawPayload);
    // Each line in the order it is read: the Arabic words right to left, the rest as written.
    expect(text).toContain('Dear نادية حداد,');
    expect(text).toContain('مرحبًا');
    expect(text).toContain('يسعدنا أن نقدم لك وظيفة في شركتنا يا نادية.');
    expect(text).toContain('الراتب');
    expect(text).toContain('USD 90,000 a year');
    expect(text).toMatch(/signed: نادية حداد/);
  });
});

describe('scoping', () => {
  it('refuses other tenants, other candidates and staff without the right or the scope', async () => {
    const lee = await applicant('Lee', 'Chan');
    const id = await extendedOffer(lee);
    const other = await applicant('Other', 'Person');
    const foreignTenant = await createTenant(app.db, { client: 'initech' });
    await createCandidate(app.db, foreignTenant, { uname: 'foreign@example.com' });
    const foreignCandidate = await signInCookie(app, 'initech', 'foreign@example.com');
    const before = await app.db.select().from(offers).where(eq(offers.id, id));

    const candidateCalls = [
      ['GET', `/rest/private/offer/acme/id/${id}`],
      ['GET', `/rest/private/offer/acme/letter/${id}`],
      ['POST', `/rest/private/offer/acme/accept/${id}`],
      ['POST', `/rest/private/offer/acme/decline/${id}`],
    ] as const;
    for (const [method, url] of candidateCalls) {
      const body = method === 'POST' ? { signature: 'Lee Chan' } : undefined;
      expect((await call(method, url, '', body)).statusCode, url).toBe(401);
      expect((await call(method, url, foreignCandidate, body)).statusCode, url).toBe(401);
      expect((await call(method, url, cookies.recruiter, body)).statusCode, url).toBe(401);
      expect((await call(method, url, other.cookie, body)).statusCode, url).toBe(404);
      // Another tenant's candidate on their own site, naming this offer: not found.
      expect(
        (await call(method, url.replace('/acme/', '/initech/'), foreignCandidate, body)).statusCode,
        url,
      ).toBe(404);
    }

    const staffCalls = [
      ['GET', `/rest/staff/acme/offer/id/${id}`],
      ['GET', `/rest/staff/acme/offer/letter/${id}`],
      ['GET', `/rest/staff/acme/offer/application/${lee.applicationId}`],
      ['GET', `/rest/staff/acme/approvalchain/id/${chain.approvalChainId}`],
      ['GET', `/rest/staff/acme/offer/template/${templateId}`],
      ['POST', `/rest/staff/acme/offer/extend/${id}`],
      ['POST', `/rest/staff/acme/offer/submit/${id}`],
      ['POST', `/rest/staff/acme/approvalchain/deactivate/${chain.approvalChainId}`],
      ['POST', `/rest/staff/acme/offer/template/deactivate/${templateId}`],
    ] as const;
    for (const [method, url] of staffCalls) {
      expect((await call(method, url, '')).statusCode, url).toBe(401);
      expect((await call(method, url, lee.cookie)).statusCode, url).toBe(401);
      expect((await call(method, url, cookies.foreign)).statusCode, url).toBe(401);
      expect((await call(method, url, cookies.vendor)).statusCode, url).toBe(403);
      // Staff of another tenant at home, naming this tenant's ids: not found.
      expect(
        (await call(method, url.replace('/acme/', '/globex/'), cookies.foreign)).statusCode,
        url,
      ).toBe(404);
    }
    // A hiring manager neither on the requisition nor in the chain does not see the offer.
    expect(
      (await call('GET', `/rest/staff/acme/offer/id/${id}`, cookies.outsider)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/rest/staff/acme/offer/application/${lee.applicationId}`,
          cookies.outsider,
        )
      ).statusCode,
    ).toBe(404);
    // The approver sees the offer they approved, outside their requisitions.
    expect((await call('GET', `/rest/staff/acme/offer/id/${id}`, cookies.first)).statusCode).toBe(
      200,
    );
    // Drafting for another tenant's application id, or with another tenant's chain: not found.
    const foreignDraft = await call(
      'POST',
      `/rest/staff/globex/application/offertemplete/update/${lee.applicationId}/${chain.approvalChainId}/${templateId}`,
      cookies.foreign,
      { ...draftBody, expiresAt: Date.now() + DAY },
    );
    expect(foreignDraft.statusCode).toBe(404);

    expect(await app.db.select().from(offers).where(eq(offers.id, id))).toEqual(before);
  });
});
