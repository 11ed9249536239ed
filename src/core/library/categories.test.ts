import { describe, expect, it } from 'vitest';
import { fileTypeGroup, suggestCategory } from './categories';

describe('suggestCategory', () => {
  it.each([
    ['Term_Sheet_12_Oak.pdf', 'term_sheet'],
    ['LOI - 44 Elm.pdf', 'term_sheet'],
    ['Appraisal Report.pdf', 'appraisal'],
    ['Prelim title commitment.pdf', 'title'],
    ['HOI binder.pdf', 'insurance'],
    ['Operating Agreement - Oak Holdings LLC.pdf', 'entity'],
    ['drivers license front.jpg', 'id'],
    ['Purchase Agreement signed.pdf', 'contract'],
    ['scan0001.pdf', 'other'],
  ])('%s is %s', (name, category) => expect(suggestCategory(name)).toBe(category));
});

describe('fileTypeGroup', () => {
  it('groups the MIME types the upload check assigns', () => {
    expect(fileTypeGroup('application/pdf')).toBe('pdf');
    expect(fileTypeGroup('image/webp')).toBe('image');
    expect(fileTypeGroup('text/csv')).toBe('spreadsheet');
    expect(fileTypeGroup('application/msword')).toBe('word');
    expect(fileTypeGroup('application/zip')).toBeNull();
  });
});
