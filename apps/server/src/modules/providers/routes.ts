import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { providerCalls, providerLookupMessages, ProviderListSchema } from '@wcpp/contract';
import { assertTinsInScope, recordInScope } from '../../plugins/scope';
import { registerEndpoints } from '../../lib/endpoints';
import { notFound } from '../../lib/errors';
import { jsonCache, sendJsonText } from '../../lib/json-cache';
import { facilityLocationsOf, licensesOf, listProviders, physicianLocationsOf, providerDetails, providerSpecialtiesOf } from './service';

/**
 * The provider calls, registered from their descriptions (packages/contract/src/providers/endpoints.ts):
 * GET /provider/list/{tin} (part 2 §7), the providers of a TIN in the caller's scope, and Provider
 * Demographics' physician and facility calls.
 */
export const providerRoutes: FastifyPluginAsync = async (app) => {
  const cachedList = jsonCache({ max: 2000, ttlMs: 60_000 });

  /**
   * The provider of a demographics call: a physician (P) for the /Phys calls, any other type for the
   * facility calls, of a TIN in the caller's scope; any other answers as one that does not exist,
   * audited (decision 077).
   */
  async function providerInScope(request: FastifyRequest, id: number, kind: 'physician' | 'facility', action: string) {
    const found = await providerDetails(app.db, id);
    const provider = found && (found.prvProviderType === 'P') === (kind === 'physician') ? found : null;
    const missing = () => notFound(kind === 'physician' ? providerLookupMessages.physicianNotFound : providerLookupMessages.facilityNotFound);
    return recordInScope(request, provider, missing, action, { prvId: id }, (p) => p.prvTaxId);
  }

  const detail = { readsTinScope: true };

  registerEndpoints(app, providerCalls, {
    providerList: async (request, reply) => {
      const { tin } = request.params;
      await assertTinsInScope(request, [tin], 'PROVIDER_LIST');
      const q = request.query;
      const filtered = Object.values(q).some((v) => v);
      // The whole list of a TIN (Provider Demographics) is the same for everyone in scope: cached a minute.
      if (!filtered) return sendJsonText(reply, await cachedList(`providers:${tin}`, ProviderListSchema, () => listProviders(app.db, tin)));
      return listProviders(app.db, tin, {
        type: q['prv-type'],
        prvId: q['prv-id'] ? Number(q['prv-id']) : undefined,
        facilityName: q['facility-nm'] || undefined,
        physicianFirstName: q['phy-first-nm'] || undefined,
        physicianLastName: q['phy-last-nm'] || undefined,
      });
    },
    physician: {
      config: detail,
      handler: async (request) => {
        const p = await providerInScope(request, request.params.id, 'physician', 'PHYSICIAN');
        await request.audit('PROVIDER_READ', String(p.prvId), { ftin: p.prvTaxId });
        return {
          prvId: p.prvId,
          phyFirstName: p.phyFirstName,
          phyMiddleName: p.phyMiddleName,
          phyLastName: p.phyLastName,
          degreeStr: p.degreeStr,
          phyDateOfBirth: p.phyDateOfBirth,
          phyGender: p.phyGender,
          languageStr: p.languageStr,
          prvNpi: p.prvNpi,
          lobString: p.lobString,
          prvTaxId: p.prvTaxId,
        };
      },
    },
    physicianSpecialties: {
      config: detail,
      handler: async (request) => providerSpecialtiesOf(app.db, (await providerInScope(request, request.params.id, 'physician', 'PHYSICIAN_SPECIALTIES')).prvId),
    },
    physicianLocations: {
      config: detail,
      handler: async (request) => {
        const p = await providerInScope(request, request.params.id, 'physician', 'PHYSICIAN_LOCATIONS');
        return physicianLocationsOf(app.db, p.prvId, p.prvTaxId);
      },
    },
    physicianLicenses: {
      config: detail,
      handler: async (request) => licensesOf(app.db, (await providerInScope(request, request.params.id, 'physician', 'PHYSICIAN_LICENSES')).prvId),
    },
    facility: {
      config: detail,
      handler: async (request) => {
        const p = await providerInScope(request, request.params.id, 'facility', 'FACILITY');
        await request.audit('PROVIDER_READ', String(p.prvId), { ftin: p.prvTaxId });
        return { prvId: p.prvId, faclFacilityName: p.faclFacilityName ?? p.prvName, faclTaxId: p.prvTaxId, prvNpi: p.prvNpi, fLob: p.lobString, prvProviderType: p.prvProviderType };
      },
    },
    facilityLocations: {
      config: detail,
      handler: async (request) => facilityLocationsOf(app.db, (await providerInScope(request, request.params.id, 'facility', 'FACILITY_LOCATIONS')).prvId),
    },
    facilityLicenses: {
      config: detail,
      handler: async (request) => licensesOf(app.db, (await providerInScope(request, request.params.id, 'facility', 'FACILITY_LICENSES')).prvId),
    },
  });
};
