const SIZE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A file size as people read it: 512 B, 12.5 KB, 3.2 MB. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${SIZE.format(bytes / 1024)} KB`;
  return `${SIZE.format(bytes / 1024 / 1024)} MB`;
}
