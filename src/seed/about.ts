import { ABOUT_PAGE_SLUG } from '@/lib/content/about/aboutPage'

import type { Seed } from './context'
import { richText } from './richText'

/**
 * The About page's German version (issue 49, item 10). Its English one is the page's first text,
 * which a migration stores on every site (migrations/20261125_090605_rich_text.ts); the core
 * values in the same order.
 */
export const ABOUT_GERMAN = {
  title: 'Über die IT/OT-Community',
  body: [
    'Unsere Mission ist es, Fachleute aus Informationstechnik und Betriebstechnik zusammenzubringen, damit die Systeme, die Anlagen, Netze und Wasserwerke steuern, sicherer, zuverlässiger und leichter zu modernisieren werden.',
    'Die Community ist aus einem IT/OT-Gipfel entstanden, auf dem Ingenieurinnen und Ingenieure aus der Leitwarte und Fachleute aus dem Rechenzentrum merkten, dass sie dieselben Probleme von zwei Seiten lösten. Nach dem Gipfel redeten sie weiter; auf dieser Plattform geht das Gespräch weiter, mit Veranstaltungen, geteilten Dokumenten, Community-Projekten und Umfragen.',
  ],
  values: [
    { title: 'Zusammenarbeit', text: 'Betreiber, Hersteller, Forschung und Behörden arbeiten offen an gemeinsamen Problemen.' },
    {
      title: 'Wissensaustausch',
      text: 'Praxiserfahrung aus Anlagen und Leitwarten, geteilt, damit andere sie nicht auf die harte Tour lernen müssen.',
    },
    {
      title: 'Vertrauen & Respekt',
      text: 'Ein herstellerneutraler Ort, an dem Mitglieder offen sprechen und vertraulich Geteiltes vertraulich bleibt.',
    },
  ],
}

/**
 * Writes the German version of the About page while it has none, value by value onto the same
 * rows (a value's picture is one for both languages). A page whose values an admin changed in
 * number is left as it is: its German is theirs to write.
 */
export async function seedAboutPage({ payload }: Seed): Promise<void> {
  const stored = await payload.findGlobal({ slug: ABOUT_PAGE_SLUG, locale: 'de', fallbackLocale: false, depth: 0, overrideAccess: true })
  const values = stored.values ?? []
  const missing = !stored.title || !stored.bodyText || values.some((value) => !value.title || !value.text)
  if (!missing || values.length !== ABOUT_GERMAN.values.length) return
  await payload.updateGlobal({
    slug: ABOUT_PAGE_SLUG,
    locale: 'de',
    data: {
      title: ABOUT_GERMAN.title,
      // The editor's document as the seed builds it (its root's format is a plain string there).
      body: richText(...ABOUT_GERMAN.body) as never,
      values: values.map((value, index) => ({ id: value.id, icon: value.icon, ...ABOUT_GERMAN.values[index]! })),
    },
    depth: 0,
    overrideAccess: true,
  })
}
