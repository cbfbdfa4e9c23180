/** The addresses of the career site's pages, as the web app writes its own links. */
import {
  APPLICATION_SOURCE_PARAM,
  buildPath,
  localizePath,
  ROUTES,
  slugify,
} from '@talentgate/domain';

function patternOf(id: string): string {
  const pattern = ROUTES.find((route) => route.id === id)?.pattern;
  if (pattern === undefined) throw new Error(`no route ${id}`);
  return pattern;
}

/** A job's page path, `/jobs/{id}/{slug}/` (the web app's jobHref). */
export function jobPath(language: string, job: { id: number; title: string }): string {
  const slug = slugify(job.title);
  const path =
    slug === ''
      ? buildPath(patternOf('job'), { jobId: job.id })
      : buildPath(patternOf('jobWithSlug'), { jobId: job.id, slug });
  return localizePath(path, language);
}

/** The career home's path in a language. */
export function homePath(language: string): string {
  return localizePath(patternOf('careerHome'), language);
}

/**
 * The apply page for a requisition (the web app's applyHref); a job board's link also names
 * the board, which the application keeps as its source (sfxApplicationSource).
 */
export function applyPath(language: string, requisitionId: number, source?: string): string {
  const query = new URLSearchParams({ link: String(requisitionId) });
  if (source) query.set(APPLICATION_SOURCE_PARAM, source);
  return `${localizePath(patternOf('apply'), language)}?${query.toString()}`;
}
