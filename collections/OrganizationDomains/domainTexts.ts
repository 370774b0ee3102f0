import { errorText } from '@/lib/shared/errors/errorText'

/** What a refused domain says, in the reader's language (the errors catalogue). */
export const DOMAIN_TEXTS = {
  invalid: errorText('domainInvalid'),
  public: errorText('domainPublic'),
  taken: errorText('domainTaken'),
}
