/** The server's answer to an upload: its status and its JSON body (null when it sent none). */
export type UploadAnswer = { status: number; body: unknown }

export type Upload = {
  /** The answer, or 'cancelled' after `cancel`. Rejects when the network fails. */
  answer: Promise<UploadAnswer | 'cancelled'>
  /** Stops sending: the server receives a cut-off body and stores nothing (issue 48). */
  cancel: () => void
}

/**
 * Sends a form (a file and its fields) with XMLHttpRequest, because fetch cannot report how much
 * of a request body has been sent: `onProgress` gets the share sent (0 to 1) as it grows,
 * `onSent` is called once the whole body has left the browser (the server then checks and stores
 * the file, and cancelling would no longer keep it from being added). Same-origin, so the
 * session cookie and the Origin header go with it as with fetch.
 */
export function uploadWithProgress(
  url: string,
  body: FormData,
  { onProgress, onSent }: { onProgress: (share: number) => void; onSent: () => void },
): Upload {
  const request = new XMLHttpRequest()
  const answer = new Promise<UploadAnswer | 'cancelled'>((resolve, reject) => {
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
    }
    request.upload.onload = onSent
    request.onload = () => {
      let parsed: unknown = null
      try {
        parsed = request.responseText ? JSON.parse(request.responseText) : null
      } catch {
        parsed = null
      }
      resolve({ status: request.status, body: parsed })
    }
    request.onabort = () => resolve('cancelled')
    request.onerror = () => reject(new Error('The upload failed: the network connection was lost.'))
  })
  request.open('POST', url)
  request.setRequestHeader('Accept', 'application/json')
  request.send(body)
  return { answer, cancel: () => request.abort() }
}
