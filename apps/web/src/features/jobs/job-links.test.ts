import { describe, expect, it } from 'vitest';
import { applyHref, jobHref } from './job-links';

describe('job links', () => {
  it('link a job by id and title slug, localized', () => {
    expect(jobHref('en', { id: 12, title: 'Senior Backend Engineer' })).toBe(
      '/jobs/12/senior-backend-engineer/',
    );
    expect(jobHref('fr', { id: 12, title: 'Ingénieur Données' })).toBe(
      '/fr/jobs/12/ingenieur-donnees/',
    );
  });

  it('fall back to the id-only route when the title has no slug', () => {
    expect(jobHref('ar', { id: 5, title: 'مهندس' })).toBe('/ar/jobs/5/');
  });

  it('link the apply entry with the requisition id', () => {
    expect(applyHref('es', 77)).toBe('/es/apply/?link=77');
  });
});
