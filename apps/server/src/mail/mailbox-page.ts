import type { Database } from '../db/database';
import { escapeHtml } from '../lib/escape-html';

/** Development only: the mails the local outbox received, newest first; one opened in full. */
export async function renderMailbox(db: Database, openId: number | undefined): Promise<string> {
  const mails = await db
    .selectFrom('outbox_mails')
    .select(['id', 'to_address', 'subject', 'created_at'])
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  const open = openId
    ? await db.selectFrom('outbox_mails').selectAll().where('id', '=', openId).executeTakeFirst()
    : undefined;
  const rows = mails
    .map(
      (mail) =>
        `<tr><td>${mail.id}</td><td>${mail.created_at.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escapeHtml(mail.to_address)}</td>` +
        `<td><a href="/dev/mailbox?id=${mail.id}">${escapeHtml(mail.subject)}</a></td></tr>`,
    )
    .join('');
  const texts = await db
    .selectFrom('sms_outbox')
    .select(['id', 'to_phone', 'text', 'created_at'])
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  const smsRows = texts
    .map(
      (sms) =>
        `<tr><td>${sms.id}</td><td>${sms.created_at.toISOString().replace('T', ' ').slice(0, 19)}</td><td>${escapeHtml(sms.to_phone)}</td><td>${escapeHtml(sms.text)}</td></tr>`,
    )
    .join('');
  const detail = open
    ? `<h2>${escapeHtml(open.subject)}</h2><p>From ${escapeHtml(open.from_address)} to ${escapeHtml(open.to_address)}</p>
       <iframe title="mail" sandbox="allow-popups allow-top-navigation-by-user-activation" style="width:100%;height:640px;border:1px solid #ccc" srcdoc="${escapeHtml(open.html)}"></iframe>
       <h3>Text</h3><pre style="white-space:pre-wrap">${escapeHtml(open.text)}</pre>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mailbox (development)</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}td,th{padding:.3rem .6rem;border-bottom:1px solid #ddd;text-align:left}</style></head>
<body><h1>Mailbox</h1><p>Mails sent without SMTP_URL land here. This page does not exist in production.</p>
<table><thead><tr><th>#</th><th>when</th><th>to</th><th>subject</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No mails yet.</td></tr>'}</tbody></table>
${detail}
<h2>Text messages</h2>
<table><thead><tr><th>#</th><th>when</th><th>to</th><th>text</th></tr></thead><tbody>${smsRows || '<tr><td colspan="4">No text messages yet.</td></tr>'}</tbody></table>
</body></html>`;
}
