// Reading a plain HTML form (public pages without react-hook-form) into what the shared zod schemas parse.

/** The trimmed text of a field, or undefined when empty. */
export const formText = (data: FormData, name: string): string | undefined => String(data.get(name) ?? '').trim() || undefined;

/** The chosen files of a file input, copied into a new multipart body under the same name. */
export function appendFiles(target: FormData, source: FormData, name: string): void {
  for (const file of source.getAll(name)) if (file instanceof File && file.size > 0) target.append(name, file);
}
