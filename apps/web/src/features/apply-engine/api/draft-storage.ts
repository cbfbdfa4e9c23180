/**
 * What a visitor typed in a form and has not submitted yet, kept in this tab's session
 * storage so a reload loses nothing. Submitted answers live on the server (the attempt);
 * drafts go with the tab. Passwords are never written down.
 */
const PREFIX = 'tg-apply-draft';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const keyOf = (client: string, flowKey: string, applyFormId: number) =>
  `${PREFIX}:${client}:${flowKey}:${applyFormId}`;

export type Draft = Record<string, unknown>;

function isDraft(value: unknown): value is Draft {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readDraft(client: string, flowKey: string, applyFormId: number): Draft | null {
  const raw = storage()?.getItem(keyOf(client, flowKey, applyFormId));
  if (raw === null || raw === undefined) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isDraft(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores the draft without the named fields (the form's passwords). */
export function writeDraft(
  client: string,
  flowKey: string,
  applyFormId: number,
  values: Draft,
  leaveOut: readonly string[],
): void {
  const kept = Object.fromEntries(
    Object.entries(values).filter(([name]) => !leaveOut.includes(name)),
  );
  try {
    storage()?.setItem(keyOf(client, flowKey, applyFormId), JSON.stringify(kept));
  } catch {
    // A full storage only costs the draft; the form still holds the values.
  }
}

export function removeDraft(client: string, flowKey: string, applyFormId: number): void {
  storage()?.removeItem(keyOf(client, flowKey, applyFormId));
}

/** Removes every draft of a flow (after the final submit). */
export function removeFlowDrafts(client: string, flowKey: string): void {
  const store = storage();
  if (!store) return;
  const prefix = `${PREFIX}:${client}:${flowKey}:`;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
