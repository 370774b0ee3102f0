import type { DefaultCellComponentProps } from 'payload'

import { formatAnswer } from '@/lib/accounts/users/userAnalytics'

import { PREVIEW_LENGTH } from './TruncatedTextCell'

/** A survey answer as the Analytics panel shows it: several choices as "A, B", never a JSON list. */
export function SurveyAnswerCell({ cellData }: Partial<DefaultCellComponentProps>) {
  const answer = typeof cellData === 'string' ? formatAnswer(cellData) : ''
  if (!answer) return <span>—</span>
  return <span title={answer}>{answer.length > PREVIEW_LENGTH ? `${answer.slice(0, PREVIEW_LENGTH)}…` : answer}</span>
}
