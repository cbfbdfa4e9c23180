import { generateKeyPairSync } from 'node:crypto';
import { compactVerify, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { signCompactJws } from './compact-jws.js';

const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const key = { kid: 'key-1', privateKey };
const issuedAt = Math.floor(Date.now() / 1000);
const claims = {
  type: 'tg-test+jwt',
  subject: 'candidate/acme/jane@example.com',
  audience: ['ALL'],
  issuedAt,
  expiresAt: issuedAt + 60,
  custom: { tid: 7, cid: 42, app: 'XCC' },
};

describe('signCompactJws', () => {
  it('signs an ES256 JWS that jose verifies, with every claim and header', async () => {
    const token = signCompactJws(key, claims);
    const { payload, protectedHeader } = await jwtVerify(token, publicKey, {
      algorithms: ['ES256'],
      issuer: 'talentgate',
      audience: 'ALL',
      typ: 'tg-test+jwt',
      requiredClaims: ['exp', 'iat', 'sub', 'aud', 'jti'],
    });
    expect(protectedHeader).toEqual({ alg: 'ES256', kid: 'key-1', typ: 'tg-test+jwt' });
    expect(payload).toMatchObject({
      tid: 7,
      cid: 42,
      app: 'XCC',
      sub: claims.subject,
      aud: ['ALL'],
      iat: issuedAt,
      exp: issuedAt + 60,
    });
  });

  it('gives every token its own id', () => {
    const ids = [signCompactJws(key, claims), signCompactJws(key, claims)].map(
      (token) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).jti,
    );
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('does not verify once its payload is changed, nor with another key', async () => {
    const token = signCompactJws(key, claims);
    expect(decodeProtectedHeader(token).alg).toBe('ES256');
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims.custom, cid: 43 })).toString('base64url');
    await expect(compactVerify(`${header}.${forged}.${signature}`, publicKey)).rejects.toThrow();
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    await expect(compactVerify(token, other)).rejects.toThrow();
  });
});
