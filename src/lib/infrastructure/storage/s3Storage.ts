import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { answerMissingLocalFiles } from './missingLocalFile'

/**
 * Uploads go to an S3 bucket when S3_BUCKET is set, to local disk (MEDIA_DIR) otherwise.
 *
 * - `alwaysInsertFields`: the plugin's `prefix` and `_objectKey` columns exist in both modes,
 *   so one set of migrations serves both and a deployment can switch without a schema change.
 * - One key prefix per collection: filenames are unique only within a collection.
 * - No `acl`: objects keep the bucket's private default. Every file, public images included,
 *   is served through Payload's /api/{collection}/file/ endpoint, which checks the
 *   collection's read access first (`disablePayloadAccessControl` is deliberately never set).
 */
export function storagePlugin(env: NodeJS.ProcessEnv = process.env): Plugin {
  const bucket = env.S3_BUCKET?.trim() ?? ''
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
      : undefined // the SDK's default chain (instance role, AWS_* variables)
  const s3 = s3Storage({
    enabled: Boolean(bucket),
    alwaysInsertFields: true,
    bucket,
    collections: {
      media: { prefix: 'media' },
      documents: { prefix: 'documents' },
      'document-versions': { prefix: 'document-versions' },
      'project-documents': { prefix: 'project-documents' },
    },
    config: {
      endpoint: env.S3_ENDPOINT || undefined,
      region: env.S3_REGION || 'us-east-1',
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      credentials,
      // S3-compatible servers (MinIO, Ceph, older gateways) often reject the SDK's newer
      // default checksums; AWS accepts requests without them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  })
  // On local disk, a file that is not there answers 404 (src/lib/infrastructure/storage/missingLocalFile.ts).
  return async (config) => {
    const configured = await s3(config)
    return bucket ? configured : answerMissingLocalFiles(configured)
  }
}
