import {
  FORM_DEFINITION_DEFAULTS,
  type ColumnField,
  type SocialProfile,
  type StreamFormMetadata,
  type UiField,
} from '@talentgate/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { FlowForms } from '../apply-engine/widgets/widget-types';
import { prefillFromSocialProfile, readSocialHistory } from './social-prefill';

type Schema = StreamFormMetadata['schemaMetaData'];
const text = (name: string): ColumnField => ({ name, widget: 'text', title: name });
const string = (maxLength: number) => ({ type: 'string' as const, maxLength });

function form(
  applyFormId: number,
  table: string,
  fields: UiField[],
  properties: Schema['properties'],
) {
  const metadata: StreamFormMetadata = {
    applyFormId,
    applyFormConfigId: applyFormId,
    applyStreamCfgId: 1,
    key: `form-${applyFormId}`,
    templateName: table,
    formMetaData: { title: table, fields },
    schemaMetaData: { type: 'object', additionalProperties: false, properties },
    formDefinition: { ...FORM_DEFINITION_DEFAULTS, table },
    tableMap: [{ name: table, fields: fields.map((field) => field.name) }],
    formStyle: 0,
    isFirstForm: applyFormId === 1,
    isLastForm: false,
    mandatoryFields: [],
  };
  return metadata;
}

const grid = (name: string, columns: string[]): UiField => ({
  name,
  widget: 'grid',
  title: name,
  maxRowCount: 5,
  columns: columns.map(text),
});
const rows = (columns: string[]) => ({
  type: 'array' as const,
  items: {
    type: 'object' as const,
    additionalProperties: false as const,
    properties: Object.fromEntries(columns.map((column) => [column, string(80)])),
  },
});
const EDUCATION = ['levelAttained', 'institution', 'subject', 'endDate'];
const WORK = ['company', 'title', 'startDate'];
const FORMS = [
  form(1, 'candidate', [text('firstName')], { firstName: string(50) }),
  form(2, 'education', [grid('education', EDUCATION)], { education: rows(EDUCATION) }),
  form(3, 'work_history', [grid('workHistory', WORK)], { workHistory: rows(WORK) }),
];

/** The flow's forms with what the visitor has so far; fills land in `values`. */
function flow(values: Record<number, Record<string, unknown>>): FlowForms {
  return {
    fillable: () => FORMS.map((item) => ({ form: item, values: values[item.applyFormId] ?? {} })),
    fill: (fills) => {
      for (const fill of fills)
        values[fill.applyFormId] = { ...values[fill.applyFormId], ...fill.values };
    },
  };
}

const profile = (overridesHistory: boolean): SocialProfile => ({
  provider: 'linkedin',
  email: 'lin@example.com',
  firstName: 'Lin',
  lastName: 'Kedin',
  photoUrl: null,
  workHistory: [
    { company: 'Contoso Cloud', title: 'SRE', startDate: '2021-03', endDate: null, current: true },
  ],
  educationHistory: [
    { institution: 'State University', levelAttained: 'Bachelor', subject: 'CS', endDate: '2020' },
  ],
  redirectType: overridesHistory ? 'applying' : 'sign-in',
  overridesHistory,
});

const visitorsOwn = () => ({
  1: { firstName: '' },
  2: { education: [{ levelAttained: 'Diploma', institution: 'Night School' }] },
  3: { workHistory: [{ company: 'Fabrikam', title: 'Intern', startDate: '2019-06-01' }] },
});

async function prefill(overrides: boolean) {
  const values: Record<number, Record<string, unknown>> = visitorsOwn();
  await prefillFromSocialProfile(profile(overrides), {
    client: 'demo',
    forms: flow(values),
    checkMandatoryFields: false,
    queryClient: new QueryClient(),
  });
  return values;
}

describe('social history in the apply flow', () => {
  it('replaces the flow’s education and work history when the sign-in started while applying', async () => {
    const values = await prefill(true);
    expect(values[2]?.['education']).toEqual([
      {
        levelAttained: 'Bachelor',
        institution: 'State University',
        subject: 'CS',
        endDate: '2020-01-01',
      },
    ]);
    expect(values[3]?.['workHistory']).toEqual([
      { company: 'Contoso Cloud', title: 'SRE', startDate: '2021-03-01' },
    ]);
    // The sign-in's own name is not the history: contact fields are left alone.
    expect(values[1]).toEqual({ firstName: '' });
  });

  it('adds the rows after the visitor’s own, like a parsed resume, otherwise', async () => {
    const values = await prefill(false);
    expect(values[2]?.['education']).toMatchObject([
      { institution: 'Night School' },
      { institution: 'State University' },
    ]);
    expect(values[3]?.['workHistory']).toMatchObject([
      { company: 'Fabrikam' },
      { company: 'Contoso Cloud' },
    ]);
  });

  it('reads a stored profile field by field, with a coarse level for list matching', () => {
    expect(readSocialHistory(null)).toBeNull();
    expect(readSocialHistory({ workHistory: [], educationHistory: [] })).toBeNull();
    const history = readSocialHistory({
      overridesHistory: 'yes',
      educationHistory: [{ levelAttained: "Master's", institution: 7, endDate: 'soon' }],
    });
    expect(history).toEqual({
      overrides: false,
      work: [],
      education: [
        {
          institution: '',
          level: "Master's",
          levelCode: 'master',
          subject: '',
          completed: true,
        },
      ],
    });
  });
});
