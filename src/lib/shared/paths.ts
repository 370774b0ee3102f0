import path from 'node:path'

/**
 * Where uploads live on local disk. MEDIA_DIR moves them (tests use a temporary folder);
 * the default is `media/` in the project, next to the code.
 */
export const mediaDir = (collectionFolder: string): string =>
  path.resolve(process.env.MEDIA_DIR || path.join(process.cwd(), 'media'), collectionFolder)
