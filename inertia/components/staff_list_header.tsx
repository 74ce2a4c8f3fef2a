import type { ReactNode } from 'react'
import PageTitle from '~/components/page_title'

type Props = {
  /** Page title and heading. */
  title: string
  /** What stands beside the heading: the create button, links to related pages. */
  children?: ReactNode
}

/** The top of a staff list page: the title, the heading and the page's actions on one row. */
export default function StaffListHeader({ title, children }: Props) {
  return (
    <>
      <PageTitle title={title} />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </>
  )
}
