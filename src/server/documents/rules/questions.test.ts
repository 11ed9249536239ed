import { describe, expect, it } from 'vitest';
import { analyseText } from '../engine';
import { makeLine, type DocText } from '../layout';
import { CandidateSet } from './fields';
import { applicantAnswer, questionFields, scanQuestions } from './questions';

function text(rows: string[]): DocText {
  return { lines: rows.map((t, i) => makeLine([{ text: t, x0: 60, x1: 60 + 5 * t.length }], 1, 50 + i * 14, 10)), source: 'pdf_text', quality: 1, notes: [] };
}

describe('a questionnaire', () => {
  it('reads each question by what it asks', () => {
    expect(questionFields('What is the property worth?')).toEqual(['property_value']);
    expect(questionFields('How much are you asking for, and for how long?')).toEqual(['loan_amount', 'loan_term']);
    expect(questionFields('Which property will secure the loan?')).toEqual(['property_address']);
    expect(questionFields('When do you need to close?')).toEqual(['closing_date']);
    expect(questionFields('Do you have pets?')).toEqual([]);
  });

  it('reads a first-person answer for the applicant, with the entity and its signer', () => {
    expect(applicantAnswer('Just me, Elijah Hill.')).toBe('Elijah Hill');
    expect(applicantAnswer('Oak Lane LLC. I, Ana Ruiz, am its Managing Member and will sign.')).toBe('Oak Lane LLC (signing: Ana Ruiz, Managing Member)');
  });

  it('takes the answers under numbered questions', () => {
    const data = analyseText(text([
      'Borrower Questionnaire',
      '1. Who is applying for the loan?',
      'Just me, Claire Roberts.',
      '2. How can we reach you?',
      'Cell 202.555.0138, or e-mail claire.r@outlook.com.',
      '3. What is the property worth?',
      'I believe it is worth about $145,000 as it stands today.',
      '4. How much are you asking for, and for how long?',
      '$90,250 for 12 months.',
      '5. What is your approximate credit score?',
      'Around 708.',
    ])).extractedData;
    expect(data).toMatchObject({ borrower_first_name: 'Claire', borrower_last_name: 'Roberts', borrower_email: 'claire.r@outlook.com', borrower_phone: '2025550138', property_value: '145000', loan_amount: '90250', loan_term: '12', credit_score: '708' });
  });

  it('reads one question asked in passing less surely than a questionnaire', () => {
    const scores = (rows: string[]) => {
      const set = new CandidateSet();
      scanQuestions(text(rows), set);
      return set.items.filter((c) => c.field === 'borrower_last_name').map((c) => [c.value, c.score]);
    };
    const asked = ['1. Who is applying for the loan?', 'Just me, Elijah Hill.'];
    const [[, once]] = scores(['Hi Sam,', ...asked, 'Thanks, Ana']) as [[string, number]];
    const [[name, numbered]] = scores([...asked, '2. How long do you need it?', '12 months.', '3. When do you close?', 'Next month.']) as [[string, number]];
    expect(name).toBe('Hill');
    expect(once).toBeLessThan(numbered);
  });

  it('takes a chat reply to a question without a question mark, past its time stamp', () => {
    const data = analyseText(text(['what loan amount do you need', '3/4/2026', '$101K for 9 months'])).extractedData;
    expect(data).toMatchObject({ loan_amount: '101000' });
  });

  it('asks no loan amount of how much cash is in the bank', () => {
    expect(questionFields('How much cash do you have in reserves?')).not.toContain('loan_amount');
    expect(applicantAnswer("It's for my client Jo Park, she's buying it.")).toBe('Jo Park');
  });
});
