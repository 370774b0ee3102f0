import 'server-only'

import { getTranslations } from '@/i18n/translations'
import { SEARCH_KINDS, type SearchKind } from '@/lib/content/search/searchInput'

import type { SuggestionTexts } from './SearchSuggestions'

/** The messages' key of each search kind (keys take no hyphens). */
export const KIND_KEY = {
  event: 'event',
  'agenda-item': 'agendaItem',
  speaker: 'speaker',
  document: 'document',
  project: 'project',
  survey: 'survey',
  organization: 'organization',
} as const satisfies Record<SearchKind, string>

/** The few words the suggestions island shows, made on the server in the page's language. */
export async function suggestionTexts(): Promise<SuggestionTexts> {
  const t = await getTranslations()
  return {
    label: t('search.suggestions.label'),
    countOne: t('search.suggestions.countOne'),
    countOther: t('search.suggestions.countOther'),
    kinds: Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, t(`search.kinds.${KIND_KEY[kind]}`)])) as Record<SearchKind, string>,
  }
}
