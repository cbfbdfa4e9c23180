/**
 * The assessment vendor adapter (issue 24, decision 0042): what the site needs of a vendor
 * that tests candidates. It creates an assessment for a position code (its reference and the
 * label candidates see), starts one (the URL the candidate opens), and reports statuses by
 * signed callbacks to `POST /rest/public/assessment/{client}/callback/{vendor}`, which
 * callback-signature.ts verifies with the vendor's secret. The built-in vendor
 * (builtin-vendor.ts) is the one the site ships; another vendor is one more adapter here.
 */
import type { Tenant } from '../tenants/find-tenant.js';

export interface VendorAssessment {
  /** The vendor's name for this candidate's test; its callbacks quote it. */
  reference: string;
  positionLabel: string;
}

export interface StartContext {
  tenant: Tenant;
  /** The tenant's site, for a vendor served by the site itself. */
  origin: string;
}

export interface AssessmentVendor {
  readonly id: string;
  /** The HMAC-SHA256 key of its callbacks (never sent anywhere). */
  readonly callbackSecret: Buffer;
  createAssessment(tenant: Tenant, positionCode: string): Promise<VendorAssessment>;
  /** The address that opens the test; called each time the candidate starts or resumes. */
  startUrl(
    context: StartContext,
    assessment: { reference: string; positionCode: string },
  ): Promise<string>;
}

/** The vendors the site knows, by id; position codes go to the default one. */
export class AssessmentVendors {
  private readonly byId: ReadonlyMap<string, AssessmentVendor>;

  constructor(
    vendors: readonly AssessmentVendor[],
    private readonly defaultId: string,
  ) {
    this.byId = new Map(vendors.map((vendor) => [vendor.id, vendor]));
    if (!this.byId.has(defaultId)) throw new Error(`no assessment vendor ${defaultId}`);
  }

  find(id: string): AssessmentVendor | null {
    return this.byId.get(id) ?? null;
  }

  /** Every position code goes to the default vendor until tenants can choose one per code. */
  forPositionCode(_positionCode: string): AssessmentVendor {
    const vendor = this.byId.get(this.defaultId);
    if (!vendor) throw new Error(`no assessment vendor ${this.defaultId}`);
    return vendor;
  }
}
