/**
 * A JSON response for a body the backend answered (already plain JSON data): status and extra
 * headers as given, `content-type: application/json` unless the headers name one.
 */
export function jsonResponse(
  body: unknown,
  init: { readonly status: number; readonly headers?: Readonly<Record<string, string>> },
): Response {
  return new Response(JSON.stringify(body), {
    status: init.status,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}
