// Runs in the photo worker (photo-worker.ts) only: loading the models takes about a second and their
// inference blocks the thread it runs on for hundreds of milliseconds.
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import * as faceapi from '@vladmandic/face-api/dist/face-api.node-wasm.js';
import { NSFWJS } from 'nsfwjs/core';
import { MobileNetV2Model } from 'nsfwjs/models/mobilenet_v2';
import { PHOTO_MAX_PIXELS } from '@app/shared';
import { tiltOf } from './face-pose';
import type { TPhotoFace, TPhotoScreening } from './photo-screening-types';

/** The longer side faces are looked for at: the detector itself works at 512×512, recognition on 150×150 crops. */
const FACE_IMAGE_EDGE = 1024;
/** MobileNetV2's input; the picture is stretched to it, as the model was trained. */
const NSFW_INPUT_SIZE = 224;
/** face-api's default: below it the detector mostly finds faces in patterns and shadows. */
const FACE_MIN_CONFIDENCE = 0.5;
const FACE_MAX_RESULTS = 20;

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

export interface PhotoClassifier {
  classify(bytes: Uint8Array): Promise<TPhotoScreening>;
  dispose(): void;
}

/** The decoded picture is not an image sharp reads (or is larger than PHOTO_MAX_PIXELS). */
export class UnreadableImageError extends Error {}

/**
 * Loads both models from files inside their npm packages (nothing is fetched) on TensorFlow.js's
 * WebAssembly backend, about 30 times the speed of its pure-JS one here. Call once per thread.
 */
export async function loadPhotoClassifier(): Promise<PhotoClassifier> {
  // The wasm binaries are read from the package folder: setWasmPaths takes a folder prefix.
  setWasmPaths(`${path.join(packageDir('@tensorflow/tfjs-backend-wasm'), 'dist')}${path.sep}`);
  if (!(await tf.setBackend('wasm'))) throw new Error('TensorFlow.js could not start its wasm backend');
  await tf.ready();

  const faceModels = path.join(packageDir('@vladmandic/face-api'), 'model');
  await Promise.all([
    faceapi.nets.ssdMobilenetv1.loadFromDisk(faceModels),
    faceapi.nets.faceLandmark68Net.loadFromDisk(faceModels),
    faceapi.nets.faceRecognitionNet.loadFromDisk(faceModels),
    faceapi.nets.ageGenderNet.loadFromDisk(faceModels),
  ]);
  const nsfw = await loadNsfwModel();
  const faceOptions = new faceapi.SsdMobilenetv1Options({
    minConfidence: FACE_MIN_CONFIDENCE,
    maxResults: FACE_MAX_RESULTS,
  });

  return {
    async classify(bytes) {
      const image = await decodeImage(bytes);
      const [nsfwScores, faces] = [await classifyNsfw(nsfw, image), await findFaces(image, faceOptions)];
      return {
        nsfw: nsfwScores,
        explicit: nsfwScores.porn + nsfwScores.hentai,
        faces,
        image: { width: image.originalWidth, height: image.originalHeight },
      };
    },
    dispose() {
      nsfw.dispose();
      for (const net of Object.values(faceapi.nets)) if (net.isLoaded) net.dispose();
    },
  };
}

/**
 * nsfwjs's own load() names its model and prints a notice on the console; the same bundled files (the
 * package's JSON and base64 weights, each a CommonJS module) go in through an in-memory handler instead.
 */
async function loadNsfwModel(): Promise<NSFWJS> {
  const topology = (await MobileNetV2Model.modelJson()).default;
  const weightBundles = await Promise.all(MobileNetV2Model.weightBundles.map((bundle) => bundle()));
  const weights = Buffer.concat(weightBundles.map((bundle) => Buffer.from(bundle.default, 'base64')));
  const handler = tf.io.fromMemory({
    modelTopology: topology.modelTopology,
    weightSpecs: topology.weightsManifest.flatMap((group) => group.weights),
    weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
  });
  const model = new NSFWJS(handler, { size: NSFW_INPUT_SIZE });
  await model.load();
  return model;
}

interface DecodedImage {
  /** RGB bytes, at most FACE_IMAGE_EDGE on the longer side. */
  rgb: Buffer;
  width: number;
  height: number;
  originalWidth: number;
  originalHeight: number;
}

async function decodeImage(bytes: Uint8Array): Promise<DecodedImage> {
  try {
    // Turned by its EXIF orientation, as the member sees it; an alpha channel is dropped, grey becomes RGB.
    const image = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS }).rotate();
    const metadata = await image.metadata();
    const { data, info } = await image
      .resize(FACE_IMAGE_EDGE, FACE_IMAGE_EDGE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const original = metadata.autoOrient ?? { width: info.width, height: info.height };
    return {
      rgb: data,
      width: info.width,
      height: info.height,
      originalWidth: original.width,
      originalHeight: original.height,
    };
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}

async function classifyNsfw(model: NSFWJS, image: DecodedImage): Promise<TPhotoScreening['nsfw']> {
  const { data } = await sharp(image.rgb, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize(NSFW_INPUT_SIZE, NSFW_INPUT_SIZE, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const input = tf.tensor3d(data, [NSFW_INPUT_SIZE, NSFW_INPUT_SIZE, 3], 'int32');
  try {
    const scores = { drawing: 0, hentai: 0, neutral: 0, porn: 0, sexy: 0 };
    for (const { className, probability } of await model.classify(input, 5)) {
      scores[className.toLowerCase() as keyof typeof scores] = probability;
    }
    return scores;
  } finally {
    input.dispose();
  }
}

async function findFaces(image: DecodedImage, options: faceapi.SsdMobilenetv1Options): Promise<TPhotoFace[]> {
  const input = tf.tensor3d(image.rgb, [image.height, image.width, 3], 'int32');
  try {
    const found = await faceapi
      .detectAllFaces(input, options)
      .withFaceLandmarks()
      .withFaceDescriptors()
      .withAgeAndGender();
    // Boxes in the uploaded picture's own pixels (turned upright), not in the reduced copy's.
    const scale = image.originalWidth / image.width;
    found.sort((a, b) => b.detection.score - a.detection.score);
    return found.map(({ detection, landmarks, age, gender, genderProbability, descriptor }) => ({
      score: detection.score,
      box: {
        x: Math.round(detection.box.x * scale),
        y: Math.round(detection.box.y * scale),
        width: Math.round(detection.box.width * scale),
        height: Math.round(detection.box.height * scale),
      },
      tilt: tiltOf(landmarks.getLeftEye(), landmarks.getRightEye()),
      age,
      gender,
      genderProbability,
      descriptor: Array.from(descriptor),
    }));
  } finally {
    input.dispose();
  }
}
