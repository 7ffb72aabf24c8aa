/** One chunk of Vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

/** Vite's build manifest: chunks by module or chunk name. */
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/**
 * The addresses of a route module's code (its chunk and the chunks it imports), except what the
 * entry already loads (index.html preloads those), so the page's code is fetched beside the
 * app's instead of after it (see page-template.ts). Built once per module from the build manifest.
 *
 * @example
 * const chunks = routeChunks(manifest);
 * chunks('src/app/routes/product.tsx'); // ['/assets/product-Uvn0noCY.js']
 */
export function routeChunks(manifest: Manifest): (module: string | null) => readonly string[] {
  const closure = (keys: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      manifest[key].imports?.forEach(visit);
    };
    keys.forEach(visit);
    return seen;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = closure(entries);
  const keyOf = (module: string) =>
    manifest[module] ? module : Object.keys(manifest).find((key) => manifest[key]?.src === module);
  const built = new Map<string, readonly string[]>();
  return (module) => {
    if (module === null) return [];
    let files = built.get(module);
    if (files === undefined) {
      const key = keyOf(module);
      files = key
        ? [...closure([key])]
            .filter((chunk) => !loaded.has(chunk))
            .map((chunk) => `/${manifest[chunk]?.file}`)
        : [];
      built.set(module, files);
    }
    return files;
  };
}
