import type { ReactNode } from 'react'

import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { DEFAULT_TLP, isTlpLevel, TLP_COLOURS, TLP_LABELS, type TlpLevel } from '@/lib/library/tlp/tlpLevels'

const tlpLevel = (tlp: string | null | undefined): TlpLevel => (isTlpLevel(tlp) ? tlp : DEFAULT_TLP)

/** The label itself as FIRST.org shows it: the label's colour on black, in capitals. */
export function TlpChip({
  level,
  className,
  title,
  children,
}: {
  level: TlpLevel
  className?: string
  title?: string
  children?: ReactNode
}) {
  return (
    <span
      title={title}
      className={`inline-flex items-center rounded-sm bg-black px-1.5 py-0.5 font-mono text-xs font-bold tracking-wide ${className ?? ''}`}
      style={{ color: TLP_COLOURS[level] }}
    >
      {children ?? TLP_LABELS[level]}
    </span>
  )
}

/**
 * An item's TLP 2.0 label with what it means for screen readers (and on hover); the legend
 * (TlpLegend) explains it on touch screens. `hideClear` in lists and cards: TLP:CLEAR restricts
 * nothing, so a list shows only the labels that limit who may read (issue 49, item 7).
 */
export function TlpLabel({
  tlp,
  language,
  className,
  hideClear = false,
}: {
  tlp: string | null | undefined
  language: Language
  className?: string
  hideClear?: boolean
}) {
  const level = tlpLevel(tlp)
  if (hideClear && level === 'clear') return null
  const t = translatorFor(language)
  const meaning = t('tlp.labelled', { label: TLP_LABELS[level], meaning: t(`tlp.meaning.${level}`) })
  return (
    <TlpChip level={level} className={className} title={meaning}>
      <span aria-hidden="true">{TLP_LABELS[level]}</span>
      <span className="sr-only">{meaning}</span>
    </TlpChip>
  )
}

/** Whether a list shows the item's label: every level but TLP:CLEAR. */
export const restrictsReaders = (tlp: string | null | undefined) => tlpLevel(tlp) !== 'clear'
