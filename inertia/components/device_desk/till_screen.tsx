import { DeskPhoto } from './desk_photo'
import { useState, type FormEvent } from 'react'
import { useT } from '~/hooks/use_t'
import { useFormatMoney } from '~/hooks/use_format'
import {
  actionKey,
  deskDb,
  findHolder,
  isReplacedCard,
  readMeta,
  staffPass,
  type LocalHolder,
} from './desk_store'
import type { DeskSetup } from './desk_sync'
import DeskScanForm from './desk_scan_form'

type Props = { setup: DeskSetup; online: boolean; onQueued: () => void }

/** Why this till may not serve the holder, from the local copy (the server's refusalFor). */
function refusalOf(setup: DeskSetup, holder: LocalHolder) {
  if (!setup.restaurant?.active) return 'closed'
  if (holder.blacklisted) return 'blacklisted'
  if (holder.state !== 'approved') return 'not_approved'
  if (holder.accessStatus === 'blocked') return 'blocked'
  return null
}

/**
 * A till that keeps working offline: the holder and balance from the local
 * copy, the deduction taken locally and queued under its key; the cashier
 * is told when it was taken offline.
 */
export default function TillScreen({ setup, online, onQueued }: Props) {
  const t = useT()
  const formatMoney = useFormatMoney()
  const [scan, setScan] = useState('')
  const [holder, setHolder] = useState<LocalHolder | null>(null)
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null)
  const [meals, setMeals] = useState('1')

  async function lookUp(event: FormEvent) {
    event.preventDefault()
    const found = await findHolder(scan)
    setScan('')
    setHolder(found ?? null)
    if (!found) {
      const replaced = await isReplacedCard(scan)
      return setNotice({ text: t(replaced ? 'desk.card_replaced' : 'desk.not_here'), error: true })
    }
    const refusal = refusalOf(setup, found)
    setNotice(refusal ? { text: t(`desk.refusals.${refusal}`), error: true } : null)
  }

  async function deduct(event: FormEvent) {
    event.preventDefault()
    if (!holder) return
    const quantity = Number.parseInt(meals, 10)
    const db = deskDb()
    const current = await db.holders.get(holder.id)
    if (!current || !Number.isInteger(quantity) || quantity < 1 || quantity > 50) {
      return setNotice({ text: t('desk.bad_quantity'), error: true })
    }
    const refusal = refusalOf(setup, current)
    if (refusal) return setNotice({ text: t(`desk.refusals.${refusal}`), error: true })
    const seen = current.credits ?? 0
    if (seen < quantity) return setNotice({ text: t('desk.refusals.insufficient'), error: true })
    const key = actionKey()
    const dataAt = (await readMeta<string>('dataAt')) ?? new Date().toISOString()
    const staff = await staffPass()
    await db.transaction('rw', db.queue, db.holders, async () => {
      await db.queue.add({
        key,
        body: {
          key,
          kind: 'deduction',
          at: new Date().toISOString(),
          dataAt,
          offline: !online,
          formId: current.id,
          type: 'credit',
          quantity,
          seen,
          ...staff,
        },
      })
      await db.holders.update(current.id, { credits: seen - quantity })
    })
    setHolder({ ...current, credits: seen - quantity })
    setNotice({
      text: t(online ? 'desk.deducted' : 'desk.deducted_offline', { count: quantity }),
      error: false,
    })
    onQueued()
  }

  return (
    <section aria-labelledby="till-title">
      <h2 id="till-title" className="mb-2 text-xl font-semibold">
        {setup.restaurant?.name}
      </h2>
      <DeskScanForm
        scan={scan}
        onScanChange={setScan}
        onSubmit={lookUp}
        action={t('desk.look_up')}
      />
      {holder && (
        <div className="card mt-3" data-testid="till-holder">
          <div className="flex items-center gap-3">
            <DeskPhoto holderId={holder.id} name={`${holder.name} ${holder.lastName}`} />
            <p className="text-lg font-semibold">
              {holder.name} {holder.lastName}
            </p>
          </div>
          <p data-testid="till-balance">
            {t('desk.balance', {
              count: holder.credits ?? 0,
              money: formatMoney(holder.amount ?? 0),
            })}
          </p>
          <form onSubmit={deduct} className="mt-2 flex items-end gap-2">
            <label className="field-label">
              {t('desk.meals')}
              <input
                className="field-input w-24"
                inputMode="numeric"
                value={meals}
                onChange={(event) => setMeals(event.target.value)}
              />
            </label>
            <button type="submit" className="btn-primary">
              {t('desk.deduct')}
            </button>
          </form>
        </div>
      )}
      {notice && (
        <p
          role="status"
          data-testid="till-notice"
          className={`card mt-3 font-semibold ${notice.error ? 'text-red-800' : 'text-green-800'}`}
        >
          {notice.text}
        </p>
      )}
    </section>
  )
}
