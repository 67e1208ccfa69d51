import { createContext, useContext } from 'react';

/** The chat widget's lifecycle and visibility (SPEC 4), as the site shows and drives them. */
export type ChatLifecycle = 'unknown' | 'loaded' | 'destroyed';
export type ChatVisibility = 'hidden' | 'minimized' | 'maximized';

export interface ChatControl {
  /** False when no LiveChat license is configured. */
  readonly available: boolean;
  readonly lifecycle: ChatLifecycle;
  readonly visibility: ChatVisibility;
  /** Loads the widget if needed and maximizes it. */
  readonly open: () => void;
  readonly minimize: () => void;
  /** Removes the widget from the page. */
  readonly end: () => void;
}

const NO_CHAT: ChatControl = {
  available: false,
  lifecycle: 'unknown',
  visibility: 'hidden',
  open: () => undefined,
  minimize: () => undefined,
  end: () => undefined,
};

export const ChatContext = createContext<ChatControl>(NO_CHAT);

export const useChat = (): ChatControl => useContext(ChatContext);
