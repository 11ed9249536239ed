import { describe, expect, it } from 'vitest';
import { buildTeaser, cityAndState, type DealFacts, ficoBand, leakMessage, NO_DISCLOSURES, sharedListing, teaserLeaks } from './teaser';

const deal: DealFacts = {
  loan_amount: 450000,
  ltv_ratio: null,
  purchase_price: 600000,
  loan_type: 'Purchase',
  loan_purpose: 'Fix and Flip',
  property_type: 'Single Family',
  property_address: '1428 Elm Street, Austin, TX 78701',
  loan_term_months: 12,
  credit_score: '712',
  exit_strategy: 'Sale after renovation',
  borrower_name: 'Maria Quintero',
  borrower_first_name: 'Maria',
  borrower_last_name: 'Quintero',
  entity_name: null,
  borrower_email: 'maria.q@example.com',
  borrower_phone: '(512) 555-0142',
};

describe('teaser', () => {
  it('is built from the deal without the borrower or the street', () => {
    const teaser = buildTeaser(deal);
    expect(teaser).toMatchObject({
      headline: '$450,000 Fix and Flip on a single family in Austin, TX',
      loan_amount: 450000,
      ltv: 75,
      loan_type: 'Purchase',
      property_type: 'Single Family',
      city: 'Austin',
      state: 'TX',
      term_months: 12,
      fico_band: '700–739',
      exit_strategy: 'Sale after renovation',
    });
    const everything = JSON.stringify(sharedListing(teaser, deal, NO_DISCLOSURES));
    for (const secret of ['Maria', 'Quintero', 'maria.q@example.com', '555-0142', '1428', 'Elm Street', '712']) expect(everything).not.toContain(secret);
    expect(teaserLeaks(teaser, deal, NO_DISCLOSURES)).toEqual([]);
  });

  it('finds the name, e-mail, phone and street number typed into the teaser', () => {
    const teaser = { ...buildTeaser(deal), summary: 'Borrower quintero (MARIA.Q@example.com, 512.555.0142) owns 1428 elm st.' };
    expect(teaserLeaks(teaser, deal, NO_DISCLOSURES)).toEqual(['borrower name', 'borrower e-mail', 'borrower phone', 'street number']);
    expect(leakMessage(['borrower name'])).toBe('The teaser gives away the borrower name. Remove it, or tick the box that allows sharing it.');
    const allowed = { share_borrower_name: true, share_borrower_contact: true, share_street_address: true };
    expect(teaserLeaks(teaser, deal, allowed)).toEqual([]);
  });

  it('does not mistake parts of other words or other numbers for a leak', () => {
    const teaser = { ...buildTeaser(deal), summary: 'Mariana Street comps; 14 28-day draws; Elm St is nearby.' };
    expect(teaserLeaks(teaser, deal, NO_DISCLOSURES)).toEqual([]);
  });

  it('shares what the listing discloses, and only that', () => {
    const shared = sharedListing(buildTeaser(deal), deal, { share_borrower_name: true, share_borrower_contact: false, share_street_address: true });
    expect(shared.borrower_name).toBe('Maria Quintero');
    expect(shared.property_address).toBe('1428 Elm Street, Austin, TX 78701');
    expect(shared).not.toHaveProperty('borrower_email');
    expect(shared).not.toHaveProperty('borrower_phone');
  });

  it('reads city and state, and bands credit scores', () => {
    expect(cityAndState('12 Oak St, Dallas TX 75201')).toEqual({ city: 'Dallas', state: 'TX' });
    expect(cityAndState('12 Oak St, Suite 4, Miami, FL')).toEqual({ city: 'Miami', state: 'FL' });
    expect(cityAndState('12 Oak St')).toEqual({ city: null, state: null });
    expect([ficoBand('790'), ficoBand(740), ficoBand('Score: 655'), ficoBand('550'), ficoBand('n/a'), ficoBand(900)]).toEqual([
      '780+', '740–779', '620–659', 'Below 580', null, null,
    ]);
  });
});
