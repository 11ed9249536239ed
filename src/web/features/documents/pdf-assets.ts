// pdf.js's worker, character maps, standard fonts and wasm decoders, served from our own build: the product must
// work offline and our CSP allows only 'self' (SPEC §7 mentions a CDN; we deliberately do not use one).
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

type AssetKind = 'cMapUrl' | 'standardFontDataUrl' | 'wasmUrl';

// Emitted as files (never inlined as data: URLs, which `connect-src 'self'` would refuse to fetch).
const globbed: Record<AssetKind, Record<string, string>> = {
  cMapUrl: import.meta.glob('/node_modules/pdfjs-dist/cmaps/*.bcmap', { query: '?url&no-inline', import: 'default', eager: true }),
  standardFontDataUrl: import.meta.glob(['/node_modules/pdfjs-dist/standard_fonts/*.pfb', '/node_modules/pdfjs-dist/standard_fonts/*.ttf'], {
    query: '?url&no-inline',
    import: 'default',
    eager: true,
  }),
  wasmUrl: import.meta.glob('/node_modules/pdfjs-dist/wasm/*.wasm', { query: '?url&no-inline', import: 'default', eager: true }),
};

const byFileName = (urls: Record<string, string>) =>
  new Map(Object.entries(urls).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));

const ASSETS: Record<AssetKind, Map<string, string>> = {
  cMapUrl: byFileName(globbed.cMapUrl),
  standardFontDataUrl: byFileName(globbed.standardFontDataUrl),
  wasmUrl: byFileName(globbed.wasmUrl),
};

/** pdf.js's `BinaryDataFactory`: the worker asks the page for a file by kind and name; we fetch our copy. */
export class BundledBinaryDataFactory {
  async fetch({ kind, filename }: { kind: AssetKind; filename: string }): Promise<Uint8Array> {
    const url = ASSETS[kind]?.get(filename);
    if (!url) throw new Error(`No bundled PDF ${kind} data named ${filename}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Unable to load PDF ${kind} data at: ${url}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

export { workerUrl as pdfWorkerUrl };
