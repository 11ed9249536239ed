// Merge fields of e-mail templates: {{first_name}}, {{loan_amount}}, {{officer_signature}} … filled from a lead,
// its officer and the organization. Values are escaped in the HTML part; an unknown field is left as written so
// a typo shows in the preview instead of vanishing.
import { formatCurrency } from '../money.js';

export const MERGE_FIELDS = [
  'first_name',
  'last_name',
  'full_name',
  'company',
  'email',
  'loan_amount',
  'loan_type',
  'property_address',
  'officer_name',
  'officer_email',
  'officer_phone',
  'officer_signature',
  'organization_name',
  'unsubscribe_url',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

export interface MergeRecipient {
  name: string;
  company?: string | null;
  email?: string | null;
  loan_amount?: number | null;
  loan_type?: string | null;
  property_address?: string | null;
}

export interface MergeOfficer {
  name: string;
  email: string;
  phone?: string | null;
}

export interface MergeContext {
  recipient: MergeRecipient;
  officer: MergeOfficer | null;
  organizationName: string;
  unsubscribeUrl: string;
}

/** The signature block: the officer's name, organization, phone and e-mail, one per line. */
export function officerSignature(officer: MergeOfficer | null, organizationName: string): string {
  if (!officer) return organizationName;
  return [officer.name, organizationName, officer.phone, officer.email].filter(Boolean).join('\n');
}

export function mergeValues(ctx: MergeContext): Record<MergeField, string> {
  const parts = ctx.recipient.name.trim().split(/\s+/);
  return {
    first_name: parts[0] ?? '',
    last_name: parts.length > 1 ? parts.slice(1).join(' ') : '',
    full_name: ctx.recipient.name.trim(),
    company: ctx.recipient.company ?? '',
    email: ctx.recipient.email ?? '',
    loan_amount: ctx.recipient.loan_amount == null ? '' : formatCurrency(ctx.recipient.loan_amount),
    loan_type: ctx.recipient.loan_type ?? '',
    property_address: ctx.recipient.property_address ?? '',
    officer_name: ctx.officer?.name ?? '',
    officer_email: ctx.officer?.email ?? '',
    officer_phone: ctx.officer?.phone ?? '',
    officer_signature: officerSignature(ctx.officer, ctx.organizationName),
    organization_name: ctx.organizationName,
    unsubscribe_url: ctx.unsubscribeUrl,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const FIELD = /\{\{\s*([a-z_]+)\s*\}\}/g;

/** Fills the merge fields of a text part. */
export function mergeText(template: string, values: Record<MergeField, string>): string {
  return template.replace(FIELD, (whole, name: string) => (name in values ? values[name as MergeField] : whole));
}

/** Fills the merge fields of an HTML part: values escaped, line breaks (the signature) kept as <br>. */
export function mergeHtml(template: string, values: Record<MergeField, string>): string {
  return template.replace(FIELD, (whole, name: string) => (name in values ? escapeHtml(values[name as MergeField]).replace(/\n/g, '<br>') : whole));
}

/** Merge fields a template uses that do not exist (shown under the editor). */
export function unknownMergeFields(...parts: string[]): string[] {
  const unknown = new Set<string>();
  for (const part of parts) for (const [, name] of part.matchAll(FIELD)) if (!(MERGE_FIELDS as readonly string[]).includes(name!)) unknown.add(name!);
  return [...unknown];
}

/**
 * Rewrites every http(s) link of an HTML part through `wrap` (click tracking), except the unsubscribe link,
 * which must keep working even if tracking is off.
 */
export function rewriteLinks(html: string, unsubscribeUrl: string, wrap: (url: string) => string): string {
  return html.replace(/href="(https?:\/\/[^"]+)"/gi, (whole, url: string) => {
    const target = url.replace(/&amp;/g, '&');
    return target === unsubscribeUrl ? whole : `href="${escapeHtml(wrap(target))}"`;
  });
}
