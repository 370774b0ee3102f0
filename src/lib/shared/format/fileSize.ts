import type { Language } from '@/i18n/languages'

const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const

/**
 * Spec 9: file sizes in Bytes, KB, MB, GB (1024-based, one decimal above bytes); German writes
 * the decimal with a comma ("1,5 MB"). Without a language (the admin's cells) English.
 */
export function formatFileSize(bytes: number | null | undefined, language: Language = 'en'): string {
  if (!bytes || bytes < 0) return '0 Bytes'
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1)
  const value = bytes / 1024 ** exponent
  const shown = exponent === 0 ? value : Math.round(value * 10) / 10
  return `${language === 'de' ? String(shown).replace('.', ',') : shown} ${UNITS[exponent]}`
}
