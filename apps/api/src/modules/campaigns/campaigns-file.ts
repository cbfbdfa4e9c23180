/**
 * The tenant's campaigns file (config as code, decision 0046): YAML (or JSON) checked against
 * the domain's CampaignsFile schema, plus what a schema cannot say (unique names and keys, a
 * campaign embeds a stream or an event but not both, real times with the end after the start,
 * a place or an online link). What needs the tenant (its languages and streams) is checked by
 * the import. Writing gives the same layout every time, so an export can be diffed.
 */
import { CampaignsFile } from '@talentgate/domain';
import { Value } from 'typebox/value';
import { Document, parse } from 'yaml';

/** `2026-12-03T17:00:00Z`: a time as the file writes it, in whole seconds, UTC. */
export const fileTime = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export class CampaignsFileError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid campaigns file:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'CampaignsFileError';
  }
}

function schemaProblems(data: unknown): string[] {
  return Value.Errors(CampaignsFile, data)
    .filter((error) => error.keyword !== 'boolean')
    .map((error) => {
      const where = error.instancePath === '' ? '(file)' : error.instancePath.slice(1);
      const extra = Reflect.get(error.params, 'additionalProperties');
      const names = Array.isArray(extra) ? ` (${extra.join(', ')})` : '';
      return `${where}: ${error.message}${names}`;
    });
}

function duplicates(values: readonly string[], where: (index: number) => string): string[] {
  const seen = new Set<string>();
  return values.flatMap((value, index) => {
    if (seen.has(value)) return [`${where(index)}: "${value}" appears twice`];
    seen.add(value);
    return [];
  });
}

function ruleProblems(file: CampaignsFile): string[] {
  const problems = [
    ...duplicates(
      file.events.map((event) => event.key),
      (index) => `events/${index}/key`,
    ),
    ...duplicates(
      file.campaigns.map((campaign) => campaign.name),
      (index) => `campaigns/${index}/name`,
    ),
  ];
  file.events.forEach((event, index) => {
    const starts = Date.parse(event.startsAt);
    const ends = Date.parse(event.endsAt);
    if (Number.isNaN(starts)) problems.push(`events/${index}/startsAt: not a real time`);
    if (Number.isNaN(ends)) problems.push(`events/${index}/endsAt: not a real time`);
    else if (ends <= starts) problems.push(`events/${index}/endsAt: must be after startsAt`);
    if (event.place === undefined && event.onlineUrl === undefined)
      problems.push(`events/${index}: give a place, an onlineUrl or both`);
    if (!isTimeZone(event.timeZone))
      problems.push(`events/${index}/timeZone: "${event.timeZone}" is not a time zone`);
  });
  file.campaigns.forEach((campaign, index) => {
    if ((campaign.stream === undefined) === (campaign.event === undefined))
      problems.push(`campaigns/${index}: name either a stream or an event`);
  });
  return problems;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Reads a campaigns file, or throws a CampaignsFileError naming every problem with its place. */
export function parseCampaignsFile(text: string): CampaignsFile {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new CampaignsFileError([error instanceof Error ? error.message : String(error)]);
  }
  // Defaults (empty blocks and events) are filled before the check, as an editor reads them.
  const filled: unknown = Value.Default(CampaignsFile, structuredClone(data));
  if (!Value.Check(CampaignsFile, filled)) throw new CampaignsFileError(schemaProblems(filled));
  const problems = ruleProblems(filled);
  if (problems.length > 0) throw new CampaignsFileError(problems);
  return filled;
}

export function formatCampaignsFile(file: CampaignsFile, options: { schemaRef?: string } = {}) {
  const document = new Document(file);
  if (options.schemaRef)
    document.commentBefore = ` yaml-language-server: $schema=${options.schemaRef}`;
  return document.toString({ lineWidth: 0 });
}
