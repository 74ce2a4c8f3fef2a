import { useState } from 'react'
import { router } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import { xsrfToken } from '~/components/staff_desk/desk_request'
import type { Data } from '@generated/data'

/**
 * The card in the holder's hands: its version, a replacement (a new code;
 * the old card stops working at every door, till and desk) for a lost,
 * stolen, damaged or renamed one, and a reprint of the same card with why.
 * Both need a click on their own button: a scanner's Enter confirms nothing.
 */
export default function CardPanel({ form, reasons }: { form: Data.FormDetail; reasons: string[] }) {
  const t = useT()
  const [reason, setReason] = useState('')
  const [reprintReason, setReprintReason] = useState('')
  const [message, setMessage] = useState<string | null>(null)

  function replace() {
    if (!reason) return setMessage(t('badges.cards.choose_reason'))
    setMessage(null)
    router.post(
      urlFor('systems.replace_card', { id: form.id }),
      { reason, version: form.cardVersion },
      { preserveScroll: true, onSuccess: () => setReason('') }
    )
  }

  async function reprint() {
    setMessage(null)
    const response = await fetch(urlFor('systems.print'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'accept': 'application/pdf, application/json',
        'content-type': 'application/json',
        'x-xsrf-token': xsrfToken(),
      },
      body: JSON.stringify({ ids: [form.id], reason: reprintReason }),
    }).catch(() => null)
    if (!response?.ok) {
      const body = (await response?.json().catch(() => ({}))) as { message?: string } | undefined
      return setMessage(body?.message ?? t('systems.print_offline'))
    }
    window.open(URL.createObjectURL(await response.blob()), '_blank')
    setReprintReason('')
    router.reload({ only: ['logs'] })
  }

  return (
    <section className="card" aria-labelledby="card-title">
      <h2 id="card-title" className="mb-2 text-lg font-semibold">
        {t('badges.cards.title')}
      </h2>
      <p className="mb-3 text-sm">{t('badges.cards.current', { version: form.cardVersion })}</p>
      <div className="mb-3 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          {t('badges.cards.reason')}
          <select
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="min-h-11 rounded-md border border-slate-300 px-2"
          >
            <option value="">—</option>
            {reasons.map((value) => (
              <option key={value} value={value}>
                {t(`badges.cards.reasons.${value}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={replace} className="btn-primary">
          {t('badges.cards.replace')}
        </button>
      </div>
      <p className="mb-3 text-sm text-slate-600">{t('badges.cards.replace_help')}</p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          {t('badges.cards.reprint_reason')}
          <input
            value={reprintReason}
            maxLength={200}
            onChange={(event) => setReprintReason(event.target.value)}
            className="min-h-11 rounded-md border border-slate-300 px-2"
          />
        </label>
        <button
          type="button"
          onClick={() => void reprint()}
          className="inline-flex min-h-11 items-center rounded-md border border-slate-300 bg-white px-4 font-semibold"
        >
          {t('badges.cards.reprint')}
        </button>
      </div>
      {message && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {message}
        </p>
      )}
    </section>
  )
}
