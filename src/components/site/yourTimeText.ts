import { slot } from '@/i18n/messageSlots'
import type { Translator } from '@/i18n/translator'

/** "Your time ({place}): {time}" for ViewerLocalTime, both left to the browser, which alone knows its zone. */
export const yourTimeText = (t: Translator) => t('site.yourTime', { place: slot('place'), time: slot('time') })
