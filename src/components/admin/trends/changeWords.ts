import type { AdminT } from '@/i18n/admin/adminTranslator'
import type { Language } from '@/i18n/languages'
import { COMPARED_WEEKS, type PeriodChange } from '@/lib/engagement/periodChange'
import { formatNumber } from '@/lib/shared/format/dates'

/**
 * What a trend card says about its change, in the admin's language (the arrow and colour only
 * repeat it).
 */
export function changeWords(change: PeriodChange, mean: boolean, t: AdminT, language: Language): { arrow: string; text: string } {
  const current = formatNumber(change.current, language)
  const previous = formatNumber(change.previous, language)
  const weeks = COMPARED_WEEKS
  const figures = t(mean ? 'custom:trends:changeFiguresMean' : 'custom:trends:changeFigures', { current, previous })
  switch (change.direction) {
    case 'up':
      return { arrow: '↑', text: t('custom:trends:changeUp', { percent: change.percent, weeks, figures }) }
    case 'down':
      return { arrow: '↓', text: t('custom:trends:changeDown', { percent: Math.abs(change.percent ?? 0), weeks, figures }) }
    case 'flat':
      return { arrow: '→', text: t('custom:trends:changeFlat', { weeks, figures }) }
    case 'new':
      return { arrow: '↑', text: t(mean ? 'custom:trends:changeNewMean' : 'custom:trends:changeNew', { current, weeks }) }
    case 'none':
      return { arrow: '→', text: t('custom:trends:changeNone', { weeks }) }
    case 'unknown':
      return { arrow: '–', text: t('custom:trends:changeUnknown', { needed: 2 * COMPARED_WEEKS }) }
  }
}
