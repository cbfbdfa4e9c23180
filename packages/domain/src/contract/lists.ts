import Type from 'typebox';
import {
  LABEL_LANGUAGE_PATTERN,
  LIST_NAME_PATTERN,
  MAX_LIST_ITEMS,
  MAX_LIST_TEXT_LENGTH,
} from '../lists.js';
import { ClientKey } from './common.js';

export const ListName = Type.String({ pattern: LIST_NAME_PATTERN });

export const ListParams = Type.Object({ client: ClientKey, name: ListName });
export type ListParams = Type.Static<typeof ListParams>;

const Text = Type.String({ minLength: 1, maxLength: MAX_LIST_TEXT_LENGTH });

/** Translations of a label by language code (`es`, `fr`, `ar`, `pt-br`). */
export const ListLabels = Type.Record(Type.String({ pattern: LABEL_LANGUAGE_PATTERN }), Text, {
  additionalProperties: false,
});

/** A list item as the active-list call returns it (spec 2 §3 "List item"). */
export const ListItem = Type.Object({
  value: Type.String(),
  /** The label in the tenant's default language. */
  label: Type.String(),
  /** The label in other languages; a language missing here shows `label`. */
  labels: Type.Record(Type.String(), Type.String()),
  listId: Type.Integer(),
  sortOrder: Type.Integer(),
});
export type ListItem = Type.Static<typeof ListItem>;

/** The active items of a list, in sort order (spec 2 §7 "Active list by name"). */
export const ActiveListItems = Type.Array(ListItem);
export type ActiveListItems = Type.Static<typeof ActiveListItems>;

/**
 * The tenant lists file (config as code, `config/tenants/{client}/lists.yaml`). An item's
 * place in the file is its sort order; `active: false` keeps an item out of the active list.
 * `config/schemas/lists.schema.json` is this schema, written out for editors.
 */
export const ListsFileItem = Type.Object(
  {
    value: Text,
    label: Text,
    labels: Type.Optional(ListLabels),
    active: Type.Optional(Type.Boolean({ default: true })),
  },
  { additionalProperties: false },
);
export type ListsFileItem = Type.Static<typeof ListsFileItem>;

export const ListsFileList = Type.Object(
  {
    name: ListName,
    description: Type.Optional(Type.String({ maxLength: 500 })),
    items: Type.Array(ListsFileItem, { maxItems: MAX_LIST_ITEMS }),
  },
  { additionalProperties: false },
);
export type ListsFileList = Type.Static<typeof ListsFileList>;

export const ListsFile = Type.Object(
  {
    version: Type.Literal(1),
    lists: Type.Array(ListsFileList),
  },
  {
    additionalProperties: false,
    $id: 'https://talentgate.dev/schemas/lists.schema.json',
    title: 'Talentgate tenant lists',
    description:
      'The lists of one tenant (spec 2 §3 "List item"). Import with `npm run lists -w @talentgate/api -- import <client> <file>`.',
  },
);
export type ListsFile = Type.Static<typeof ListsFile>;
