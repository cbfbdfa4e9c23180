import { describe, expect, it } from 'vitest';
import { checkStreamFile } from '../forms/check-stream-file.js';
import type { StreamFile } from '../forms/stream-file.js';

const streamWith = (documents: Record<string, unknown>): StreamFile => ({
  key: 'with-documents',
  name: 'With documents',
  flowType: 'apply',
  steps: [
    {
      container: 'application',
      forms: [
        {
          key: 'documents',
          templateName: 'attachment',
          formStyle: 0,
          formDefinition: { table: 'attachment', isAttachmentRequired: true },
          tableMap: [],
          schemaMetaData: {
            type: 'object',
            additionalProperties: false,
            required: ['documents'],
            properties: { documents: { type: 'array', items: { type: 'string' }, minItems: 1 } },
          },
          formMetaData: {
            title: 'Documents',
            fields: [{ name: 'documents', widget: 'attachment', title: 'Documents', ...documents }],
          },
        },
      ],
    },
    { container: 'thank-you' },
  ],
});

describe('the attachment widget in a stream file', () => {
  it('is accepted on a list of strings, with an attachment type', () => {
    expect(checkStreamFile(streamWith({ attachmentType: 'Certificate' }))).toEqual([]);
  });

  it('refuses options the widget does not have', () => {
    expect(checkStreamFile(streamWith({ list: 'AreaOfInterest' }))).not.toEqual([]);
  });
});
