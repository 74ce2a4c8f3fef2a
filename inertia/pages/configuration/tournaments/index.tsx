import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatDay } from '~/hooks/use_format'
import StaffListHeader from '~/components/staff_list_header'
import StaffTable from '~/components/staff_table'
import TournamentWindows from '~/components/staff_tournaments/tournament_windows'

export default function TournamentsIndex({ tournaments }: { tournaments: Data.Tournament[] }) {
  const t = useT()
  const formatDay = useFormatDay()
  return (
    <div>
      <StaffListHeader title={t('tournaments.title')}>
        <Link route="tournaments.create" className="btn-primary">
          {t('tournaments.create')}
        </Link>
      </StaffListHeader>
      <StaffTable
        head={
          <>
            <th className="px-3 py-2">{t('tournaments.fields.year')}</th>
            <th className="px-3 py-2">{t('tournaments.fields.sport')}</th>
            <th className="px-3 py-2">{t('tournaments.fields.name')}</th>
            <th className="px-3 py-2">{t('tournaments.dates')}</th>
            <th className="px-3 py-2">{t('tournaments.windows.title')}</th>
            <th className="px-3 py-2">{t('tournaments.fields.isCurrent')}</th>
            <th className="px-3 py-2">
              <span className="sr-only">{t('tournaments.edit')}</span>
            </th>
          </>
        }
        empty={t('messages.empty_table')}
      >
        {tournaments.map((tournament) => (
          <tr key={tournament.id} className="border-t border-slate-100">
            <td className="px-3 py-2">{tournament.year}</td>
            <td className="px-3 py-2">{t(`sports.${tournament.sport}`)}</td>
            <td className="px-3 py-2">{tournament.name}</td>
            <td className="px-3 py-2">
              {formatDay(tournament.startsOn)} – {formatDay(tournament.endsOn)}
            </td>
            <td className="px-3 py-2">
              <TournamentWindows windows={tournament.windows} />
            </td>
            <td className="px-3 py-2">{tournament.isCurrent ? t('tournaments.current') : ''}</td>
            <td className="px-3 py-2 text-right">
              <Link
                route="tournaments.edit"
                routeParams={{ id: tournament.id }}
                className="text-emerald-800 underline"
              >
                {t('tournaments.edit')}
              </Link>{' '}
              ·{' '}
              <Link
                route="applicant_mails.edit"
                routeParams={{ id: tournament.id }}
                className="text-emerald-800 underline"
              >
                {t('applicants.settings.link')}
              </Link>
            </td>
          </tr>
        ))}
      </StaffTable>
    </div>
  )
}
