/**
 * The background check provider adapter (spec 2 §7 "background orders and packages"; issue
 * 27, decision 0052): what the site needs of a company that checks candidates. It lists its
 * packages, takes an order of a package for a candidate with the address of our callback,
 * and reports statuses only by HMAC-signed callbacks to `POST /rest/public/background/
 * {client}/callback/{provider}`, verified with the provider's secret. The simulated provider
 * (simulated-provider.ts) is the one the site ships; a real one is one more adapter here.
 */
import type { BackgroundPackage } from '@talentgate/domain';

export interface BackgroundOrderRequest {
  packageCode: string;
  candidate: { firstName: string; lastName: string; email: string };
  /** Where the provider posts its signed status callbacks for this order. */
  callbackUrl: string;
}

export interface BackgroundProvider {
  readonly id: string;
  /** The HMAC-SHA256 key of its callbacks (never sent anywhere). */
  readonly callbackSecret: Buffer;
  /**
   * A provider in this process calls back to the address this process listens on; an outside
   * one to the tenant's public site.
   */
  readonly inProcess: boolean;
  packages(): Promise<BackgroundPackage[]>;
  /** Places the order; answers the provider's reference, which its callbacks quote. */
  placeOrder(order: BackgroundOrderRequest): Promise<{ reference: string }>;
}

/** The provider did not answer, or not as agreed: the order was not placed. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** The providers the site knows, by id; orders go to the default one. */
export class BackgroundProviders {
  private readonly byId: ReadonlyMap<string, BackgroundProvider>;

  constructor(
    providers: readonly BackgroundProvider[],
    readonly defaultId: string,
  ) {
    this.byId = new Map(providers.map((provider) => [provider.id, provider]));
    if (!this.byId.has(defaultId)) throw new Error(`no background provider ${defaultId}`);
  }

  find(id: string): BackgroundProvider | null {
    return this.byId.get(id) ?? null;
  }

  get default(): BackgroundProvider {
    const provider = this.byId.get(this.defaultId);
    if (!provider) throw new Error(`no background provider ${this.defaultId}`);
    return provider;
  }
}
