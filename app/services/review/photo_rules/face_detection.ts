import type { FaceLandmarks68 } from '@vladmandic/face-api'
import type { FaceBox, Pixels } from './photo_rules.js'

/**
 * Faces by face-api's tiny detector and its tiny 68-point landmarks, the
 * same calls on the server and in the browser: each side loads the package
 * and its weights its own way and passes them in.
 */
type FaceApiModule = typeof import('@vladmandic/face-api')

/** The weights the check needs, as named in the package's `model/` folder. */
export const FACE_MODELS = ['tiny_face_detector_model', 'face_landmark_68_tiny_model'] as const
export type FaceModel = (typeof FACE_MODELS)[number]

/** Real faces in the labelled set score 0.67 or more; patterns taken for faces at most 0.53. */
const DETECTOR = { inputSize: 416, scoreThreshold: 0.5 }
/**
 * A face's landmarks, measured in its box: a real face's eyes are a third
 * of the box apart and its mouth a third of the box below them; patterns
 * the detector takes for a face (a retina, a badge on a suit) squeeze them.
 */
const PLAUSIBLE = { eyeSpan: 0.29, mouthDrop: 0.33 }

/** Reads a model's manifest and weights and loads them into face-api's nets. */
export async function loadFaceModels(
  faceapi: FaceApiModule,
  read: (model: FaceModel) => Promise<{ manifest: any; weights: ArrayBuffer }>
) {
  const nets = {
    tiny_face_detector_model: faceapi.nets.tinyFaceDetector,
    face_landmark_68_tiny_model: faceapi.nets.faceLandmark68TinyNet,
  }
  for (const model of FACE_MODELS) {
    const { manifest, weights } = await read(model)
    nets[model].loadFromWeightMap(faceapi.tf.io.decodeWeights(weights, manifest[0].weights))
  }
}

type Point = { x: number; y: number }
const mean = (points: Point[]) => ({
  x: points.reduce((total, point) => total + point.x, 0) / points.length,
  y: points.reduce((total, point) => total + point.y, 0) / points.length,
})

/** Eyes apart and mouth below them, as on a face. */
function plausible(box: FaceBox, landmarks: FaceLandmarks68) {
  const left = mean(landmarks.getLeftEye())
  const right = mean(landmarks.getRightEye())
  const mouth = mean(landmarks.getMouth())
  const eyeSpan = Math.hypot(right.x - left.x, right.y - left.y) / box.width
  const mouthDrop = (mouth.y - (left.y + right.y) / 2) / box.height
  return eyeSpan >= PLAUSIBLE.eyeSpan && mouthDrop >= PLAUSIBLE.mouthDrop
}

/** The faces in RGB pixels, with the models loaded. */
export async function detectFaces(faceapi: FaceApiModule, pixels: Pixels): Promise<FaceBox[]> {
  const { data, width, height } = pixels
  /**
   * Square, padded with black below or to the right, as the detector pads
   * its input itself: its own padding is a tensor concat that the
   * WebAssembly backend runs in JavaScript, slowly on a phone.
   */
  const side = Math.max(width, height)
  const square = new Int32Array(side * side * 3)
  for (let row = 0; row < height; row++) {
    square.set(data.subarray(row * width * 3, (row + 1) * width * 3), row * side * 3)
  }
  const input = faceapi.tf.tensor3d(square, [side, side, 3], 'int32')
  try {
    const found = await faceapi
      .detectAllFaces(input as never, new faceapi.TinyFaceDetectorOptions(DETECTOR))
      .withFaceLandmarks(true)
    const faces = found
      .map(({ detection: { box }, landmarks }) => ({
        box: { x: box.x, y: box.y, width: box.width, height: box.height },
        landmarks,
      }))
      /** A "face" as wide as the photo is a pattern (a retina, a ball), not a person. */
      .filter(({ box, landmarks }) => box.width < 0.95 * width && plausible(box, landmarks))
      .map(({ box }) => box)
    /** A detection far smaller than the main face is a pattern in the background, not a second person. */
    const largest = Math.max(0, ...faces.map((face) => face.height))
    return faces.filter((face) => face.height >= 0.5 * largest)
  } finally {
    input.dispose()
  }
}
