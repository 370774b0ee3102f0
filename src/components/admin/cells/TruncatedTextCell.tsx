import type { DefaultCellComponentProps } from 'payload'

export const PREVIEW_LENGTH = 50

/** Spec 9: long texts (application messages) are cut to 50 characters in tables. */
export function TruncatedTextCell({ cellData }: Partial<DefaultCellComponentProps>) {
  const text = typeof cellData === 'string' ? cellData : ''
  if (!text) return <span>—</span>
  return <span title={text}>{text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text}</span>
}
