import { describe, expect, it } from 'vitest';
import { cleanupMessage, fileNotFoundMessage, transferToast } from './messages';

describe('review messages', () => {
  it('words the file messages as SPEC §8 does', () => {
    expect(fileNotFoundMessage('appraisal.pdf')).toBe('appraisal.pdf no longer exists in storage. Click cleanup to remove broken files.');
    expect(cleanupMessage(2, 'HLC-20261125-01')).toBe('2 broken file(s) marked as rejected for deal HLC-20261125-01');
  });
  it('chooses the inquiry transfer toast by outcome', () => {
    expect(transferToast(0, 0)).toEqual({ title: 'Inquiry approved successfully', destructive: false });
    expect(transferToast(2, 2).title).toBe('Success');
    expect(transferToast(2, 1)).toMatchObject({ title: 'Partial Success', destructive: true });
    expect(transferToast(2, 0)).toMatchObject({ title: 'Attachment Transfer Failed', destructive: true });
  });
});
