import { describe, expect, it } from 'vitest';
import { dealIdOfMessage, inboundOutcome } from './inbound-mail';

describe('dealIdOfMessage', () => {
  it('reads the plus-address of a recipient first', () => {
    expect(dealIdOfMessage(['someone@x.test', 'Deal+hlc-20261125-07@inbox.example'], 'About HLC-20261101-01')).toBe('HLC-20261125-07');
  });
  it('falls back to a deal id in the subject', () => {
    expect(dealIdOfMessage(['docs@inbox.example'], 'Re: appraisal for LOS-20261122-103 attached')).toBe('LOS-20261122-103');
  });
  it('answers null when nothing names a deal', () => {
    expect(dealIdOfMessage(['deal@inbox.example', 'deal+@x'], 'appraisal 2026-11-22')).toBeNull();
    expect(dealIdOfMessage([], undefined)).toBeNull();
  });
});

describe('inboundOutcome', () => {
  it('names what became of a message', () => {
    expect(inboundOutcome({ matched: true, stored: 2, refused: 0, duplicate: false })).toBe('processed');
    expect(inboundOutcome({ matched: true, stored: 1, refused: 1, duplicate: false })).toBe('partial');
    expect(inboundOutcome({ matched: false, stored: 1, refused: 0, duplicate: false })).toBe('unmatched');
    expect(inboundOutcome({ matched: true, stored: 0, refused: 2, duplicate: false })).toBe('rejected');
    expect(inboundOutcome({ matched: false, stored: 0, refused: 0, duplicate: false })).toBe('no_attachments');
    expect(inboundOutcome({ matched: true, stored: 0, refused: 0, duplicate: true })).toBe('duplicate');
  });
});
