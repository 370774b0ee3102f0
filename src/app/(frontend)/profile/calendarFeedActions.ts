'use server'

import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { succeeded } from '@/lib/actions/actionResult'
import { memberAction } from '@/lib/actions/memberAction'
import { type FeedUrls, feedUrls } from '@/lib/calendar/feedToken'
import { regenerateFeedKey } from '@/lib/calendar/regenerateFeedKey'
import { siteUrl } from '@/lib/siteUrl'

/** /profile's 'new calendar address' (src/lib/calendar/regenerateFeedKey.ts), with the addresses to show. */
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
