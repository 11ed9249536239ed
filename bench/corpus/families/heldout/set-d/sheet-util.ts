// Dates as spreadsheet cells: a UTC midnight, so every writer prints the same calendar day.
export function utc(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}
