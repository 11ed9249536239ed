// The truth of one of these documents. A document that names the principal but never the borrowing entity does not
// tell a reader the borrower is an entity: its truth is that of an individual borrower (borrower_type "Individual",
// no entity fields), which is what a loan officer would key in from it.
import { truthOf } from '../../../truth';
import type { DealFacts, Truth, TruthField } from '../../../types';

export function statedTruth(facts: DealFacts, fields: readonly TruthField[]): Truth {
  if (facts.entity && !fields.includes('entity_name')) return truthOf({ ...facts, entity: undefined }, fields);
  return truthOf(facts, fields);
}
