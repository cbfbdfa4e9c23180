import { FLOW_MESSAGES } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/locales/apply-engine/en.json';

/** Spec 2 §8's texts are shown exactly as written (in English). */
describe('the apply engine shows the spec\u2019s error texts', () => {
  it('says a grid it cannot draw has an invalid configuration', () => {
    expect(en.errors.gridInvalidConfiguration).toBe(FLOW_MESSAGES.gridInvalidConfiguration);
  });

  it('says a grid whose row form could not load that the data could not load', () => {
    expect(en.errors.gridDataLoad).toBe(FLOW_MESSAGES.gridDataLoad);
  });
});
