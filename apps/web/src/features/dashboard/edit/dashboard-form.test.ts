import { describe, expect, it } from 'vitest';
import { candidateUpdateOf } from './DashboardProfileForm';

describe('the dashboard form’s update', () => {
  it('sends the candidate’s text fields only', () => {
    expect(
      candidateUpdateOf(7, {
        firstName: 'Jane',
        description: 'Hello',
        uname: 'someone@example.com',
        termsAndPolicy: 't',
        phone1: 5,
      }),
    ).toEqual({ candidateId: 7, firstName: 'Jane', description: 'Hello' });
  });
});
