import Type from 'typebox';
import { ClientKey, IdParam } from './common.js';

/** Lead-capture folders are of type 'live' (spec 2 §3). */
export const LEAD_CAPTURE_FOLDER_TYPE = 'live';

/** Folder by requisition and type (spec 2 §7). */
export const FolderLookupParams = Type.Object({
  client: ClientKey,
  requisitionId: IdParam,
  type: Type.String({ pattern: '^[a-z]{1,20}$' }),
});
export type FolderLookupParams = Type.Static<typeof FolderLookupParams>;

export const Folder = Type.Object({
  folderId: Type.Integer(),
  requisitionId: Type.Union([Type.Integer(), Type.Null()]),
  type: Type.String(),
});
export const FolderList = Type.Array(Folder);
export type FolderList = Type.Static<typeof FolderList>;

/** Add candidate to folder (spec 2 §7): the acting candidate into lead-capture folders. */
export const AddToFolderBody = Type.Object(
  {
    candidateList: Type.Array(Type.Integer(), { minItems: 1, maxItems: 1 }),
    destinationList: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 10 }),
  },
  { additionalProperties: false },
);
export type AddToFolderBody = Type.Static<typeof AddToFolderBody>;
