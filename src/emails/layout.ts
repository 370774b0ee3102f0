import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'

/**
 * The shared frame of every e-mail: a plain, readable HTML body and its text twin. Every e-mail
 * is written in its recipient's language (src/emails/recipient.ts): its function takes the
 * language and reads its words from the `emails` catalogue namespace.
 */
export type Email = { subject: string; html: string; text: string }
/** A titled list of links (the digest's new events, documents...), with a link to the rest. */
export type EmailSection = {
  heading: string
  items: { label: string; url: string; detail?: string }[]
  more?: { label: string; url: string }
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

export function renderEmail(options: {
  language: Language
  subject: string
  heading: string
  paragraphs: string[]
  sections?: EmailSection[]
  action?: { label: string; url: string }
  footnote?: string
  /** Why the member gets this e-mail and the link that stops it (reminders, alerts). */
  unsubscribe?: { reason: string; label: string; url: string }
}): Email {
  const { language, subject, heading, paragraphs, sections = [], action, footnote, unsubscribe } = options
  const t = translatorFor(language)
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f3f4f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td style="font-size:13px;font-weight:600;letter-spacing:.04em;color:#1d4ed8;text-transform:uppercase">IT/OT Community</td></tr>
<tr><td><h1 style="font-size:22px;margin:12px 0 16px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p style="font-size:15px;line-height:1.6;margin:0 0 14px">${escapeHtml(p)}</p>`).join('\n')}
${sections.map(sectionHtml).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#4b5563;word-break:break-all">${escapeHtml(t('emails.layout.openLink', { url: action.url }))}</p>`
    : ''
}
${footnote ? `<p style="font-size:13px;color:#4b5563;margin-top:24px">${escapeHtml(footnote)}</p>` : ''}
${unsubscribe ? `<p style="font-size:13px;color:#4b5563;margin-top:24px;border-top:1px solid #e5e7eb;padding-top:16px">${escapeHtml(unsubscribe.reason)} <a href="${escapeHtml(unsubscribe.url)}" style="color:#1d4ed8">${escapeHtml(unsubscribe.label)}</a></p>` : ''}
</td></tr></table></td></tr></table></body></html>`
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...sections.flatMap(sectionText),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote] : []),
    ...(unsubscribe ? ['', '--', unsubscribe.reason, `${unsubscribe.label}: ${unsubscribe.url}`] : []),
  ].join('\n')
  return { subject, html, text }
}

const sectionHtml = ({ heading, items, more }: EmailSection) =>
  `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(heading)}</h2>
<ul style="padding-left:20px;margin:0 0 8px">${items
    .map(
      (item) =>
        `<li style="font-size:15px;line-height:1.5;margin:0 0 8px"><a href="${escapeHtml(item.url)}" style="color:#1d4ed8;font-weight:600">${escapeHtml(item.label)}</a>${item.detail ? `<br><span style="font-size:13px;color:#4b5563">${escapeHtml(item.detail)}</span>` : ''}</li>`,
    )
    .join('')}</ul>
${more ? `<p style="font-size:14px;margin:0 0 8px"><a href="${escapeHtml(more.url)}" style="color:#1d4ed8">${escapeHtml(more.label)}</a></p>` : ''}`

const sectionText = ({ heading, items, more }: EmailSection) => [
  heading,
  ...items.flatMap((item) => [`- ${item.label}${item.detail ? ` (${item.detail})` : ''}`, `  ${item.url}`]),
  ...(more ? [`${more.label}: ${more.url}`] : []),
  '',
]
