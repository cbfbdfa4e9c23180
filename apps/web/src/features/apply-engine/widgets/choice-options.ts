/**
 * The options of a select, multi-select or checkbox group: written in the form (`options`),
 * else the schema's enum, else the tenant list the field names (spec 2 §7 "Active list by
 * name", `GET /rest/public/lists/{client}/{name}`). The lists feature brings its own cached
 * list hook and list-fed Select/MultiSelect widgets; they replace this hook's list branch and
 * these registry entries without the engine changing.
 */
import { useQuery } from '@tanstack/react-query';
import type { ColumnSchema, FieldSchema, UiField } from '@talentgate/domain';
import { apiClient, apiPath } from '../../../lib/api-client';
import { localized } from '../fields/localized';

export interface ChoiceOptionView {
  value: string;
  label: string;
}

interface ListItemView {
  value: string;
  label: string;
  labels?: Record<string, string>;
}

function isListItem(value: unknown): value is ListItemView {
  if (typeof value !== 'object' || value === null) return false;
  return (
    typeof Reflect.get(value, 'value') === 'string' &&
    typeof Reflect.get(value, 'label') === 'string'
  );
}

function labelsOf(item: ListItemView): Record<string, string> {
  const labels: unknown = item.labels;
  if (typeof labels !== 'object' || labels === null) return {};
  return Object.fromEntries(
    Object.entries(labels).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** Active list items change rarely (the spec caches lists for hours). */
const LIST_STALE_MS = 5 * 60 * 60 * 1000;

function listQueryOptions(client: string, name: string) {
  return {
    queryKey: ['list', client, name],
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const body = await apiClient.get<unknown>(apiPath('public', 'lists', client, name), signal);
      return Array.isArray(body) ? body.filter(isListItem) : [];
    },
    staleTime: LIST_STALE_MS,
    retry: false,
  };
}

function enumOf(schema: FieldSchema | ColumnSchema | undefined): string[] | undefined {
  if (!schema) return undefined;
  if (schema.type === 'string') return schema.enum;
  if (schema.type === 'array' && schema.items.type === 'string') return schema.items.enum;
  return undefined;
}

export interface ChoiceOptionsState {
  /** null when the field has no options the engine can show (the caller falls back to text). */
  options: ChoiceOptionView[] | null;
  loading: boolean;
}

export function useChoiceOptions(
  field: UiField,
  schema: FieldSchema | ColumnSchema | undefined,
  client: string,
  language: string,
): ChoiceOptionsState {
  const written = 'options' in field ? field.options : undefined;
  const listName = 'list' in field && !written ? field.list : undefined;
  const list = useQuery({
    ...listQueryOptions(client, listName ?? ''),
    enabled: listName !== undefined,
  });
  if (written) {
    return {
      options: written.map((option) => ({
        value: option.value,
        label: localized(option.label, option.labelTranslations, language),
      })),
      loading: false,
    };
  }
  const enumerated = enumOf(schema);
  if (enumerated) {
    return { options: enumerated.map((value) => ({ value, label: value })), loading: false };
  }
  if (listName === undefined) return { options: null, loading: false };
  if (list.isPending) return { options: null, loading: true };
  const items = list.data ?? [];
  if (items.length === 0) return { options: null, loading: false };
  return {
    options: items.map((item) => ({
      value: item.value,
      label: labelsOf(item)[language] ?? item.label,
    })),
    loading: false,
  };
}
