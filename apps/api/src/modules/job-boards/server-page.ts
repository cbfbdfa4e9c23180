/**
 * What the server writes into the career home and a job page for readers that run no
 * JavaScript (search engines, job boards' crawlers, link previews): the title, meta
 * description, canonical address, language versions, Open Graph tags, a job's JobPosting, and
 * the page's readable content in the body. The web app replaces that content when it starts
 * (decision 0043). Everything comes from the public answers the page carries anyway (decision
 * 0030), so it costs no query of its own.
 */
import {
  applicationSourceOf,
  Job,
  JobSearchResult,
  jobSearchApiQuery,
  jobSearchStateFromParams,
} from '@talentgate/domain';
import { Value } from 'typebox/value';
import { apiPath } from '../../plugins/initial-answers.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { jobPosting } from './job-posting.js';
import { applyPath, homePath, jobPath } from './job-urls.js';
import { descriptionHtml, escapeMarkup, jsonInScript } from './markup.js';
import { pageText } from './page-texts.js';

/**
 * The server's page is one `<div>` in the app's root element. The app's first render (Preact,
 * not hydrating) takes the root's first `<div>` for its own first one (the layout's shell),
 * sets its class and removes every child of it the app does not draw: the server's page is
 * gone in the app's first frame, and nothing of it stays to move. So the server's page holds
 * none of the elements the shell has at its top (a, header, main, footer), and no `<main>`:
 * an element the app reused would move. `search-engines.e2e.ts` checks that nothing is left.
 */
const SERVER_PAGE_CLASS = 'tg-server-page';

export interface ServerPage {
  status: 200 | 404 | 410;
  title: string;
  description: string;
  /** Tags for the end of `<head>`. */
  head: string;
  /** The readable content, inside the app's root element until the app replaces it. */
  body: string;
}

export interface PageRequest {
  routeId: string;
  params: Record<string, string>;
  query: URLSearchParams;
  language: string;
  tenant: Tenant;
  origin: string;
  answers: ReadonlyMap<string, string>;
}

function answerOf<T>(
  answers: ReadonlyMap<string, string>,
  path: string,
  check: (value: unknown) => value is T,
): T | null {
  const text = answers.get(path);
  if (text === undefined) return null;
  const value: unknown = JSON.parse(text);
  return check(value) ? value : null;
}

const isJob = (value: unknown): value is Job => Value.Check(Job, value);
const isSearchResult = (value: unknown): value is JobSearchResult =>
  Value.Check(JobSearchResult, value);

/** Canonical, language versions (hreflang) and Open Graph tags of a page. */
function commonHead(
  request: PageRequest,
  title: string,
  description: string,
  pathIn: (language: string) => string,
): string {
  const { tenant, origin, language } = request;
  const canonical = `${origin}${pathIn(language)}`;
  const languages = tenant.languages.length > 0 ? tenant.languages : [tenant.defaultLanguage];
  const alternates =
    languages.length > 1
      ? [
          ...languages.map((code) => ({ code, href: `${origin}${pathIn(code)}` })),
          { code: 'x-default', href: `${origin}${pathIn(tenant.defaultLanguage)}` },
        ]
          .map(
            ({ code, href }) =>
              `<link rel="alternate" hreflang="${escapeMarkup(code)}" href="${escapeMarkup(href)}">`,
          )
          .join('')
      : '';
  const og = {
    'og:type': 'website',
    'og:site_name': tenant.name,
    'og:title': title,
    'og:description': description,
    'og:url': canonical,
  };
  return (
    `<link rel="canonical" href="${escapeMarkup(canonical)}">${alternates}` +
    Object.entries(og)
      .map(
        ([property, content]) => `<meta property="${property}" content="${escapeMarkup(content)}">`,
      )
      .join('')
  );
}

function documentTitle(language: string, page: string, site: string): string {
  return pageText(language, 'pageTitle', { page, site });
}

