/**
 * ES256 signing keys kept in the database, so every API instance signs and verifies with
 * the same keys. The first start creates one; `rotate()` adds a newer one that signs from
 * then on, while older keys keep verifying until their tokens have expired.
 */
import { createPrivateKey, randomUUID, KeyObject } from 'node:crypto';
import { desc, eq, isNull } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Database } from '../../db/client.js';
import { signingKeys } from '../../db/schema.js';

export const TOKEN_ALGORITHM = 'ES256';
/** The `iss` of every token we sign. */
export const TOKEN_ISSUER = 'talentgate';

export interface SigningKey {
  kid: string;
  /** A node:crypto key: signing goes through node:crypto (compact-jws.ts). */
  privateKey: KeyObject;
}

function toStrings(jwk: JWK): Record<string, string> {
  const entries = Object.entries(jwk).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

export class SigningKeys {
  private current: Promise<SigningKey> | null = null;
  private readonly verification = new Map<string, Promise<CryptoKey | Uint8Array | null>>();

  constructor(private readonly db: Database) {}

  /** The key that signs new tokens. */
  signing(): Promise<SigningKey> {
    this.current ??= this.loadOrCreate().catch((error: unknown) => {
      this.current = null;
      throw error;
    });
    return this.current;
  }

  /** The public key for a key id, or null when no such key exists. */
  verifying(kid: string): Promise<CryptoKey | Uint8Array | null> {
    let key = this.verification.get(kid);
    if (!key) {
      key = this.loadPublic(kid);
      this.verification.set(kid, key);
    }
    return key;
  }

  /** Adds a new signing key; tokens signed by older keys stay valid until they expire. */
  async rotate(): Promise<string> {
    const key = await this.create();
    this.current = Promise.resolve(key);
    return key.kid;
  }

  private async loadOrCreate(): Promise<SigningKey> {
    const [row] = await this.db
      .select()
      .from(signingKeys)
      .where(isNull(signingKeys.retiredAt))
      .orderBy(desc(signingKeys.createdAt))
      .limit(1);
    if (row) {
      return { kid: row.kid, privateKey: createPrivateKey({ key: row.privateJwk, format: 'jwk' }) };
    }
    return this.create();
  }

  private async create(): Promise<SigningKey> {
    const { privateKey, publicKey } = await generateKeyPair(TOKEN_ALGORITHM, { extractable: true });
    const kid = randomUUID();
    await this.db.insert(signingKeys).values({
      kid,
      algorithm: TOKEN_ALGORITHM,
      privateJwk: toStrings(await exportJWK(privateKey)),
      publicJwk: toStrings(await exportJWK(publicKey)),
    });
    return { kid, privateKey: KeyObject.from(privateKey) };
  }

  private async loadPublic(kid: string): Promise<CryptoKey | Uint8Array | null> {
    const [row] = await this.db.select().from(signingKeys).where(eq(signingKeys.kid, kid)).limit(1);
    if (!row) {
      // Unknown ids are not cached as misses for long: another instance may have just rotated.
      setTimeout(() => this.verification.delete(kid), 10_000).unref();
      return null;
    }
    return importJWK(row.publicJwk, TOKEN_ALGORITHM);
  }
}
