import path from 'node:path'

const MAX_BASE_LENGTH = 80

/**
 * A file name that is safe on every disk and in every URL: no folders, no control or shell
 * characters, a bounded length, and the extension of the detected content.
 */
export function safeFileName(name: string | undefined, extension: string): string {
  const base = path
    .basename(name || 'file', path.extname(name || ''))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, MAX_BASE_LENGTH)
  return `${base || 'file'}.${extension.toLowerCase()}`
}
