/**
 * `npm run streams -w @talentgate/api -- <command>`: a tenant's apply streams as files.
 *
 *   import <client> <file-or-folder>...            import stream files (.yaml, .yml, .json)
 *   export <client> [<stream-key>...] [--out <dir>] write streams as YAML (stdout, or one
 *                                                   <key>.yaml per stream in <dir>)
 *   schema                                         print the JSON Schema of stream files
 *                                                   (docs/apply-stream.schema.json)
 *
 * Every file is checked before any is imported; a problem lists the file and the JSON
 * pointer of each mistake, and nothing changes.
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TenantDirectory } from '../modules/tenants/find-tenant.js';
import type { Database } from '../db/client.js';
import { exportStream, listStreamKeys } from '../modules/apply-streams/export-stream.js';
import { importStream } from '../modules/apply-streams/import-stream.js';
import {
  readStreamFilePath,
  readStreamFolder,
} from '../modules/apply-streams/read-stream-folder.js';
import {
  StreamFileError,
  streamFileJsonSchema,
  streamFileToYaml,
} from '../modules/apply-streams/stream-file-text.js';
import { transaction } from '../db/transaction.js';

const STREAMS_USAGE = `Usage:
  streams import <client> <file-or-folder>...
  streams export <client> [<stream-key>...] [--out <folder>]
  streams schema`;

export interface CommandOutput {
  /** Relative file and folder arguments are taken from here. */
  workingDir: string;
  out(text: string): void;
  error(text: string): void;
}

async function readSources(paths: readonly string[], workingDir: string) {
  const files = [];
  for (const given of paths) {
    const source = path.resolve(workingDir, given);
    const info = await stat(source);
    files.push(
      ...(info.isDirectory() ? await readStreamFolder(source) : [await readStreamFilePath(source)]),
    );
  }
  return files;
}

async function importCommand(
  db: Database,
  tenantDirectory: TenantDirectory,
  args: string[],
  io: CommandOutput,
) {
  const [client, ...paths] = args;
  if (!client || paths.length === 0) throw new UsageError();
  const tenant = await tenantDirectory.find(client);
  if (!tenant) throw new CommandError(`No tenant "${client}".`);
  const files = await readSources(paths, io.workingDir);
  await transaction(db, async (tx) => {
    for (const { source, file } of files) {
      const outcome = await importStream(tx, tenant, file, source);
      io.out(`${file.key}: ${outcome} (${source})`);
    }
  });
}

async function exportCommand(
  db: Database,
  tenantDirectory: TenantDirectory,
  args: string[],
  io: CommandOutput,
) {
  const outIndex = args.indexOf('--out');
  const outArgument = outIndex === -1 ? undefined : args[outIndex + 1];
  const outFolder = outArgument && path.resolve(io.workingDir, outArgument);
  if (outIndex !== -1 && !outArgument) throw new UsageError();
  const [client, ...keys] = outIndex === -1 ? args : args.slice(0, outIndex);
  if (!client) throw new UsageError();
  const tenant = await tenantDirectory.find(client);
  if (!tenant) throw new CommandError(`No tenant "${client}".`);
  const wanted = keys.length > 0 ? keys : await listStreamKeys(db, tenant);
  const documents: string[] = [];
  for (const key of wanted) {
    const file = await exportStream(db, tenant, key);
    if (!file) throw new CommandError(`No stream "${key}" for tenant "${client}".`);
    const yaml = streamFileToYaml(file);
    if (outFolder) {
      await mkdir(outFolder, { recursive: true });
      const target = path.join(outFolder, `${key}.yaml`);
      await writeFile(target, yaml);
      io.out(`${key}: exported to ${target}`);
    } else {
      documents.push(yaml);
    }
  }
  if (!outFolder) io.out(documents.join('---\n'));
}

export class UsageError extends Error {
  constructor() {
    super(STREAMS_USAGE);
  }
}

class CommandError extends Error {}

/** Opens the database for a command that needs one, and closes it after. */
export type WithDatabase = (use: (db: Database) => Promise<void>) => Promise<void>;

/** Runs the command; answers the process exit code. */
export async function runStreamsCommand(
  args: string[],
  io: CommandOutput,
  withDatabase: WithDatabase,
): Promise<number> {
  const [command, ...rest] = args;
  try {
    if (command === 'import') {
      await withDatabase((db) => importCommand(db, new TenantDirectory(db), rest, io));
    } else if (command === 'export') {
      await withDatabase((db) => exportCommand(db, new TenantDirectory(db), rest, io));
    } else if (command === 'schema') {
      io.out(streamFileJsonSchema());
    } else {
      throw new UsageError();
    }
    return 0;
  } catch (error) {
    if (
      error instanceof StreamFileError ||
      error instanceof UsageError ||
      error instanceof CommandError
    ) {
      io.error(error.message);
      return 1;
    }
    throw error;
  }
}
