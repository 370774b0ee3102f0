'use server'

import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { type FeedUrls, feedUrls } from '@/lib/events/calendar/feedToken'
import { regenerateFeedKey } from '@/lib/events/calendar/regenerateFeedKey'
import { succeeded } from '@/lib/shared/actions/actionResult'
import { memberAction } from '@/lib/shared/actions/memberAction'
import { siteUrl } from '@/lib/shared/siteUrl'

/** The Notifications tab's 'new calendar address' (src/lib/events/calendar/regenerateFeedKey.ts), with the addresses to show. */
export const regenerateCalendarFeed = memberAction((t: Translator) => ({
  signedOut: { title: t('calendarFeed.error'), description: t('profile.signedOut') },
  // The form has no fields; its previous answer is the page's own state.
  input: z.tuple([z.unknown(), z.unknown()]).rest(z.unknown()),
  title: t('calendarFeed.error'),
  run: async (context) =>
    succeeded<FeedUrls>(
      t('calendarFeed.ready'),
      t('calendarFeed.readyDescription'),
      feedUrls(siteUrl(), context.payload.secret, await regenerateFeedKey(context)),
    ),
}))
