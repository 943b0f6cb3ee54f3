/**
 * Indices into the 478-point face mesh (MediaPipe FaceMesh topology plus the ten iris points).
 * Contours run from the image-left end to the image-right end of a frontal face, corners
 * included, so every contour can be read as a curve over x. "Right eye" is the subject's right,
 * which appears on the left of the picture.
 */
export const MESH_POINT_COUNT = 478;

export const LIPS = {
  upperOuter: [61, 185, 40, 39, 37, 0, 267, 269, 270, 409, 291],
  lowerOuter: [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291],
  upperInner: [78, 191, 80, 81, 82, 13, 312, 311, 310, 415, 308],
  lowerInner: [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308],
} as const;

/** The lid margins of one eye, corner to corner, and the lower edge of the brow above it. */
export interface EyeContours {
  upperLid: readonly number[];
  lowerLid: readonly number[];
  browLower: readonly number[];
}

export const RIGHT_EYE: EyeContours = {
  upperLid: [33, 246, 161, 160, 159, 158, 157, 173, 133],
  lowerLid: [33, 7, 163, 144, 145, 153, 154, 155, 133],
  browLower: [35, 124, 46, 53, 52, 65],
};

export const LEFT_EYE: EyeContours = {
  upperLid: [362, 398, 384, 385, 386, 387, 388, 466, 263],
  lowerLid: [362, 382, 381, 380, 374, 373, 390, 249, 263],
  browLower: [295, 282, 283, 276, 353, 265],
};

/** The face outline, clockwise from the top of the forehead. */
export const SILHOUETTE = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136,
  172, 58, 132, 93, 234, 127, 162, 21, 54, 103, 67, 109,
] as const;

/** Where the nose meets the upper lip (subnasale). */
export const NOSE_BOTTOM = 2;
