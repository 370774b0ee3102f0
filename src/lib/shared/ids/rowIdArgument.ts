import { z } from 'zod'

import { isRowId } from './rowId'

/**
 * A row id among an action's arguments; anything else is refused with `message`. Its own file
 * because zod stays on the server: rowId.ts is imported by islands (a thread's subject key).
 */
export const rowIdArgument = (message: string) => z.custom<number>(isRowId, { message })
