import type { CollectionBeforeValidateHook } from 'payload'

/**
 * Spec 5: a multiple-choice question keeps only its non-blank options (trimmed); other
 * question types keep none.
 */
export const dropBlankOptions: CollectionBeforeValidateHook = ({ data }) => {
  if (!data || !('options' in data || 'questionType' in data)) return data
  if (data.questionType && data.questionType !== 'multiple_choice') return { ...data, options: [] }
  if (!Array.isArray(data.options)) return data
  const options = (data.options as { label?: string | null }[])
    .map((option) => ({ ...option, label: option.label?.trim() ?? '' }))
    .filter((option) => option.label !== '')
  return { ...data, options }
}
