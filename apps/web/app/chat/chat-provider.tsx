import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { ChatContext, type ChatControl, type ChatLifecycle, type ChatVisibility } from './chat-context.ts';

const LiveChatLoader = lazy(() => import('./live-chat-loader.tsx'));

export interface ChatProviderProps {
  readonly license: string | null;
  readonly customerName: string | undefined;
  readonly customerEmail: string | undefined;
  readonly language: string;
  readonly children: ReactNode;
}

/**
 * Live chat for the whole site. The widget mounts only when a visitor first opens it (header
 * button, cashier support); after that the site keeps its lifecycle and visibility in step.
 */
export function ChatProvider({
  license,
  customerName,
  customerEmail,
  language,
  children,
}: ChatProviderProps) {
  const [mounted, setMounted] = useState(false);
  const [lifecycle, setLifecycle] = useState<ChatLifecycle>('unknown');
  const [visibility, setVisibility] = useState<ChatVisibility>('hidden');

  const open = useCallback(() => {
    setMounted(true);
    setVisibility('maximized');
  }, []);
  const minimize = useCallback(() => {
    setVisibility('minimized');
  }, []);
  const end = useCallback(() => {
    setMounted(false);
    setVisibility('hidden');
  }, []);

  const control = useMemo<ChatControl>(
    () => ({ available: license !== null, lifecycle, visibility, open, minimize, end }),
    [license, lifecycle, visibility, open, minimize, end],
  );

  return (
    <ChatContext value={control}>
      {children}
      {license !== null && mounted && (
        <Suspense fallback={null}>
          <LiveChatLoader
            license={license}
            visibility={visibility}
            customerName={customerName}
            customerEmail={customerEmail}
            language={language}
            onLifecycle={setLifecycle}
            onVisibility={setVisibility}
          />
        </Suspense>
      )}
    </ChatContext>
  );
}
