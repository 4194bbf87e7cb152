// Tokri sandbox checkout: a stand-in for Razorpay Checkout that works offline.
// It keeps Razorpay's options contract (key, amount, currency, order_id, name, description,
// prefill, handler, modal.ondismiss, on('payment.failed')) and shows an in-page dialog.
(function () {
  'use strict';

  // Indian grouping, as everywhere in the shop: ₹1,697.00, ₹1,00,000.00.
  var inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  function rupees(paise) {
    return inr.format(Number(paise) / 100);
  }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'style') Object.assign(node.style, attrs[k]);
      else if (k === 'text') node.textContent = attrs[k];
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) { node.appendChild(c); });
    return node;
  }

  function button(label, id, bg, fg) {
    return el('button', {
      type: 'button', id: id, text: label,
      style: { padding: '10px 16px', borderRadius: '8px', border: '1px solid #d4d4d4', background: bg,
        color: fg, fontWeight: '600', cursor: 'pointer', fontSize: '15px' },
    });
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
  }

  Razorpay.prototype.on = function (event, fn) {
    this.listeners[event] = fn;
    return this;
  };

  Razorpay.prototype.close = function () {
    if (this.overlay && this.overlay.parentNode) this.overlay.parentNode.removeChild(this.overlay);
    this.overlay = null;
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var o = self.options;
    var prefill = o.prefill || {};
    var status = el('p', { role: 'status', style: { minHeight: '1.2em', color: '#b91c1c', margin: '8px 0 0' } });
    var pay = button('Pay ' + rupees(o.amount), 'sandbox-pay', '#16a34a', '#fff');
    var fail = button('Fail', 'sandbox-fail', '#fff', '#b91c1c');
    var cancel = button('Cancel', 'sandbox-cancel', '#fff', '#333');
    var dialog = el('div', {
      role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'sandbox-title',
      style: { background: '#fff', color: '#111', borderRadius: '14px', padding: '24px', width: 'min(92vw, 380px)',
        boxShadow: '0 20px 50px rgba(0,0,0,.3)', fontFamily: 'system-ui, sans-serif' },
    }, [
      el('p', { text: 'Sandbox payment \u2014 no real money moves',
        style: { fontSize: '12px', textTransform: 'uppercase', letterSpacing: '.06em', color: '#92400e', margin: '0 0 6px' } }),
      el('h2', { id: 'sandbox-title', text: o.name || 'Tokri', style: { margin: '0 0 4px', fontSize: '20px' } }),
      el('p', { text: o.description || 'Order payment', style: { margin: '0 0 12px', color: '#555' } }),
      el('p', { text: rupees(o.amount) + ' ' + (o.currency || 'INR'), style: { fontSize: '26px', fontWeight: '700', margin: '0 0 6px' } }),
      el('p', { text: [prefill.name, prefill.email, prefill.contact].filter(Boolean).join(' \u00b7 '),
        style: { margin: '0 0 16px', color: '#555', fontSize: '14px' } }),
      el('div', { style: { display: 'flex', gap: '8px', flexWrap: 'wrap' } }, [pay, fail, cancel]),
      status,
    ]);
    var overlay = el('div', {
      'data-testid': 'sandbox-checkout',
      style: { position: 'fixed', inset: '0', background: 'rgba(0,0,0,.55)', display: 'flex', alignItems: 'center',
        justifyContent: 'center', zIndex: '2147483647' },
    }, [dialog]);
    self.overlay = overlay;

    function dismiss() {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    }

    pay.addEventListener('click', function () {
      pay.disabled = true; fail.disabled = true; cancel.disabled = true;
      status.textContent = '';
      fetch('/api/payments/sandbox/' + encodeURIComponent(o.order_id) + '/pay', { method: 'POST' })
        .then(function (r) {
          return r.json().then(function (body) {
            if (!r.ok) throw new Error(body && body.message ? body.message : 'Payment failed');
            return body;
          });
        })
        .then(function (body) {
          self.close();
          if (typeof o.handler === 'function') o.handler(body);
        })
        .catch(function (e) {
          status.textContent = e.message;
          pay.disabled = false; fail.disabled = false; cancel.disabled = false;
        });
    });
    fail.addEventListener('click', function () {
      self.close();
      var handler = self.listeners['payment.failed'];
      if (typeof handler === 'function') {
        handler({ error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed (sandbox)', source: 'customer',
          step: 'payment_authorization', reason: 'payment_failed', metadata: { order_id: o.order_id } } });
      }
    });
    cancel.addEventListener('click', dismiss);
    overlay.addEventListener('keydown', function (e) { if (e.key === 'Escape') dismiss(); });
    document.body.appendChild(overlay);
    pay.focus();
  };

  window.Razorpay = Razorpay;
})();
