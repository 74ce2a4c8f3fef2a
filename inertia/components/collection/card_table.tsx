import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import StaffTable from '~/components/staff_table'
import StateBadge from '~/components/staff_forms/state_badge'
import PointerButton from '~/components/staff_desk/pointer_button'

type Props = {
  cards: Data.CollectiveCard[]
  /** Removing a card is for a collection still waiting, by a click or a touch only. */
  onRemove: ((card: Data.CollectiveCard) => void) | null
}

/** The cards scanned into a collection. */
export default function CardTable({ cards, onRemove }: Props) {
  const t = useT()
  return (
    <StaffTable
      head={
        <>
          <th className="px-3 py-2">{t('collection.card.name')}</th>
          <th className="px-3 py-2">{t('collection.card.type')}</th>
          <th className="px-3 py-2">{t('collection.card.document')}</th>
          <th className="px-3 py-2">{t('collection.card.code')}</th>
          <th className="px-3 py-2">{t('collection.card.state')}</th>
          {onRemove && (
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
          {onRemove && (
            <td className="px-3 py-2 text-right">
              <PointerButton className="text-red-700 underline" onPress={() => onRemove(card)}>
                {t('collection.card.remove')}
              </PointerButton>
            </td>
          )}
        </tr>
      ))}
    </StaffTable>
  )
}
