import type { ReactNode } from 'react'

import { type ClientNamespace, clientMessages } from './clientMessages'
import { type LanguageContextValue, LanguageProvider } from './LanguageProvider'
import { strictMessages } from './missingMessages'
import { requestLanguage } from './requestLanguage'

/**
 * Gives the client components below it the namespaces they translate in the browser, added to
 * the ones above: the root layout gives the site's own, a route its islands'. A page's HTML then
 * carries the texts it can show, not the whole client catalogue.
 */
export async function IslandMessages({ namespaces, children }: { namespaces: readonly ClientNamespace[]; children: ReactNode }) {
  return <LanguageProvider {...await islandCatalogue(namespaces)}>{children}</LanguageProvider>
}

/**
 * The same namespaces as a value, for an island whose code loads after the page: it puts them
 * in its own LanguageProvider, so the page's first-load JavaScript carries neither the provider
 * nor the message formatter for it.
 */
export async function islandCatalogue(namespaces: readonly ClientNamespace[]): Promise<LanguageContextValue> {
  const language = await requestLanguage()
  return { language, messages: clientMessages(language, namespaces), strict: strictMessages() }
}
