import type { SmsSender } from '@haat/storefront-backend';
import type { SmsConfig } from '../config.js';
import { consoleSmsSender } from './console-sender.js';
import { msg91SmsSender } from './msg91-sender.js';

/**
 * The SMS sender the settings choose: MSG91 with `SMS_PROVIDER=msg91`, else the console.
 *
 * @example
 * const sms = selectSmsSender(config.sms);
 */
export function selectSmsSender(config: SmsConfig, print?: (line: string) => void): SmsSender {
  return config.provider === 'msg91' ? msg91SmsSender(config) : consoleSmsSender(print);
}
