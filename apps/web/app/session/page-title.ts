import type { MetaArgs, MetaDescriptor } from 'react-router';
import type { SiteData } from './site-data.ts';
import { en, type MessageKey } from '../i18n/messages/en.ts';

/** The root loader's messages from a meta function's matches (English while they are missing). */
function messagesOf(matches: MetaArgs['matches']): SiteData['messages'] {
  const root = matches.find((match) => match.id === 'root')?.loaderData as SiteData | undefined;
  return root?.messages ?? en;
}

/** A `<title>` "Page · Playfront" in the page's language. */
export function pageTitle(key: MessageKey): (args: MetaArgs) => MetaDescriptor[] {
  return ({ matches }) => {
    const messages = messagesOf(matches);
    return [{ title: `${messages[key]} · ${messages['site.name']}` }];
  };
}

/** The home page's title and description in its language. */
export function homeMeta({ matches }: MetaArgs): MetaDescriptor[] {
  const messages = messagesOf(matches);
  return [
    { title: `${messages['site.name']}: ${messages['site.tagline']}` },
    { name: 'description', content: messages['home.lead'] },
  ];
}
