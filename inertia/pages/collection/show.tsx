import { router } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useCallback, useRef, useState } from 'react'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import { urlFor } from '~/client'
import PageTitle from '~/components/page_title'
import ScanField from '~/components/staff_desk/scan_field'
import StaffTable from '~/components/staff_table'
import StateBadge from '~/components/staff_forms/state_badge'
import { deskRequest } from '~/components/staff_desk/desk_request'
import SignatureField, { type SignatureFieldHandle } from '~/components/staff_desk/signature_field'
import PointerButton from '~/components/staff_desk/pointer_button'

type Card = {
  id: number
  name: string
  lastName: string
  code: string
  type: string
  state: string
  document: string | null
  sport: string
}
type Props = {
  collective: {
    id: number
    name: string
    lastName: string
    document: string | null
    email: string | null
    phone: string | null
    type: string
    observation: string | null
    state: 'waiting' | 'signed'
    signedAt: string | null
  }
  cards: Card[]
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
  const signature = useRef<SignatureFieldHandle>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [privacy, setPrivacy] = useState(false)
  const [golf, setGolf] = useState(false)
  const waiting = collective.state === 'waiting'

  const onScan = useCallback(
    async (code: string) => {
      const answer = await deskRequest<{ form?: { id: number }; message?: string }>(
        'POST',
        urlFor('collectives.validate_code', { id: collective.id }),
        { code }
      )
      if (answer === null) return setMessage(t('collection.offline'))
      if (answer.status !== 200) return setMessage(answer.body.message ?? t('errors.generic'))
      setMessage(null)
      await new Promise<void>((resolve) =>
        router.reload({ only: ['cards', 'golfRequired'], onFinish: () => resolve() })
      )
    },
    [collective.id, t]
  )

  async function remove(card: Card) {
    const answer = await deskRequest(
      'DELETE',
      urlFor('collectives.remove_card', { id: collective.id, form: card.id }),
      {}
    )
    if (answer?.status === 200) router.reload({ only: ['cards', 'golfRequired'] })
  }

  function sign() {
    const image = signature.current?.image() ?? null
    if (!image) return setMessage(t('collection.refusals.signature'))
    router.post(
      urlFor('collectives.sign', { id: collective.id }),
      { privacy, golf, signature: image },
      { preserveScroll: true }
    )
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
      <StaffTable
        head={
          <>
            <th className="px-3 py-2">{t('collection.card.name')}</th>
            <th className="px-3 py-2">{t('collection.card.type')}</th>
            <th className="px-3 py-2">{t('collection.card.document')}</th>
            <th className="px-3 py-2">{t('collection.card.code')}</th>
            <th className="px-3 py-2">{t('collection.card.state')}</th>
            {waiting && (
              <th className="px-3 py-2">
                <span className="sr-only">{t('collection.card.remove')}</span>
              </th>
            )}
          </>
        }
        empty={t('collection.no_cards')}
      >
        {cards.map((card) => (
          <tr key={card.id} className="border-t border-slate-100">
            <td className="px-3 py-2 font-medium">
              {card.name} {card.lastName}
            </td>
            <td className="px-3 py-2">{t(`form_types.${card.type}`)}</td>
            <td className="px-3 py-2">{card.document ?? '—'}</td>
            <td className="px-3 py-2 font-mono text-xs">{card.code}</td>
            <td className="px-3 py-2">
              <StateBadge state={card.state} />
            </td>
            {waiting && (
              <td className="px-3 py-2 text-right">
                <PointerButton className="text-red-700 underline" onPress={() => void remove(card)}>
                  {t('collection.card.remove')}
                </PointerButton>
              </td>
            )}
          </tr>
        ))}
      </StaffTable>
      {waiting ? (
        <section className="card flex flex-col gap-4">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              className="mt-1 size-5"
              checked={privacy}
              onChange={(event) => setPrivacy(event.target.checked)}
            />
            <span>
              <span className="font-semibold">{t('collection.accept_privacy')}</span>
              <span className="block text-sm text-slate-600">{t(texts.privacy)}</span>
            </span>
          </label>
          {golfRequired && (
            <label className="flex items-start gap-3">
              <input
                type="checkbox"
                className="mt-1 size-5"
                checked={golf}
                onChange={(event) => setGolf(event.target.checked)}
              />
              <span>
                <span className="font-semibold">{t('collection.accept_golf')}</span>
                <span className="block text-sm text-slate-600">{t(texts.golf)}</span>
              </span>
            </label>
          )}
          <SignatureField ref={signature} label={t('collection.signature')} />
          <div className="flex flex-wrap gap-3">
            <PointerButton
              className="btn-primary"
              onPress={sign}
              disabled={
                cards.length === 0 || hiddenCards > 0 || !privacy || (golfRequired && !golf)
              }
            >
              {t('collection.sign')}
            </PointerButton>
            <Link route="collectives.index" className="btn-secondary">
              {t('collection.save_later')}
            </Link>
          </div>
        </section>
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
