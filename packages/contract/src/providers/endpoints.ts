import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ApiErrorSchema } from '../shared/answers';
import { tinParam } from '../shared/fields';
import { idParam } from '../shared/input';
import {
  FacilityLocationListSchema,
  FacilitySchema,
  LicenseListSchema,
  PhysicianLocationListSchema,
  PhysicianSchema,
  ProviderListSchema,
  SpecialtyListSchema,
} from './schemas';

/**
 * The provider calls: a TIN's providers, and Provider Demographics (part 2 §7). This module holds call
 * descriptions only: the contract exports it as `providerCalls`.
 */

const idParams = z.object({ id: idParam });
const refusals = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema } as const;

/**
 * The providers of a TIN in the caller's scope (every TIN for internal administrators). The Add TIN
 * Provider dialog narrows it with one of its options; Provider Demographics lists a TIN's providers with it.
 */
export const providerList = defineEndpoint({
  method: 'GET',
  path: '/provider/list/:tin',
  params: z.object({ tin: tinParam }),
  query: z.object({
    'prv-type': z.optional(z.enum(['P', 'F', 'A', 'H'])),
    'prv-id': z.optional(z.string().check(z.regex(/^\d{1,8}$/))),
    'facility-nm': z.optional(z.string().check(z.trim(), z.maxLength(120))),
    'phy-first-nm': z.optional(z.string().check(z.trim(), z.maxLength(40))),
    'phy-last-nm': z.optional(z.string().check(z.trim(), z.maxLength(40))),
  }),
  responses: { 200: ProviderListSchema, 400: ApiErrorSchema, 403: ApiErrorSchema },
  guard: 'signedIn',
  summary: "A TIN's providers, by name; optionally by type (P or F), provider id, facility name or physician name",
  tags: ['providers'],
});

export const physician = defineEndpoint({
  method: 'GET',
  path: '/provider/Phys/:id',
  params: idParams,
  responses: { 200: PhysicianSchema, ...refusals },
  guard: 'officeStaffOrAdmin',
  summary: "A physician's general information (Provider Demographics)",
  tags: ['providers'],
});

export const physicianSpecialties = defineEndpoint({
  method: 'GET',
  path: '/provider/Phys/Spec/:id',
  params: idParams,
  responses: { 200: SpecialtyListSchema, ...refusals },
  guard: 'officeStaffOrAdmin',
  summary: "A physician's specialties by rank",
  tags: ['providers'],
});

export const physicianLocations = defineEndpoint({
  method: 'GET',
  path: '/provider/Phys/Loc/:id',
  params: idParams,
  responses: { 200: PhysicianLocationListSchema, ...refusals },
  guard: 'officeStaffOrAdmin',
  summary: "A physician's offices, the primary first, each with its focus list",
  tags: ['providers'],
});

export const physicianLicenses = defineEndpoint({
  method: 'GET',
  path: '/provider/Phys/Lic/:id',
  params: idParams,
  responses: { 200: LicenseListSchema, ...refusals },
  guard: 'officeStaffOrAdmin',
  summary: "A physician's licenses",
  tags: ['providers'],
});

export const facility = defineEndpoint({
  method: 'GET',
  path: '/provider/facility/:id',
  params: idParams,
  responses: { 200: FacilitySchema, ...refusals },
  guard: 'officeStaffOrAdmin',
  summary: "A facility's general information (ancillaries and hospitals)",
  tags: ['providers'],
});

export const facilityLocations = defineEndpoint({
  method: 'GET',
  path: '/provider/facility/Loc/:id',
  params: idParams,
  responses: { 200: FacilityLocationListSchema, ...refusals },
  guard: 'officeStaffOrAdmin',
  summary: "A facility's locations, the primary first, with services, specialties, focuses and languages",
  tags: ['providers'],
});

export const facilityLicenses = defineEndpoint({
  method: 'GET',
  path: '/provider/Fac/Lic/:id',
  params: idParams,
  responses: { 200: LicenseListSchema, ...refusals },
  guard: 'officeStaffOrAdmin',
  summary: "A facility's licenses",
  tags: ['providers'],
});
