import { useState } from 'react'
import { urlFor } from '~/client'
import { useT } from '~/hooks/use_t'
import { useReprintQuestion } from '~/components/console/reprint_reason_dialog'
import { postJson } from '~/components/printing/post_json'
import PrintNoticeLine, { type PrintNotice } from '~/components/printing/print_notice'

/** One way to send cards: a selection, a whole list, an organisation's people. */
export type StationSend = {
  label: string
  disabled?: boolean
  /** Asked first (a send that names more than the rows on screen). */
  confirm?: (station: string) => string
  url: (station: number) => string
  body: Record<string, unknown>
}

/** The ticked credentials (request ids), as every page that ticks rows sends them. */
export function selectionSend(label: string, selected: number[]): StationSend {
  return {
    label,
    disabled: selected.length === 0,
    url: (id) => urlFor('print_stations.send', { id }),
    body: { ids: selected },
  }
}

type Props = {
  /** The stations of the tournaments the cards may go to (none: nothing is shown). */
  stations: { id: number; name: string }[]
  /** Why a card is printed again (a send of a printed card asks). */
  reprintReasons: string[]
  sends: StationSend[]
  onSent?: () => void
}

/**
 * Sends cards to a print station's queue and says what the server did; a
 * card printed before is sent again only with a reason, asked here.
 */
export default function SendToStation({ stations, reprintReasons, sends, onSent }: Props) {
  const t = useT()
  const [station, setStation] = useState(String(stations[0]?.id ?? ''))
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<PrintNotice | null>(null)
  const reprint = useReprintQuestion(reprintReasons)

  async function send(chosen: StationSend, reason?: string) {
    const name = stations.find((each) => String(each.id) === station)?.name ?? ''
    if (!reason && chosen.confirm && !window.confirm(chosen.confirm(name))) return
    setNotice(null)
    reprint.close()
    setBusy(true)
    const answer = await postJson<{ reprints?: number[] }>(chosen.url(Number(station)), {
      ...chosen.body,
      reason,
    })
    setBusy(false)
    if (!answer) return setNotice({ kind: 'error', text: t('systems.print_offline') })
    if (answer.body.reprints?.length)
      return reprint.ask(
        answer.body.message ?? '',
        (chosenReason) => void send(chosen, chosenReason)
      )
    setNotice({
      kind: answer.ok ? 'info' : 'error',
      text: answer.body.message ?? t('errors.generic'),
    })
    if (answer.ok) onSent?.()
  }

  if (stations.length === 0) return null
  return (
    <div className="flex flex-col gap-2">
      <div
        role="group"
        aria-label={t('printing.send_actions')}
        className="flex flex-wrap items-center gap-2"
      >
        <label className="flex items-center gap-1 text-sm">
          {t('printing.send_to')}
          <select
            className="field-input w-auto py-2"
            value={station}
            onChange={(event) => setStation(event.target.value)}
          >
            {stations.map((each) => (
              <option key={each.id} value={each.id}>
                {each.name}
              </option>
            ))}
          </select>
        </label>
        {sends.map((each) => (
          <button
            key={each.label}
            type="button"
            className="btn-secondary"
            disabled={busy || each.disabled}
            onClick={() => void send(each)}
          >
            {each.label}
          </button>
        ))}
      </div>
      {reprint.dialog}
      <PrintNoticeLine notice={notice} />
    </div>
  )
}
