import { useT } from '~/hooks/use_t'
import PointerButton from '~/components/staff_desk/pointer_button'
import type { CollectionCard } from './collection_requests'

type Props = {
  cards: CollectionCard[]
  /** Refusals the server gave for cards of the list when saving, by card. */
  refused: Record<number, string>
  onRemove: ((card: CollectionCard) => void) | null
}

/** The cards scanned for this collector: photo, name, type and code; removed by a touch only. */
export default function CollectionCards({ cards, refused, onRemove }: Props) {
  const t = useT()
  return (
    <section aria-labelledby="collection-cards">
      <h2 id="collection-cards" className="mb-2 text-lg font-semibold">
        {t('desk.collection.cards', { count: cards.length })}
      </h2>
      {cards.length === 0 ? (
        <p className="text-slate-600">{t('desk.collection.no_cards')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="collection-cards">
          {cards.map((card) => {
            const name = `${card.name} ${card.lastName}`
            return (
              <li key={card.id} className="card flex items-center gap-3 p-2">
                {card.photo ? (
                  <img
                    src={`data:image/jpeg;base64,${card.photo}`}
                    alt={name}
                    width={48}
                    height={48}
                    className="h-12 w-12 rounded object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="h-12 w-12 rounded bg-slate-200" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold wrap-anywhere">{name}</p>
                  <p className="text-sm text-slate-600">
                    {t(`form_types.${card.type}`)} · {card.code}
                  </p>
                  {refused[card.id] && (
                    <p className="text-sm font-semibold text-red-800" role="alert">
                      {refused[card.id]}
                    </p>
                  )}
                </div>
                {onRemove && (
                  <PointerButton className="btn-secondary" onPress={() => onRemove(card)}>
                    {t('desk.collection.remove')}
                    <span className="sr-only"> · {name}</span>
                  </PointerButton>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
