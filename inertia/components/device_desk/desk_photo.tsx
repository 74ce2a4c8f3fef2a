import { useEffect, useState } from 'react'
import { deskDb } from './desk_store'

/** The holder's small photo as the device keeps it offline; nothing while it has none. */
export function DeskPhoto({ holderId, name }: { holderId: number; name: string }) {
  const [jpeg, setJpeg] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    deskDb()
      .photos.get(holderId)
      .then((photo) => current && setJpeg(photo?.jpeg ?? null))
    return () => {
      current = false
    }
  }, [holderId])
  if (!jpeg) return null
  return (
    <img
      src={`data:image/jpeg;base64,${jpeg}`}
      alt={name}
      width={64}
      height={64}
      className="h-16 w-16 rounded object-cover"
      data-testid="desk-photo"
    />
  )
}
