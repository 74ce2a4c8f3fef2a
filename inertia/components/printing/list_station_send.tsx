import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import { listQuery, type ListFilters } from '~/components/staff_forms/list_query'
import SendToStation, { selectionSend } from '~/components/printing/send_to_station'

type Props = {
  type: string
  /** The list's filters: "all that match" sends what they match, not only this page. */
  filters: ListFilters
  total: number
  selected: number[]
  printing: { stations: { id: number; name: string }[]; reprintReasons: string[] }
  onSent: () => void
}

/** A request list's cards to a print station: the ticked rows, or every request the filters match. */
export default function ListStationSend({
  type,
  filters,
  total,
  selected,
  printing,
  onSent,
}: Props) {
  const t = useT()
  if (printing.stations.length === 0) return null
  /** What the list matches, whatever page, size or order it shows it in. */
  const matching = listQuery({
    ...filters,
    page: undefined,
    perPage: undefined,
    sort: undefined,
    direction: undefined,
  })
  return (
    <div className="mb-3">
      <SendToStation
        stations={printing.stations}
        reprintReasons={printing.reprintReasons}
        sends={[
          selectionSend(t('printing.send_selected', { count: selected.length }), selected),
          {
            label: t('printing.send_matching'),
            disabled: total === 0,
            confirm: (station) => t('printing.confirm_matching', { station, count: total }),
            url: (id) => urlFor('print_stations.send_list', { id, type }),
            body: matching,
          },
        ]}
        onSent={onSent}
      />
    </div>
  )
}
