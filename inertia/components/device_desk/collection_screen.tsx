import { useRef, useState, type FormEvent } from 'react'
import { usePage } from '@inertiajs/react'
import { useT } from '~/hooks/use_t'
import PointerButton from '~/components/staff_desk/pointer_button'
import { actionKey, staffPass } from './desk_store'
import { DeviceRefused, type DeskSetup } from './desk_sync'
import DeskScanForm from './desk_scan_form'
import CollectionCards from './collection_cards'
import CollectionPerson, { collectorPayload, emptyCollector } from './collection_person'
import CollectionSigning, { type Signing } from './collection_signing'
import {
  collectionCall,
  refusalText,
  type CollectionAnswer,
  type CollectionCard,
  type CollectionRefusal,
} from './collection_requests'

type Props = { setup: DeskSetup; online: boolean }
type Notice = { tone: 'error' | 'success'; text: string }
type Saved = {
  collective: { id: number; state: string }
  refused?: { formId: number; message: string }[]
}

/**
 * A paired collection desk (decision 0120), online only: cards are scanned
 * (a keyboard wedge types the code and Enter, which adds a card and confirms
 * nothing), the collector's fields filled, the texts accepted and the
 * signature drawn; saving and signing are touched, and sent under the key of
 * this collector, so a retry never saves twice nor signs twice. Without the
 * network the screen says so and keeps what it holds.
 */
export default function CollectionScreen({ setup, online }: Props) {
  const t = useT()
  const { locale } = usePage().props as unknown as { locale: 'es' | 'en' }
  const texts = setup.collection!.texts
  const [key, setKey] = useState(actionKey)
  const [scan, setScan] = useState('')
  const [cards, setShownCards] = useState<CollectionCard[]>([])
  /** The list as of now: scans answered back to back each add to the latest one. */
  const listed = useRef<CollectionCard[]>([])
  const setCards = (list: CollectionCard[]) => {
    listed.current = list
    setShownCards(list)
  }
  const [collector, setCollector] = useState(emptyCollector)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [refused, setRefused] = useState<Record<number, string>>({})
  const [signed, setSigned] = useState(false)
  const golfRequired = cards.some((card) => card.sport === 'golf')
  const name = `${collector.name} ${collector.lastName}`.trim()

  /** One call: the network's failure and a revoked device are said, never taken for a save. */
  async function send<Body>(run: () => Promise<CollectionAnswer<Body>>, offline: string) {
    try {
      const answer = await run()
      if (answer === null) setNotice({ tone: 'error', text: offline })
      return answer
    } catch (error) {
      if (!(error instanceof DeviceRefused)) throw error
      setNotice({ tone: 'error', text: t('desk.revoked') })
      return null
    }
  }

  async function addCard(event: FormEvent) {
    event.preventDefault()
    const code = scan.trim()
    setScan('')
    if (code === '' || signed) return
    const answer = await send(
      () => collectionCall<{ card: CollectionCard }>('lookup', { code, key }),
      t('desk.collection.offline_scan')
    )
    if (!answer) return
    if (!answer.ok) {
      return setNotice({
        tone: 'error',
        text: refusalText(answer.body, t('desk.collection.failed')),
      })
    }
    const card = answer.body.card
    if (listed.current.some((item) => item.id === card.id)) {
      return setNotice({ tone: 'error', text: t('desk.collection.already_listed') })
    }
    setCards([...listed.current, card])
    setNotice(null)
  }

  /** What the server said of a refused save or signing, field by field and card by card. */
  function refusedWith(body: CollectionRefusal) {
    setErrors(Object.fromEntries((body.errors ?? []).map((error) => [error.field, error.message])))
    setRefused(Object.fromEntries((body.refused ?? []).map((card) => [card.formId, card.message])))
    setNotice({ tone: 'error', text: refusalText(body, t('desk.collection.failed')) })
  }

  /** Saves the collector to sign later, or (with what they accepted and drew) signs. */
  async function submit(signing: Signing | null) {
    setBusy(true)
    const payload = {
      key,
      cards: cards.map((card) => card.id),
      ...collectorPayload(collector),
      ...(await staffPass()),
      ...(signing ? { ...signing, locale } : {}),
    }
    const answer = await send(
      () => collectionCall<Saved>(signing ? 'collectives/sign' : 'collectives', payload),
      t('desk.collection.offline')
    ).finally(() => setBusy(false))
    if (!answer) return
    if (!answer.ok) return refusedWith(answer.body)
    setErrors({})
    const refusals = answer.body.refused ?? []
    setRefused(Object.fromEntries(refusals.map((card) => [card.formId, card.message])))
    if (answer.body.collective.state === 'signed') {
      setSigned(true)
      return setNotice({
        tone: 'success',
        text: t('desk.collection.signed', { count: cards.length, name }),
      })
    }
    if (refusals.length > 0)
      return setNotice({ tone: 'error', text: t('desk.collection.cards_refused') })
    setNotice({ tone: 'success', text: t('desk.collection.saved', { name }) })
  }

  function next() {
    setKey(actionKey())
    setCards([])
    setCollector(emptyCollector())
    setSigned(false)
    setErrors({})
    setRefused({})
    setNotice(null)
  }

  const ready = online && !busy && !signed && cards.length > 0
  return (
    <section aria-labelledby="collection-title" className="flex flex-col gap-4">
      <div>
        <h2 id="collection-title" className="text-xl font-semibold">
          {t('desk.collection.title', { tournament: setup.tournament.name })}
        </h2>
        <p className="text-slate-600">{t('desk.collection.intro')}</p>
      </div>
      {!signed && (
        <DeskScanForm
          scan={scan}
          onScanChange={setScan}
          onSubmit={addCard}
          action={t('desk.collection.add')}
        />
      )}
      {!online && (
        <p
          className="rounded bg-amber-100 px-3 py-2 font-semibold text-amber-900"
          data-testid="collection-offline"
        >
          {t('desk.collection.offline')}
        </p>
      )}
      {notice && (
        <p
          role={notice.tone === 'error' ? 'alert' : 'status'}
          data-testid="collection-notice"
          className={`rounded px-3 py-2 font-semibold ${notice.tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-100 text-green-900'}`}
        >
          {notice.text}
        </p>
      )}
      <CollectionCards
        cards={cards}
        refused={refused}
        onRemove={
          signed ? null : (card) => setCards(listed.current.filter((item) => item.id !== card.id))
        }
      />
      <CollectionPerson
        collector={collector}
        onChange={setCollector}
        errors={errors}
        disabled={signed}
      />
      {signed ? (
        <PointerButton className="btn-primary self-start" onPress={next}>
          {t('desk.collection.next')}
        </PointerButton>
      ) : (
        <CollectionSigning
          key={key}
          texts={{ privacy: texts.privacy[locale], golf: texts.golf[locale] }}
          golfRequired={golfRequired}
          canSign={ready}
          canSave={online && !busy}
          onSign={(signing) => void submit(signing)}
          onSave={() => void submit(null)}
          onNext={next}
          onNoSignature={() =>
            setNotice({ tone: 'error', text: t('desk.collection.no_signature') })
          }
        />
      )}
    </section>
  )
}
