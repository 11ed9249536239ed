// The pipeline being edited in Settings: pure list operations and the checks the server makes
// (PUT /api/stages), so a person sees the problem next to the stage before saving.

export const STAGE_NAME_MAX = 50;
export const STAGES_MAX = 30;

/** One stage in the editor. `key` is local (React, focus); `id` is the saved stage's, absent for a new one. */
export interface DraftStage {
  key: string;
  id?: string;
  name: string;
}

export type Direction = 'up' | 'down';

export function toDraft(stages: readonly { id: string; name: string }[]): DraftStage[] {
  return stages.map(({ id, name }) => ({ key: id, id, name }));
}

/** The body of PUT /api/stages: the order of the array is the pipeline order. */
export function toPayload(draft: readonly DraftStage[]): { stages: { id?: string; name: string }[] } {
  return { stages: draft.map(({ id, name }) => (id ? { id, name: name.trim() } : { name: name.trim() })) };
}

export function moveStage(draft: readonly DraftStage[], key: string, direction: Direction): DraftStage[] {
  const from = draft.findIndex((stage) => stage.key === key);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= draft.length) return [...draft];
  const next = [...draft];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as DraftStage);
  return next;
}

export function renameStage(draft: readonly DraftStage[], key: string, name: string): DraftStage[] {
  return draft.map((stage) => (stage.key === key ? { ...stage, name } : stage));
}

export function removeStage(draft: readonly DraftStage[], key: string): DraftStage[] {
  return draft.filter((stage) => stage.key !== key);
}

export function addStage(draft: readonly DraftStage[], key: string): DraftStage[] {
  return [...draft, { key, name: '' }];
}

/** Per stage key, the server's message for what it would refuse ('A stage needs a name.', 'Stage names must be unique.'). */
export function stageErrors(draft: readonly DraftStage[]): Map<string, string> {
  const errors = new Map<string, string>();
  const seen = new Set<string>();
  for (const stage of draft) {
    const name = stage.name.trim().toLowerCase();
    if (name.length === 0) errors.set(stage.key, 'A stage needs a name.');
    else if (seen.has(name)) errors.set(stage.key, 'Stage names must be unique.');
    seen.add(name);
  }
  return errors;
}

/** True when saving would change nothing: same stages, same names, same order. */
export function isUnchanged(draft: readonly DraftStage[], saved: readonly { id: string; name: string }[]): boolean {
  return draft.length === saved.length && draft.every((stage, i) => stage.id === saved[i]?.id && stage.name.trim() === saved[i]?.name);
}
