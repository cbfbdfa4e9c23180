/**
 * Stream files as text: YAML (.yaml, .yml) or JSON (.json) in, checked against the stream
 * file format (packages/domain); YAML out.
 */
import {
  JSON_SCHEMA_DRAFT,
  readStreamFile,
  StreamFile,
  type StreamFileProblem,
} from '@talentgate/domain';
import { parse, stringify } from 'yaml';

export class StreamFileError extends Error {
  constructor(
    readonly source: string,
    readonly problems: readonly StreamFileProblem[],
  ) {
    super(
      [
        `${source}: not a valid stream file`,
        ...problems.map((problem) => `  ${problem.path}: ${problem.message}`),
      ].join('\n'),
    );
    this.name = 'StreamFileError';
  }
}

function parseText(text: string, source: string): unknown {
  try {
    return source.endsWith('.json') ? JSON.parse(text) : parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new StreamFileError(source, [{ path: '/', message: `Cannot be read: ${reason}` }]);
  }
}

/** The stream in a file's text, or a StreamFileError listing what is wrong and where. */
export function parseStreamFile(text: string, source: string): StreamFile {
  const reading = readStreamFile(parseText(text, source));
  if (!reading.ok) throw new StreamFileError(source, reading.problems);
  return reading.file;
}

export function streamFileToYaml(file: StreamFile): string {
  return stringify(file, { lineWidth: 100 });
}

/** The stream file format as a JSON Schema document, for editors and other tools. */
export function streamFileJsonSchema(): string {
  const document = {
    $schema: JSON_SCHEMA_DRAFT,
    description: 'A Talentgate apply stream as code: see docs/apply-streams.md.',
    ...StreamFile,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
