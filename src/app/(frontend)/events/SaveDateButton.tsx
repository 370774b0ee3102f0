import { getTranslations } from '@/i18n/translations'

import { SaveDateToggle } from './SaveDateToggle'

/**
 * Save or remove an event date (SaveDateToggle), with its words made here, on the server, so the
 * page's JavaScript carries no message formatter for them.
 */
export async function SaveDateButton({
  eventId,
  initiallySaved,
  title,
}: {
  eventId: number
  initiallySaved: boolean | undefined
  title: string
}) {
  const t = await getTranslations()
  const texts = {
    save: t('saveDate.save'),
    saved: t('saveDate.saved'),
    saveLabel: t('saveDate.saveLabel', { title }),
    removeLabel: t('saveDate.removeLabel', { title }),
  }
  return <SaveDateToggle eventId={eventId} initiallySaved={initiallySaved} texts={texts} />
}
