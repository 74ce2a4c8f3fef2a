import { useState } from 'react'
import { router } from '@inertiajs/react'
import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import { xsrfToken } from '~/components/staff_desk/desk_request'

/** A JSON POST with the session's CSRF token: the answer's body, or null with its message. */
async function post(url: string, body: unknown = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept': 'application/json',
      'x-xsrf-token': xsrfToken(),
    },
    body: JSON.stringify(body),
  })
  const answer = await response.json().catch(() => ({}))
  return response.ok ? { ok: true as const, body: answer } : { ok: false as const, body: answer }
}

/** Adds a passkey or security key under a name (the browser asks for the lock or the key). */
export function AddPasskey() {
  const t = useT()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function add() {
    setBusy(true)
    setError(null)
    try {
      const options = await post(urlFor('account_passkeys.options'))
      if (!options.ok) throw new Error(options.body.message)
      const credential = await startRegistration({ optionsJSON: options.body })
      const saved = await post(urlFor('account_passkeys.store'), { name, credential })
      if (!saved.ok) throw new Error(saved.body.message ?? saved.body.errors?.[0]?.message)
      router.visit(urlFor('account.show'))
    } catch (failure) {
      setError((failure as Error).message || t('sign_in.passkeys.refused'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <div>
        <label htmlFor="passkey-name" className="field-label">
          {t('sign_in.passkeys.name')}
        </label>
        <input
          id="passkey-name"
          className="field-input"
          maxLength={80}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
      </div>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="btn-secondary self-start"
        disabled={busy || !name.trim()}
        onClick={() => void add()}
      >
        {t('sign_in.passkeys.add')}
      </button>
    </div>
  )
}

/** The second step with a passkey instead of a code. */
export function UsePasskey() {
  const t = useT()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function use() {
    setBusy(true)
    setError(null)
    try {
      const options = await post(urlFor('second_factor.passkey_options'))
      if (!options.ok) throw new Error(options.body.message)
      const credential = await startAuthentication({ optionsJSON: options.body })
      const signedIn = await post(urlFor('second_factor.passkey'), { credential })
      if (!signedIn.ok) throw new Error(signedIn.body.message)
      window.location.assign(signedIn.body.location)
    } catch (failure) {
      setError((failure as Error).message || t('sign_in.passkeys.refused'))
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn-secondary" disabled={busy} onClick={() => void use()}>
        {t('sign_in.passkeys.use')}
      </button>
    </div>
  )
}
