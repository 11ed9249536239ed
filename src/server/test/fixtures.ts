import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The team's shared fixtures live beside the repository (../shared/fixtures), read-only. */
export const FIXTURES_DIR = path.resolve(import.meta.dirname, '../../../../shared/fixtures');

export const fixtureDocument = (name: string) => readFileSync(path.join(FIXTURES_DIR, 'documents', name));

export function multipartFile(fileName: string, bytes: Buffer, contentType = 'application/octet-stream', field = 'file') {
  const boundary = `----lender-os-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart form with text fields and any number of files (field name 'files'). */
export function multipartForm(fields: Record<string, string>, files: { name: string; bytes: Buffer }[], fileField = 'files') {
  const boundary = `----lender-os-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const file of files) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
