import { FEATURE_FLAG_DEFAULTS } from '@talentgate/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fake-api';
import { featureFlagsQueryOptions } from './feature-flags-query';

describe('feature flags in the browser', () => {
  it('reads the tenant\u2019s flags and fills any the server did not name with the defaults', async () => {
    const { api, fetchImpl } = fakeApi({
      'GET /rest/public/featureflags/demo': () =>
        json(200, { CandidateResetPwdCaptchaEnabled: true, unknownFlag: true }),
    });
    const flags = await new QueryClient().fetchQuery(featureFlagsQueryOptions('demo', api));
    expect(flags).toEqual({ ...FEATURE_FLAG_DEFAULTS, CandidateResetPwdCaptchaEnabled: true });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});
