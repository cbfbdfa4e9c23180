import { ROUTES } from '@talentgate/domain';
import { describe, expect, it } from 'vitest';
import { PAGES } from './page-registry';

describe('page registry', () => {
  it('has a page for every built route, so no built route falls through to not found', () => {
    const built = ROUTES.filter((route) => route.status === 'built').map((route) => route.id);
    expect(Object.keys(PAGES).sort()).toEqual([...built].sort());
  });
});
