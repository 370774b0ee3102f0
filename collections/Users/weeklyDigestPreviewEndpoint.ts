import { adminRowEndpoint } from '@/lib/admin/adminEndpoint'
import { previewDigest } from '@/lib/reach/digest/previewDigest'

/** The e-mail opens on its own: no scripts, no images, nothing from elsewhere. */
const PREVIEW_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'",
  'Cache-Control': 'no-store',
}

/**
 * GET /api/users/:id/weekly-digest: the weekly digest this member would get now, as HTML, for an
 * admin ('Preview the weekly digest' on the user's Analytics panel). Admins only; nothing is sent.
 */
export const weeklyDigestPreviewEndpoint = adminRowEndpoint({
  path: '/:id/weekly-digest',
  method: 'get',
  notFoundMessage: 'User not found',
  handler: async (req, id, notFound) => {
    const preview = await previewDigest(req.payload, id)
    if (!preview) return notFound()
    const html =
      preview.email?.html ??
      `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;padding:32px"><p>Nothing new in the past seven days: this member would get no digest.</p></body></html>`
    return new Response(html, { status: 200, headers: PREVIEW_HEADERS })
  },
})
