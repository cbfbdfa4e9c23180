/**
 * Resolves the `{client}` of a service path to its tenant. Tenants change rarely and
 * every public call needs one, so answers are kept for a short time per app instance.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { tenantHosts, tenants } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';

export interface Tenant {
  id: number;
  client: string;
  name: string;
  tagline: string;
  defaultLanguage: string;
  languages: string[];
  featureFlags: Record<string, boolean>;
  settings: Record<string, unknown>;
}

const CACHE_MILLISECONDS = 30_000;

export class TenantDirectory {
  private readonly cache = new Map<string, { tenant: Tenant | null; expires: number }>();

  constructor(private readonly db: Database) {}

  /** The tenant for a client key, or a CLIENT_NOT_FOUND error. */
  async require(client: string): Promise<Tenant> {
    const tenant = await this.find(client);
    if (!tenant) throw appError('CLIENT_NOT_FOUND');
    return tenant;
  }

  async find(client: string): Promise<Tenant | null> {
    const cached = this.cache.get(client);
    if (cached && cached.expires > Date.now()) return cached.tenant;
    const [row] = await this.db.select().from(tenants).where(eq(tenants.client, client)).limit(1);
    const tenant: Tenant | null = row
      ? {
          id: row.id,
          client: row.client,
          name: row.name,
          tagline: row.tagline,
          defaultLanguage: row.defaultLanguage,
          languages: row.languages,
          featureFlags: row.featureFlags,
          settings: row.settings,
        }
      : null;
    this.cache.set(client, { tenant, expires: Date.now() + CACHE_MILLISECONDS });
    return tenant;
  }

  /** After a write to the tenant's row: this instance reads it again at once (others within the cache time). */
  forget(client: string): void {
    this.cache.delete(client);
  }

  async findById(id: number): Promise<Tenant | null> {
    const [row] = await this.db
      .select({ client: tenants.client })
      .from(tenants)
      .where(eq(tenants.id, id))
      .limit(1);
    return row ? this.find(row.client) : null;
  }

  private readonly hostCache = new Map<string, { client: string | null; expires: number }>();

  /** The client key of a host name the `tenant create` command registered; null if none. */
  async clientForHost(host: string): Promise<string | null> {
    const cached = this.hostCache.get(host);
    if (cached && cached.expires > Date.now()) return cached.client;
    const [row] = await this.db
      .select({ client: tenants.client })
      .from(tenantHosts)
      .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
      .where(eq(tenantHosts.host, host))
      .limit(1);
    const client = row?.client ?? null;
    // Bounded: host names come from requests, which anyone can send.
    if (this.hostCache.size >= 1_000) this.hostCache.clear();
    this.hostCache.set(host, { client, expires: Date.now() + CACHE_MILLISECONDS });
    return client;
  }

  /** Forget cached answers, e.g. after an import changed a tenant. */
  clear(): void {
    this.cache.clear();
    this.hostCache.clear();
  }
}
