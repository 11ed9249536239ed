// SPEC §9 "Preview": what the 'Document Ready for Analysis' card shows of a processed document.
import { PREVIEW_TEXT_CHARS, PREVIEW_THUMBNAIL_COUNT } from '@core/limits';
import type { ProcessedDocument } from '@core/schemas/functions';

export type DocumentPreview =
  | { kind: 'text'; text: string }
  | { kind: 'pages'; thumbnails: { pageNumber: number; src: string }[]; more: number }
  | { kind: 'image'; src: string };

export function documentPreview(document: ProcessedDocument): DocumentPreview {
  switch (document.type) {
    case 'pdf_text':
      return { kind: 'text', text: document.text.slice(0, PREVIEW_TEXT_CHARS) };
    case 'pdf_converted':
      return {
        kind: 'pages',
        thumbnails: document.pages.slice(0, PREVIEW_THUMBNAIL_COUNT).map(({ pageNumber, base64 }) => ({ pageNumber, src: base64 })),
        more: Math.max(0, document.pages.length - PREVIEW_THUMBNAIL_COUNT),
      };
    case 'image':
      return { kind: 'image', src: document.base64 };
  }
}
