import { useCallback, useRef } from 'react'
import { useT } from '~/hooks/use_t'
import { useFormatMoney } from '~/hooks/use_format'
import { deskRequest, type DeskAnswer } from '~/components/staff_desk/desk_request'
import type { KeypadMode } from '~/components/staff_desk/keypad'
import type { Holder } from '~/components/staff_desk/holder_card'

type Balance = { credits: number; amount: number }

/**
 * What any answer to a deduction may say, deducted or refused: its status,
 * the balance left, the holder (a charge by scan) and the cashier's message.
 */
export type DeductAnswer = {
  status?: string
  replayed?: boolean
  balance?: Balance | null
  holder?: Holder | null
  message?: string
}

type Deduct = { amount: string; type: KeypadMode; key: string }
/** A deduction for the holder shown (PUT update) or for a badge scanned with it (POST charge). */
export type Deduction =
  | { route: 'restaurant_desk.update'; body: Deduct & { id: number } }
  | { route: 'restaurant_desk.charge'; body: Deduct & { scan: string } }

function send(restaurantId: number, deduction: Deduction): Promise<DeskAnswer<Deduction['route']>> {
  const args = { params: { id: restaurantId } }
  return deduction.route === 'restaurant_desk.update'
    ? deskRequest(deduction.route, { ...args, body: deduction.body })
    : deskRequest(deduction.route, { ...args, body: deduction.body })
}
export type Notice = { kind: 'success' | 'error' | 'info'; text: string }

const RETRY_MS = 2000

/**
 * A till's deductions: `deliver` sends one until the server answers (again with
 * the same key, so it happens once), `tell` puts its outcome to the cashier.
 */
export function useTillDelivery(
  setBusy: (busy: boolean) => void,
  setNotice: (notice: Notice | null) => void,
  setEntry: (entry: string) => void
) {
  const t = useT()
  const money = useFormatMoney()
  const inFlight = useRef<Deduction | null>(null)

  const left = useCallback(
    (balance: Balance, type: KeypadMode) =>
      type === 'credit'
        ? t('restaurants.till.credits_now', { count: balance.credits })
        : t('restaurants.till.amount_now', { amount: money(balance.amount) }),
    [t, money]
  )

  /** Sends a deduction until the server answers; whether it had to retry. */
  const deliver = useCallback(
    async (restaurantId: number, deduction: Deduction) => {
      inFlight.current = deduction
      setBusy(true)
      let retried = false
      let answer = await send(restaurantId, deduction)
      while (answer === null || answer.status >= 500) {
        retried = true
        setNotice({ kind: 'info', text: t('restaurants.till.retrying') })
        await new Promise((resolve) => window.setTimeout(resolve, RETRY_MS))
        answer = await send(restaurantId, deduction)
      }
      inFlight.current = null
      setBusy(false)
      const body: DeductAnswer = answer.body
      return { body, retried }
    },
    [t, setBusy, setNotice]
  )

  const tell = useCallback(
    (body: DeductAnswer, type: KeypadMode, retried: boolean) => {
      if (body.status === 'deducted' && body.balance) {
        setEntry('')
        const done = retried
          ? t(
              body.replayed
                ? 'restaurants.till.done_before_retry'
                : 'restaurants.till.done_after_retry'
            )
          : (body.message ?? '')
        setNotice({ kind: 'success', text: `${done} ${left(body.balance, type)}` })
      } else {
        setNotice({ kind: 'error', text: body.message ?? t('errors.generic') })
      }
    },
    [t, left, setEntry, setNotice]
  )

  /** Whether a deduction is on its way: no other is sent meanwhile. */
  const sending = useCallback(() => inFlight.current !== null, [])

  return { sending, deliver, tell }
}
