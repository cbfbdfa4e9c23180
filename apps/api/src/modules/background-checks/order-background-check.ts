/**
 * Staff order a background check package for an application (spec 2 §7 "background orders";
 * decision 0052). The application must be one the user sees (404 otherwise), the package the
 * provider's (404), and the same package not already open for it (409). The order is placed
 * with the provider first (a network call, outside any transaction); our row and its audit
 * entry then go in one transaction. The provider's callbacks bring the status and result.
 */
import type {
  BackgroundOrder,
  BackgroundOrderInput,
  BackgroundPackageList,
} from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { transaction } from '../../db/transaction.js';
import { appError } from '../../errors/catalogue.js';
import {
  hasOpenOrder,
  insertBackgroundOrder,
  ordersOfApplication,
} from '../../stores/background-order-store.js';
import { recordAudit } from '../audit/record-audit.js';
import { findVisibleApplication } from '../staff-applications/application-detail.js';
import type { StaffAccess } from '../staff-auth/staff-access.js';
import type { Tenant } from '../tenants/find-tenant.js';
import { presentOrder } from './present-order.js';
import { ProviderUnavailableError, type BackgroundProvider } from './provider.js';

async function fromProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderUnavailableError)
      throw appError('BACKGROUND_PROVIDER_UNAVAILABLE');
    throw error;
  }
}

export async function listPackages(provider: BackgroundProvider): Promise<BackgroundPackageList> {
  return { provider: provider.id, packages: await fromProvider(() => provider.packages()) };
}

export interface OrderContext {
  db: Database;
  provider: BackgroundProvider;
  /** Our callback route's address for this tenant and provider. */
  callbackUrl: string;
}

export async function orderBackgroundCheck(
  context: OrderContext,
  tenant: Tenant,
  actor: StaffAccess,
  input: BackgroundOrderInput,
): Promise<BackgroundOrder> {
  const { db, provider } = context;
  const application = await findVisibleApplication(db, actor, input.applicationId);
  const packages = await fromProvider(() => provider.packages());
  const chosen = packages.find((item) => item.code === input.packageCode);
  if (!chosen) throw appError('BACKGROUND_PACKAGE_NOT_FOUND');
  if (await hasOpenOrder(db, tenant.id, application.applicationId, chosen.code))
    throw appError('BACKGROUND_ORDER_EXISTS');
  const { reference } = await fromProvider(() =>
    provider.placeOrder({
      packageCode: chosen.code,
      candidate: {
        firstName: application.firstName ?? '',
        lastName: application.lastName ?? '',
        email: application.candidateEmail,
      },
      callbackUrl: context.callbackUrl,
    }),
  );
  const row = await transaction(db, async (tx) => {
    const inserted = await insertBackgroundOrder(tx, {
      tenantId: tenant.id,
      candidateId: application.candidateId,
      applicationId: application.applicationId,
      provider: provider.id,
      providerReference: reference,
      packageCode: chosen.code,
      packageName: chosen.name,
      orderedByStaffId: actor.staffUserId,
    });
    await recordAudit(tx, actor, {
      action: 'background.order',
      entityType: 'application',
      entityId: application.applicationId,
      after: { orderId: inserted.id, provider: provider.id, packageCode: chosen.code },
    });
    return inserted;
  });
  return presentOrder({ ...row, orderedBy: actor.name });
}

export async function listBackgroundOrders(
  db: Database,
  actor: StaffAccess,
  applicationId: number,
): Promise<BackgroundOrder[]> {
  await findVisibleApplication(db, actor, applicationId);
  const rows = await ordersOfApplication(db, actor.tenantId, applicationId);
  return rows.map(presentOrder);
}
