import { Link } from '@adonisjs/inertia/react'
import type { Data } from '@generated/data'
import { useT } from '~/hooks/use_t'
import { useFormatDate } from '~/hooks/use_format'
import StateBadge from '~/components/staff_forms/state_badge'
import PrintMarkers from '~/components/staff_forms/print_markers'

type Props = {
  type: string
  row: Data.FormRow
  /** The columns besides the checkbox, for an erased row's single cell. */
  columns: number
  showsPlayer: boolean
  /** The row's checkbox, when the list lets the user pick rows. */
  selection: { selected: boolean; toggle: () => void } | null
}

/** One request in a staff list; an erased one is shown for what it was, never selectable. */
export default function FormListRow({ type, row, columns, showsPlayer, selection }: Props) {
  const t = useT()
  const formatDate = useFormatDate()
  if (row.erasedAt) {
    return (
      <tr className="border-t border-slate-100 bg-slate-50">
        {selection && <td className="px-3 py-1.5" />}
        <td colSpan={columns} className="px-3 py-1.5">
          <Link
            route="staff_forms.show"
            routeParams={{ type, id: row.id }}
            className="text-slate-700 italic hover:underline"
          >
            {t('forms_admin.erased_row', {
              id: row.id,
              at: formatDate(row.erasedAt, { time: false }),
            })}
          </Link>
        </td>
      </tr>
    )
  }
  return (
    <tr className="border-t border-slate-100 hover:bg-slate-50">
      {selection && (
        <td className="px-3 py-1.5">
          <input
            type="checkbox"
            aria-label={t('forms_admin.select_row', { name: `${row.name} ${row.lastName}` })}
            checked={selection.selected}
            onChange={selection.toggle}
            className="size-4"
          />
        </td>
      )}
      <td className="px-3 py-1.5 font-medium">
        <Link
          route="staff_forms.show"
          routeParams={{ type, id: row.id }}
          className="text-emerald-800 hover:underline"
        >
          {row.lastName}
        </Link>
      </td>
      <td className="px-3 py-1.5">{row.name}</td>
      <td className="px-3 py-1.5">{row.document}</td>
      <td className="px-3 py-1.5">{row.email}</td>
      <td className="px-3 py-1.5">{row.company}</td>
      <td className="px-3 py-1.5">
        {row.organisation && (
          <span
            data-organisation
            className="rounded bg-sky-100 px-1.5 py-0.5 text-xs font-medium text-sky-900"
          >
            {row.organisation}
          </span>
        )}
      </td>
      <td className="px-3 py-1.5">
        <StateBadge state={row.state} />
      </td>
      <td className="px-3 py-1.5 whitespace-nowrap">
        {formatDate(row.createdAt, { time: false })}
      </td>
      {showsPlayer && <td className="px-3 py-1.5">{row.player}</td>}
      <td className="px-3 py-1.5 text-xs">
        <PrintMarkers printed={row.printed} collected={row.collected} />
      </td>
    </tr>
  )
}
