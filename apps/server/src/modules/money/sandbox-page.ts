import { API_BASE, describeOrderItem, PaymentApi, type TLocale, type TOrder } from '@orator/contracts';
import { ICON_LINKS } from '../../platform/brand-icons';

const text: Record<
  TLocale,
  Record<'title' | 'banner' | 'order' | 'amount' | 'pay' | 'fail' | 'done' | 'failed', string>
> = {
  en: {
    title: 'Sandbox payment',
    banner: 'Test payments: no real money moves. This page stands in for a payment provider on this installation.',
    order: 'Order',
    amount: 'Amount',
    pay: 'Complete payment',
    fail: 'Fail payment',
    done: 'Payment completed. Returning to Orator…',
    failed: 'Payment failed. Returning to Orator…',
  },
  zh: {
    title: '沙盒支付',
    banner: '测试支付：不会产生真实扣款。本页面在此安装中代替支付服务商。',
    order: '订单',
    amount: '金额',
    pay: '完成支付',
    fail: '支付失败',
    done: '支付成功，正在返回 Orator…',
    failed: '支付失败，正在返回 Orator…',
  },
  pt: {
    title: 'Pagamento sandbox',
    banner:
      'Pagamentos de teste: nenhum dinheiro real é movimentado. Esta página substitui um provedor de pagamento nesta instalação.',
    order: 'Pedido',
    amount: 'Valor',
    pay: 'Concluir pagamento',
    fail: 'Falhar pagamento',
    done: 'Pagamento concluído. Voltando ao Orator…',
    failed: 'O pagamento falhou. Voltando ao Orator…',
  },
};

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Where the checkout page's script is served: the Content-Security-Policy allows no inline script. */
export const SANDBOX_SCRIPT_PATH = '/user/v1/payment/sandbox/checkout.js';

/**
 * Confirms or fails the order the page shows, with the session cookie the web app keeps; what it needs comes from
 * the data attributes of the page's <main>.
 */
export const SANDBOX_CHECKOUT_SCRIPT = `const page = document.querySelector('main').dataset;
const token = (document.cookie.match(/(?:^|; )token=([^;]*)/) || [])[1] || '';
async function settle(outcome) {
  const res = await fetch('${API_BASE}${PaymentApi.sandboxConfirm}', {
    method: 'POST',
    headers: { 'content-type': 'application/json', aigcToken: decodeURIComponent(token), Language: page.locale },
    body: JSON.stringify({ orderNo: page.orderNo, outcome }),
  });
  const body = await res.json();
  document.getElementById('result').textContent =
    body.code === 200 ? (outcome === 'paid' ? page.done : page.failed) : body.message;
  if (body.code === 200) setTimeout(() => location.assign(page.returnUrl), 800);
}
document.getElementById('pay').addEventListener('click', () => settle('paid'));
document.getElementById('fail').addEventListener('click', () => settle('failed'));
`;

/** The sandbox provider's own page: plainly labelled, it confirms or fails the order on this server. */
export function sandboxCheckoutPage(order: TOrder, locale: TLocale, returnUrl: string): string {
  const t = text[locale];
  const amount = new Intl.NumberFormat(locale, { style: 'currency', currency: order.currency }).format(order.amount);
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(t.title)}</title>
${ICON_LINKS}
<style>
body{font-family:system-ui,sans-serif;background:#f5f5fa;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:16px;padding:32px;max-width:420px;width:calc(100% - 32px);box-shadow:0 8px 24px rgba(0,0,0,.08)}
.banner{background:#fff7e6;border:1px solid #ffd591;color:#ad4e00;border-radius:8px;padding:12px;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#666}dd{margin:0;font-weight:600}
button{width:100%;padding:12px;border-radius:8px;border:0;font-size:16px;margin-top:12px;cursor:pointer}
#pay{background:#6750f5;color:#fff}#fail{background:#f0f0f0;color:#333}
.introduction{grid-column:1/3;font-weight:400}
</style>
<script src="${API_BASE}${SANDBOX_SCRIPT_PATH}" defer></script></head>
<body><main data-order-no="${escape(order.orderNo)}" data-locale="${locale}" data-return-url="${escape(returnUrl)}"
 data-done="${escape(t.done)}" data-failed="${escape(t.failed)}">
<h1>${escape(t.title)}</h1>
<p class="banner" data-testid="sandbox-banner">${escape(t.banner)}</p>
<dl><dt>${escape(t.order)}</dt><dd data-testid="sandbox-order">${escape(order.orderNo)}</dd>
<dt>${escape(t.amount)}</dt><dd>${escape(amount)}</dd><dd class="introduction">${escape(describeOrderItem(order.item, locale))}</dd></dl>
<button id="pay" data-testid="sandbox-pay">${escape(t.pay)}</button>
<button id="fail" data-testid="sandbox-fail">${escape(t.fail)}</button>
<p id="result" role="status"></p>
</main>
</body></html>`;
}
