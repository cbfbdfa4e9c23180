/** Routing an attempt's answers by tableMap; a form an earlier answer hid is left out. */
import { describe, expect, it } from 'vitest';
import { FLOW_MESSAGES, type ApplyFormConfig } from '@talentgate/domain';
import type { StreamFormRow } from '../apply-streams/find-stream.js';
import { routeAnswers, subscriptionFieldName } from './attempt-answers.js';

function form(applyFormId: number, config: Partial<ApplyFormConfig>): StreamFormRow {
  return {
    applyStreamCfgId: 1,
    stepSortOrder: 1,
    applyContainerId: 1,
    containerTemplateName: 'application',
    applyFormId,
    formSortOrder: applyFormId,
    key: `form-${applyFormId}`,
    templateName: 'candidate',
    applyFormConfigId: applyFormId,
    configUpdatedAt: new Date(0),
    config: {
      formStyle: 0,
      formDefinition: { table: 'candidate' },
      tableMap: [],
      schemaMetaData: { type: 'object', additionalProperties: false, properties: {} },
      formMetaData: { title: 'Form', fields: [] },
      ...config,
    },
  };
}

describe('routeAnswers', () => {
  const forms = [
    form(1, {
      tableMap: [
        { name: 'candidate', fields: ['firstName', 'convicted'] },
        { name: 'subscription', fields: ['subscriptions'] },
      ],
      formMetaData: {
        title: 'About you',
        skipNextFormWhen: { field: 'convicted', values: 'no' },
        fields: [
          { name: 'firstName', widget: 'text', title: 'First Name' },
          { name: 'convicted', widget: 'text', title: 'Convicted' },
          {
            name: 'subscriptions',
            widget: 'subscription-preferences',
            title: 'Subscriptions',
            types: [
              { communicationType: 'job_alert', channel: 'email', label: 'Alerts' },
              { communicationType: 'sms', channel: 'sms', label: 'SMS' },
            ],
          },
        ],
      },
    }),
    form(2, { tableMap: [{ name: 'convicted_offence', fields: ['offences'] }] }),
    form(3, {
      tableMap: [
        { name: 'education', fields: ['education'] },
        { name: 'job_alert', fields: ['categories'] },
        { name: 'attachment', fields: ['resume'] },
      ],
    }),
  ];
  const answers = {
    '1': { firstName: 'Ada', convicted: 'no', subscriptions: ['job_alert'] },
    '2': { offences: [{ nature: 'kept out' }] },
    '3': {
      education: [{ levelAttained: 'Bachelor', institution: '' }, 'not a row'],
      categories: ['Engineering'],
      resume: 'ignored',
    },
  };

  it('routes fields by table, leaves hidden forms and unknown tables out', () => {
    const routed = routeAnswers(forms, answers);
    expect(routed.candidate).toEqual({ firstName: 'Ada', convicted: 'no' });
    expect(routed.subscriptions).toEqual({
      subscription_jobalert_email: 't',
      subscription_sms_sms: 'f',
    });
    expect(routed.categories).toEqual(['Engineering']);
    expect(routed.records.map(({ kind, rows }) => [kind.kind, rows])).toEqual([
      ['education', [{ levelAttained: 'Bachelor', completed: 't' }]],
    ]);
  });

  it('keeps the hidden form when the answer does not hide it', () => {
    const routed = routeAnswers(forms, { ...answers, '1': { ...answers['1'], convicted: 'yes' } });
    expect(routed.records.map(({ kind }) => kind.kind)).toEqual(['convicted-offence', 'education']);
  });

  it("refuses answers mapped to a table nothing saves, with spec 2 §8's text (501)", () => {
    const onboarding = [
      ...forms,
      form(4, { tableMap: [{ name: 'onboarding_w4', fields: ['allowances'] }] }),
    ];
    const refused = () => routeAnswers(onboarding, { ...answers, '4': { allowances: '2' } });
    expect(refused).toThrow(FLOW_MESSAGES.processorMissing);
    expect(refused).toThrow(
      expect.objectContaining({ code: 'PROCESSOR_NOT_IMPLEMENTED', statusCode: 501 }),
    );
    // Nothing answered for it: nothing would be lost.
    expect(() => routeAnswers(onboarding, answers)).not.toThrow();
  });

  it('names subscription fields as the candidate does', () => {
    expect(subscriptionFieldName('job_alert', 'email')).toBe('subscription_jobalert_email');
    expect(subscriptionFieldName('marketing', 'email')).toBe('subscription_marketing_email');
  });
});
