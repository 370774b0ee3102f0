import type { CollectionBeforeValidateHook } from 'payload'

import { DEFAULT_LANGUAGE } from '@/i18n/languages'

/**
 * Spec 5: a multiple-choice question keeps only its non-blank options (trimmed); other
 * question types keep none. The options are shared by both languages (only their labels are
 * not): a saved option left blank in the German version is one not translated yet, and stays;
 * blanking it in English, the default language, removes it.
 */
export const dropBlankOptions: CollectionBeforeValidateHook = ({ data, req }) => {
  if (!data || !('options' in data || 'questionType' in data)) return data
  if (data.questionType && data.questionType !== 'multiple_choice') return { ...data, options: [] }
  if (!Array.isArray(data.options)) return data
  const untranslatedStays = (req.locale ?? DEFAULT_LANGUAGE) !== DEFAULT_LANGUAGE
  const options = (data.options as { id?: string | null; label?: string | null }[])
    .map((option) => ({ ...option, label: option.label?.trim() ?? '' }))
    .filter((option) => option.label !== '' || (untranslatedStays && Boolean(option.id)))
  return { ...data, options }
}
