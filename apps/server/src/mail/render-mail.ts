import type { TLanguage } from '@app/shared';
import type { TMailMessage } from '../db/schema/accounts';
import type { TSiteRow } from '../sites/sites.queries';
import { mailTexts, type TMailTemplate } from './mail-texts';
import { escapeHtml } from '../lib/escape-html';

export interface MailRequest {
  site: TSiteRow;
  /** Where links point: the address the member uses for this site, e.g. https://amora.example. */
  origin: string;
  fromAddress?: string;
  to: string;
  name: string;
  language: TLanguage;
  template: TMailTemplate;
  values?: Record<string, string | number>;
  /** The one button of the mail. */
  actionUrl: string;
  /** Notification mails: one-click unsubscribe (RFC 8058). */
  unsubscribeUrl?: string;
  /** A notice shown right after the introduction, e.g. that the sender's profile is fictional. */
  notice?: string;
}

/** Paragraph keys shown between the greeting and the button, then after it, per template. */
const BEFORE_BUTTON: Record<TMailTemplate, string[]> = {
  activation: ['intro'],
  passwordReset: ['intro'],
  mailChange: ['intro'],
  addressInUse: ['intro'],
  accountDeleted: ['intro', 'reactivate'],
  newMessage: ['intro'],
  newConversation: ['intro'],
  like: ['intro'],
  unreadReminder: ['intro'],
};
const AFTER_BUTTON: Record<TMailTemplate, string[]> = {
  activation: ['expiry'],
  passwordReset: ['expiry', 'ignore'],
  mailChange: ['expiry'],
  addressInUse: ['expiry', 'ignore'],
  accountDeleted: ['after'],
  newMessage: [],
  newConversation: [],
  like: [],
  unreadReminder: [],
};

/** A complete mail in the member's language: HTML and text, the site's name, domain and sender. */
export function renderMail(request: MailRequest): TMailMessage {
  const { site } = request;
  const siteName = site.mail_name || site.name;
  const texts = mailTexts(request.language, request.template, {
    siteName,
    domain: site.domain,
    name: request.name,
    ...request.values,
  }) as unknown as Record<string, string> & { common: Record<string, string> };
  const before = [
    ...BEFORE_BUTTON[request.template].map((key) => texts[key]!),
    ...(request.notice ? [request.notice] : []),
  ];
  const after = AFTER_BUTTON[request.template].map((key) => texts[key]!);
  const fromAddress =
    request.fromAddress ?? `noreply@${site.domain.includes('.') ? site.domain : `${site.domain}.test`}`;

  const paragraph = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const unsubscribe = request.unsubscribeUrl
    ? `<br><a href="${escapeHtml(request.unsubscribeUrl)}" style="color:#6c757d">${escapeHtml(texts.common.unsubscribe!)}</a>`
    : '';
  const html = `<!doctype html>
<html lang="${request.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(texts.subject!)}</title></head>
<body style="margin:0;background:#f6f3f2;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#2a2325">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(texts.preheader ?? '')}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;background:#fff;border-radius:12px" cellpadding="0" cellspacing="0">
<tr><td style="padding:20px 28px;border-bottom:1px solid #eee;font-size:24px;font-weight:800;color:#d4381d">${escapeHtml(siteName)}</td></tr>
<tr><td style="padding:28px">
${paragraph(texts.common.greeting!)}
${before.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(request.actionUrl)}" style="background:#d4381d;color:#fff;text-decoration:none;padding:12px 22px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(texts.button!)}</a></p>
${after.map(paragraph).join('\n')}
<p style="margin:0 0 16px;font-size:13px;color:#6c757d">${escapeHtml(texts.common.linkFallback!)}<br><a href="${escapeHtml(request.actionUrl)}" style="color:#b32d16;word-break:break-all">${escapeHtml(request.actionUrl)}</a></p>
${paragraph(texts.common.signature!)}
</td></tr>
<tr><td style="padding:16px 28px;font-size:12px;color:#6c757d;border-top:1px solid #eee">${escapeHtml(texts.common.footer!)}${unsubscribe}</td></tr>
</table></td></tr></table></body></html>`;

  const text = [
    texts.common.greeting,
    ...before,
    `${texts.button}: ${request.actionUrl}`,
    ...after,
    texts.common.signature,
    '--',
    texts.common.footer,
    ...(request.unsubscribeUrl ? [`${texts.common.unsubscribe}: ${request.unsubscribeUrl}`] : []),
  ].join('\n\n');

  const headers: Record<string, string> = { 'Content-Language': request.language };
  if (request.unsubscribeUrl) {
    headers['List-Unsubscribe'] = `<${request.unsubscribeUrl}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  }
  return {
    from: `"${siteName.replace(/"/g, '')}" <${fromAddress}>`,
    to: request.to,
    subject: texts.subject!,
    html,
    text,
    headers,
  };
}
