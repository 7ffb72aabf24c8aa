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
 * `<link rel="modulepreload">` elements for a route module's code (its chunk and the chunks it
 * imports), except what the entry already loads (index.html preloads those), so the page's code
 * arrives beside the app's instead of after it. Built once per module from the build manifest.
 *
 * @example
 * const preloads = routePreloads(manifest);
 * preloads('src/app/routes/product.tsx'); // '<link rel="modulepreload" crossorigin href="/assets/product-Uvn0noCY.js">'
 */
export function routePreloads(manifest: Manifest): (module: string | null) => string {
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
  const built = new Map<string, string>();
  return (module) => {
    if (module === null) return '';
    let links = built.get(module);
    if (links === undefined) {
      const key = keyOf(module);
      links = key
        ? [...closure([key])]
            .filter((chunk) => !loaded.has(chunk))
            .map(
              (chunk) => `<link rel="modulepreload" crossorigin href="/${manifest[chunk]?.file}">`,
            )
            .join('')
        : '';
      built.set(module, links);
    }
    return links;
  };
}
