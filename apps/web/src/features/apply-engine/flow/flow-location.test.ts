import { describe, expect, it } from 'vitest';
import {
  flowLocationOf,
  flowTypeOf,
  stepPath,
  thankYouRoute,
  type FlowLocation,
} from './flow-location';

const q = (query = '') => new URLSearchParams(query);

describe('flow location', () => {
  it('reads the requisition, job, sponsor and step from the route', () => {
    expect(
      flowLocationOf('applyPage', { requisitionId: '12', stepId: '2', pagename: 'x' }, q()),
    ).toEqual({ kind: 'apply', requisitionId: 12, jobId: null, sponsorHandle: null, step: 2 });
    expect(flowLocationOf('sponsorApply', { sponsorHandle: 'ana' }, q('link=7'))).toEqual({
      kind: 'apply',
      requisitionId: 7,
      jobId: null,
      sponsorHandle: 'ana',
      step: null,
    });
    expect(flowLocationOf('applyJoin', {}, q('job=31'))).toMatchObject({
      kind: 'applyJoin',
      jobId: 31,
    });
    expect(flowLocationOf('jobAlertStep', { jobId: '4', stepId: '1' }, q())).toMatchObject({
      kind: 'jobAlert',
      jobId: 4,
      step: 1,
    });
    expect(flowLocationOf('careerHome', {}, q())).toBeNull();
  });

  it('records the workflow type of spec 2 §1: lead capture with easy apply is an application', () => {
    expect(flowTypeOf('apply', false)).toBe('apply');
    expect(flowTypeOf('applyJoin', false)).toBe('join');
    expect(flowTypeOf('applyJoin', true)).toBe('apply');
    expect(flowTypeOf('profileJoin', true)).toBe('join');
    expect(flowTypeOf('jobAlert', false)).toBe('alert');
  });
});

describe('step paths', () => {
  const apply: FlowLocation = {
    kind: 'apply',
    requisitionId: 12,
    jobId: null,
    sponsorHandle: null,
    step: null,
  };
  const education = { position: 2, title: 'Education & Training' };

  it('carries the form index, and with form naming the title slug', () => {
    expect(stepPath(apply, education, false)).toBe('/apply/12/2/');
    expect(stepPath(apply, education, true)).toBe('/apply/12/2/education-training/');
    expect(stepPath({ ...apply, kind: 'profileJoin' }, education, false)).toBe('/profile/join/2/');
    expect(stepPath({ ...apply, kind: 'jobAlert', jobId: 5 }, education, true)).toBe(
      '/profile/job-alert/5/2/education-training/',
    );
    expect(stepPath({ ...apply, kind: 'applyJoin', jobId: 5 }, education, false)).toBe(
      '/apply/join/5/2/',
    );
  });

  it('has none where the route table has none: sponsor variants, joins without a job', () => {
    expect(stepPath({ ...apply, sponsorHandle: 'ana' }, education, false)).toBeNull();
    expect(stepPath({ ...apply, kind: 'applyJoin' }, education, false)).toBeNull();
  });

  it('thanks apply flows on /apply/thank-you/ and profile flows on their own pages', () => {
    expect(thankYouRoute('apply')).toBe('applyThankYou');
    expect(thankYouRoute('applyJoin')).toBe('applyThankYou');
    expect(thankYouRoute('profileJoin')).toBe('profileThankYou');
    expect(thankYouRoute('jobAlert')).toBe('alertThankYou');
  });
});
