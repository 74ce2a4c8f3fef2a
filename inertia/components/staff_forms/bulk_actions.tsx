import { router } from '@inertiajs/react'
import { useState } from 'react'
import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import RejectDialog from '~/components/staff_forms/reject_dialog'
import type { RejectionChoice } from '~/components/staff_forms/rejection_fields'

type Props = {
  type: string
  selected: number[]
  /** Players the selected team members can be given to (the player list only). */
  players: { value: string; label: string }[]
  /** The reasons a rejection may give the applicants. */
  reasons: { id: string; label: string }[]
  onDone: () => void
}

/** What a reviewer does to the ticked requests at once: approve, reject, give them to a player. */
export default function BulkActions({ type, selected, players, reasons, onDone }: Props) {
  const t = useT()
  const [assignTo, setAssignTo] = useState('')
  const [rejecting, setRejecting] = useState(false)

  function assign() {
    router.post(
      urlFor('player_teams.assign', { type }),
      { ids: selected, player: assignTo },
      { onSuccess: onDone }
    )
  }

  function bulk(state: 'approved' | 'rejected', rejection?: RejectionChoice) {
    setRejecting(false)
    router.post(
      urlFor('staff_forms.bulk_change_state', { type }),
      { ids: selected, state, ...rejection },
      { onSuccess: onDone }
    )
  }

  return (
    <div
      className="mb-3 flex flex-wrap items-center gap-3 rounded-md bg-slate-900 px-4 py-2 text-white"
      role="region"
      aria-label={t('forms_admin.bulk_actions')}
    >
      <span>{t('forms_admin.selected', { count: selected.length })}</span>
      <button
        type="button"
        onClick={() => bulk('approved')}
        className="rounded bg-emerald-600 px-3 py-1.5 font-semibold"
      >
        {t('forms_admin.approve')}
      </button>
      <button
        type="button"
        onClick={() => setRejecting(true)}
        className="rounded bg-red-600 px-3 py-1.5 font-semibold"
      >
        {t('forms_admin.reject')}
      </button>
      {players.length > 0 && (
        <span className="flex items-center gap-2">
          <label htmlFor="assign-player">{t('players.assign_to')}</label>
          <select
            id="assign-player"
            value={assignTo}
            onChange={(event) => setAssignTo(event.target.value)}
            className="rounded px-2 py-1 text-slate-900"
          >
            <option value="">{t('forms.choose')}</option>
            {players.map((player) => (
              <option key={player.value} value={player.value}>
                {player.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={!assignTo}
            onClick={assign}
            className="rounded bg-sky-600 px-3 py-1.5 font-semibold disabled:opacity-50"
          >
            {t('players.assign')}
          </button>
        </span>
      )}
      {rejecting && (
        <RejectDialog
          count={selected.length}
          reasons={reasons}
          onReject={(choice) => bulk('rejected', choice)}
          onCancel={() => setRejecting(false)}
        />
      )}
    </div>
  )
}
