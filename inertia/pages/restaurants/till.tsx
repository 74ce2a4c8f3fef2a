import { useCallback, useRef, useState } from 'react'
import { useT } from '~/hooks/use_t'
import { useFormatMoney } from '~/hooks/use_format'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'
import ScanField from '~/components/staff_desk/scan_field'
import { deskRequest, operationKey } from '~/components/staff_desk/desk_request'
import {
  canSend,
  keypadEntryFromScan,
  pressKey,
  sentValue,
  type KeypadMode,
} from '~/components/staff_desk/keypad'
import KeypadPad from '~/components/staff_desk/keypad_pad'
import HolderCard, { type Holder } from '~/components/staff_desk/holder_card'

type Props = { restaurant: { id: number; name: string; kind: string } }

type Balance = { credits: number; amount: number }
type ScanAnswer = { holder: Holder | null; refusal: string | null; message: string | null }
type DeductAnswer = {
  status: string
  replayed?: boolean
  balance?: Balance | null
  message?: string
}
type Deduction = { id: number; amount: string; type: KeypadMode; key: string }
type Notice = { kind: 'success' | 'error' | 'info'; text: string }

const RETRY_MS = 2000

/**
 * A restaurant's till on a tablet: scan a badge or tag (reader, camera or
 * typed), then deduct meals or money on the keypad or by typing the number
 * and Enter. A deduction whose answer is lost is sent again with the same
 * key until the server answers, so it happens once and the cashier is told.
 */
export default function Till({ restaurant }: Props) {
  const t = useT()
  const money = useFormatMoney()
  const [holder, setHolder] = useState<Holder | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const [entry, setEntry] = useState('')
  const [mode, setMode] = useState<KeypadMode>('credit')
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  const inFlight = useRef<Deduction | null>(null)

  const left = useCallback(
    (balance: Balance, type: KeypadMode) =>
      type === 'credit'
        ? t('restaurants.till.credits_now', { count: balance.credits })
        : t('restaurants.till.amount_now', { amount: money(balance.amount) }),
    [t, money]
  )

  const send = useCallback(
    async (value: string, type: KeypadMode) => {
      if (inFlight.current || !holder || !canSend(value, type, holder.id)) return
      const deduction: Deduction = {
        id: holder.id,
        amount: sentValue(value, type),
        type,
        key: operationKey(),
      }
      inFlight.current = deduction
      setBusy(true)
      let retried = false
      let answer = await deskRequest<DeductAnswer>(
        'PUT',
        urlFor('restaurant_desk.update', { id: restaurant.id }),
        deduction
      )
      while (answer === null || answer.status >= 500) {
        retried = true
        setNotice({ kind: 'info', text: t('restaurants.till.retrying') })
        await new Promise((resolve) => window.setTimeout(resolve, RETRY_MS))
        answer = await deskRequest<DeductAnswer>(
          'PUT',
          urlFor('restaurant_desk.update', { id: restaurant.id }),
          deduction
        )
      }
      inFlight.current = null
      setBusy(false)
      const { body } = answer
      if (body.balance) {
        const balance = body.balance
        setHolder((current) =>
          current && current.id === deduction.id ? { ...current, ...balance } : current
        )
      }
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
    [holder, restaurant.id, t, left]
  )

  const onScan = useCallback(
    async (code: string) => {
      const typed = keypadEntryFromScan(code, mode)
      if (typed !== null) {
        setEntry(typed)
        await send(typed, mode)
        return
      }
      const answer = await deskRequest<ScanAnswer>(
        'POST',
        urlFor('restaurant_desk.validate', { id: restaurant.id }),
        { scan: code }
      )
      if (answer === null) {
        setNotice({ kind: 'error', text: t('restaurants.till.offline') })
        return
      }
      setEntry('')
      setHolder(answer.body.holder ?? null)
      setRefusal(answer.body.holder ? answer.body.message : null)
      setNotice(
        answer.body.holder
          ? null
          : { kind: 'error', text: answer.body.message ?? t('errors.generic') }
      )
    },
    [mode, restaurant.id, send, t]
  )

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <PageTitle title={restaurant.name} />
      <h1 className="text-2xl font-bold">{restaurant.name}</h1>
      <ScanField onScan={onScan} label={t('restaurants.till.scan')} camera />
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`rounded px-3 py-2 font-semibold ${notice.kind === 'success' ? 'bg-green-50 text-green-800' : notice.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'}`}
        >
          {notice.text}
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {holder ? (
          <HolderCard
            holder={holder}
            refusal={refusal}
            photoUrl={
              holder.hasPhoto && holder.assigned
                ? urlFor('restaurant_desk.photo', { id: restaurant.id, form: holder.id })
                : null
            }
          />
        ) : (
          <p className="card text-slate-600">{t('restaurants.till.waiting')}</p>
        )}
        <KeypadPad
          entry={entry}
          mode={mode}
          onKey={(key) => setEntry((current) => pressKey(current, key, mode))}
          onMode={(next) => {
            setMode(next)
            setEntry('')
          }}
          onSend={() => void send(entry, mode)}
          sendDisabled={
            busy ||
            refusal !== null ||
            (holder !== null && (mode === 'credit' ? holder.credits : holder.amount) <= 0) ||
            !canSend(entry, mode, holder?.id ?? null)
          }
        />
      </div>
    </div>
  )
}
