'use server'

import { z } from 'zod'

import { succeeded } from '@/lib/actions/actionResult'
import { memberAction } from '@/lib/actions/memberAction'
import { type FeedUrls, feedUrls } from '@/lib/calendar/feedToken'
import { regenerateFeedKey } from '@/lib/calendar/regenerateFeedKey'
import { siteUrl } from '@/lib/siteUrl'

/** /profile's 'new calendar address' (src/lib/calendar/regenerateFeedKey.ts), with the addresses to show. */
export const regenerateCalendarFeed = memberAction({
  signedOut: { title: 'Error with calendar address', description: 'No authenticated user found' },
  // The form has no fields; its previous answer is the page's own state.
  input: z.tuple([z.unknown(), z.unknown()]).rest(z.unknown()),
  title: 'Error with calendar address',
  run: async (context) =>
    succeeded<FeedUrls>(
      'Calendar address ready',
      'Subscribe to it in your calendar app. Any earlier address no longer works.',
      feedUrls(siteUrl(), context.payload.secret, await regenerateFeedKey(context)),
    ),
})
