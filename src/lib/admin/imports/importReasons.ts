import type { I18n } from '@payloadcms/translations'

import { adminLanguage, adminTranslator } from '@/i18n/admin/adminTranslator'
import type { adminEn } from '@/i18n/admin/en'
import { translatorFor } from '@/i18n/translator'
import { type AppErrorCode, AppError } from '@/lib/shared/errors/appError'
import { type ErrorText, readErrorText } from '@/lib/shared/errors/errorText'

/** Why a row or a file is refused, or what the admin should know: a text of src/i18n/admin (imports.reasons). */
export type ImportReasonCode = keyof typeof adminEn.imports.reasons
export type ImportReason = {
  code: ImportReasonCode
  values?: Record<string, string | number>
  /** A message from elsewhere (a hook's refusal, a rate limit's), put in as {{detail}}. */
  detail?: string | ErrorText
}

export const reason = (code: ImportReasonCode, values?: ImportReason['values'], detail?: ImportReason['detail']): ImportReason => ({
  code,
  ...(values ? { values } : {}),
  ...(detail !== undefined ? { detail } : {}),
})

type AdminI18n = Pick<I18n<never, never>, 't' | 'language'> | null | undefined

/** A reason in the admin's language (English without one): the import answers are read there. */
export function describeReason(item: ImportReason, i18n?: AdminI18n): string {
  const t = adminTranslator(i18n)
  const detail =
    item.detail === undefined
      ? ''
      : typeof item.detail === 'string'
        ? item.detail
        : readErrorText(item.detail, translatorFor(adminLanguage(i18n)))
  return t(`custom:imports:reasons:${item.code}`, { ...item.values, detail })
}

/** A refusal of the whole file or request: an AppError (its English message for logs and APIs) carrying the reason. */
export type ImportRefusal = AppError & { reason: ImportReason }

export const importRefusal = (code: AppErrorCode, item: ImportReason): ImportRefusal =>
  Object.assign(new AppError(code, describeReason(item)), { reason: item })

export const isImportRefusal = (error: unknown): error is ImportRefusal =>
  error instanceof Error && typeof (error as { reason?: { code?: unknown } }).reason?.code === 'string'
