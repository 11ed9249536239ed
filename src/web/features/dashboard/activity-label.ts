import type { ActivityEntry } from './api/dashboard';

// Audit actions as a person would say them. Unknown actions fall back to their words ('pending_inquiry_approved'
// → 'Pending inquiry approved'), so a new action never shows as a raw code.

const ACTION_LABELS: Record<string, string> = {
  deal_created: 'Created a deal',
  deal_updated: 'Updated a deal',
  deal_stage_changed: 'Moved a deal to another stage',
  deal_deleted: 'Deleted a deal',
  deal_note_added: 'Added a note to a deal',
  deal_file_uploaded: 'Uploaded a file to a deal',
  deal_contact_linked: 'Linked a contact to a deal',
  deal_contact_unlinked: 'Removed a contact from a deal',
  deal_stages_updated: 'Changed the pipeline stages',
  contact_created: 'Added a contact',
  contact_updated: 'Updated a contact',
  invitation_created: 'Invited a team member',
  invitation_revoked: 'Revoked an invitation',
  organization_settings_updated: 'Changed the organization settings',
  profile_updated: 'Updated a profile',
  user_registered: 'Joined the organization',
  user_role_changed: "Changed a member's role",
  pending_inquiry_created: 'Logged a new inquiry',
};

const ROW_VERBS: Record<string, string> = { insert: 'Added', update: 'Updated', delete: 'Deleted' };

function words(code: string): string {
  return code.replace(/_/g, ' ').trim();
}

function sentence(code: string): string {
  const text = words(code);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function activityLabel(entry: Pick<ActivityEntry, 'action' | 'table_name'>): string {
  const known = ACTION_LABELS[entry.action];
  if (known) return known;
  const verb = ROW_VERBS[entry.action];
  if (verb) return `${verb} a record in ${words(entry.table_name)}`;
  return sentence(entry.action);
}

export function actorName(actor: ActivityEntry['actor']): string {
  if (!actor) return 'System';
  return [actor.first_name, actor.last_name].filter(Boolean).join(' ') || actor.email;
}

/** The deal an entry points at, when it still exists: '/deals/:id'. */
export function activityDealPath(entry: Pick<ActivityEntry, 'action' | 'table_name' | 'record_id'>): string | null {
  if (entry.table_name !== 'deals' || !entry.record_id || entry.action === 'deal_deleted') return null;
  return `/deals/${encodeURIComponent(entry.record_id)}`;
}
