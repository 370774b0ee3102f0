import { AppError } from '@/lib/shared/errors/appError'
import { errorText } from '@/lib/shared/errors/errorText'

import { MAX_POST_LENGTH, MAX_RAW_POST_LENGTH } from './postLimits'

// C0 and C1 controls except tab and line feed, bidirectional overrides (text that reads other
// than it is stored) and the byte-order mark: nothing a member means to write.

const UNWANTED = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/g

/**
 * A post's text as it is stored: refused unread when far too long, then in Unicode's composed
 * form, line ends as `\n`, controls dropped, at most two blank lines in a row, trimmed; refused
 * when empty or longer than a post may be. Linear in the text.
 */
export function normalisePostBody(text: string): string {
  if (text.length > MAX_RAW_POST_LENGTH) throw tooLong()
  const body = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(UNWANTED, '')
    // Line by line, not /[ \t]+$/m: that pattern backtracks quadratically over a long run of spaces.
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{4,}/g, '\n\n\n')
    .trim()
  if (!body) throw new AppError('INVALID_INPUT', errorText('discussionBodyEmpty'))
  if (body.length > MAX_POST_LENGTH) throw tooLong()
  return body
}

const tooLong = () => new AppError('TOO_LARGE', errorText('discussionBodyTooLong', { max: MAX_POST_LENGTH }))
