import { describe, expect, it } from 'vitest';
import { isPermanentSmtpFailure, parseBounce } from './bounce.js';

const dsn = (status: string, action: string) => ({
  from: 'Mail Delivery System <MAILER-DAEMON@mx.example.com>',
  subject: 'Undelivered Mail Returned to Sender',
  contentType: 'multipart/report; report-type=delivery-status; boundary="b"',
  parts: [
    'This is the mail system at host mx.example.com.\nI\'m sorry to have to inform you that your message could not be delivered.',
    `Reporting-MTA: dns; mx.example.com\n\nFinal-Recipient: rfc822; Gone@Example.com\nOriginal-Recipient: rfc822;gone@example.com\nAction: ${action}\nStatus: ${status}\nDiagnostic-Code: smtp; 550 5.1.1 <gone@example.com>: Recipient address rejected: User unknown`,
    'From: news@lender.test\nTo: gone@example.com\nSubject: Rates\nX-Lender-OS-Outreach: tok.abc-123\n',
  ],
});

describe('bounce reports', () => {
  it('reads a permanent DSN: recipient, our token and the diagnostic', () => {
    expect(parseBounce(dsn('5.1.1', 'failed'))).toEqual({
      tokens: ['tok.abc-123'],
      recipients: ['gone@example.com'],
      diagnostic: 'Bounced: 550 5.1.1 <gone@example.com>: Recipient address rejected: User unknown',
    });
  });

  it('ignores a delay and ordinary mail', () => {
    expect(parseBounce(dsn('4.4.1', 'delayed'))).toBeNull();
    expect(parseBounce({ from: 'dana@example.com', subject: 'Re: Rates', contentType: 'text/plain', parts: ['550 thanks, call me'] })).toBeNull();
  });

  it('reads a plain notice from the mailer daemon quoting a 5xx reply', () => {
    const report = parseBounce({
      from: 'postmaster@mail.example.org',
      subject: 'Delivery Status Notification (Failure)',
      contentType: 'text/plain',
      parts: ['Delivery to the following recipient failed permanently:\n\n     x@example.org\n\n550 No such user here\n\nX-Lender-OS-Outreach: tok.z'],
    });
    expect(report).toEqual({ tokens: ['tok.z'], recipients: [], diagnostic: 'Bounced: 550 No such user here' });
  });

  it('tells a relay refusal (5yz) from a temporary failure', () => {
    expect(isPermanentSmtpFailure(Object.assign(new Error('Recipient rejected'), { responseCode: 550 }))).toBe(true);
    expect(isPermanentSmtpFailure(Object.assign(new Error('Try later'), { responseCode: 451 }))).toBe(false);
    expect(isPermanentSmtpFailure(new Error('ECONNREFUSED'))).toBe(false);
  });
});
