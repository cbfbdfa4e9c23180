import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplyContainer,
  ApplyContainerConfig,
  ApplyForm,
  ApplyFormConfigRecord,
  ApplyStream,
  ApplyStreamConfig,
  ApplyStreamMetadata,
} from '@talentgate/domain';
import { buildTestApp } from '../../test/app.js';
import { importDemoStreams } from '../../test/apply-streams.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTenant } from '../../test/factories.js';

let database: TestDatabase;
let app: FastifyInstance;
let streams: Record<string, number>;
let globexStreams: Record<string, number>;

beforeAll(async () => {
  database = await createTestDatabase();
  const acme = await createTenant(database.handle.db, { client: 'acme' });
  const globex = await createTenant(database.handle.db, { client: 'globex' });
  streams = await importDemoStreams(database.handle.db, acme);
  globexStreams = await importDemoStreams(database.handle.db, globex);
  app = await buildTestApp(database);
});

afterAll(async () => {
  await app.close();
  await database.dispose();
});

const get = async <T>(url: string) => {
  const response = await app.inject({ url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

const fullApply = () => streams['full-apply'] ?? 0;

describe('apply flow structure calls (spec 2 §7)', () => {
  it('answers a stream by id and by key', async () => {
    const stream = await get<ApplyStream>(`/rest/public/applystream/acme/id/${fullApply()}`);
    expect(stream).toEqual({
      applyStreamId: fullApply(),
      requisitionId: null,
      key: 'full-apply',
      name: 'Apply for this job',
      flowType: 'apply',
    });
    const easy = await get<ApplyStream>('/rest/public/applystream/acme/key/easy-apply');
    expect(easy).toMatchObject({ applyStreamId: streams['easy-apply'], flowType: 'apply' });
  });

  it('walks stream configs → containers → container configs → forms → form configs', async () => {
    const configs = await get<ApplyStreamConfig[]>(
      `/rest/public/applystream/acme/configs/${fullApply()}`,
    );
    expect(configs.map((config) => config.sortOrder)).toEqual([1, 2]);
    const containers = await get<ApplyContainer[]>(
      `/rest/public/applystream/acme/containers/${fullApply()}`,
    );
    expect(containers.map((container) => container.templateName)).toEqual([
      'application',
      'thank-you',
    ]);
    expect(configs[0]?.applyContainerId).toBe(containers[0]?.applyContainerId);

    const [application] = configs;
    if (!application) throw new Error('no step');
    const containerConfigs = await get<ApplyContainerConfig[]>(
      `/rest/public/applystream/acme/containerconfigs/${application.applyStreamCfgId}`,
    );
    expect(containerConfigs.map((config) => config.sortOrder)).toEqual([1, 2, 3, 4, 5]);
    const forms = await get<ApplyForm[]>(
      `/rest/public/applystream/acme/forms/${application.applyStreamCfgId}`,
    );
    expect(forms.map((form) => form.templateName)).toEqual([
      'candidate',
      'education',
      'work-history',
      'certification',
      'terms-optin',
    ]);
    expect(forms.map((form) => form.applyFormId)).toEqual(
      containerConfigs.map((config) => config.applyFormId),
    );

    const [candidate] = forms;
    if (!candidate) throw new Error('no form');
    const formConfigs = await get<ApplyFormConfigRecord[]>(
      `/rest/public/applystream/acme/formconfigs/${candidate.applyFormId}`,
    );
    expect(formConfigs).toHaveLength(1);
    expect(formConfigs[0]).toMatchObject({
      applyFormId: candidate.applyFormId,
      applyStreamId: fullApply(),
      applyFormConfig: { formStyle: 2, formDefinition: { table: 'candidate' } },
    });
  });

  it('lists a shared form\u2019s config per stream, or for the stream asked', async () => {
    const terms = await get<ApplyStreamMetadata>(
      `/rest/public/applystream/acme/metadata/${streams['talent-community']}`,
    );
    const join = terms.metaData[0];
    if (!join) throw new Error('no form');
    const all = await get<ApplyFormConfigRecord[]>(
      `/rest/public/applystream/acme/formconfigs/${join.applyFormId}?applyStreamId=${streams['talent-community']}`,
    );
    expect(all.map((record) => record.applyStreamId)).toEqual([streams['talent-community']]);
  });
});

describe('whole-stream metadata for the renderer', () => {
  it('gives steps and every form in order, flags filled, first and last marked', async () => {
    const metadata = await get<ApplyStreamMetadata>(
      `/rest/public/applystream/acme/metadata/${fullApply()}`,
    );
    expect(metadata).toMatchObject({ key: 'full-apply', flowType: 'apply' });
    expect(metadata.steps.map((step) => [step.templateName, step.applyFormIds.length])).toEqual([
      ['application', 5],
      ['thank-you', 0],
    ]);
    expect(metadata.metaData.map((form) => form.key)).toEqual([
      'candidate',
      'education',
      'work-history',
      'certification',
      'terms',
    ]);
    expect(metadata.metaData.map((form) => [form.isFirstForm, form.isLastForm])).toEqual([
      [true, false],
      [false, false],
      [false, false],
      [false, false],
      [false, true],
    ]);
    const [candidate] = metadata.metaData;
    expect(candidate?.formDefinition).toEqual({
      table: 'candidate',
      isResumeRequired: false,
      isAttachmentRequired: false,
      doNotParseResumeSection: false,
      attachmentType: '',
      otpCountryList: [],
      summaryFormConfiguration: null,
      showCopyright: false,
    });
    expect(candidate?.schemaMetaData.required).toContain('uname');
    expect(candidate?.formMetaData.fields.map((field) => field.widget)).toContain('zip');
    expect(metadata.metaData[4]?.mandatoryFields).toEqual(['termsAndPolicy']);
  });

  it('lists termsAndPolicy as mandatory wherever a form has it', async () => {
    const metadata = await get<ApplyStreamMetadata>(
      `/rest/public/applystream/acme/metadata/${streams['easy-apply']}`,
    );
    expect(metadata.metaData[0]?.mandatoryFields).toContain('termsAndPolicy');
  });
});

describe('tenant scoping', () => {
  it('does not find another tenant\u2019s stream, stream config or form (404)', async () => {
    const globexFull = globexStreams['full-apply'] ?? 0;
    const globexConfigs = (
      await app.inject({ url: `/rest/public/applystream/globex/configs/${globexFull}` })
    ).json<ApplyStreamConfig[]>();
    const globexCfg = globexConfigs[0]?.applyStreamCfgId ?? 0;
    const globexForms = (
      await app.inject({ url: `/rest/public/applystream/globex/forms/${globexCfg}` })
    ).json<ApplyForm[]>();
    const globexForm = globexForms[0]?.applyFormId ?? 0;
    for (const url of [
      `/rest/public/applystream/acme/id/${globexFull}`,
      `/rest/public/applystream/acme/metadata/${globexFull}`,
      `/rest/public/applystream/acme/configs/${globexFull}`,
      `/rest/public/applystream/acme/containers/${globexFull}`,
      `/rest/public/applystream/acme/containerconfigs/${globexCfg}`,
      `/rest/public/applystream/acme/forms/${globexCfg}`,
      `/rest/public/applystream/acme/formconfigs/${globexForm}`,
      '/rest/public/applystream/acme/key/no-such-stream',
      '/rest/public/applystream/nobody/id/1',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
    const missing = await app.inject({ url: `/rest/public/applystream/acme/id/${globexFull}` });
    expect(missing.json()).toMatchObject({ code: 'APPLY_STREAM_NOT_FOUND' });
  });

  it('rejects ids that are not ids', async () => {
    const response = await app.inject({ url: '/rest/public/applystream/acme/metadata/abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'applyStreamId' });
  });
});
