import { APPLICATION_METHODS, type Application } from '@talentgate/domain';
import type { ApplicationRow } from '../../stores/application-store.js';

export function presentApplication(row: ApplicationRow): Application {
  return {
    applicationId: row.id,
    candidateId: row.candidateId,
    requisitionId: row.requisitionId,
    status: row.status,
    statusId: row.statusId,
    dispositionId: row.dispositionId,
    sfxApplicationMethod:
      row.sfxApplicationMethod === APPLICATION_METHODS.easyApply
        ? APPLICATION_METHODS.easyApply
        : APPLICATION_METHODS.full,
    sfxApplicationSource: row.sfxApplicationSource,
    submissionSource: row.submissionSource,
    reqScreenValue: row.reqScreenValue,
    generalScreenValue: row.generalScreenValue,
    interviewScreenValue: row.interviewScreenValue,
    totalScreenValue: row.totalScreenValue,
    applyDate: row.applyDate.getTime(),
    applicationType: row.applicationType === 'I' ? 'I' : 'E',
  };
}
