import { describe, expect, it } from 'vitest';
import { activityDealPath, activityLabel, actorName } from './activity-label';

describe('activityLabel', () => {
  it('says known actions in words', () => {
    expect(activityLabel({ action: 'deal_created', table_name: 'deals' })).toBe('Created a deal');
    expect(activityLabel({ action: 'deal_stage_changed', table_name: 'deals' })).toBe('Moved a deal to another stage');
  });

  it('names the table for plain row changes', () => {
    expect(activityLabel({ action: 'update', table_name: 'pending_file_uploads' })).toBe('Updated a record in pending file uploads');
  });

  it('falls back to the words of an unknown action', () => {
    expect(activityLabel({ action: 'borrower_submission_approved', table_name: 'x' })).toBe('Borrower submission approved');
  });
});

describe('actorName', () => {
  it('prefers first and last name, then email, then System', () => {
    expect(actorName({ first_name: 'Ana', last_name: 'Ruiz', email: 'a@x.test' })).toBe('Ana Ruiz');
    expect(actorName({ first_name: null, last_name: null, email: 'a@x.test' })).toBe('a@x.test');
    expect(actorName(null)).toBe('System');
  });
});

describe('activityDealPath', () => {
  it('links deal entries, except deletions', () => {
    expect(activityDealPath({ action: 'deal_updated', table_name: 'deals', record_id: 'HLC-20260101-01' })).toBe('/deals/HLC-20260101-01');
    expect(activityDealPath({ action: 'deal_deleted', table_name: 'deals', record_id: 'HLC-20260101-01' })).toBeNull();
    expect(activityDealPath({ action: 'contact_created', table_name: 'contacts', record_id: 'c1' })).toBeNull();
  });
});
