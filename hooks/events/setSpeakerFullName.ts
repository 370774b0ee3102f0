import type { CollectionBeforeChangeHook } from 'payload'

import { speakerFullName } from '@/lib/events/speakers/speakerFullName'

/**
 * Keeps `fullName` (the speakers' title in lists and pickers) in step with title, first and last
 * name; a partial update keeps the stored parts it does not send.
 */
export const setSpeakerFullName: CollectionBeforeChangeHook = ({ data, originalDoc }) => ({
  ...data,
  fullName: speakerFullName({ ...originalDoc, ...data }),
})
