// Candidate values for deal fields, collected from every place a document may state them, each with a score
// that says how sure the rule is: the strength of the label or phrase that introduced it × how cleanly the value
// parsed. resolve.ts picks among them and turns agreement and conflict into the final confidence.
import type { DealFormField } from '../../../core/deals/form-fields';

export type ExtractField = Exclude<DealFormField, 'notes'>;

export interface Candidate {
  field: ExtractField;
  value: string;
  score: number;
  /** Which rule produced it, for notes and debugging. */
  rule: string;
  /** Reading order, to prefer the first statement on ties. */
  order: number;
  /** The value this one was stated with, when it says something of it: a signer's office is that signer's. */
  of?: string;
}

export class CandidateSet {
  readonly items: Candidate[] = [];
  private counter = 0;

  add(field: ExtractField, value: string | number | null | undefined, score: number, rule: string, of?: string): void {
    if (value === null || value === undefined) return;
    const text = String(value).trim();
    if (!text || score <= 0) return;
    this.items.push({ field, value: text, score: Math.min(score, 0.99), rule, order: this.counter++, ...(of ? { of } : {}) });
  }

  remove(predicate: (candidate: Candidate) => boolean): void {
    for (let i = this.items.length - 1; i >= 0; i--) if (predicate(this.items[i]!)) this.items.splice(i, 1);
  }

  for(field: ExtractField): Candidate[] {
    return this.items.filter((c) => c.field === field);
  }
}