function jobPage(request: PageRequest): ServerPage | null {
  const { tenant, language, origin, params, answers } = request;
  const jobId = params['jobId'] ?? '';
  const job = answerOf(answers, apiPath('public', 'job', tenant.client, 'id', jobId), isJob);
  if (job === null) return null;
  const title = documentTitle(language, job.title, tenant.name);
  const description = job.summary || tenant.tagline || tenant.name;
  const canonical = `${origin}${jobPath(language, job)}`;
  const head =
    commonHead(request, title, description, (code) => jobPath(code, job)) +
    (job.closed
      ? '<meta name="robots" content="noindex">'
      : `<script type="application/ld+json">${jsonInScript(
          jobPosting(job, { name: tenant.name, origin }, canonical),
        )}</script>`);
  const source = applicationSourceOf(request.query) ?? undefined;
  const facts = [job.location.label, job.employmentType, job.postedDate].filter(Boolean);
  const action = job.closed
    ? `<p><strong>${escapeMarkup(pageText(language, 'job.closedTitle'))}</strong></p>`
    : `<p><a href="${escapeMarkup(applyPath(language, job.requisitionId, source))}">${escapeMarkup(pageText(language, 'job.apply'))}</a></p>`;
  const body =
    `<div class="${SERVER_PAGE_CLASS}"><p><a href="${escapeMarkup(homePath(language))}">${escapeMarkup(tenant.name)}</a></p>` +
    `<article><h1>${escapeMarkup(job.title)}</h1>` +
    `<p>${facts.map(escapeMarkup).join(' · ')}</p>${action}` +
    `<section><h2>${escapeMarkup(pageText(language, 'job.descriptionHeading'))}</h2>` +
    `<div dir="auto">${descriptionHtml(job.description)}</div></section></article></div>`;
  return { status: job.closed ? 410 : 200, title, description, head, body };
}

function careerHome(request: PageRequest): ServerPage {
  const { tenant, language, query, answers } = request;
  const search = jobSearchApiQuery(jobSearchStateFromParams(query));
  const searchPath = `${apiPath('public', 'jobsearch', tenant.client)}?${search.toString()}`;
  const results = answerOf(answers, searchPath, isSearchResult);
  const title = documentTitle(language, pageText(language, 'home.documentTitle'), tenant.name);
  const description = tenant.tagline || tenant.name;
  const items = (results?.jobs ?? [])
    .map(
      (job) =>
        `<li><a href="${escapeMarkup(jobPath(language, job))}">${escapeMarkup(job.title)}</a> · ${escapeMarkup(job.location.label)}</li>`,
    )
    .join('');
  const body =
    `<div class="${SERVER_PAGE_CLASS}"><h1>${escapeMarkup(pageText(language, 'home.title', { name: tenant.name }))}</h1>` +
    (tenant.tagline ? `<p>${escapeMarkup(tenant.tagline)}</p>` : '') +
    `<section><h2>${escapeMarkup(pageText(language, 'home.resultsHeading'))}</h2><ul>${items}</ul></section></div>`;
  const head = commonHead(request, title, description, homePath);
  return { status: 200, title, description, head, body };
}

/** A page whose subject (a job, a campaign) does not exist: 404, the tenant's own head. */
function notFoundPage(tenant: Tenant): ServerPage {
  return {
    status: 404,
    title: tenant.name,
    description: tenant.tagline || tenant.name,
    head: '',
    body: '',
  };
}

/**
 * The server's part of the career home and job pages; null for other pages (they keep the
 * tenant's name and description). A job or campaign that is not found is a 404 page (the
 * campaign's answer rides with its page: initial-answers.ts).
 */
export function serverPage(request: PageRequest): ServerPage | null {
  switch (request.routeId) {
    case 'careerHome':
      return careerHome(request);
    case 'job':
    case 'jobWithSlug':
      return jobPage(request) ?? notFoundPage(request.tenant);
    case 'campaign':
    case 'campaignCheckIn': {
      const path = apiPath(
        'public',
        'campaigns',
        request.tenant.client,
        request.params['name'] ?? '',
      );
      return request.answers.has(path) ? null : notFoundPage(request.tenant);
    }
    default:
      return null;
  }
}
