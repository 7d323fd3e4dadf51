import { brandColors, homeMessages } from '@wcpp/contract';

/** The player window of part 1 §2: a <video controls> and a progress line, written with DOM calls. */
export interface VideoWindow {
  progress: (percent: number | null) => void;
  ready: (blobUrl: string) => void;
  fail: (message: string) => void;
}

export function openVideoWindow(title: string): VideoWindow | null {
  const win = window.open('', '_blank');
  if (!win) return null;
  const doc = win.document;
  doc.title = title;
  doc.documentElement.lang = 'en';
  const body = doc.body;
  body.style.cssText = `margin:0;padding:24px;font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;background:${brandColors.background};color:#1f1f1f`;
  const main = doc.createElement('main');
  const heading = doc.createElement('h1');
  heading.textContent = title;
  heading.style.cssText = `color:${brandColors.primary};font-size:1.4rem;margin:0 0 12px`;
  const status = doc.createElement('p');
  status.setAttribute('role', 'status');
  status.textContent = homeMessages.videoLoading;
  const video = doc.createElement('video');
  video.controls = true;
  video.style.cssText = 'display:block;width:100%;max-width:960px;background:#000';
  video.setAttribute('aria-label', title);
  main.append(heading, status, video);
  body.append(main);
  return {
    progress(percent) {
      status.textContent = percent === null ? homeMessages.videoLoading : `${homeMessages.videoLoading} ${percent}%`;
    },
    ready(blobUrl) {
      video.src = blobUrl;
      status.textContent = homeMessages.videoReady;
    },
    fail(message) {
      status.textContent = message;
    },
  };
}
