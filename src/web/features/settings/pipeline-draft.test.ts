import { describe, expect, it } from 'vitest';
import { addStage, isUnchanged, moveStage, removeStage, renameStage, stageErrors, toDraft, toPayload } from './pipeline-draft';

const saved = [
  { id: 'a', name: 'Structure' },
  { id: 'b', name: 'Underwriting' },
  { id: 'c', name: 'Closing' },
];

const names = (draft: { name: string }[]) => draft.map((stage) => stage.name);

describe('pipeline draft', () => {
  it('moves a stage up and down, and not past either end', () => {
    const draft = toDraft(saved);
    expect(names(moveStage(draft, 'b', 'up'))).toEqual(['Underwriting', 'Structure', 'Closing']);
    expect(names(moveStage(draft, 'b', 'down'))).toEqual(['Structure', 'Closing', 'Underwriting']);
    expect(names(moveStage(draft, 'a', 'up'))).toEqual(names(draft));
    expect(names(moveStage(draft, 'c', 'down'))).toEqual(names(draft));
  });

  it('sends ids of kept stages, trimmed names, and new stages without an id, in order', () => {
    let draft = renameStage(toDraft(saved), 'a', '  Term Sheet ');
    draft = removeStage(draft, 'b');
    draft = renameStage(addStage(draft, 'new-1'), 'new-1', 'Funded');
    expect(toPayload(draft)).toEqual({ stages: [{ id: 'a', name: 'Term Sheet' }, { id: 'c', name: 'Closing' }, { name: 'Funded' }] });
  });

  it('flags empty names and case-insensitive duplicates with the server messages', () => {
    let draft = addStage(toDraft(saved), 'new-1');
    expect(stageErrors(draft).get('new-1')).toBe('A stage needs a name.');
    draft = renameStage(draft, 'new-1', ' closing ');
    expect(stageErrors(draft).get('new-1')).toBe('Stage names must be unique.');
    expect(stageErrors(draft).has('c')).toBe(false);
  });

  it('knows when nothing changed', () => {
    expect(isUnchanged(toDraft(saved), saved)).toBe(true);
    expect(isUnchanged(renameStage(toDraft(saved), 'a', 'Structure '), saved)).toBe(true);
    expect(isUnchanged(moveStage(toDraft(saved), 'a', 'down'), saved)).toBe(false);
    expect(isUnchanged(addStage(toDraft(saved), 'x'), saved)).toBe(false);
  });
});
