// Who a nurture sequence takes in and when a lead leaves it: small rules, shared by the server and the preview.
import type { EnrolRule, SequenceExitReason } from '../schemas/growth.js';

/** Why an address is never mailed again, or null when it may be. */
export type Suppression = 'unsubscribed' | 'bounced' | null;

export interface EnrolCandidate {
  status: string;
  email: string | null;
  tags: string[];
  suppressed: Suppression;
  alreadyEnrolled: boolean;
}

/** Whether a lead's change (the status it entered, the tags it gained) brings it under the rule. */
export function ruleMatchesChange(rule: EnrolRule, change: { enteredStatus?: string | undefined; addedTags?: string[] }): boolean {
  if (rule.kind === 'status') return change.enteredStatus === rule.status;
  if (rule.kind === 'tag') return (change.addedTags ?? []).some((t) => t.toLowerCase() === rule.tag.toLowerCase());
  return false;
}

/** Why a lead cannot be enrolled, or null when it can. */
export function enrolBlock(lead: EnrolCandidate): string | null {
  if (lead.alreadyEnrolled) return 'Already in this sequence.';
  if (lead.status === 'converted') return 'Converted into a deal.';
  if (lead.status === 'lost') return 'Lost.';
  if (!lead.email) return 'No e-mail address.';
  if (lead.suppressed === 'unsubscribed') return 'Unsubscribed from e-mail.';
  if (lead.suppressed === 'bounced') return 'E-mail bounced: the address cannot receive mail.';
  return null;
}

export interface ExitFacts {
  status: string;
  suppressed: Suppression;
  replied: boolean;
}

/** The first exit rule of the sequence the lead now meets, or null to carry on. */
export function exitReason(exitOn: readonly string[], facts: ExitFacts): SequenceExitReason | null {
  const met: Record<SequenceExitReason, boolean> = {
    unsubscribed: facts.suppressed === 'unsubscribed',
    bounced: facts.suppressed === 'bounced',
    converted: facts.status === 'converted',
    lost: facts.status === 'lost',
    replied: facts.replied,
  };
  for (const reason of ['unsubscribed', 'bounced', 'converted', 'lost', 'replied'] as const) if (exitOn.includes(reason) && met[reason]) return reason;
  return null;
}
