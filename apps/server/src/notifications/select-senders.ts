import { consoleNotificationSender, type NotificationSenders } from '@haat/storefront-backend';
import { msg91FlowSender } from './msg91-flow-sender.js';
import type { NotifyConfig } from './notify-config.js';
import { whatsAppSender } from './whatsapp-sender.js';

/**
 * The senders of the channels the settings name: MSG91's flow API for `sms`, the WhatsApp
 * Cloud API for `whatsapp`, the console (printing each message) for `console`.
 *
 * @example
 * const senders = selectNotificationSenders(config.notify, (line) => process.stderr.write(line));
 */
export function selectNotificationSenders(
  notify: NotifyConfig,
  print?: (line: string) => void,
): NotificationSenders {
  return {
    ...(notify.channels.includes('console') ? { console: consoleNotificationSender(print) } : {}),
    ...(notify.msg91 ? { sms: msg91FlowSender(notify.msg91) } : {}),
    ...(notify.whatsapp ? { whatsapp: whatsAppSender(notify.whatsapp) } : {}),
  };
}
