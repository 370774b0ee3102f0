import 'server-only'

import { requestLanguage } from './requestLanguage'
import { translatorFor } from './translator'

/** The page's translator in server components: `const t = await getTranslations(); t('site.signOut')`. */
export async function getTranslations() {
  return translatorFor(await requestLanguage())
}
