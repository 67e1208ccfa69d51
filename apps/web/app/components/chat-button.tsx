import { useChat } from '../chat/chat-context.ts';
import { useT } from '../i18n/use-t.ts';

/** Opens the live chat, or minimizes it when it is open; shows its state to tests and tools. */
export function ChatButton() {
  const t = useT();
  const chat = useChat();
  if (!chat.available) return null;
  const maximized = chat.visibility === 'maximized';
  return (
    <span
      className="chat-controls"
      data-chat-lifecycle={chat.lifecycle}
      data-chat-visibility={chat.visibility}
    >
      <button type="button" className="button button--ghost" onClick={maximized ? chat.minimize : chat.open}>
        {maximized ? t('chat.minimize') : t('chat.open')}
      </button>
      {chat.lifecycle === 'loaded' && (
        <button type="button" className="button button--ghost" onClick={chat.end}>
          {t('chat.end')}
        </button>
      )}
    </span>
  );
}
