import type { ReactNode } from 'react'

type Props = {
  /** The heading's id, which names the section for assistive technology. */
  id: string
  title: ReactNode
  /** Classes added to the card's own (layout, spacing). */
  className?: string
  headingClassName?: string
  children: ReactNode
}

/** A card named by its heading: `<section class="card">` labelled by its `<h2>`. */
export default function TitledCard({
  id,
  title,
  className,
  headingClassName = 'mb-3 text-lg font-semibold',
  children,
}: Props) {
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  )
}
