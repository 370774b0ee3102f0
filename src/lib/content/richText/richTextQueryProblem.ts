import type { SanitizedConfig } from 'payload'

import { plainTextName } from './richTextDocument'

const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])

/** The rich text fields of a collection at its top level (descriptions, bios). */
const richTextFieldsOf = (config: SanitizedConfig, slug: string): Set<string> =>
  new Set(
    (config.collections.find((collection) => collection.slug === slug)?.flattenedFields ?? [])
      .filter((field) => field.type === 'richText')
      .map((field) => field.name),
  )

/**
 * Why a `where` cannot be answered, or null: Payload compares a rich text's stored document
 * (jsonb) with `like` and `contains` as if it were text, which PostgreSQL refuses (a 500 for
 * anyone's query). The words are in the plain-text companion, which these operators search.
 */
export function richTextQueryProblem(where: unknown, config: SanitizedConfig, slug: string): string | null {
  const richTextFields = richTextFieldsOf(config, slug)
  if (richTextFields.size === 0) return null
  const judge = (part: unknown): string | null => {
    if (typeof part !== 'object' || part === null) return null
    for (const [key, value] of Object.entries(part)) {
      if (key.toLowerCase() === 'and' || key.toLowerCase() === 'or') {
        for (const nested of Object.values(value ?? {})) {
          const problem = judge(nested)
          if (problem) return problem
        }
      } else if (richTextFields.has(key) && typeof value === 'object' && value !== null) {
        const operator = Object.keys(value).find((name) => TEXT_OPERATORS.has(name))
        if (operator) return `${key} is rich text: search its words with ${plainTextName(key)} (${operator}).`
      }
    }
    return null
  }
  return judge(where)
}
