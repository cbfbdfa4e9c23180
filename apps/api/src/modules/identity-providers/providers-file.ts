/**
 * A tenant's identity providers file (config as code, decision 0028): YAML checked against
 * the domain's IdentityProvidersFile schema plus the rules a schema cannot say (keys unique,
 * an issuer for OpenID Connect kinds, entitlements only for the enterprise kind).
 */
import { IdentityProvidersFile, type IdentityProviderEntry } from '@talentgate/domain';
import { Value } from 'typebox/value';
import { Document, parse } from 'yaml';

export class ProvidersFileError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `Invalid identity providers file:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.name = 'ProvidersFileError';
  }
}

function schemaProblems(data: unknown): string[] {
  return Value.Errors(IdentityProvidersFile, data)
    .filter((error) => error.keyword !== 'boolean' && error.keyword !== 'anyOf')
    .map((error) => {
      const where = error.instancePath === '' ? '(file)' : error.instancePath.slice(1);
      return `${where}: ${error.message}`;
    });
}

function entryProblems(entry: IdentityProviderEntry, index: number): string[] {
  const at = `providers/${index}`;
  const problems: string[] = [];
  if (entry.kind !== 'facebook' && !entry.issuer)
    problems.push(`${at}/issuer: ${entry.kind} is OpenID Connect and needs its issuer`);
  if (entry.kind === 'facebook' && entry.issuer)
    problems.push(`${at}/issuer: facebook is OAuth 2.0; give its endpoints instead`);
  if (entry.kind !== 'enterprise' && entry.entitlementsClaim)
    problems.push(`${at}/entitlementsClaim: only the enterprise kind has entitlements`);
  if (entry.kind !== 'enterprise' && entry.staffSignIn)
    problems.push(`${at}/staffSignIn: only the enterprise kind signs staff in`);
  return problems;
}

export function parseProvidersFile(text: string): IdentityProvidersFile {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new ProvidersFileError([error instanceof Error ? error.message : String(error)]);
  }
  if (!Value.Check(IdentityProvidersFile, data)) throw new ProvidersFileError(schemaProblems(data));
  const problems = data.providers.flatMap(entryProblems);
  const keys = new Set<string>();
  data.providers.forEach((entry, index) => {
    if (keys.has(entry.key)) problems.push(`providers/${index}/key: "${entry.key}" appears twice`);
    keys.add(entry.key);
  });
  if (problems.length > 0) throw new ProvidersFileError(problems);
  return data;
}

export function formatProvidersFile(file: IdentityProvidersFile, schemaRef?: string): string {
  const document = new Document(file);
  if (schemaRef) document.commentBefore = ` yaml-language-server: $schema=${schemaRef}`;
  return document.toString({ lineWidth: 0 });
}
