/**
 * Where a tenant's site lives: the origin of links in e-mails and of the addresses search
 * engines and job boards are given, and which tenant a page request's host name serves.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

/** The origin of a tenant's site for links in e-mails: its own host if mapped, else PUBLIC_URL. */
export function siteOrigin(config: Config, client: string): string {
  const publicUrl = new URL(config.publicUrl);
  for (const [host, mapped] of config.tenantHosts) {
    if (mapped === client) return `${publicUrl.protocol}//${host}`;
  }
  return config.publicUrl;
}

export interface RequestSite {
  /** The tenant the host name serves (TENANT_HOSTS, then `tenant create --hosts`, then DEFAULT_CLIENT). */
  client: string;
  /**
   * The site's origin for absolute addresses (canonical links, sitemaps, feeds): the request's
   * own host when that host is one of the tenant's, else the configured origin, so a forged
   * Host header never becomes an address the page hands out.
   */
  origin: string;
}

/** The tenant and origin of a page request, from its host name (decision 0001). */
export async function siteOfRequest(
  app: FastifyInstance,
  config: Config,
  request: FastifyRequest,
): Promise<RequestSite> {
  const host = request.hostname.toLowerCase();
  const mapped = config.tenantHosts.get(host) ?? (await app.tenants.clientForHost(host));
  if (mapped !== null && mapped !== undefined) {
    const protocol = new URL(config.publicUrl).protocol;
    return { client: mapped, origin: `${protocol}//${request.host.toLowerCase()}` };
  }
  return { client: config.defaultClient, origin: siteOrigin(config, config.defaultClient) };
}
