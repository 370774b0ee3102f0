import { notFound } from 'next/navigation'

import { pathIn } from '@/i18n/languagePaths'
import { requestLanguage } from '@/i18n/requestLanguage'
import { getPayloadClient } from '@/lib/infrastructure/payload'

/** Any path no page answers: logged as the reader asked for it ('/de/…' too; spec 2), then the 404 page in its language. */
export default async function MissingPage({ params }: { params: Promise<{ missing: string[] }> }) {
  const { missing } = await params
  const payload = await getPayloadClient()
  payload.logger.warn({ msg: '404 Not Found', path: pathIn(await requestLanguage(), `/${missing.join('/')}`) })
  notFound()
}
