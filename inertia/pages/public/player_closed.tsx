import { useT } from '~/hooks/use_t'
import PageTitle from '~/components/page_title'

/** Shown instead of the player-team and guest forms while player requests are closed. */
export default function PlayerClosed() {
  const t = useT()
  return (
    <div className="card text-center">
      <PageTitle title={t('closed.players_title')} />
      <h1 className="mb-2 text-2xl font-bold">{t('closed.players_title')}</h1>
      <p className="text-slate-700">{t('closed.players_body')}</p>
    </div>
  )
}
