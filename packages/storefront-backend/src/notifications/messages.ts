/**
 * The messages a shopper gets as their order moves (issue 23, item 6). One list, so the order
 * services, the outbox, the providers' templates and the tests agree on the names.
 *
 * @example
 * NOTIFICATION_KINDS.includes('dispatched'); // true
 */
export const NOTIFICATION_KINDS = [
  'order-confirmed',
  'confirm-cod',
  'dispatched',
  'out-for-delivery',
  'delivery-failed',
  'delivered',
  'cancelled',
  'refunded',
] as const;

/**
 * One of {@link NOTIFICATION_KINDS}.
 *
 * @example
 * const kind: NotificationKind = 'confirm-cod';
 */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * A message's wording and its variables, in the order they appear in the text, which is the order providers number them: MSG91's DLT
 * template carries `##var1##`… (sent as `var1`…, the approved text registered under
 * `dltTemplateName`) and WhatsApp's approved template `{{1}}`… (`whatsappTemplate`, body
 * parameters in the same order). `text` is what the console sender prints and what both
 * templates must say, `{name}` standing for each variable.
 *
 * @example
 * NOTIFICATION_TEXTS['dispatched'].variables; // ['shop', 'orderCode', 'courier', 'awb', 'trackingUrl']
 */
export interface NotificationText {
  readonly variables: readonly string[];
  readonly text: string;
  readonly whatsappTemplate: string;
}

/**
 * Every message's text, in one place (DLT templates are approved word for word: change a text
 * here and re-register it with MSG91 and WhatsApp before deploying). Amounts are rupees as
 * commerce-core `messageAmount` writes them.
 *
 * @example
 * renderNotification('delivered', { shop: 'Haat', orderCode: 'HAAT-10234' });
 */
export const NOTIFICATION_TEXTS: Readonly<Record<NotificationKind, NotificationText>> = {
  'order-confirmed': {
    variables: ['shop', 'orderCode', 'amount'],
    text: '{shop}: your order {orderCode} of ₹{amount} is confirmed. We will message you when it ships.',
    whatsappTemplate: 'order_confirmed',
  },
  'confirm-cod': {
    variables: ['shop', 'orderCode', 'amount', 'confirmUrl'],
    text: '{shop}: please confirm your cash on delivery order {orderCode} of ₹{amount} at {confirmUrl} so we can ship it.',
    whatsappTemplate: 'cod_confirmation',
  },
  dispatched: {
    variables: ['shop', 'orderCode', 'courier', 'awb', 'trackingUrl'],
    text: '{shop}: your order {orderCode} is on its way with {courier} (AWB {awb}). Track it at {trackingUrl}',
    whatsappTemplate: 'order_dispatched',
  },
  'out-for-delivery': {
    variables: ['shop', 'orderCode'],
    text: '{shop}: your order {orderCode} is out for delivery today.',
    whatsappTemplate: 'order_out_for_delivery',
  },
  'delivery-failed': {
    variables: ['shop', 'orderCode', 'reason'],
    text: '{shop}: we could not deliver your order {orderCode} ({reason}). Reply to this message or call us to arrange another attempt.',
    whatsappTemplate: 'delivery_failed',
  },
  delivered: {
    variables: ['shop', 'orderCode'],
    text: '{shop}: your order {orderCode} was delivered. Thank you for shopping with us!',
    whatsappTemplate: 'order_delivered',
  },
  cancelled: {
    variables: ['shop', 'orderCode'],
    text: '{shop}: your order {orderCode} was cancelled. Any money paid for it will be refunded.',
    whatsappTemplate: 'order_cancelled',
  },
  refunded: {
    variables: ['shop', 'amount', 'orderCode', 'destination'],
    text: '{shop}: ₹{amount} for your order {orderCode} was refunded to {destination}.',
    whatsappTemplate: 'order_refunded',
  },
};

/**
 * A message's text with its variables filled in. A missing variable is a programmer error and
 * throws (a template sent with a blank would be refused by DLT, or worse, delivered).
 *
 * @example
 * renderNotification('delivered', { shop: 'Haat', orderCode: 'HAAT-10234' });
 * // 'Haat: your order HAAT-10234 was delivered. Thank you for shopping with us!'
 */
export function renderNotification(
  kind: NotificationKind,
  variables: Readonly<Record<string, string>>,
): string {
  const { text, variables: names } = NOTIFICATION_TEXTS[kind];
  for (const name of names) {
    if (!variables[name]) throw new Error(`The ${kind} message needs the variable "${name}"`);
  }
  return text.replace(/\{(\w+)\}/g, (_match, name: string) => variables[name] ?? '');
}

/**
 * A message's variables in the order its templates number them.
 *
 * @example
 * orderedVariables('delivered', { orderCode: 'HAAT-10234', shop: 'Haat' }); // ['Haat', 'HAAT-10234']
 */
export function orderedVariables(
  kind: NotificationKind,
  variables: Readonly<Record<string, string>>,
): string[] {
  renderNotification(kind, variables);
  return NOTIFICATION_TEXTS[kind].variables.map((name) => variables[name] ?? '');
}
