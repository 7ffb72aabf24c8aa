import type { NotificationSender } from '../ports/notification-sender.js';

/**
 * The development sender: prints each message's text instead of sending it (the default; a host
 * refuses it in production, where messages must reach shoppers).
 *
 * @example
 * const console = consoleNotificationSender((line) => process.stderr.write(`${line}\n`));
 */
export function consoleNotificationSender(
  print: (line: string) => void = (line) => console.info(line),
): NotificationSender {
  return {
    send(message) {
      print(`Message to ${message.recipient} (${message.kind}): ${message.text}`);
      return Promise.resolve({ status: 'sent', providerMessageId: null });
    },
  };
}
