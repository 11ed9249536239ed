import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@core/limits';
import { ACCEPTED_UPLOADS, checkUpload, FILE_TOO_LARGE, INVALID_FILE_TYPE, WORD_UNAVAILABLE } from './file-checks';

const file = (name: string, type = '', size = 1_000) => ({ name, type, size });

describe('checkUpload (SPEC §5 Upload)', () => {
  it('accepts PDF, Excel and images by type or by extension', () => {
    expect(checkUpload(file('a.pdf', 'application/pdf'))).toEqual({ ok: true, kind: 'pdf' });
    expect(checkUpload(file('A.PDF'))).toEqual({ ok: true, kind: 'pdf' });
    expect(checkUpload(file('sheet.xlsx'))).toEqual({ ok: true, kind: 'excel' });
    expect(checkUpload(file('old.xls', 'application/vnd.ms-excel'))).toEqual({ ok: true, kind: 'excel' });
    for (const name of ['a.jpg', 'a.jpeg', 'a.png', 'a.webp', 'a.gif']) expect(checkUpload(file(name))).toEqual({ ok: true, kind: 'image' });
    expect(checkUpload(file('photo', 'image/png'))).toEqual({ ok: true, kind: 'image' });
  });

  it('checks the size first, then the type, then refuses Word', () => {
    expect(checkUpload(file('big.exe', '', UPLOAD_MAX_BYTES + 1))).toEqual({ ok: false, ...FILE_TOO_LARGE });
    expect(checkUpload(file('exactly.pdf', '', UPLOAD_MAX_BYTES))).toEqual({ ok: true, kind: 'pdf' });
    expect(checkUpload(file('notes.txt', 'text/plain'))).toEqual({ ok: false, ...INVALID_FILE_TYPE });
    expect(checkUpload(file('draft.docx'))).toEqual({ ok: false, message: WORD_UNAVAILABLE });
    expect(checkUpload(file('draft', 'application/msword'))).toEqual({ ok: false, message: WORD_UNAVAILABLE });
  });

  it('speaks the spec', () => {
    expect(FILE_TOO_LARGE).toEqual({ title: 'File too large', message: 'Please select a file smaller than 25MB.' });
    expect(INVALID_FILE_TYPE.message).toBe('Please select a supported document format (PDF, Word, Excel, or image).');
    expect(WORD_UNAVAILABLE).toBe('Word document processing is temporarily unavailable. Please convert your document to PDF and try again.');
  });

  it('offers every allowed extension to the file picker', () => {
    for (const extension of ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.jpeg', '.jpg', '.png', '.webp', '.gif']) {
      expect(ACCEPTED_UPLOADS.split(',')).toContain(extension);
    }
  });
});
