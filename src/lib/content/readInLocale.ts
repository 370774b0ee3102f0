import type { PayloadRequest } from 'payload'

/**
 * Runs a read in another language inside a hook, on the hook's request (so it sees the save's
 * transaction), and gives the request its own language back: Payload's local API writes the
 * locale it is asked for into the request it is given, and the rest of the save would go on in it.
 */
export async function readInLocale<T>(req: PayloadRequest, read: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale } = req
  try {
    return await read()
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
}
