import type { ReactNode } from 'react'

import { type ClientNamespace, clientMessages } from './clientMessages'
import { LanguageProvider } from './LanguageProvider'
import { strictMessages } from './missingMessages'
import { requestLanguage } from './requestLanguage'

/**
 * Gives the client components below it the namespaces they translate in the browser, added to
 * the ones above: the root layout gives the site's own, a route its islands'. A page's HTML then
 * carries the texts it can show, not the whole client catalogue.
 */
export async function IslandMessages({ namespaces, children }: { namespaces: readonly ClientNamespace[]; children: ReactNode }) {
  const language = await requestLanguage()
  return (
    <LanguageProvider language={language} messages={clientMessages(language, namespaces)} strict={strictMessages()}>
      {children}
    </LanguageProvider>
  )
}
