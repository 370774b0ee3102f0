/** Where an admin confirms their session with a passkey, an authenticator code or a recovery code. */
export const CONFIRM_PATH = '/auth/confirm'
