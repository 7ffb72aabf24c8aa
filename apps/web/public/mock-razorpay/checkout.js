/**
 * Haat's local stand-in for the Razorpay Checkout script, served in mock mode
 * (VITE_RAZORPAY_SCRIPT_URL=/mock-razorpay/checkout.js). It defines the same `window.Razorpay`
 * interface the storefront uses — `new Razorpay(options)`, `.on('payment.failed', fn)`, `.open()`,
 * `.close()` — and opens an accessible test dialog instead of taking money:
 *   - "Pay" asks the mock host (POST /mock-razorpay/pay) for a payment signed by its sandbox
 *     gateway, closes the window and calls `options.handler({ razorpay_payment_id: 'pay_…',
 *     razorpay_order_id, razorpay_signature })`;
 *   - "Fail payment" fires 'payment.failed' with `{ error: { code, description, reason, metadata } }`
 *     and, like the real window, stays open showing the failure: with retries enabled (the
 *     default) the shopper may pay again in it; with `retry: { enabled: false }` only "Dismiss" is
 *     left;
 *   - "Dismiss" (or Escape) closes the window and calls `options.modal.ondismiss()`.
 * `close()` works like the real one: the window closes a moment later (the real one messages its
 * frame) and `options.modal.ondismiss()` is called, as when the shopper closes it.
 * ValidateTransaction verifies that signature like Razorpay's, so "Pay" confirms the order.
 */
(function () {
  'use strict';

  var rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
  /** The mock host's test payment window endpoint (mocks/handlers/payment-window.ts). */
  var PAY_URL = '/mock-razorpay/pay';

  function randomId(prefix) {
    var bytes = new Uint8Array(7);
    crypto.getRandomValues(bytes);
    return (
      prefix +
      Array.prototype.map
        .call(bytes, function (b) {
          return b.toString(16).padStart(2, '0');
        })
        .join('')
    );
  }

  function el(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      node.setAttribute(name, attributes[name]);
    });
    if (text) node.textContent = text;
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.root = null;
    this.returnFocus = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) {
      callback(payload);
    });
  };

  /** Removes the window without telling the page (what the buttons build on). */
  Razorpay.prototype.hide = function () {
    if (!this.root) return;
    this.root.remove();
    this.root = null;
    if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
  };

  /** Retries inside the window after a failure: on unless `retry: false` or `{ enabled: false }`. */
  Razorpay.prototype.retryEnabled = function () {
    var retry = this.options.retry;
    if (retry === false) return false;
    return !(retry && typeof retry === 'object' && retry.enabled === false);
  };

  Razorpay.prototype.dismiss = function () {
    if (!this.root) return;
    this.hide();
    var modal = this.options.modal;
    if (modal && typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.close = function () {
    setTimeout(this.dismiss.bind(this), 0);
  };

  Razorpay.prototype.open = function () {
    if (this.root) return;
    var close = this.dismiss.bind(this);
    var retryEnabled = this.retryEnabled.bind(this);
    var hide = this.hide.bind(this);
    var emit = this.emit.bind(this);
    var options = this.options;
    this.returnFocus = document.activeElement;

    var root = el('div', { 'data-razorpay-standin': '' });
    root.style.cssText =
      'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.55);font-family:system-ui,sans-serif';
    var dialog = el('div', {
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': 'rzp-standin-title',
      'aria-describedby': 'rzp-standin-amount',
    });
    dialog.style.cssText =
      'background:#fff;color:#1d1d1b;border-radius:12px;padding:20px;width:min(92vw,360px);box-shadow:0 10px 40px rgba(0,0,0,.3)';

    var title = el('h2', { id: 'rzp-standin-title' }, 'Razorpay test checkout');
    title.style.cssText = 'margin:0 0 4px;font-size:18px';
    var merchant = el(
      'p',
      {},
      (options.name || 'Haat') + (options.description ? ' · ' + options.description : ''),
    );
    merchant.style.cssText = 'margin:0 0 12px;color:#5b5b55;font-size:14px';
    var amount = el(
      'p',
      { id: 'rzp-standin-amount' },
      'Amount to pay: ' + rupees.format((Number(options.amount) || 0) / 100),
    );
    amount.style.cssText = 'margin:0 0 4px;font-size:16px;font-weight:600';
    var note = el('p', {}, 'Test mode — no money is taken. Order ' + (options.order_id || '—'));
    note.style.cssText = 'margin:0 0 16px;color:#5b5b55;font-size:13px';

    function button(label, background, color) {
      var b = el('button', { type: 'button' }, label);
      b.style.cssText =
        'display:block;width:100%;min-height:44px;margin-top:8px;border-radius:8px;border:1px solid #1f3d2b;font-size:16px;font-weight:600;cursor:pointer;background:' +
        background +
        ';color:' +
        color;
      return b;
    }
    var pay = button('Pay', '#1f3d2b', '#fff');
    var fail = button('Fail payment', '#fff', '#b3261e');
    fail.style.borderColor = '#b3261e';
    var dismiss = button('Dismiss', '#fff', '#1f3d2b');
    var failure = el('p', { 'aria-live': 'assertive' });
    failure.style.cssText = 'margin:0 0 8px;color:#b3261e;font-size:14px;font-weight:600';

    pay.addEventListener('click', function () {
      pay.disabled = true;
      // The mock host's sandbox gateway signs the payment, as Razorpay would.
      fetch(PAY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: options.order_id }),
      })
        .then(function (answer) {
          if (!answer.ok) throw new Error('The test payment could not be signed.');
          return answer.json();
        })
        .then(function (response) {
          hide();
          if (typeof options.handler === 'function') options.handler(response);
        })
        .catch(function (error) {
          pay.disabled = false;
          failure.textContent = error.message;
        });
    });
    fail.addEventListener('click', function () {
      failure.textContent = 'Payment failed (test failure).';
      if (!retryEnabled()) {
        pay.disabled = true;
        fail.disabled = true;
        dismiss.focus();
      }
      emit('payment.failed', {
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Your payment did not go through (test failure).',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: options.order_id, payment_id: randomId('pay_fail') },
        },
      });
    });
    function onDismiss() {
      close();
    }
    dismiss.addEventListener('click', onDismiss);
    root.addEventListener('keydown', function (event) {
      if (event.key === 'Escape') onDismiss();
      if (event.key !== 'Tab') return;
      var focusable = [pay, fail, dismiss].filter(function (b) {
        return !b.disabled;
      });
      var index = focusable.indexOf(document.activeElement);
      var next = event.shiftKey ? index - 1 : index + 1;
      event.preventDefault();
      focusable[(next + focusable.length) % focusable.length].focus();
    });

    dialog.append(title, merchant, amount, note, failure, pay, fail, dismiss);
    root.append(dialog);
    document.body.append(root);
    this.root = root;
    pay.focus();
  };

  window.Razorpay = Razorpay;
})();
