import { describe, expect, it } from 'vitest';
import { DEFAULT_DEAL_STAGES, DEAL_STATUSES } from './form-fields';
import { dealProgress, STAGE_ALIASES, STATUS_ALIASES } from './status-words';

describe('stage and status words', () => {
  it('name only stages and statuses the product has', () => {
    const stages = new Set<string>([...DEFAULT_DEAL_STAGES, 'Application']);
    for (const stage of Object.values(STAGE_ALIASES)) expect(stages.has(stage)).toBe(true);
    for (const [, status] of STATUS_ALIASES) expect((DEAL_STATUSES as readonly string[]).includes(status)).toBe(true);
  });
});

describe('dealProgress', () => {
  it('reads a funded, closed or dead deal as done', () => {
    for (const text of ['Funded', 'Closed', 'CLOSED & FUNDED', 'Paid off', 'paid-off 3/2024', 'Withdrawn', 'Dead', 'Booked', 'Sold']) {
      expect(dealProgress(text), text).toBe('done');
    }
  });

  it('reads a deal under way as open, by a status or any stage but the last', () => {
    for (const text of ['Active', 'New', 'Lead', 'Pending', 'In UW', 'Underwriting', 'Clear to close', 'Docs out', 'In process', 'Closing']) {
      expect(dealProgress(text), text).toBe('open');
    }
  });

  it('reads the deal a tape is sent for as submitted', () => {
    for (const text of ['Submitted', 'NEW – submit', 'This deal', 'Subject']) expect(dealProgress(text), text).toBe('submitted');
  });

  it('matches whole words only and leaves other cells alone', () => {
    expect(dealProgress('Inactive')).toBe('done');
    expect(dealProgress('Newark')).toBeNull();
    expect(dealProgress('On hold')).toBeNull();
    expect(dealProgress('425000')).toBeNull();
    expect(dealProgress('')).toBeNull();
  });

  it('lets done win over open: "Closed (was active)" is closed', () => {
    expect(dealProgress('Closed (was active)')).toBe('done');
  });
});
