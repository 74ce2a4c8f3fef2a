/**
 * The photo rules (decisions 0136 and 0140): what is wrong with a photo,
 * from its pixels and the faces found in it. Pure: no file, no model, no
 * locale. The server (sharp, Node) and the applicant's browser (a canvas)
 * hand over the same pixels and get the same verdict. This folder imports
 * nothing but its own files and face-api's types, so Vite bundles it for
 * the public form.
 */
export const PHOTO_PROBLEMS = [
  'no_face',
  'several_faces',
  'face_too_small',
  'off_centre',
  'greyscale',
  'too_dark',
  'too_bright',
  'blurred',
] as const
export type PhotoProblem = (typeof PHOTO_PROBLEMS)[number]

/** The side the rules look at: enough for a face and for blur, cheap on a phone. */
export const PHOTO_SIDE = 320

export const LIMITS = {
  /** Mean spread between the strongest and weakest channel below which a photo has no colour. */
  chroma: 6,
  darkLuma: 55,
  brightLuma: 205,
  /** Variance of the Laplacian of the luma at PHOTO_SIDE px: sharp photos are well above it. */
  blur: 30,
  /** The face's height over the photo's: a close-up shows a large face. */
  faceShare: 0.22,
  /** How far (share of the side) the face's centre may be from the photo's centre line. */
  centreX: 0.18,
  centreYMin: 0.22,
  centreYMax: 0.68,
}

const LIGHT: PhotoProblem[] = ['too_dark', 'too_bright']
/** The face rules are not judged on such a photo: a detector misses faces there, the problem is the photo. */
const UNREADABLE: PhotoProblem[] = [...LIGHT, 'blurred']

/** RGB pixels, 3 bytes a pixel. */
export type Pixels = { data: Uint8Array | Uint8ClampedArray; width: number; height: number }
export type FaceBox = { x: number; y: number; width: number; height: number }

/** Colour, light and sharpness. */
export function pixelProblems({ data, width, height }: Pixels): PhotoProblem[] {
  const count = width * height
  const luma = new Float32Array(count)
  let chroma = 0
  let light = 0
  for (let index = 0; index < count; index++) {
    const red = data[index * 3]
    const green = data[index * 3 + 1]
    const blue = data[index * 3 + 2]
    chroma += Math.max(red, green, blue) - Math.min(red, green, blue)
    luma[index] = 0.299 * red + 0.587 * green + 0.114 * blue
    light += luma[index]
  }
  const problems: PhotoProblem[] = []
  if (chroma / count < LIMITS.chroma) problems.push('greyscale')
  const meanLight = light / count
  if (meanLight < LIMITS.darkLuma) problems.push('too_dark')
  if (meanLight > LIMITS.brightLuma) problems.push('too_bright')
  /** Little light or a washed-out photo has little detail anyway: its light is the problem. */
  if (laplacianVariance(luma, width, height) < LIMITS.blur && !problems.some(isLight))
    problems.push('blurred')
  return problems
}

const isLight = (problem: PhotoProblem) => LIGHT.includes(problem)

export function laplacianVariance(luma: Float32Array, width: number, height: number) {
  let sum = 0
  let squares = 0
  let cells = 0
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const at = y * width + x
      const laplacian =
        luma[at - 1] + luma[at + 1] + luma[at - width] + luma[at + width] - 4 * luma[at]
      sum += laplacian
      squares += laplacian * laplacian
      cells += 1
    }
  }
  return cells ? squares / cells - (sum / cells) ** 2 : 0
}

/** Number, size and place of the faces found. */
export function faceProblems(faces: FaceBox[], width: number, height: number): PhotoProblem[] {
  if (faces.length === 0) return ['no_face']
  if (faces.length > 1) return ['several_faces']
  const [face] = faces
  const problems: PhotoProblem[] = []
  if (face.height / height < LIMITS.faceShare) problems.push('face_too_small')
  const centreX = (face.x + face.width / 2) / width
  const centreY = (face.y + face.height / 2) / height
  if (
    Math.abs(centreX - 0.5) > LIMITS.centreX ||
    centreY < LIMITS.centreYMin ||
    centreY > LIMITS.centreYMax
  )
    problems.push('off_centre')
  return problems
}

/** Everything wrong with a photo's pixels (at most PHOTO_SIDE px); empty when it looks right. */
export async function judgePhoto(
  pixels: Pixels,
  facesIn: (pixels: Pixels) => Promise<FaceBox[]>
): Promise<PhotoProblem[]> {
  const quality = pixelProblems(pixels)
  if (quality.some((problem) => UNREADABLE.includes(problem))) return quality
  const faces = await facesIn(pixels)
  return [...faceProblems(faces, pixels.width, pixels.height), ...quality]
}
