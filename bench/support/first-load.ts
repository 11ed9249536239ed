// What a route downloads before it draws: the entry chunk of index.html, the route's lazy modules, and every
// chunk those import statically (dynamic imports load later), with their CSS. Read from Vite's build manifest.

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The files (JS and CSS) that load with the entry and these source modules, each once. */
export function firstLoadFiles(manifest: Manifest, modules: readonly string[]): { js: string[]; css: string[] } {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const seen = new Set<string>();
  const stack = [...entries, ...modules];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  const chunks = [...seen].map((key) => manifest[key]!);
  return { js: [...new Set(chunks.map((c) => c.file))].sort(), css: [...new Set(chunks.flatMap((c) => c.css ?? []))].sort() };
}
