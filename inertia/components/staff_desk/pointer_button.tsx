import type { ButtonHTMLAttributes } from 'react'

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'> & {
  onPress: () => void
  /** Enter or Space reached the button (a scan, most likely): say how to answer. */
  onKeyPress?: () => void
}

/**
 * A decision on a scan screen (move a tag, remove a card, sign): pressed by a
 * click or a touch only. A keyboard wedge types its code and Enter into
 * whatever has the focus, so Enter or Space on this button does nothing: a
 * scan can never answer a question. (A click made by the keyboard has no
 * pointer press: `detail` is 0.)
 */
export default function PointerButton({ onPress, onKeyPress, ...props }: Props) {
  return (
    <button
      {...props}
      type="button"
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return
        event.preventDefault()
        onKeyPress?.()
      }}
      onClick={(event) => {
        if (event.detail === 0) return
        onPress()
      }}
    />
  )
}
