import { notFound } from 'next/navigation'

import { getPayloadClient } from '@/lib/payload'

/** Any path no page answers: logged (spec 2), then the 404 page. */
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params
  const payload = await getPayloadClient()
  payload.logger.warn({ msg: '404 Not Found', path: `/${missing.join('/')}` })
  notFound()
}
