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
 */
export function useLiveChat(scriptUrl: string | undefined, user: UserDetails | undefined): void {
  useEffect(() => {
    if (!scriptUrl || !user) return;
    window.liveChatSettings = {
      name: `${user.userFirstName} ${user.userLastName}`,
      email: user.emailAddr ?? '',
      phone: user.phoneNum ?? '',
      type: user.typeCd === 'PRUS' ? 'Sub User' : 'Admin User',
    };
    if (document.querySelector('script[data-live-chat]')) return;
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.liveChat = 'true';
    document.body.append(script);
  }, [scriptUrl, user]);
}
