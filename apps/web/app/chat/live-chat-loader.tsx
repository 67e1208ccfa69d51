import { useEffect } from 'react';
import { LiveChatWidget } from '@livechat/widget-react';
import type { ChatLifecycle, ChatVisibility } from './chat-context.ts';

export interface LiveChatLoaderProps {
  readonly license: string;
  readonly visibility: ChatVisibility;
  readonly customerName: string | undefined;
  readonly customerEmail: string | undefined;
  /** The page language, passed to the chat as a session variable for the agents. */
  readonly language: string;
  readonly onLifecycle: (lifecycle: ChatLifecycle) => void;
  readonly onVisibility: (visibility: ChatVisibility) => void;
}

/** The vendor widget; loaded lazily, so its code and script cost nothing until the chat opens. */
export default function LiveChatLoader({ onLifecycle, onVisibility, ...props }: LiveChatLoaderProps) {
  // Unmounting destroys the widget (widget-react does it); report that.
  useEffect(
    () => () => {
      onLifecycle('destroyed');
    },
    [onLifecycle],
  );
  return (
    <LiveChatWidget
      license={props.license}
      visibility={props.visibility}
      sessionVariables={{ language: props.language }}
      {...(props.customerName === undefined ? {} : { customerName: props.customerName })}
      {...(props.customerEmail === undefined ? {} : { customerEmail: props.customerEmail })}
      onReady={({ state }) => {
        onLifecycle('loaded');
        onVisibility(state.visibility);
      }}
      onVisibilityChanged={({ visibility }) => {
        onVisibility(visibility);
      }}
    />
  );
}
