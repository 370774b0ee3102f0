import type { CollectionBeforeChangeHook } from 'payload'

/** Spec 5: the registration link belongs only to events that require registration. */
export const clearRegistrationLinkUnlessRequired: CollectionBeforeChangeHook = ({ data }) => {
  if (data.registrationRequired === false) data.registrationLink = null
  return data
}
