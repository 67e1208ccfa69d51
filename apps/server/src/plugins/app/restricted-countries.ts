import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { countryFrom, restrictedAmong } from '../../compliance/restricted-countries.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The country the trusted CDN saw `request` come from (COUNTRY_HEADER), or null. */
    requestCountry(request: FastifyRequest): string | null;
    /**
     * The restricted country behind `request`: the `declared` one (the player's) or the request's
     * CDN country, whichever is restricted first; null when neither is.
     */
    restrictedCountry(request: FastifyRequest, declared: string | null | undefined): string | null;
  }
}

/** Decorates the app with the restricted-country rule, read from RESTRICTED_COUNTRIES and COUNTRY_HEADER. */
export default fp<{ config: Pick<Config, 'countryHeader' | 'restrictedCountries'> }>(
  (fastify, { config }, done) => {
    const requestCountry = (request: FastifyRequest) => countryFrom(request.headers[config.countryHeader]);
    fastify.decorate('requestCountry', requestCountry);
    fastify.decorate('restrictedCountry', (request: FastifyRequest, declared: string | null | undefined) =>
      restrictedAmong(config.restrictedCountries, [declared, requestCountry(request)]),
    );
    done();
  },
  { name: 'restricted-countries' },
);
