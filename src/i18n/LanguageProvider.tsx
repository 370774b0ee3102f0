'use client'

import { createContext, type ReactNode, use, useMemo } from 'react'

import type { Language } from './languages'

/** The compiled messages of some client namespaces (icu-minify's form), by namespace and key. */
export type ClientCatalogue = Record<string, unknown>

export type LanguageContextValue = { language: Language; messages: ClientCatalogue; strict: boolean }

export const LanguageContext = createContext<LanguageContextValue | null>(null)

/**
 * The page's language and the namespaces of the catalogue its client components translate
 * (useTranslations.ts). The root layout gives the site's own (header, menus, dialogs); a route
 * adds its islands' through IslandMessages, so a page carries only the texts it can show.
 */
export function LanguageProvider({ language, messages, strict, children }: LanguageContextValue & { children?: ReactNode }) {
  const outer = use(LanguageContext)
  const value = useMemo(
    () => ({ language, strict, messages: outer ? { ...outer.messages, ...messages } : messages }),
    [language, strict, messages, outer],
  )
  return <LanguageContext value={value}>{children}</LanguageContext>
}
