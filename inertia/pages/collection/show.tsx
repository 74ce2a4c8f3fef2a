import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useCallback, useState } from 'react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'
import ScanField from '~/components/staff_desk/scan_field'
import { deskRequest } from '~/components/staff_desk/desk_request'
import CardTable from '~/components/collection/card_table'
import SigningPanel from '~/components/collection/signing_panel'

type Props = {
  collective: Data.Collective
  cards: Data.CollectiveCard[]
  /** Cards of types the staff member does not review: counted, never shown. */
  hiddenCards: number
  golfRequired: boolean
  texts: { privacy: string; golf: string }
}

/**
 * The signing screen at the collection desk (a tablet, a handheld scanner):
 * scan the cards, read the texts, sign on the screen. A signed collective is
 * shown read-only with its receipt. Removing a card and signing are pressed
 * by a click or a touch only, so a scanner's Enter never does either.
 */
export default function CollectiveShow({
  collective,
  cards,
  hiddenCards,
  golfRequired,
  texts,
}: Props) {
  const t = useT()
  const date = useFormatDate()
  const [message, setMessage] = useState<string | null>(null)
  const waiting = collective.state === 'waiting'

  const onScan = useCallback(
    async (code: string) => {
      const answer = await deskRequest('collectives.validate_code', {
        params: { id: collective.id },
        body: { code },
      })
      if (answer === null) return setMessage(t('collection.offline'))
      if (!answer.ok) return setMessage(answer.body.message ?? t('errors.generic'))
      setMessage(null)
      await new Promise<void>((resolve) =>
        router.reload({ only: ['cards', 'golfRequired'], onFinish: () => resolve() })
      )
    },
    [collective.id, t]
  )

  async function remove(card: Data.CollectiveCard) {
    const answer = await deskRequest('collectives.remove_card', {
      params: { id: collective.id, form: card.id },
    })
    if (answer?.ok) router.reload({ only: ['cards', 'golfRequired'] })
  }

  const title = `${collective.name} ${collective.lastName}`
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <PageTitle title={title} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{title}</h1>
          <p className="text-slate-600">
            {t(`collection.types.${collective.type}`)} ·{' '}
            {t(`collection.states.${collective.state}`)}
            {collective.signedAt && ` · ${date(collective.signedAt)}`}
          </p>
        </div>
        <div className="flex gap-2">
          {waiting ? (
            <Link
              route="collectives.edit"
              routeParams={{ id: collective.id }}
              className="btn-secondary"
            >
              {t('collection.edit')}
            </Link>
          ) : (
            hiddenCards === 0 && (
              <a
                href={urlFor('collectives.print', { id: collective.id })}
                className="btn-primary"
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('collection.print')}
              </a>
            )
          )}
        </div>
      </div>
      <dl className="card grid gap-2 sm:grid-cols-4">
        {(['document', 'email', 'phone', 'observation'] as const).map((field) => (
          <div key={field}>
            <dt className="text-sm text-slate-600">{t(`collection.fields.${field}`)}</dt>
            <dd className="wrap-anywhere">{collective[field] || '—'}</dd>
          </div>
        ))}
      </dl>
      {waiting && <ScanField onScan={onScan} label={t('collection.scan')} camera />}
      {message && (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 font-semibold text-red-800">
          {message}
        </p>
      )}
      <h2 className="text-lg font-semibold">
        {t('collection.cards', { count: cards.length + hiddenCards })}
      </h2>
      {hiddenCards > 0 && (
        <p className="text-slate-600" data-testid="hidden-cards">
          {t('collection.hidden_count', { count: hiddenCards })}
        </p>
      )}
      <CardTable cards={cards} onRemove={waiting ? (card) => void remove(card) : null} />
      {waiting ? (
        <SigningPanel
          collectiveId={collective.id}
          ready={cards.length > 0 && hiddenCards === 0}
          golfRequired={golfRequired}
          texts={texts}
          onRefused={setMessage}
        />
      ) : (
        <section className="card">
          <h2 className="mb-2 font-semibold">{t('collection.signature')}</h2>
          <img
            src={urlFor('collectives.signature', { id: collective.id })}
            alt={t('collection.signature')}
            className="h-32 rounded border border-slate-200 bg-white"
          />
        </section>
      )}
    </div>
  )
}
