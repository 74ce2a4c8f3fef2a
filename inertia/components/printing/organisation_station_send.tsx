import { useT } from '~/hooks/use_t'
import { urlFor } from '~/client'
import SendToStation, { selectionSend } from '~/components/printing/send_to_station'

type Props = {
  organisationId: number
  /** The ticked people's requests. */
  selected: number[]
  /** Its approved people whose card was never printed: what the whole send queues. */
  notPrinted: number
  printing: { stations: { id: number; name: string }[]; reprintReasons: string[] }
  onSent: () => void
}

/** An organisation's cards to a print station: the ticked people, or everyone not yet printed. */
export default function OrganisationStationSend({
  organisationId,
  selected,
  notPrinted,
  printing,
  onSent,
}: Props) {
  const t = useT()
  return (
    <SendToStation
      stations={printing.stations}
      reprintReasons={printing.reprintReasons}
      sends={[
        selectionSend(t('printing.send_selected', { count: selected.length }), selected),
        {
          label: t('printing.send_organisation', { count: notPrinted }),
          disabled: notPrinted === 0,
          url: (id) =>
            urlFor('print_stations.send_organisation', { id, organisation: organisationId }),
          body: {},
        },
      ]}
      onSent={onSent}
    />
  )
}
