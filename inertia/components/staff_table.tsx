import { Children, type ReactNode } from 'react'

type Props = {
  /** The cells of the header row. */
  head: ReactNode
  /** The body rows, as the array a `.map()` returns: an empty array means no rows. */
  children: ReactNode
  /** Shown in a card instead of the table when there are no rows; without it the headers stay. */
  empty?: string
}

/** The bordered, horizontally scrolling table of the staff lists. */
export default function StaffTable({ head, children, empty }: Props) {
  if (empty !== undefined && Children.count(children) === 0) return <p className="card">{empty}</p>
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-slate-600">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
