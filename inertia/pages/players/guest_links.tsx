import type { Data } from '@generated/data'
import { Link } from '@adonisjs/inertia/react'
import { useState } from 'react'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import StaffListHeader from '~/components/staff_list_header'
import StaffTable from '~/components/staff_table'

type Player = Data.PlayerAllowance
type Props = {
  tournament: Data.Tournament.Variants['forGuestLinks']
  players: Player[]
}

const LIMITS = ['team', 'dayPasses', 'guests', 'guestMeals'] as const

/** Every listed player: places used of each limit and the private guest link to hand to the team. */
export default function GuestLinks({ tournament, players }: Props) {
  const t = useT()
  const formatDate = useFormatDate()
  const [copied, setCopied] = useState<number | null>(null)

  async function copy(player: Player) {
    await navigator.clipboard?.writeText(player.link)
    setCopied(player.id)
  }

  return (
    <div>
      <StaffListHeader title={t('players.links_title')}>
        <Link
          route="staff_forms.index"
          routeParams={{ type: 'guest' }}
          className="text-emerald-800 underline"
        >
          {t('players.back_to_guests')}
        </Link>
      </StaffListHeader>
      <p className="mb-4 text-slate-700">
        {t('players.links_help', {
          tournament: tournament.name,
          until: formatDate(tournament.linksValidUntil),
        })}
      </p>
      <StaffTable
        head={
          <>
            <th className="px-3 py-2">{t('players.player')}</th>
            {LIMITS.map((limit) => (
              <th key={limit} className="px-3 py-2">
                {t(`players.limits.${limit}`)}
              </th>
            ))}
            <th className="px-3 py-2">{t('players.link')}</th>
          </>
        }
        empty={t('messages.empty_table')}
      >
        {players.map((player) => (
          <tr key={player.id} className="border-t border-slate-100">
            <td className="px-3 py-1.5 font-medium">
              {player.name} <span className="text-slate-500">({player.tour})</span>
            </td>
            {LIMITS.map((limit) => (
              <td
                key={limit}
                className={`px-3 py-1.5 ${player.used[limit] >= player.limits[limit] ? 'font-semibold text-red-800' : ''}`}
              >
                {player.used[limit]} / {player.limits[limit]}
              </td>
            ))}
            <td className="px-3 py-1.5">
              <div className="flex items-center gap-2">
                <input
                  readOnly
                  value={player.link}
                  aria-label={t('players.link_of', { player: player.name })}
                  className="field-input w-64 text-xs"
                  onFocus={(event) => event.currentTarget.select()}
                />
                <button
                  type="button"
                  onClick={() => copy(player)}
                  className="btn-primary whitespace-nowrap"
                >
                  {copied === player.id ? t('players.copied') : t('players.copy')}
                </button>
                <Link
                  route="staff_forms.create"
                  routeParams={{ type: 'guest' }}
                  qs={{ player: player.id }}
                  className="whitespace-nowrap text-emerald-800 underline"
                  aria-label={t('players.add_guest_of', { player: player.name })}
                >
                  {t('players.add_guest')}
                </Link>
              </div>
            </td>
          </tr>
        ))}
      </StaffTable>
    </div>
  )
}
