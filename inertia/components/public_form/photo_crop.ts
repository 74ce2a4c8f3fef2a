/** Badge photos are portrait 3:4; this size keeps the upload around 100 KB. */
export const CROP_WIDTH = 600
export const CROP_HEIGHT = 800

export type CropState = { zoom: number; x: number; y: number }

/** The scale at which the image just covers the frame (zoom 1). */
export function coverScale(
  image: { width: number; height: number },
  frame: { width: number; height: number }
) {
  return Math.max(frame.width / image.width, frame.height / image.height)
}

/** Keeps the image covering the whole frame whatever the pan. */
export function clampPan(
  state: CropState,
  image: { width: number; height: number },
  frame: { width: number; height: number }
): CropState {
  const scale = coverScale(image, frame) * state.zoom
  const maxX = Math.max(0, (image.width * scale - frame.width) / 2)
  const maxY = Math.max(0, (image.height * scale - frame.height) / 2)
  return {
    zoom: state.zoom,
    x: Math.min(maxX, Math.max(-maxX, state.x)),
    y: Math.min(maxY, Math.max(-maxY, state.y)),
  }
}

/** Draws the framed part of the image into a JPEG file of CROP_WIDTH × CROP_HEIGHT. */
export async function cropToFile(
  image: HTMLImageElement,
  state: CropState,
  frame: { width: number; height: number }
): Promise<File> {
  const canvas = document.createElement('canvas')
  canvas.width = CROP_WIDTH
  canvas.height = CROP_HEIGHT
  const context = canvas.getContext('2d')!
  const ratio = CROP_WIDTH / frame.width
  const scale = coverScale(image, frame) * state.zoom * ratio
  context.fillStyle = '#fff'
  context.fillRect(0, 0, CROP_WIDTH, CROP_HEIGHT)
  context.translate(CROP_WIDTH / 2 + state.x * ratio, CROP_HEIGHT / 2 + state.y * ratio)
  context.scale(scale, scale)
  context.drawImage(image, -image.width / 2, -image.height / 2)
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.88)
  )
  if (!blob) throw new Error('crop failed')
  return new File([blob], 'photo.jpg', { type: 'image/jpeg' })
}

export const MIN_ZOOM = 1
export const MAX_ZOOM = 3

/** A zoom changed by `factor` (wheel step, pinch ratio), kept within the slider's range. */
export function zoomedBy(state: CropState, factor: number): number {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, state.zoom * factor))
}
