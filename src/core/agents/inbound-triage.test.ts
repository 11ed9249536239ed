import { describe, expect, it } from 'vitest';
import { categoryOfDocumentType, matchDeal, planTriage, streetOf, type CandidateDeal, type InboundFile } from './inbound-triage';

const deal = (over: Partial<CandidateDeal> = {}): CandidateDeal => ({
  id: 'ACME-1',
  propertyAddress: '12 Oak St, Austin TX 78701',
  borrowerName: 'Ann Lee',
  entityName: 'Oak Holdings LLC',
  emails: ['ann@example.com'],
  ...over,
});
const other = deal({ id: 'ACME-2', propertyAddress: '9 Elm Ave, Dallas TX', borrowerName: 'Bob Stone', entityName: null, emails: ['bob@example.com'] });
const file = (over: Partial<InboundFile> = {}): InboundFile => ({ id: 'f1', fileName: 'scan.pdf', emailFrom: 'someone@example.net', subject: null, body: null, ...over });

describe('inbound triage', () => {
  it('reads the street of an address', () => {
    expect(streetOf('12 Oak St., Austin TX')).toBe('12 oak st');
    expect(streetOf('Austin')).toBeNull();
  });

  it('matches on the address in the subject, body or file name, whole words only', () => {
    expect(matchDeal(file({ subject: 'Docs for 12 Oak St.' }), [deal(), other])).toMatchObject({ deal: { id: 'ACME-1' }, reasons: ['the message mentions 12 Oak St'] });
    expect(matchDeal(file({ fileName: '12-oak-st_appraisal.pdf' }), [deal(), other]).deal?.id).toBe('ACME-1');
    expect(matchDeal(file({ subject: 'Docs for 112 Oak Street' }), [deal(), other]).deal).toBeNull();
  });

  it("matches on the sender being the deal's contact and on the borrower's or entity's name", () => {
    expect(matchDeal(file({ emailFrom: 'BOB@example.com' }), [deal(), other])).toMatchObject({ deal: { id: 'ACME-2' }, reasons: ['the sender bob@example.com is a contact on the deal'] });
    expect(matchDeal(file({ body: 'Attached the operating agreement of Oak Holdings, LLC.' }), [deal(), other])).toMatchObject({ deal: { id: 'ACME-1' }, reasons: ['it names the entity Oak Holdings LLC'] });
  });

  it('suggests nothing when nothing points to a deal, or two deals equally', () => {
    expect(matchDeal(file(), [deal(), other])).toEqual({ deal: null, why: 'nothing in the message points to a deal' });
    expect(matchDeal(file({ subject: 'Ann Lee and Bob Stone' }), [deal(), other])).toEqual({ deal: null, why: 'it matches ACME-1 and ACME-2 equally' });
  });

  it('plans one suggestion per file with its category and reason, skipping files already suggested', () => {
    const files = [file({ subject: '12 Oak St appraisal', emailFrom: 'ann@example.com' }), file({ id: 'f2' })];
    const { steps, unmatched } = planTriage(files, [deal(), other], () => 'appraisal', new Set());
    expect(steps).toEqual([
      expect.objectContaining({
        subjectKey: 'file:f1',
        deal: expect.objectContaining({ id: 'ACME-1' }),
        category: 'appraisal',
        reason: 'scan.pdf from ann@example.com: the message mentions 12 Oak St; the sender ann@example.com is a contact on the deal.',
      }),
    ]);
    expect(unmatched.map((u) => u.file.id)).toEqual(['f2']);
    expect(planTriage(files, [deal()], () => 'other', new Set(['file:f1'])).steps).toEqual([]);
  });

  it('maps the classifier’s document types onto the Documents categories', () => {
    expect(categoryOfDocumentType('Letter of Intent')).toBe('term_sheet');
    expect(categoryOfDocumentType('Purchase and Sale Agreement')).toBe('contract');
    expect(categoryOfDocumentType('Appraisal Report')).toBe('appraisal');
    expect(categoryOfDocumentType('Entity Document')).toBe('entity');
    expect(categoryOfDocumentType('Unknown')).toBe('other');
  });
});
