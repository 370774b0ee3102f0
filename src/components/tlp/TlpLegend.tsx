import { Info } from 'lucide'
import { Fragment } from 'react'

import { cn } from '@/components/ui/cn'
import { Icon } from '@/components/ui/icon'
import type { Language } from '@/i18n/languages'
import { translatorFor } from '@/i18n/translator'
import { TLP_LEVELS } from '@/lib/library/tlp/tlpLevels'

import { TlpChip } from './TlpLabel'

/**
 * What the TLP labels mean, where members meet them (issue 49, item 7): a native disclosure,
 * opened by a tap, a click, Enter or Space with no script, since a label's hover text never
 * shows on a phone. The same for every reader, so it may sit in shared cached pages.
 */
export function TlpLegend({ language, className }: { language: Language; className?: string }) {
  const t = translatorFor(language)
  return (
    <details className={cn('group rounded-lg border border-gray-200 bg-white text-sm', className)}>
      {/* At least 44 px high: a comfortable tap target. */}
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-4 py-2 font-medium text-brand-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600">
        <Icon icon={Info} className="size-4 shrink-0" />
        {t('tlp.legend.summary')}
      </summary>
      <div className="space-y-3 border-t border-gray-200 px-4 py-3 text-gray-800">
        <p>{t('tlp.legend.intro')}</p>
        <dl className="grid items-baseline gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
          {TLP_LEVELS.map((level) => (
            <Fragment key={level}>
              <dt>
                <TlpChip level={level} />
              </dt>
              <dd className="text-gray-700">{t(`tlp.meaning.${level}`)}</dd>
            </Fragment>
          ))}
        </dl>
        <p className="text-gray-700">{t('tlp.legend.lists')}</p>
        <a href="https://www.first.org/tlp/" rel="external noopener" className="inline-block font-medium text-brand-600 hover:underline">
          {t('tlp.legend.source')}
        </a>
      </div>
    </details>
  )
}
