import { useEffect } from 'react';
import type { UserDetails } from '@wcpp/contract';

export interface LiveChatSettings {
  name: string;
  email: string;
  phone: string;
  type: 'Sub User' | 'Admin User';
}

declare global {
  interface Window {
    liveChatSettings?: LiveChatSettings;
  }
}

/**
 * The third-party live-chat widget (part 1 §1), prefilled with the user's name, email, phone and
 * type (PRUS is a Sub User, every other type an Admin User, part 1 §3). Nothing without LIVE_CHAT_URL.
 * When the session ends (or the person or their details change), the settings and the script go: a
 * signed-out tab keeps nobody's name, address or phone for the next person at the desk.
 */
export function useLiveChat(scriptUrl: string | undefined, user: UserDetails | undefined): void {
  const name = user ? `${user.userFirstName} ${user.userLastName}` : null;
  const email = user?.emailAddr ?? '';
  const phone = user?.phoneNum ?? '';
  const type = user?.typeCd === 'PRUS' ? 'Sub User' : 'Admin User';
  useEffect(() => {
    if (!scriptUrl || name === null) return;
    window.liveChatSettings = { name, email, phone, type };
    if (!document.querySelector('script[data-live-chat]')) {
      const script = document.createElement('script');
      script.src = scriptUrl;
      script.async = true;
      script.dataset.liveChat = 'true';
      document.body.append(script);
    }
    return () => {
      delete window.liveChatSettings;
      document.querySelector('script[data-live-chat]')?.remove();
    };
  }, [scriptUrl, name, email, phone, type]);
}
