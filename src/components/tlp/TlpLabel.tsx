import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { DEFAULT_TLP, isTlpLevel, TLP_COLOURS, TLP_LABELS } from '@/lib/library/tlp/tlpLevels'

/**
 * An item's TLP 2.0 label as FIRST.org shows it: the label's colour on black, in capitals, with
 * what it means for the reader beside it for screen readers and on hover.
 */
export function TlpLabel({ tlp, language, className }: { tlp: string | null | undefined; language: Language; className?: string }) {
  const level = isTlpLevel(tlp) ? tlp : DEFAULT_TLP
  const t = translatorFor(language)
  const meaning = t('tlp.labelled', { label: TLP_LABELS[level], meaning: t(`tlp.meaning.${level}`) })
  return (
    <span
      title={meaning}
      className={`inline-flex items-center rounded-sm bg-black px-1.5 py-0.5 font-mono text-xs font-bold tracking-wide ${className ?? ''}`}
      style={{ color: TLP_COLOURS[level] }}
    >
      <span aria-hidden="true">{TLP_LABELS[level]}</span>
      <span className="sr-only">{meaning}</span>
    </span>
  )
}
