/** The breakers policy files build their bad bodies from. */
import fc from 'fast-check'

import type { BodyRules, HostileFixtures } from './policy'
import type { Row } from '../authorization/matrix/cells'
import { badRelation, tooLong } from '../e2e/hostile/values'

/** A breaker: the body's `name` holds one of `values`. */
export const field = <T>(name: string, values: fc.Arbitrary<T>) => values.map((value): Record<string, T> => ({ [name]: value }))
/** A breaker: the body leaves out `name` (a required field). */
export const without = (name: string) => fc.constant({ [name]: undefined })
/** The breakers of a required text of at most `max` characters: left out, or longer. */
export const requiredText = (name: string, max: number) => [without(name), field(name, tooLong(max))]

/**
 * A member's record of one row (a saved date of an event, an interest in an agenda item, a
 * download of a document): the relation is all it holds, and a missing or broken one is refused.
 */
export const memberRecordOf = (name: string, row: (f: HostileFixtures) => Row): BodyRules => ({
  creator: 'member',
  valid: (f) => ({ [name]: row(f).id }),
  breakers: () => fc.oneof(field(name, badRelation), without(name)),
})
