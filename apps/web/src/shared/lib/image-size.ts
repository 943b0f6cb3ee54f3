export interface TImageSize {
  width: number;
  height: number;
}

/** Decodes the image to learn its pixel size; rejects when the file is not an image the browser can read. */
export async function readImageSize(file: Blob): Promise<TImageSize> {
  const bitmap = await createImageBitmap(file);
  try {
    return { width: bitmap.width, height: bitmap.height };
  } finally {
    bitmap.close();
  }
}
