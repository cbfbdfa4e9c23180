/** Addresses of the signed-in candidate (spec 1 §3, §7); usersId is the candidate id. */
import { and, asc, eq } from 'drizzle-orm';
import type { Address, AddressInput } from '@talentgate/domain';
import type { Database } from '../../db/client.js';
import { candidateAddresses } from '../../db/schema.js';
import { appError } from '../../errors/catalogue.js';
import type { Owner } from '../auth/signed-in-owner.js';

type AddressRow = typeof candidateAddresses.$inferSelect;

const ownedBy = (owner: Owner) => [
  eq(candidateAddresses.tenantId, owner.tenantId),
  eq(candidateAddresses.candidateId, owner.candidateId),
];

export async function findAddress(
  db: Database,
  owner: Owner,
  addressId: number,
): Promise<AddressRow> {
  const [row] = await db
    .select()
    .from(candidateAddresses)
    .where(and(...ownedBy(owner), eq(candidateAddresses.id, addressId)))
    .limit(1);
  if (!row) throw appError('ADDRESS_NOT_FOUND');
  return row;
}

export function listAddresses(db: Database, owner: Owner): Promise<AddressRow[]> {
  return db
    .select()
    .from(candidateAddresses)
    .where(and(...ownedBy(owner)))
    .orderBy(asc(candidateAddresses.id));
}

/** Create with PUT (spec 1 §7); with an addressId the candidate's own address is replaced. */
export async function saveAddress(
  db: Database,
  owner: Owner,
  input: AddressInput,
): Promise<AddressRow> {
  const fields = {
    addressType: input.addressType,
    line1: input.line1,
    line2: input.line2 ?? '',
    city: input.city,
    state: input.state ?? '',
    zip: input.zip ?? '',
    country: input.country,
  };
  if (input.addressId !== undefined) {
    const [row] = await db
      .update(candidateAddresses)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(...ownedBy(owner), eq(candidateAddresses.id, input.addressId)))
      .returning();
    if (!row) throw appError('ADDRESS_NOT_FOUND');
    return row;
  }
  const [row] = await db
    .insert(candidateAddresses)
    .values({ ...owner, ...fields })
    .returning();
  if (!row) throw new Error('address not added');
  return row;
}

export async function deleteAddress(db: Database, owner: Owner, addressId: number): Promise<void> {
  const deleted = await db
    .delete(candidateAddresses)
    .where(and(...ownedBy(owner), eq(candidateAddresses.id, addressId)))
    .returning({ id: candidateAddresses.id });
  if (deleted.length === 0) throw appError('ADDRESS_NOT_FOUND');
}

export function presentAddress(row: AddressRow): Address {
  return {
    addressId: row.id,
    usersId: row.candidateId,
    addressType:
      row.addressType === 'mailing' || row.addressType === 'work' ? row.addressType : 'home',
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: row.country,
  };
}
