/**
 * The tenant lists file (config as code): YAML (or JSON, which YAML reads too) checked
 * against the domain's ListsFile schema, plus the rules a schema cannot say (names and
 * values unique). Writing produces the same layout every time, so an export can be diffed
 * and committed.
 */
import { ListsFile } from '@talentgate/domain';
import { Value } from 'typebox/value';
import { Document, isPair, isScalar, parse, visit, YAMLMap } from 'yaml';

export class ListsFileError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid lists file:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ListsFileError';
  }
}

function schemaProblems(data: unknown): string[] {
  return Value.Errors(ListsFile, data)
    .filter((error) => error.keyword !== 'boolean')
    .map((error) => {
      const where = error.instancePath === '' ? '(file)' : error.instancePath.slice(1);
      const extra = Reflect.get(error.params, 'additionalProperties');
      const names = Array.isArray(extra) ? ` (${extra.join(', ')})` : '';
      return `${where}: ${error.message}${names}`;
    });
}

function duplicateProblems(file: ListsFile): string[] {
  const problems: string[] = [];
  const names = new Set<string>();
  file.lists.forEach((list, listIndex) => {
    const name = list.name.toLowerCase();
    if (names.has(name)) problems.push(`lists/${listIndex}/name: "${list.name}" appears twice`);
    names.add(name);
    const values = new Set<string>();
    list.items.forEach((item, itemIndex) => {
      if (values.has(item.value)) {
        problems.push(
          `lists/${listIndex}/items/${itemIndex}/value: "${item.value}" appears twice in ${list.name}`,
        );
      }
      values.add(item.value);
    });
  });
  return problems;
}

/** Reads a lists file, or throws a ListsFileError naming every problem with its place. */
export function parseListsFile(text: string): ListsFile {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new ListsFileError([error instanceof Error ? error.message : String(error)]);
  }
  if (!Value.Check(ListsFile, data)) throw new ListsFileError(schemaProblems(data));
  const duplicates = duplicateProblems(data);
  if (duplicates.length > 0) throw new ListsFileError(duplicates);
  return data;
}

export interface FormatOptions {
  /** Where editors find the JSON Schema, relative to the file (a yaml-language-server hint). */
  schemaRef?: string;
}

/** Writes a lists file as YAML: one block per item, its labels on one line. */
export function formatListsFile(file: ListsFile, options: FormatOptions = {}): string {
  const document = new Document(file);
  visit(document, {
    Pair(_key, pair) {
      if (isPair(pair) && isScalar(pair.key) && pair.key.value === 'labels') {
        if (pair.value instanceof YAMLMap) pair.value.flow = true;
      }
    },
  });
  if (options.schemaRef)
    document.commentBefore = ` yaml-language-server: $schema=${options.schemaRef}`;
  return document.toString({ lineWidth: 0 });
}
