import type { Translator } from '@/i18n/translator'

/** The longest reason a report keeps (collections/DiscussionReports: maxLength). */
export const REPORT_REASON_MAX_LENGTH = 1000

/** The words of ReportPostButton, made on the server in the page's language (the island loads no catalogue). */
export const reportPostTexts = (t: Translator) => ({
  report: t('discussionReports.report'),
  reportPost: t('discussionReports.reportPost'),
  reason: t('discussionReports.reason'),
  send: t('discussionReports.send'),
  sending: t('discussionReports.sending'),
})

export type ReportPostTexts = ReturnType<typeof reportPostTexts>
