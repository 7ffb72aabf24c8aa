import type { ServerResponse } from 'node:http';

/** When a fake answers a request it accepted: now, after `ms`, or not until the test ends. */
export type AnswerTiming =
  | { readonly kind: 'ok' }
  | { readonly kind: 'slow'; readonly ms: number }
  | { readonly kind: 'hold' };

/**
 * Answers an accepted request as `timing` says: at once, after a delay (never on a connection
 * already gone), or never (the response is kept in `held`, as a provider that took the message
 * and has not answered yet).
 *
 * @example
 * answerWhen(behaviour, response, held, () => sendJson(response, 200, body));
 */
export function answerWhen(
  timing: AnswerTiming,
  response: ServerResponse,
  held: ServerResponse[],
  answer: () => void,
): void {
  const send = () => {
    if (!response.destroyed) answer();
  };
  if (timing.kind === 'slow') setTimeout(send, timing.ms);
  else if (timing.kind === 'hold') held.push(response);
  else send();
}
