'use client'

import { LoadedAfterPage } from '@/components/ui/LoadedAfterPage'

import type { SearchSuggestions } from './SearchSuggestions'

type Props = Parameters<typeof SearchSuggestions>[0]

const load = () => import('./SearchSuggestions').then((module) => module.SearchSuggestions)

/** The suggestions of a search field, loaded after the page: no page's first-load JavaScript carries them. */
export function SuggestionsFor(props: Props) {
  return <LoadedAfterPage load={load} props={props} />
}
