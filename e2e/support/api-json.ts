/** A public API answer, checked against its contract schema (a wrong shape fails the test). */
import type Type from 'typebox';
import { Value } from 'typebox/value';
import { baseUrl } from './browser.js';

export async function getJson<T extends Type.TSchema>(
  path: string,
  schema: T,
  origin = baseUrl(),
): Promise<Type.Static<T>> {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  const body: unknown = await response.json();
  if (!Value.Check(schema, body)) throw new Error(`${path}: not the contract's shape`);
  return body;
}
