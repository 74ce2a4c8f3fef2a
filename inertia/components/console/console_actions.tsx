import { router } from '@inertiajs/react'
import { useState } from 'react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import { xsrfToken } from '~/components/staff_desk/desk_request'
import RejectDialog from '~/components/staff_forms/reject_dialog'
import type { RejectionChoice } from '~/components/staff_forms/rejection_fields'
import { useReprintQuestion } from '~/components/console/reprint_reason_dialog'
import SendToStation, { selectionSend } from '~/components/printing/send_to_station'
import PrintNoticeLine, { type PrintNotice } from '~/components/printing/print_notice'

type Props = {
  selected: number[]
  can: { print: boolean; edit: boolean }
  /** The reasons a rejection may give the applicants. */
  reasons: { id: string; label: string }[]
  /** Why a card is printed again (a second print asks). */
  reprintReasons: string[]
  /** Print stations the selection may be sent to. */
  stations: { id: number; name: string }[]
  onDone: () => void
}

/** What the console does to the ticked credentials: approve, reject, preview and print badges. */
export default function ConsoleActions({
  selected,
  can,
  reasons,
  reprintReasons,
  stations,
  onDone,
}: Props) {
  const t = useT()
  const [message, setMessage] = useState<PrintNotice | null>(null)
  const [printing, setPrinting] = useState(false)
  const [rejecting, setRejecting] = useState(false)
  /** A print the server refused as a reprint: asked again with a reason. */
  const reprint = useReprintQuestion(reprintReasons)
  const none = selected.length === 0

  function changeState(state: 'approved' | 'rejected', rejection?: RejectionChoice) {
    setRejecting(false)
    router.post(
      urlFor('systems.state'),
      { ids: selected, state, ...rejection },
      { preserveScroll: true, onSuccess: onDone }
    )
  }

  /**
   * Printing is a POST (it logs each badge printed; the preview link logs
   * nothing), through fetch so a failure is said here and the list stays as it
   * was. The answer is a PDF, read as a blob: the typed API client reads JSON.
   */
  async function print(reason?: string) {
    setPrinting(true)
    setMessage(null)
    reprint.close()
    try {
      const response = await fetch(urlFor('systems.print'), {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'accept': 'application/pdf, application/json',
          'content-type': 'application/json',
          'x-xsrf-token': xsrfToken(),
        },
        body: JSON.stringify({ ids: selected, reason }),
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as {
          message?: string
          reprints?: number[]
        }
        if (body.reprints?.length)
          return reprint.ask(body.message ?? '', (chosen) => void print(chosen))
        setMessage({ kind: 'error', text: body.message ?? t('errors.generic') })
        return
      }
      const refused = decodeURIComponent(response.headers.get('x-not-valid-for-print-names') ?? '')
      window.open(URL.createObjectURL(await response.blob()), '_blank')
      setMessage(
        refused
          ? { kind: 'info', text: t('systems.not_valid_for_print', { names: refused }) }
          : null
      )
      onDone()
      router.reload({ only: ['rows'] })
    } catch {
      setMessage({ kind: 'error', text: t('systems.print_offline') })
    } finally {
      setPrinting(false)
    }
  }

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-2" aria-live="polite">
        <span className="text-sm text-slate-600">
          {t('systems.selected', { count: selected.length })}
        </span>
        {can.edit && (
          <>
            <button
              type="button"
              className="btn-secondary"
              disabled={none}
              onClick={() => changeState('approved')}
            >
              {t('systems.approve')}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={none}
              onClick={() => setRejecting(true)}
            >
              {t('systems.reject')}
            </button>
          </>
        )}
        {can.print && (
          <>
            <a
              className={`btn-secondary ${none ? 'pointer-events-none opacity-50' : ''}`}
              aria-disabled={none}
              href={urlFor('systems.pdfs', {}, { qs: { ids: selected.join(',') } })}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('systems.preview')}
            </a>
            <button
              type="button"
              className="btn-primary"
              disabled={none || printing}
              onClick={() => void print()}
            >
              {printing ? t('systems.printing') : t('systems.print')}
            </button>
            <SendToStation
              stations={stations}
              reprintReasons={reprintReasons}
              sends={[selectionSend(t('printing.send'), selected)]}
              onSent={onDone}
            />
          </>
        )}
      </div>
      {reprint.dialog}
      {rejecting && (
        <RejectDialog
          count={selected.length}
          reasons={reasons}
          onReject={(choice) => changeState('rejected', choice)}
          onCancel={() => setRejecting(false)}
        />
      )}
      <PrintNoticeLine notice={message} />
    </>
  )
}
