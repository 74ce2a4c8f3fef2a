/** The desk app of a paired device (till or door): filled in by the offline desk. */
export default function Desk() {
  return <main id="desk" />
}
