import type { Translator } from '@/i18n/translator'
import { type Interest, SECTORS, type Sector } from '@/lib/enums'
import { INTEREST_FIELDS } from '@/lib/users/memberInterests'

/** A sector as the reader's language names it (an organization's own wording as it is). */
export const sectorLabel = (t: Translator, sector: string) =>
  (SECTORS as readonly string[]).includes(sector) ? t(`sectors.${sector as Sector}`) : sector

/** An interest as the reader's language names it. */
export const interestLabel = (t: Translator, interest: Interest) =>
  (t as unknown as (key: string) => string)(`interests.${INTEREST_FIELDS[interest]}`)
