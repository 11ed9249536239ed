// From candidates to one value per field with a confidence that means something: the best rule's score, raised
// when other mentions agree, lowered when a comparable rule says something else.
import { entityTypeOf } from './names';
import type { Candidate, CandidateSet, ExtractField } from './fields';

const AGREEMENT_BONUS = 0.04;
const CONFLICT_MARGIN = 0.08;
const CONFLICT_PENALTY = 0.15;
/** Below this the value is more likely noise than a statement: not offered at all. */
const MIN_CONFIDENCE = 0.35;

export interface Resolved {
  values: Partial<Record<ExtractField, string>>;
  confidence: Partial<Record<ExtractField, number>>;
  conflicts: string[];
}

function pick(candidates: Candidate[]): { value: string; confidence: number; rival?: string } | null {
  if (!candidates.length) return null;
  const groups = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const key = c.value.toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const ranked = [...groups.values()]
    .map((group) => ({ group, best: Math.max(...group.map((c) => c.score)), first: Math.min(...group.map((c) => c.order)) }))
    .sort((a, b) => b.best - a.best || b.group.length - a.group.length || a.first - b.first);
  const top = ranked[0]!;
  const value = top.group.sort((a, b) => b.score - a.score)[0]!.value;
  const distinctRules = new Set(top.group.map((c) => `${c.rule}:${c.order}`)).size;
  let confidence = Math.min(0.98, top.best + AGREEMENT_BONUS * (distinctRules - 1));
  const rival = ranked[1];
  if (rival && rival.best >= top.best - CONFLICT_MARGIN) confidence -= CONFLICT_PENALTY;
  return { value, confidence: Math.round(confidence * 100) / 100, rival: rival && rival.best >= top.best - CONFLICT_MARGIN ? rival.group[0]!.value : undefined };
}

export function resolve(set: CandidateSet): Resolved {
  const values: Resolved['values'] = {};
  const confidence: Resolved['confidence'] = {};
  const conflicts: string[] = [];
  const fields = [...new Set(set.items.map((c) => c.field))];
  const signer = pick(set.for('authorized_signatory_name'))?.value;
  for (const field of fields) {
    const best = pick(field === 'authorized_signatory_title' ? titlesOf(set, signer) : set.for(field));
    if (!best || best.confidence < MIN_CONFIDENCE) continue;
    values[field] = best.value;
    confidence[field] = best.confidence;
    if (best.rival) conflicts.push(`${field}: "${best.value}" chosen over "${best.rival}"`);
  }
  applyConsistency(values, confidence);
  return { values, confidence, conflicts };
}

/**
 * A signer's office is the one stated with that signer: "Ana Ruiz, Manager" beside "Tom Lee, Member" gives Ana's
 * signature Manager, however many members sign. An office stated alone ("Title: Member") may be anyone's.
 */
function titlesOf(set: CandidateSet, signer: string | undefined): Candidate[] {
  const titles = set.for('authorized_signatory_title');
  if (!signer) return titles;
  return titles.filter((c) => !c.of || c.of.toLowerCase() === signer.toLowerCase());
}


function drop(values: Resolved['values'], confidence: Resolved['confidence'], ...fields: ExtractField[]): void {
  for (const f of fields) {
    delete values[f];
    delete confidence[f];
  }
}

/** Rules between fields: an entity's type follows its name, signatories exist only for entities, etc. */
function applyConsistency(values: Resolved['values'], confidence: Resolved['confidence']): void {
  if (values.entity_name) {
    const typed = entityTypeOf(values.entity_name);
    if (typed) {
      values.entity_type = typed;
      confidence.entity_type = Math.max(confidence.entity_type ?? 0, confidence.entity_name ?? 0);
    }
    values.borrower_type = 'Entity';
    confidence.borrower_type = Math.max(confidence.borrower_type ?? 0, confidence.entity_name ?? 0);
  } else if (values.borrower_type === 'Individual' || (!values.borrower_type && values.borrower_last_name)) {
    values.borrower_type = 'Individual';
    confidence.borrower_type ??= confidence.borrower_last_name ?? 0.6;
    drop(values, confidence, 'entity_type', 'authorized_signatory_name', 'authorized_signatory_title', 'ein');
  }
  if (values.prepayment_penalty !== 'Yes') drop(values, confidence, 'prepayment_terms');
  // A trust acts only through its trustee: a trust's signer given by title alone ("Signer Title | Trustee") beside
  // the one person the document names for the borrower is that person. (An LLC's contact need not be its signer.)
  if (values.entity_type === 'Trust' && values.authorized_signatory_title === 'Trustee' && !values.authorized_signatory_name && values.borrower_first_name && values.borrower_last_name) {
    values.authorized_signatory_name = `${values.borrower_first_name} ${values.borrower_last_name}`;
    confidence.authorized_signatory_name = Math.round(Math.min(confidence.authorized_signatory_title ?? 0.6, confidence.borrower_last_name ?? 0.6) * 90) / 100;
  }
  if (values.authorized_signatory_title && !values.authorized_signatory_name && values.borrower_type !== 'Entity') {
    drop(values, confidence, 'authorized_signatory_title');
  }
}
