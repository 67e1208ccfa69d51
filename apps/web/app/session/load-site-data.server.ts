import { data } from 'react-router';
import { EXCLUSION_PATH, type CurrencyAmount } from '@playfront/contracts';
import type { WebRequestContext } from '../context.ts';
import { cookieValue, detectLanguage, languageCookie } from '../i18n/detect-language.ts';
import { textDirection } from '../i18n/languages.ts';
import { MESSAGES } from '../i18n/resources.ts';
import { detectInAppBrowser, IN_APP_BANNER_COOKIE } from './in-app-browser.ts';
import type { SiteData } from './site-data.ts';

function balancesOf(body: unknown): CurrencyAmount[] {
  if (typeof body !== 'object' || body === null || !('balances' in body)) return [];
  return Array.isArray(body.balances) ? (body.balances as CurrencyAmount[]) : [];
}

/** protection (decision 066): an answer of `GET /api/v1/player/exclusion` naming one in force. */
function exclusionOf(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'exclusion' in body && body.exclusion !== null;
}

/** Language, player, balance and licence for every page; sets `pf_lang` when `?lang=` chose it. */
export async function loadSiteData(request: Request, web: WebRequestContext) {
  const { language, source } = detectLanguage(request);
  const player = web.player;
  const balances =
    player === null ? [] : balancesOf((await web.api('GET', '/api/v1/payments/balances')).body);
  // protection (decision 066): whether a cool-off or self-exclusion is in force for the player.
  const excluded = player === null ? false : exclusionOf((await web.api('GET', EXCLUSION_PATH)).body);
  const site: SiteData = {
    language,
    dir: textDirection(language),
    messages: MESSAGES[language],
    player:
      player === null
        ? null
        : {
            id: player.id,
            email: player.email,
            firstName: player.firstName,
            currency: player.currency,
            excluded, // protection (decision 066)
          },
    balances,
    license: web.license,
    country: web.country,
    restricted: web.restricted,
    liveChatLicense: web.liveChatLicense,
    inApp: detectInAppBrowser(request.headers.get('user-agent')),
    inAppBannerHidden: cookieValue(request.headers.get('cookie'), IN_APP_BANNER_COOKIE) === '1',
    origin: new URL(request.url).origin,
    // consent (decision 054)
    consent: web.consent,
  };
  const secure = new URL(request.url).protocol === 'https:';
  const headers: HeadersInit = source === 'query' ? { 'Set-Cookie': languageCookie(language, secure) } : {};
  return data(site, { headers });
}
