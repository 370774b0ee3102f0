import type { Translator } from '@/i18n/translator'
import { INTEREST_FIELDS } from '@/lib/accounts/users/memberInterests'
import { type Interest, SECTORS, type Sector } from '@/lib/shared/enums'

/** A sector as the reader's language names it (an organization's own wording as it is). */
export const sectorLabel = (t: Translator, sector: string) =>
  (SECTORS as readonly string[]).includes(sector) ? t(`sectors.${sector as Sector}`) : sector

/** An interest as the reader's language names it. */
export const interestLabel = (t: Translator, interest: Interest) =>
  (t as unknown as (key: string) => string)(`interests.${INTEREST_FIELDS[interest]}`)
