import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'

/**
 * The photo rules checked for staff (decision 0136): what is wrong with a
 * request's photo, never a refusal. Pixel rules need no model; faces come
 * from the tiny face detector shipped inside @vladmandic/face-api, run on
 * TensorFlow.js's WebAssembly backend (nothing downloaded at run time).
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
const SIDE = 320
const LIMITS = {
  /** Mean spread between the strongest and weakest channel below which a photo has no colour. */
  chroma: 6,
  darkLuma: 55,
  brightLuma: 205,
  /** Variance of the Laplacian of the luma at SIDE px: sharp photos are well above it. */
  blur: 60,
  /** The face's height over the photo's: a close-up shows a large face. */
  faceShare: 0.22,
  /** How far (share of the side) the face's centre may be from the photo's centre line. */
  centreX: 0.18,
  centreYMin: 0.22,
  centreYMax: 0.68,
  faceScore: 0.4,
}

const LIGHT: PhotoProblem[] = ['too_dark', 'too_bright']
/** The face rules are not judged on such a photo: a detector misses faces there, the problem is the photo. */
const UNREADABLE: PhotoProblem[] = [...LIGHT, 'blurred']

export type Pixels = { data: Uint8Array | Uint8ClampedArray; width: number; height: number }
export type FaceBox = { x: number; y: number; width: number; height: number }

/** Colour, light and sharpness of RGB pixels (3 bytes a pixel). */
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
  const variance = cells ? squares / cells - (sum / cells) ** 2 : 0
  /** Little light or a washed-out photo has little detail anyway: its light is the problem. */
  if (variance < LIMITS.blur && problems.every((problem) => !LIGHT.includes(problem)))
    problems.push('blurred')
  return problems
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

type FaceApi = typeof import('@vladmandic/face-api')
let detector: Promise<FaceApi> | null = null

/** The detector, loaded once per process from the package's own files. */
function loadDetector(): Promise<FaceApi> {
  detector ??= (async () => {
    const require = createRequire(import.meta.url)
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi
    const wasm = require('@tensorflow/tfjs-backend-wasm') as {
      setWasmPaths: (path: string, usePlatformFetch?: boolean) => void
    }
    const wasmFolder = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), '/')
    wasm.setWasmPaths(wasmFolder, false)
    /** The bundled TensorFlow.js: its typings leave out the engine calls. */
    const engine = faceapi.tf as unknown as {
      setBackend: (name: string) => Promise<boolean>
      ready: () => Promise<void>
    }
    await engine.setBackend('wasm')
    await engine.ready()
    const models = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model')
    const manifest = JSON.parse(
      await readFile(join(models, 'tiny_face_detector_model-weights_manifest.json'), 'utf8')
    )
    const weights = await readFile(join(models, 'tiny_face_detector_model.bin'))
    const map = faceapi.tf.io.decodeWeights(
      weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
      manifest[0].weights
    )
    faceapi.nets.tinyFaceDetector.loadFromWeightMap(map)
    return faceapi
  })()
  return detector
}

/** The faces in RGB pixels. */
export async function facesIn({ data, width, height }: Pixels): Promise<FaceBox[]> {
  const faceapi = await loadDetector()
  const input = faceapi.tf.tensor3d(Int32Array.from(data), [height, width, 3], 'int32')
  try {
    const found = await faceapi.detectAllFaces(
      input as never,
      new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: LIMITS.faceScore })
    )
    /** A "face" as wide as the photo is a pattern (a retina, a ball), not a person. */
    const faces = found
      .map(({ box }) => ({ x: box.x, y: box.y, width: box.width, height: box.height }))
      .filter((face) => face.width < 0.95 * width)
    /** A detection far smaller than the main face is a pattern in the background, not a second person. */
    const largest = Math.max(0, ...faces.map((face) => face.height))
    return faces.filter((face) => face.height >= 0.5 * largest)
  } finally {
    input.dispose()
  }
}

/** An image file's bytes as RGB pixels at most SIDE px on its longer side (EXIF rotation applied). */
export async function pixelsOf(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image)
    .rotate()
    .resize(SIDE, SIDE, { fit: 'inside' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data: new Uint8Array(data), width: info.width, height: info.height }
}

/** Everything wrong with a photo, by the rules above; empty when it looks right. */
export async function checkPhoto(image: Buffer): Promise<PhotoProblem[]> {
  const pixels = await pixelsOf(image)
  const quality = pixelProblems(pixels)
  if (quality.some((problem) => UNREADABLE.includes(problem))) return quality
  const faces = await facesIn(pixels)
  return [...faceProblems(faces, pixels.width, pixels.height), ...quality]
}
