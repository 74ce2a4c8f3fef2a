import { useEffect } from 'react'
import { router } from '@inertiajs/react'
import { deskRequest } from '~/components/staff_desk/desk_request'

/** How often a pending credential asks where it stands, and for how long at most. */
const POLL_MS = 2000
const GIVE_UP_MS = 10 * 60 * 1000

/**
 * While a credential is pending at the gates, its page asks the server's small
 * status answer every two seconds; once the state moved on (active, blocked,
 * failed) it reloads the credential and its history in place, without a page
 * load. Staff wait on this page for "pending" to become "active".
 */
export function useGatePolling(type: string, formId: number, gate: string | null) {
  useEffect(() => {
    if (gate !== 'pending') return
    const started = Date.now()
    let done = false
    const timer = window.setInterval(async () => {
      if (done) return
      if (Date.now() - started > GIVE_UP_MS) {
        window.clearInterval(timer)
        return
      }
      /** A dropped connection or a refusal: the next tick asks again. */
      const answer = await deskRequest('staff_forms.gate', { params: { type, id: formId } })
      if (!answer?.ok || done || answer.body.gate === gate) return
      done = true
      window.clearInterval(timer)
      router.reload({ only: ['form', 'logs'] })
    }, POLL_MS)
    return () => {
      done = true
      window.clearInterval(timer)
    }
  }, [type, formId, gate])
}
