export const homeMessages = {
  unsupportedFile: 'This file type is not supported. Only PDF documents and MP4 videos can be opened.',
  fileFailed: 'The file could not be opened. Please try again or contact Customer Service.',
  videoLoading: 'Loading video…',
  videoReady: 'Video ready.',
  popupBlocked: 'Your browser blocked the new window. Please allow pop-ups for this site and try again.',
  homeHeading: 'Home',
  frameTitle: 'Provider Portal news and documents',
} as const;
