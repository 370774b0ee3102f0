import { uniqueWord } from './actors'

/** A made-up word that only this test's rows hold (letters only, so both stemmers keep it whole). */
export const searchWord = () => uniqueWord('zq')

/** A date a week from now: an upcoming event's. */
export const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString()
