import { describeOrderItem, type TLocale, type TOrder, type TOrderItem } from '@orator/contracts';

type TInvoiceLabels = Record<
  'title' | 'orderNo' | 'billedTo' | 'date' | 'item' | 'amount' | 'method' | 'reference' | 'total' | 'footer',
  string
>;

const english: TInvoiceLabels = {
  title: 'Invoice',
  orderNo: 'Order number',
  billedTo: 'Billed to',
  date: 'Payment date',
  item: 'Item',
  amount: 'Amount',
  method: 'Payment method',
  reference: 'Payment reference',
  total: 'Total paid',
  footer: 'K-coins never expire and cannot be withdrawn, transferred or refunded.',
};

// The PDF's built-in fonts carry Latin text only, so a Chinese reader gets the English invoice; a CJK font
// arrives with subtitles (issue #5).
const INVOICE_LOCALE: Record<TLocale, 'en' | 'pt'> = { en: 'en', zh: 'en', pt: 'pt' };

const labels: Record<'en' | 'pt', TInvoiceLabels> = {
  en: english,
  pt: {
    title: 'Fatura',
    orderNo: 'Número do pedido',
    billedTo: 'Cobrado de',
    date: 'Data do pagamento',
    item: 'Item',
    amount: 'Valor',
    method: 'Forma de pagamento',
    reference: 'Referência do pagamento',
    total: 'Total pago',
    footer: 'K-coins não expiram e não podem ser sacados, transferidos ou reembolsados.',
  },
};

/** Names the built-in fonts cannot draw are left out rather than printed as boxes. */
const latinOnly = (text: string) => (/^[\u0020-\u00ff\u201c\u201d]*$/.test(text) ? text : '');

/** What was bought; a clone whose name the fonts cannot draw is named by its kind alone. */
function itemText(item: TOrderItem, locale: 'en' | 'pt'): string {
  const text = describeOrderItem(item, locale);
  if (latinOnly(text) || item.kind !== 'clone') return text;
  return describeOrderItem({ ...item, name: null }, locale);
}

/** The invoice of one paid order, as PDF bytes. PDFKit loads on the first invoice: an idle server needs none. */
export async function renderInvoicePdf(
  order: TOrder,
  buyer: { name: string; email: string | null },
  locale: TLocale,
): Promise<Buffer> {
  const textLocale = INVOICE_LOCALE[locale];
  const t = labels[textLocale];
  const money = new Intl.NumberFormat(textLocale === 'pt' ? 'pt-BR' : 'en-US', {
    style: 'currency',
    currency: order.currency,
  }).format(order.amount);
  // The invoice is read far from the browser that paid, so its time says its zone.
  const paymentTime = new Intl.DateTimeFormat(textLocale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${t.title} ${order.orderNo}`, Author: 'Orator' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(24).text('Orator', { continued: true }).fontSize(24).text(`  ${t.title}`);
  doc.moveDown();
  const row = (label: string, value: string) =>
    doc.fontSize(11).fillColor('#555').text(label, { continued: true }).fillColor('#000').text(`   ${value}`);
  row(t.orderNo, order.orderNo);
  row(t.billedTo, [latinOnly(buyer.name), buyer.email].filter(Boolean).join(' · '));
  row(t.date, paymentTime.format(new Date(order.deductionTime ?? order.createTime)));
  row(t.method, order.paymentMethod + (order.channel ? ` (${order.channel})` : ''));
  if (order.providerOrderNo) row(t.reference, order.providerOrderNo);
  doc.moveDown();
  row(t.item, itemText(order.item, textLocale));
  row(t.amount, money);
  doc.moveDown();
  doc.fontSize(14).fillColor('#000').text(`${t.total}: ${money}`);
  doc.moveDown(2);
  doc.fontSize(9).fillColor('#777').text(t.footer);
  doc.end();
  return done;
}
