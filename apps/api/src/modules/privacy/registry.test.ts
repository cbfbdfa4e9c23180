/**
 * Keeps the privacy registry true to the schema: a table added to schema.ts fails here until
 * candidate-data.ts says what export and erasure do with it.
 */
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema.js';
import { anonymisedCandidate, KEPT_CANDIDATE_COLUMNS } from './anonymise-candidate.js';
import {
  ADDRESS_TABLES,
  CANDIDATE_TABLES,
  DEPENDENT_TABLES,
  NO_PERSONAL_DATA_TABLES,
} from './candidate-data.js';

const exported: unknown[] = Object.values(schema);
const tables: PgTable[] = [];
for (const value of exported) if (is(value, PgTable)) tables.push(value);
const registered = CANDIDATE_TABLES.map((entry) => getTableName(entry.table));
const dependent = DEPENDENT_TABLES.map((entry) => getTableName(entry.table));

/** A table holds data keyed by candidate when it has candidate_id or references candidates. */
function referencesCandidates(table: PgTable): boolean {
  const config = getTableConfig(table);
  return (
    config.columns.some((column) => column.name === 'candidate_id') ||
    config.foreignKeys.some((key) => key.reference().foreignTable === schema.candidates)
  );
}

describe('privacy registry', () => {
  it('classifies every table of the schema exactly once', () => {
    const classified = [
      'candidates',
      ...registered,
      ...dependent,
      ...ADDRESS_TABLES,
      ...NO_PERSONAL_DATA_TABLES,
    ];
    expect(new Set(classified).size).toBe(classified.length);
    const unclassified = tables
      .map((table) => getTableName(table))
      .filter((name) => !classified.includes(name));
    expect(unclassified, 'add these tables to modules/privacy/candidate-data.ts').toEqual([]);
  });

  it('registers, with an export and an erase rule, every table keyed by candidate', () => {
    const keyed = tables
      .filter((table) => table !== schema.candidates && referencesCandidates(table))
      .map((table) => getTableName(table));
    expect(keyed.filter((name) => !registered.includes(name))).toEqual([]);
    expect([...registered].sort()).toEqual([...keyed].sort());
    for (const entry of CANDIDATE_TABLES) {
      expect(getTableName(entry.candidateId.table)).toBe(getTableName(entry.table));
      expect(entry.candidateId.name).toBe('candidate_id');
      expect(entry.tenantId.name).toBe('tenant_id');
      if (entry.erase.action === 'keep') expect(entry.erase.reason.length).toBeGreaterThan(20);
    }
  });

  it('reaches every dependent table through a registered table, cascading only from a deleted one', () => {
    for (const entry of DEPENDENT_TABLES) {
      const name = getTableName(entry.table);
      expect(referencesCandidates(entry.table), name).toBe(false);
      const parent = CANDIDATE_TABLES.find((candidate) => candidate.table === entry.parent);
      expect(parent, name).toBeDefined();
      if (entry.export.action === 'skip') expect(entry.export.reason.length).toBeGreaterThan(20);
      if (entry.erase.action !== 'cascade') continue;
      // Rows of a kept parent would stay: only a parent deleted on erasure may carry them off.
      expect(parent?.erase.action, name).toBe('delete');
      const cascades = getTableConfig(entry.table).foreignKeys.some(
        (key) => key.reference().foreignTable === entry.parent && key.onDelete === 'cascade',
      );
      expect(cascades, `${name} is deleted with its parent`).toBe(true);
    }
  });

  it('anonymises or deliberately keeps every column of the candidates table', () => {
    const handled = [
      ...KEPT_CANDIDATE_COLUMNS,
      ...Object.keys(anonymisedCandidate(1, new Date())),
    ].sort();
    expect(handled).toEqual(Object.keys(getTableColumns(schema.candidates)).sort());
  });
});
