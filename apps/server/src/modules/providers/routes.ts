import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  FacilityLocationListSchema,
  FacilitySchema,
  idParam,
  LicenseListSchema,
  PhysicianLocationListSchema,
  PhysicianSchema,
  ProviderListSchema,
  SpecialtyListSchema,
} from '@wcpp/contract';
import { assertInScope } from '../../identity/tin-scope';
import { notFound } from '../../lib/errors';
import { jsonCache, sendJsonText } from '../../lib/json-cache';
import { facilityLocationsOf, licensesOf, listProviders, physicianLocationsOf, providerDetails, providerSpecialtiesOf } from './service';

const tags = ['providers'];
const idParams = z.object({ id: idParam });
const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * GET /provider/list/{tin} (part 2 §7): the providers of a TIN in the caller's scope (every TIN for
 * internal administrators). The Add TIN Provider dialog narrows it with one of its options; Provider
 * Demographics lists a TIN's providers with it.
 */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const cachedList = jsonCache({ max: 2000, ttlMs: 60_000 });
  app.get(
    '/provider/list/:tin',
    {
      preHandler: app.guard('signedIn'),
      schema: {
        tags: ['providers'],
        summary: "A TIN's providers, by name; optionally by type (P or F), provider id, facility name or physician name",
        params: z.object({ tin: z.string().regex(/^\d{9}$/) }),
        querystring: z.object({
          'prv-type': z.enum(['P', 'F', 'A', 'H']).optional(),
          'prv-id': z.string().regex(/^\d{1,8}$/).optional(),
          'facility-nm': z.string().trim().max(120).optional(),
          'phy-first-nm': z.string().trim().max(40).optional(),
          'phy-last-nm': z.string().trim().max(40).optional(),
        }),
        response: { 200: ProviderListSchema, 400: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { tin } = request.params;
      try {
        assertInScope(await request.tinScope(), [tin]);
      } catch (err) {
        await request.audit('SCOPE_REFUSED', tin, { action: 'PROVIDER_LIST' });
        throw err;
      }
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
  );

  /**
   * The provider of a demographics call: a physician (P) for the /Phys calls, any other type for the
   * facility calls (404 otherwise, as for an unknown id), of a TIN in the caller's scope (403 and an
   * audit row otherwise).
   */
  async function providerInScope(request: FastifyRequest, id: number, kind: 'physician' | 'facility', action: string) {
    const provider = await providerDetails(app.db, id);
    if (!provider || (provider.prvProviderType === 'P') !== (kind === 'physician')) throw notFound(kind === 'physician' ? 'Physician not found.' : 'Facility not found.');
    try {
      assertInScope(await request.tinScope(), [provider.prvTaxId]);
    } catch (err) {
      await request.audit('SCOPE_REFUSED', provider.prvTaxId, { action, prvId: id });
      throw err;
    }
    return provider;
  }

  const detail = { preHandler: app.guard('officeStaffOrAdmin'), config: { readsTinScope: true } };

  app.get(
    '/provider/Phys/:id',
    { ...detail, schema: { tags, summary: "A physician's general information (Provider Demographics)", params: idParams, response: { 200: PhysicianSchema, ...errors } } },
    async (request) => {
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
  );

  app.get(
    '/provider/Phys/Spec/:id',
    { ...detail, schema: { tags, summary: "A physician's specialties by rank", params: idParams, response: { 200: SpecialtyListSchema, ...errors } } },
    async (request) => providerSpecialtiesOf(app.db, (await providerInScope(request, request.params.id, 'physician', 'PHYSICIAN_SPECIALTIES')).prvId),
  );

  app.get(
    '/provider/Phys/Loc/:id',
    { ...detail, schema: { tags, summary: "A physician's offices, the primary first, each with its focus list", params: idParams, response: { 200: PhysicianLocationListSchema, ...errors } } },
    async (request) => {
      const p = await providerInScope(request, request.params.id, 'physician', 'PHYSICIAN_LOCATIONS');
      return physicianLocationsOf(app.db, p.prvId, p.prvTaxId);
    },
  );

  app.get(
    '/provider/Phys/Lic/:id',
    { ...detail, schema: { tags, summary: "A physician's licenses", params: idParams, response: { 200: LicenseListSchema, ...errors } } },
    async (request) => licensesOf(app.db, (await providerInScope(request, request.params.id, 'physician', 'PHYSICIAN_LICENSES')).prvId),
  );

  app.get(
    '/provider/facility/:id',
    { ...detail, schema: { tags, summary: "A facility's general information (ancillaries and hospitals)", params: idParams, response: { 200: FacilitySchema, ...errors } } },
    async (request) => {
      const p = await providerInScope(request, request.params.id, 'facility', 'FACILITY');
      await request.audit('PROVIDER_READ', String(p.prvId), { ftin: p.prvTaxId });
      return { prvId: p.prvId, faclFacilityName: p.faclFacilityName ?? p.prvName, faclTaxId: p.prvTaxId, prvNpi: p.prvNpi, fLob: p.lobString, prvProviderType: p.prvProviderType };
    },
  );

  app.get(
    '/provider/facility/Loc/:id',
    {
      ...detail,
      schema: { tags, summary: "A facility's locations, the primary first, with services, specialties, focuses and languages", params: idParams, response: { 200: FacilityLocationListSchema, ...errors } },
    },
    async (request) => facilityLocationsOf(app.db, (await providerInScope(request, request.params.id, 'facility', 'FACILITY_LOCATIONS')).prvId),
  );

  app.get(
    '/provider/Fac/Lic/:id',
    { ...detail, schema: { tags, summary: "A facility's licenses", params: idParams, response: { 200: LicenseListSchema, ...errors } } },
    async (request) => licensesOf(app.db, (await providerInScope(request, request.params.id, 'facility', 'FACILITY_LICENSES')).prvId),
  );
};
