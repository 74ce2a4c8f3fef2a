import { useCallback, useState } from 'react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatMoney } from '~/hooks/use_format'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'
import ScanField from '~/components/staff_desk/scan_field'
import { deskRequest, operationKey } from '~/components/staff_desk/desk_request'
import { useTillDelivery, type Notice } from '~/components/staff_desk/till_delivery'
import {
  canSend,
  keypadEntryFromScan,
  pressKey,
  sentValue,
  totalOf,
  type KeypadMode,
} from '~/components/staff_desk/keypad'
import KeypadPad from '~/components/staff_desk/keypad_pad'
import HolderCard, { type Holder } from '~/components/staff_desk/holder_card'

type Props = { restaurant: Data.Restaurant.Variants['forDesk'] }

/**
 * A restaurant's till on a tablet: scan a badge or tag (reader, camera or
 * typed), then deduct meals or money on the keypad or by typing the number
 * and Enter. Or the number first, then the badge: one request scans and
 * deducts, and the next number waits for the next badge. A deduction whose
 * answer is lost is sent again with the same key until the server answers,
 * so it happens once and the cashier is told.
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
  /** The typed number waits for the next badge (the number-first order). */
  const [held, setHeld] = useState(false)
  /** The holder shown was paid for in the number-first order: a new number is for the next one. */
  const [paidByScan, setPaidByScan] = useState(false)
  const { sending, deliver, tell } = useTillDelivery(setBusy, setNotice, setEntry)

  const send = useCallback(
    async (value: string, type: KeypadMode) => {
      if (sending() || !holder || !canSend(value, type, holder.id)) return
      const id = holder.id
      const { body, retried } = await deliver(restaurant.id, {
        route: 'restaurant_desk.update',
        body: { id, amount: sentValue(value, type), type, key: operationKey() },
      })
      if (body.balance) {
        const balance = body.balance
        setHolder((current) =>
          current && current.id === id ? { ...current, ...balance } : current
        )
      }
      tell(body, type, retried)
    },
    [holder, restaurant.id, sending, deliver, tell]
  )

  /** The number typed first, then the badge: scanned and deducted in one request. */
  const charge = useCallback(
    async (code: string, value: string, type: KeypadMode) => {
      if (sending()) return
      const { body, retried } = await deliver(restaurant.id, {
        route: 'restaurant_desk.charge',
        body: { scan: code, amount: sentValue(value, type), type, key: operationKey() },
      })
      setHeld(false)
      setEntry('')
      setPaidByScan(true)
      setHolder(body.holder ?? null)
      setRefusal(body.status !== 'deducted' && body.holder ? (body.message ?? null) : null)
      tell(body, type, retried)
    },
    [restaurant.id, sending, deliver, tell]
  )

  const onScan = useCallback(
    async (code: string) => {
      const typed = keypadEntryFromScan(code, mode)
      if (typed !== null) {
        setEntry(typed)
        if (holder && !paidByScan) {
          await send(typed, mode)
          return
        }
        if (!canSend(typed, mode, 0)) return
        setHeld(true)
        const total = totalOf(typed, mode)
        setNotice({
          kind: 'info',
          text:
            mode === 'credit'
              ? t('restaurants.till.next_credits', { count: total })
              : t('restaurants.till.next_amount', { amount: money(total) }),
        })
        return
      }
      if (held && canSend(entry, mode, 0)) {
        await charge(code, entry, mode)
        return
      }
      const answer = await deskRequest('restaurant_desk.validate', {
        params: { id: restaurant.id },
        body: { scan: code },
      })
      if (answer === null) {
        setNotice({ kind: 'error', text: t('restaurants.till.offline') })
        return
      }
      /** Refused before the lookup (a lost session, a bad scan): no holder, the reason if any. */
      const scanned = answer.ok ? answer.body : { holder: null, message: answer.body.message }
      setEntry('')
      setPaidByScan(false)
      setHolder(scanned.holder)
      setRefusal(scanned.holder ? scanned.message : null)
      setNotice(
        scanned.holder ? null : { kind: 'error', text: scanned.message ?? t('errors.generic') }
      )
    },
    [mode, holder, paidByScan, held, entry, restaurant.id, send, charge, t, money]
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
            setHeld(false)
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
