import { describe, expect, it } from 'vitest';
import { DASHBOARD_TABS, tabOfRoute } from './dashboard-tabs';

describe('dashboard tabs', () => {
  it('follow the order of spec 1 §1 and map routes to tabs', () => {
    expect(DASHBOARD_TABS.map((tab) => tab.id)).toEqual([
      'applications',
      'todos',
      'interviews',
      'offers',
      'onboarding',
      'assessments',
      'documents',
      'edit',
      'preferences',
      'privacy',
    ]);
    expect(tabOfRoute('profile')).toBe('applications');
    expect(tabOfRoute('profileInterview')).toBe('interviews');
    expect(tabOfRoute('profileOffer')).toBe('offers');
    expect(tabOfRoute('profilePreferences')).toBe('preferences');
    expect(tabOfRoute('profilePrivacy')).toBe('privacy');
  });
});
