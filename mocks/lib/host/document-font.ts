/**
 * A font read once, on first use, from wherever `read` gets it (the browser fetches the app's
 * asset, Node reads the package's file): the mock host's `documentFont`. A failed read is
 * forgotten, so the next print asks again.
 *
 * @example
 * const documentFont = onceFont(() => fetch(url).then((r) => r.arrayBuffer()));
 */
export function onceFont(read: () => Promise<ArrayBuffer | Uint8Array>): () => Promise<Uint8Array> {
  let font: Promise<Uint8Array> | undefined;
  return () => {
    font ??= read().then(
      (bytes) => new Uint8Array(bytes),
      (error: unknown) => {
        font = undefined;
        throw error;
      },
    );
    return font;
  };
}
