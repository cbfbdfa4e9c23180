import { DISPOSITIONS, PIPELINE_STAGES, STATUS_EMAIL_TEMPLATES } from '@talentgate/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeStaffLanguage, initStaffI18n, staffI18n } from '../i18n/i18n';
import { dispositionLabel, stageLabel, templateLabel } from './stage-label';

describe('stage, disposition and template names in the console', () => {
  beforeAll(async () => {
    await initStaffI18n('en');
  });

  it('names every stage and disposition the product has in each console language', async () => {
    for (const language of ['es', 'fr', 'ar'] as const) {
      await changeStaffLanguage(language, false);
      const t = staffI18n.getFixedT(language, 'staff');
      for (const stage of PIPELINE_STAGES)
        expect(stageLabel(t, stage.status), `${language} ${stage.status}`).not.toBe(stage.status);
      for (const disposition of DISPOSITIONS)
        expect(dispositionLabel(t, disposition), `${language} ${disposition.label}`).not.toBe(
          disposition.label,
        );
      for (const name of STATUS_EMAIL_TEMPLATES)
        expect(templateLabel(t, name), `${language} ${name}`).not.toBe(name);
    }
  });

  it('shows a name it does not know as the API gives it', () => {
    const t = staffI18n.getFixedT('es', 'staff');
    expect(stageLabel(t, 'Background check')).toBe('Background check');
    expect(dispositionLabel(t, { dispositionId: 99, label: 'Relocated' })).toBe('Relocated');
    expect(stageLabel(t, 'Interview')).toBe('Entrevista');
  });
});
