// A one-line account of what an audit entry changed: 'interest_rate: 10.5 → 11; stage: Structure → Underwriting'.

const MAX_FIELDS = 6;

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function changeSummary(oldValues: unknown, newValues: unknown): string {
  const before = asRecord(oldValues);
  const after = asRecord(newValues);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const parts = keys.slice(0, MAX_FIELDS).map((key) => {
    if (!(key in before)) return `${key}: ${show(after[key])}`;
    if (!(key in after)) return `${key}: ${show(before[key])} → removed`;
    return `${key}: ${show(before[key])} → ${show(after[key])}`;
  });
  if (keys.length > MAX_FIELDS) parts.push(`and ${keys.length - MAX_FIELDS} more`);
  return parts.join('; ');
}
