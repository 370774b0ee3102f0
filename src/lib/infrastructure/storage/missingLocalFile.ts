import fs from 'node:fs/promises'
import path from 'node:path'
import type { CollectionConfig, Config, Where } from 'payload'

import { belowLocalApi } from '@/lib/infrastructure/database/belowLocalApi'

type UploadHandler = NonNullable<Exclude<CollectionConfig['upload'], boolean | undefined>['handlers']>[number]

const notFound = () => Response.json({ errors: [{ message: 'File not found' }] }, { status: 404 })

/**
 * Files on local disk: a name that is not on the disk answers 404 'File not found' instead of
 * Payload's 500 with an error in the log. Whether that is worth an error is decided by the
 * database: a document that names the file has lost it (logged, for the operator); a name that
 * no document has is a client's guess (nothing logged). Runs after Payload's file access check,
 * so it answers nobody who may not read the collection's files; a file that is there goes on
 * to Payload, which streams it.
 */
async function missingFileAnswer(
  req: Parameters<UploadHandler>[0],
  { doc, params }: Parameters<UploadHandler>[1],
): Promise<Response | undefined> {
  const collection = req.payload.collections[params.collection as keyof typeof req.payload.collections]?.config
  const upload = collection?.upload
  if (!collection || !upload) return
  const directory = path.resolve(upload.staticDir || collection.slug)
  const file = path.resolve(directory, params.filename)
  // Payload refuses a name outside the directory itself.
  if (!file.startsWith(directory + path.sep)) return
  const onDisk = await fs.stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  )
  if (onDisk) return
  // An access rule that is a query made Payload find the document already; otherwise look it up by any of its file names.
  const names: Where[] = [
    { filename: { equals: params.filename } },
    ...(upload.imageSizes ?? []).map(({ name }) => ({ [`sizes.${name}.filename`]: { equals: params.filename } })),
  ]
  const owner =
    doc && typeof doc === 'object' && 'id' in doc
      ? doc
      : await belowLocalApi(req.payload, 'whether any document names the missing file, only for the log: no access or read hooks').findOne({
          collection: collection.slug,
          req,
          where: { or: names },
        })
  if (owner)
    req.payload.logger.error(
      `The file ${params.filename} of ${collection.slug} ${String(owner.id)} is missing on the disk (expected at ${file}).`,
    )
  return notFound()
}

// Payload's type allows a Response or nothing, each as its own promise; it streams the file when it gets nothing.
export const answerMissingLocalFile: UploadHandler = (req, args) => missingFileAnswer(req, args) as Promise<Response>

/** Adds answerMissingLocalFile to every upload collection (when files are kept on local disk). */
export const answerMissingLocalFiles = (config: Config): Config => ({
  ...config,
  collections: (config.collections ?? []).map((collection) =>
    collection.upload
      ? {
          ...collection,
          upload: {
            ...(typeof collection.upload === 'object' ? collection.upload : {}),
            handlers: [...((typeof collection.upload === 'object' && collection.upload.handlers) || []), answerMissingLocalFile],
          },
        }
      : collection,
  ),
})
