/// <reference path="./images.d.ts" />
// Our own course illustrations (640×400) and icons (64×64), imported by every app that shows a
// course, so each image is defined once. Kept apart from courses.ts, which Node reads too.
import type { CourseSlug } from '@academy/contracts/catalogue';
import chess from './images/chess.svg';
import coding from './images/coding.svg';
import abacus from './images/abacus.svg';
import conceptualmath from './images/conceptualmath.svg';
import vedicmath from './images/vedicmath.svg';
import chessIcon from './images/icon-chess.svg';
import codingIcon from './images/icon-coding.svg';
import abacusIcon from './images/icon-abacus.svg';
import conceptualmathIcon from './images/icon-conceptualmath.svg';
import vedicmathIcon from './images/icon-vedicmath.svg';

export const COURSE_IMAGE_SIZE = { width: 640, height: 400 } as const;
export const COURSE_ICON_SIZE = { width: 64, height: 64 } as const;

export const COURSE_IMAGES: Record<CourseSlug, { image: string; icon: string }> = {
  chess: { image: chess, icon: chessIcon },
  coding: { image: coding, icon: codingIcon },
  abacus: { image: abacus, icon: abacusIcon },
  conceptualmath: { image: conceptualmath, icon: conceptualmathIcon },
  vedicmath: { image: vedicmath, icon: vedicmathIcon },
};
