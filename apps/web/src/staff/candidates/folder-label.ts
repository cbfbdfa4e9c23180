import type { TFunction } from 'i18next';

/** A folder's name with what kind it is: a talent pool staff made, or lead capture's. */
export function folderLabel(t: TFunction<'staff'>, folder: { name: string; type: string }) {
  if (folder.type === 'pool') return t('folders.pool', { name: folder.name });
  if (folder.type === 'live') return t('folders.live', { name: folder.name });
  return folder.name;
}
