/**
 * Issue 2: the project runs on Node 20 (`engines.node` in the root package.json), so every
 * installed package must say it supports that Node too. A dependency that moves to Node 22
 * fails here before it fails at run time (decision 0024 lists the pins that keep us there).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config.js';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, file), 'utf8'));

function lockedPackages(): Record<string, LockedPackage> {
  const lock = readJson('package-lock.json');
  if (typeof lock !== 'object' || lock === null || !('packages' in lock)) {
    throw new Error('package-lock.json has no packages');
  }
  const packages = lock.packages;
  if (typeof packages !== 'object' || packages === null) throw new Error('bad packages');
  return Object.fromEntries(Object.entries(packages));
}

function oldestSupportedNode(): string {
  const manifest = readJson('package.json');
  const range =
    typeof manifest === 'object' &&
    manifest !== null &&
    'engines' in manifest &&
    typeof manifest.engines === 'object' &&
    manifest.engines !== null &&
    'node' in manifest.engines &&
    typeof manifest.engines.node === 'string'
      ? manifest.engines.node
      : null;
  const oldest = range === null ? null : semver.minVersion(range);
  if (!oldest) throw new Error('package.json names no engines.node range');
  return oldest.version;
}

describe('Node version support', () => {
  it('installs only packages whose engines admit the oldest Node we support', () => {
    const node = oldestSupportedNode();
    expect(node).toBe('20.19.0');
    const refusing = Object.entries(lockedPackages()).flatMap(([where, locked]) => {
      const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
      if (!where || range === undefined) return [];
      return semver.satisfies(node, range) ? [] : [`${where}@${locked.version} wants ${range}`];
    });
    expect(refusing).toEqual([]);
  });
});
