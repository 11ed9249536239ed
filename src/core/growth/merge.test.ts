import { describe, expect, it } from 'vitest';
import { mergeHtml, mergeText, mergeValues, rewriteLinks, unknownMergeFields } from './merge.js';

const values = mergeValues({
  recipient: { name: 'Dana  Lee Smith', company: 'D&L <Holdings>', email: 'dana@example.com', loan_amount: 450000 },
  officer: { name: 'Olive Officer', email: 'olive@lender.test', phone: '555-0100' },
  organizationName: 'Acme Lending',
  unsubscribeUrl: 'http://x.test/u/abc',
});

describe('merge fields', () => {
  it('fills first name, amount and the signature in text', () => {
    expect(mergeText('Hi {{first_name}}, about {{ loan_amount }}.\n{{officer_signature}}', values)).toBe(
      'Hi Dana, about $450,000.\nOlive Officer\nAcme Lending\n555-0100\nolive@lender.test',
    );
    expect(values.last_name).toBe('Lee Smith');
  });

  it('escapes values in HTML and keeps unknown fields visible', () => {
    expect(mergeHtml('<p>{{company}}</p><p>{{officer_signature}}</p>{{nope}}', values)).toBe(
      '<p>D&amp;L &lt;Holdings&gt;</p><p>Olive Officer<br>Acme Lending<br>555-0100<br>olive@lender.test</p>{{nope}}',
    );
    expect(unknownMergeFields('{{first_name}} {{nope}}', '{{ bad_one }}')).toEqual(['nope', 'bad_one']);
  });

  it('wraps links for click tracking but not the unsubscribe link', () => {
    const html = '<a href="https://lender.test/rates?a=1&amp;b=2">Rates</a> <a href="http://x.test/u/abc">Unsubscribe</a>';
    expect(rewriteLinks(html, 'http://x.test/u/abc', (u) => `T(${u})`)).toBe('<a href="T(https://lender.test/rates?a=1&amp;b=2)">Rates</a> <a href="http://x.test/u/abc">Unsubscribe</a>');
  });
});
