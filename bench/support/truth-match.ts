// How an extracted value is compared with the truth (../shared/fixtures/documents/README.md): exact after trimming
// and case, numbers by value, free-text prepayment terms by word overlap. Shared by the benchmark and training.

function words(text: string): string[] {
  return text.toLowerCase().replace(/[^a-z0-9%.]+/g, ' ').split(' ').filter(Boolean);
}

export function same(field: string, got: string, want: string): boolean {
  const a = got.trim().toLowerCase();
  const b = want.trim().toLowerCase();
  if (a === b) return true;
  if (field === 'prepayment_terms') {
    const wa = new Set(words(a));
    const wb = words(b);
    return wb.filter((w) => wa.has(w)).length >= 0.6 * wb.length;
  }
  return /^-?\d+(\.\d+)?$/.test(a) && /^-?\d+(\.\d+)?$/.test(b) && Number(a) === Number(b);
}

