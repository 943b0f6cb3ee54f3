import { translate, type TLocale } from '@orator/contracts';
import { escapeHtml } from './html';
import type { MailMessage } from './mail';

export interface MailContent {
  subject: string;
  /** The recipient's name as they chose it: greeted by name, escaped in the HTML part. */
  name?: string;
  paragraphs: string[];
  /** A one-time code, shown large and selectable with one click. */
  code?: string;
  /** Small print under the body, such as how long the code lasts. */
  notes?: string[];
}

const BRAND = 'Orator';
const FONT =
  "-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif";

/**
 * Mail clients drop <style> blocks and most layout CSS, so the HTML part is nested tables with inline styles only;
 * the text part says the same for clients that show no HTML.
 */
export function renderMail(locale: TLocale, content: MailContent): Omit<MailMessage, 'to'> {
  const greeting = content.name === undefined ? undefined : translate('mailGreeting', locale, { name: content.name });
  const footer = [`${BRAND} · ${translate('mailTagline', locale)}`, translate('mailAutomatic', locale)];
  return {
    language: locale,
    subject: content.subject,
    text: renderText(content, greeting, footer),
    html: renderHtml(locale, content, greeting, footer),
  };
}

function renderText(content: MailContent, greeting: string | undefined, footer: string[]) {
  const blocks = [
    ...(greeting === undefined ? [] : [greeting]),
    ...content.paragraphs,
    ...(content.code === undefined ? [] : [`    ${content.code}`]),
    ...(content.notes?.length ? [content.notes.join('\n')] : []),
    `-- \n${footer.join('\n')}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}

const paragraph = (text: string, style = 'margin:0 0 16px') => `<p style="${style}">${escapeHtml(text)}</p>`;

function renderHtml(locale: TLocale, content: MailContent, greeting: string | undefined, footer: string[]) {
  const body = [
    ...(greeting === undefined ? [] : [paragraph(greeting)]),
    ...content.paragraphs.map((text) => paragraph(text)),
    ...(content.code === undefined ? [] : [codeBlock(content.code)]),
    ...(content.notes ?? []).map((text) => paragraph(text, 'margin:0 0 8px;color:#5c5c70;font-size:14px')),
  ].join('\n');
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background-color:#f4f5fb">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f5fb">
<tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:16px;font-family:${FONT}">
<tr><td style="padding:22px 32px;border-radius:16px 16px 0 0;background-color:#6d5efc;background-image:linear-gradient(135deg,#6d5efc,#22b8cf)">
<span style="display:inline-block;width:14px;height:14px;border:4px solid #ffffff;border-radius:50%;vertical-align:middle"></span>
<span style="padding-left:10px;color:#ffffff;font-size:22px;font-weight:700;vertical-align:middle">${BRAND}</span>
</td></tr>
<tr><td style="padding:32px;color:#1f1f29;font-size:16px;line-height:1.6">
${body}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #ececf4;color:#8a8aa0;font-size:12px;line-height:1.5">
${footer.map(escapeHtml).join('<br>')}
</td></tr>
</table>
</td></tr>
</table>
</body></html>
`;
}

function codeBlock(code: string) {
  const style = [
    'margin:8px 0 24px',
    'padding:20px 12px 20px 20px',
    'background-color:#f1efff',
    'border-radius:12px',
    'text-align:center',
    "font-family:Menlo,Consolas,'Courier New',monospace",
    'font-size:36px',
    'font-weight:700',
    // Letter spacing keeps the digits apart without putting spaces into what the reader copies.
    'letter-spacing:8px',
    'color:#2b1fa8',
    '-webkit-user-select:all',
    'user-select:all',
  ].join(';');
  return `<div style="${style}">${escapeHtml(code)}</div>`;
}
