// Small pieces the dev families share: stated items (a label, its printed value and the truth fields it states),
// deals reshaped for documents that only exist for one kind of borrower or loan, and the people who sign beside the
// borrower.
import { makeEntity, makePerson, makeAddress, addDays } from '../../facts';
import { truthOf } from '../../truth';
import type { DealFacts, EntityType, Person, Rng, Truth, TruthField } from '../../types';

/** One line of a document: what it says, and which truth fields that makes it state. */
export interface Item {
  label: string;
  value: string;
  fields: readonly TruthField[];
}

export function item(label: string, value: string, ...fields: TruthField[]): Item {
  return { label, value, fields };
}

/** Keeps the items whose condition holds: `when(facts.loan.docFee !== undefined && rng.chance(0.7), () => item(...))`. */
export function when(condition: unknown, make: () => Item): Item | undefined {
  return condition ? make() : undefined;
}

export function present(items: readonly (Item | undefined)[]): Item[] {
  return items.filter((i): i is Item => i !== undefined);
}

export function truthOfItems(facts: DealFacts, items: readonly Item[], extra: readonly TruthField[] = []): Truth {
  return truthOf(facts, [...items.flatMap((i) => i.fields), ...extra]);
}

/** The deal with an entity borrower of one of `types` (documents that only exist for such a borrower). */
export function withEntity(facts: DealFacts, rng: Rng, types: readonly EntityType[]): DealFacts {
  if (facts.entity && types.includes(facts.entity.type)) return facts;
  const entity = makeEntity(rng, facts.borrower, facts.property.address.state, Number(facts.documentDate.slice(0, 4)), rng.pick(types));
  return { ...facts, entity };
}

/** The deal with the entity's signatory holding `title` (a certificate that only knows one title). */
export function withSignatoryTitle(facts: DealFacts, title: string): DealFacts {
  if (!facts.entity || facts.entity.signatoryTitle === title) return facts;
  return { ...facts, entity: { ...facts.entity, signatoryTitle: title } };
}

/** The price in a purchase contract: the deal's, or (for a deal that is not a purchase) one near, never equal to, the value. */
export function contractPrice(facts: DealFacts, rng: Rng): number {
  if (facts.property.purchasePrice !== undefined) return facts.property.purchasePrice;
  const price = roundTo(facts.property.value * (0.85 + rng.next() * 0.12), 500);
  return price === facts.property.value ? price - 2500 : price;
}

/** The deal as a rehab loan: fix & flip with a purchase price, an after-repair value and an exit. */
export function asRehabLoan(facts: DealFacts, rng: Rng): DealFacts {
  if (facts.loan.type === 'Fix & Flip' && facts.property.arv) return facts;
  const value = facts.property.value;
  const purchasePrice = contractPrice(facts, rng);
  const basis = Math.min(purchasePrice, value);
  return {
    ...facts,
    property: {
      ...facts.property,
      type: ['Single Family', '2-4 Unit', 'Townhouse', 'Condo'].includes(facts.property.type) ? facts.property.type : 'Single Family',
      purchasePrice,
      arv: facts.property.arv ?? Math.round((value * (1.3 + rng.next() * 0.4)) / 5000) * 5000,
    },
    loan: {
      ...facts.loan,
      type: 'Fix & Flip',
      purpose: 'Purchase',
      amount: Math.min(facts.loan.amount, Math.round((basis * 0.8) / 500) * 500),
      termMonths: facts.loan.termMonths > 24 ? 12 : facts.loan.termMonths,
      exit: facts.loan.exit ?? 'Sale',
    },
  };
}

/** Other people around the borrower: co-members, officers, successor trustees, notaries. */
export function otherPerson(rng: Rng, facts: DealFacts, sameLast = false): Person {
  return makePerson(rng, { state: facts.property.address.state, last: sameLast ? facts.borrower.last : undefined });
}

/** A mailing address for the borrower (never the subject property). */
export function borrowerHome(rng: Rng, facts: DealFacts) {
  return makeAddress(rng, { state: rng.chance(0.7) ? facts.property.address.state : undefined, unitChance: 0.15 });
}

/** A date some days before the document (a contract date, an effective date of value). */
export function daysBefore(iso: string, days: number): string {
  return addDays(iso, -days);
}

/** The borrower identity fields a document states when it names the borrower (entity included when there is one). */
export function borrowerNameFields(facts: DealFacts, options: { signatory?: boolean } = {}): TruthField[] {
  const fields: TruthField[] = ['borrower_first_name', 'borrower_last_name'];
  if (facts.entity) {
    fields.push('entity_name');
    if (options.signatory) fields.push('authorized_signatory_name', 'authorized_signatory_title');
  }
  return fields;
}

/** "Mr." / "Ms." — left out most of the time, as most letters now do. */
export function salutation(rng: Rng, p: Person): string {
  return rng.chance(0.6) ? p.first : `${p.first} ${p.last}`;
}

export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
