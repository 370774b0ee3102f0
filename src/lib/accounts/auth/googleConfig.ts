/**
 * Google sign-in settings. GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET enable it; the provider's
 * URLs can be pointed elsewhere (GOOGLE_AUTHORIZATION_URL, GOOGLE_TOKEN_URL, GOOGLE_USERINFO_URL)
 * so tests run the whole exchange against a mock OAuth server on loopback.
 */
export function googleConfig() {
  const clientID = process.env.GOOGLE_CLIENT_ID
  const clientSecret = process.env.GOOGLE_CLIENT_SECRET
  if (!clientID || !clientSecret) return null
  return {
    clientID,
    clientSecret,
    authorizationURL: process.env.GOOGLE_AUTHORIZATION_URL || 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenURL: process.env.GOOGLE_TOKEN_URL || 'https://www.googleapis.com/oauth2/v4/token',
    userProfileURL: process.env.GOOGLE_USERINFO_URL || 'https://www.googleapis.com/oauth2/v3/userinfo',
  }
}
