import type { ActionContext } from '@/lib/shared/actions/runAction'
import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'

/**
 * A member asks another from the people directory to get in touch, as the member: the
 * collection's hooks refuse themselves, a member not listed or blocked either way, and more
 * than ten a day (hooks/directory/checkContactRequestAllowed.ts), and tell the recipient (notice
 * and e-mail). A double click is the same success: the pair's one open request is stored once;
 * an open request the other member sent is a 409.
 */
export async function sendContactRequest(
  { payload, user }: ActionContext,
  { recipientId, message }: { recipientId: number; message: string },
) {
  try {
    await payload.create({
      collection: 'contact-requests',
      data: { recipient: recipientId, message } as never,
      user,
      overrideAccess: false,
    })
  } catch (error) {
    const open = await payload.find({
      collection: 'contact-requests',
      where: {
        and: [
          { status: { equals: 'pending' } },
          {
            or: [
              { and: [{ sender: { equals: user.id } }, { recipient: { equals: recipientId } }] },
              { and: [{ sender: { equals: recipientId } }, { recipient: { equals: user.id } }] },
            ],
          },
        ],
      },
      select: { sender: true },
      depth: 0,
      limit: 1,
      user,
      overrideAccess: false,
    })
    const sender = open.docs[0]?.sender
    if (sender === undefined) throw error
    // Their own open request: what was asked is stored. The other's: say so.
    if (sender !== user.id) throw new AppError('CONFLICT', errorText('contactRequestOpen'))
  }
}
