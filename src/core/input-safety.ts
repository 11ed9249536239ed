// Hostile input that no schema sees: text PostgreSQL cannot store (NUL, unpaired UTF-16 surrogates) and
// JSON nested deep enough to exhaust a parser's or validator's stack. Checked once for every request.

/** Deeper JSON than any API shape needs (the deepest is a few levels); anything deeper is refused unparsed. */
export const MAX_JSON_DEPTH = 32;

/** Whether JSON text nests objects/arrays deeper than `max`, read without parsing (brackets in strings skipped). */
export function jsonDepthExceeds(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

/** A NUL or a surrogate without its pair: PostgreSQL's text refuses the first, UTF-8 cannot encode the second. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnsafeText(text: string): boolean {
  return UNSAFE_TEXT.test(text);
}

/** The dotted path of the first key or string value holding unsafe text, or undefined when there is none. */
export function findUnsafeText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isUnsafeText(value) ? path || 'body' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (isUnsafeText(key)) return at;
    const found = findUnsafeText(item, at);
    if (found) return found;
  }
  return undefined;
}

export const unsafeTextMessage = (field: string) =>
  `${field}: contains a character that is not allowed (a NUL byte or a broken Unicode character).`;
