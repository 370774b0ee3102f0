'use server'

import { revalidatePath } from 'next/cache'
import { z } from 'zod'

import type { Translator } from '@/i18n/translator'
import { answerContactRequest } from '@/lib/directory/answerContactRequest'
import { blockMember } from '@/lib/directory/blockMember'
import { reportMember } from '@/lib/directory/reportMember'
import { sendContactRequest } from '@/lib/directory/sendContactRequest'
import { unblockMember } from '@/lib/directory/unblockMember'
import { succeeded } from '@/lib/shared/actions/actionResult'
import { memberAction } from '@/lib/shared/actions/memberAction'
import { formFields } from '@/lib/shared/actions/runAction'
import { parseRowId } from '@/lib/shared/ids/rowId'
import { rowIdArgument } from '@/lib/shared/ids/rowIdArgument'
import { storableText } from '@/lib/shared/validation/storableText'

const TEXT_MAX_LENGTH = 1000

/** A member's id from the form's hidden field ('42'); anything else names nobody in the directory. */
const memberId = (t: Translator) =>
  z
    .unknown()
    .transform(parseRowId)
    .pipe(rowIdArgument(t('people.notFound')))
/** The form's name of the other member, only for the answer's words (the domain function never reads it). */
const name = z
  .unknown()
  .transform((value) => (typeof value === 'string' ? value.slice(0, 201) : ''))
  .optional()
const text = (t: Translator, required: string) =>
  storableText(t('errors.checkInput'))
    .trim()
    .min(1, required)
    .max(TEXT_MAX_LENGTH, t('people.messageTooLong', { max: TEXT_MAX_LENGTH }))

/** /people/{id}'s Contact: a contact request with a message (src/lib/directory/sendContactRequest.ts). */
export const sendContactRequestAction = memberAction((t: Translator) => ({
  signedOut: { title: t('people.error'), description: t('people.signIn') },
  input: formFields(z.object({ memberId: memberId(t), name, message: text(t, t('people.messageRequired')) }), t('errors.checkInput')),
  title: t('people.error'),
  run: async (context, input) => {
    await sendContactRequest(context, { recipientId: input.memberId, message: input.message })
    revalidatePath(`/people/${input.memberId}`)
    return succeeded(t('people.sent'), t('people.sentDescription', { name: input.name || t('notifications.someone') }))
  },
}))

/** /people/requests' Accept and Decline (src/lib/directory/answerContactRequest.ts). */
export const answerContactRequestAction = memberAction((t: Translator) => ({
  signedOut: { title: t('people.requests.answerError'), description: t('people.signIn') },
  input: formFields(
    z.object({
      requestId: z
        .unknown()
        .transform(parseRowId)
        .pipe(rowIdArgument(t('errors.contactRequestNotFound'))),
      answer: z.enum(['accepted', 'declined'], { message: t('errors.checkInput') }),
    }),
    t('errors.checkInput'),
  ),
  title: t('people.requests.answerError'),
  run: async (context, input) => {
    await answerContactRequest(context, input)
    revalidatePath('/people/requests')
    return input.answer === 'accepted'
      ? succeeded(t('people.requests.accepted'), t('people.requests.acceptedDescription'))
      : succeeded(t('people.requests.declined'), t('people.requests.declinedDescription'))
  },
}))

/** /people/{id}'s Block (src/lib/directory/blockMember.ts). */
export const blockMemberAction = memberAction((t: Translator) => ({
  signedOut: { title: t('people.blockError'), description: t('people.signIn') },
  input: formFields(z.object({ memberId: memberId(t) }), t('errors.checkInput')),
  title: t('people.blockError'),
  run: async (context, input) => {
    await blockMember(context, input)
    revalidatePath('/people', 'layout')
    return succeeded(t('people.blocked'), t('people.blockedDescription'))
  },
}))

/** /people/requests' Unblock (src/lib/directory/unblockMember.ts). */
export const unblockMemberAction = memberAction((t: Translator) => ({
  signedOut: { title: t('people.unblockError'), description: t('people.signIn') },
  input: formFields(z.object({ memberId: memberId(t) }), t('errors.checkInput')),
  title: t('people.unblockError'),
  run: async (context, input) => {
    await unblockMember(context, input)
    revalidatePath('/people', 'layout')
    return succeeded(t('people.unblocked'))
  },
}))

/** /people/{id}'s Report (src/lib/directory/reportMember.ts). */
export const reportMemberAction = memberAction((t: Translator) => ({
  signedOut: { title: t('people.reportError'), description: t('people.signIn') },
  input: formFields(z.object({ memberId: memberId(t), name, reason: text(t, t('people.reasonRequired')) }), t('errors.checkInput')),
  title: t('people.reportError'),
  run: async (context, input) => {
    await reportMember(context, { memberId: input.memberId, reason: input.reason })
    return succeeded(t('people.reported'), t('people.reportedDescription', { name: input.name || t('notifications.someone') }))
  },
}))
