import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers'
import crypto from 'node:crypto'

const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest()
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes))

/**
 * A WebAuthn authenticator in software, for tests outside a browser: a real P-256 key pair that
 * makes passkeys ('none' attestation, as most platform authenticators send) and signs challenges
 * exactly as a security key does, so the server's verification runs unchanged. Its signature
 * counter starts at `counter` and moves on with each signature. The browser tests use Chromium's
 * own virtual authenticator instead.
 */
export function softAuthenticator({ origin, counter = 0 }: { origin: string; counter?: number }) {
  const rpId = new URL(origin).hostname
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const credentialId = crypto.randomBytes(16)
  let signCount = counter
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  )

  const authenticatorData = (withCredential: boolean) => {
    const count = Buffer.alloc(4)
    count.writeUInt32BE(signCount)
    // User present, user verified, and (when registering) attested credential data.
    const flags = Buffer.from([0x01 | 0x04 | (withCredential ? 0x40 : 0)])
    const parts = [sha256(rpId), flags, count]
    if (withCredential) {
      const length = Buffer.alloc(2)
      length.writeUInt16BE(credentialId.length)
      parts.push(Buffer.alloc(16), length, credentialId, Buffer.from(coseKey))
    }
    return Buffer.concat(parts)
  }
  const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, at = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }))

  return {
    credentialId: b64(credentialId),
    /** What a browser answers to registration options (startRegistration's result). */
    register(options: { challenge: string }) {
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData(true)],
        ]) as never,
      )
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge)),
          attestationObject: b64(attestationObject),
          transports: ['internal' as const],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      }
    },
    /** What a browser answers to sign-in options (startAuthentication's result); `origin` lets a test answer for another site. */
    sign(options: { challenge: string }, { origin: at = origin, userHandle }: { origin?: string; userHandle?: string } = {}) {
      signCount += 1
      const data = authenticatorData(false)
      const client = clientData('webauthn.get', options.challenge, at)
      const signature = crypto.sign('sha256', Buffer.concat([data, sha256(client)]), privateKey)
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(client),
          authenticatorData: b64(data),
          signature: b64(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform' as const,
      }
    },
    /** Sets the counter back, as a copied authenticator would be. */
    rewind: (to = 0) => void (signCount = to),
  }
}
