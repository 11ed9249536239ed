// pdf.js for Node. Its legacy build (the one Node 20 needs) bundles core-js, which replaces JSON.stringify,
// JSON.parse and Array.prototype.push for the whole process with slower spec polyfills (measured: the
// deals list answered ~3x slower once pdf.js was loaded). pdf.js needs none of those three, so the native
// ones are put back right after it loads; what it adds (Promise.withResolvers, Uint8Array base64, …) stays.
const natives = { stringify: JSON.stringify, parse: JSON.parse, push: Array.prototype.push };
const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
JSON.stringify = natives.stringify;
JSON.parse = natives.parse;
Array.prototype.push = natives.push;

export const { getDocument } = pdfjs;
export type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
