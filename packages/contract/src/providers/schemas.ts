/** Providers by tax ID and their demographics (part 2 §2, §3, §7: /provider/list, /provider/Phys/…, /provider/facility/…, /provider/Fac/Lic/…). */
import * as z from 'zod/mini';

/** One provider of a TIN: P physician, A ancillary, H hospital, F facility (part 2 §3). */
export const ProviderListItemSchema = z.object({ prvId: z.int(), prvName: z.string(), prvProviderType: z.string(), prvTaxId: z.string() });
export type ProviderListItem = z.infer<typeof ProviderListItemSchema>;
export const ProviderListSchema = z.array(ProviderListItemSchema);

/** Part 2 §3: P Physician, A Ancillary, H Hospital in the tables; anything else is shown as Hospital. */
export function providerTypeName(type: string): string {
  return type === 'P' ? 'Physician' : type === 'A' ? 'Ancillary' : 'Hospital';
}

/** 'Y' or 'N', as the location flags come. */
const flag = z.enum(['Y', 'N']);

/** GET /provider/Phys/{id}. Dates are YYYY-MM-DD. */
export const PhysicianSchema = z.object({
  prvId: z.int(),
  phyFirstName: z.nullable(z.string()),
  phyMiddleName: z.nullable(z.string()),
  phyLastName: z.nullable(z.string()),
  degreeStr: z.nullable(z.string()),
  phyDateOfBirth: z.nullable(z.string()),
  phyGender: z.nullable(z.string()),
  languageStr: z.nullable(z.string()),
  prvNpi: z.nullable(z.string()),
  lobString: z.nullable(z.string()),
  prvTaxId: z.string(),
});
export type Physician = z.infer<typeof PhysicianSchema>;

/** GET /provider/Phys/Spec/{id}: by rank. */
export const SpecialtySchema = z.object({ specDesc: z.string(), srrRank: z.int() });
export const SpecialtyListSchema = z.array(SpecialtySchema);
export type Specialty = z.infer<typeof SpecialtySchema>;

/** GET /provider/Phys/Loc/{id}: the offices, each with its focus list. */
export const PhysicianLocationSchema = z.object({
  poflOfcId: z.int(),
  phoOfficeName: z.string(),
  address: z.string(),
  ofcDirectoryPhoneNbr: z.nullable(z.string()),
  ofcFaxNbr: z.nullable(z.string()),
  ofcEmailAddress: z.nullable(z.string()),
  ptcTaxId: z.string(),
  poflAcceptWcPatientsFlag: flag,
  poflPrimaryOfficeFlag: flag,
  details: z.array(z.object({ focusShortDesc: z.string() })),
});
export type PhysicianLocation = z.infer<typeof PhysicianLocationSchema>;
export const PhysicianLocationListSchema = z.array(PhysicianLocationSchema);

/** GET /provider/Phys/Lic/{id} and /provider/Fac/Lic/{id}. Dates are YYYY-MM-DD. */
export const LicenseSchema = z.object({
  prvId: z.int(),
  ltrLicenseType: z.string(),
  plicStateCode: z.string(),
  plicLicenseNbr: z.string(),
  plicIssueDate: z.nullable(z.string()),
  plicExpirationDate: z.nullable(z.string()),
  lsrStatus: z.string(),
});
export type License = z.infer<typeof LicenseSchema>;
export const LicenseListSchema = z.array(LicenseSchema);

/** GET /provider/facility/{id}. */
export const FacilitySchema = z.object({
  prvId: z.int(),
  faclFacilityName: z.string(),
  faclTaxId: z.string(),
  prvNpi: z.nullable(z.string()),
  fLob: z.nullable(z.string()),
  prvProviderType: z.string(),
});
export type Facility = z.infer<typeof FacilitySchema>;

/** GET /provider/facility/Loc/{id}: each location with what it offers ('languagues' is the spec's spelling). */
export const FacilityLocationSchema = z.object({
  poflOfcId: z.int(),
  faclocDirectoryLocName: z.string(),
  addressString: z.string(),
  faclocDirectoryPhoneNbr: z.nullable(z.string()),
  faclocFaxNbr: z.nullable(z.string()),
  faclocEmailAddress: z.nullable(z.string()),
  flfAcceptWcPatients: flag,
  flfPrimaryLocationFlag: flag,
  services: z.array(z.object({ fsrShortDesc: z.string() })),
  specialties: z.array(z.object({ specDesc: z.string() })),
  focuses: z.array(z.object({ focusShortDesc: z.string() })),
  languagues: z.array(z.object({ lngLanguageName: z.string() })),
});
export type FacilityLocation = z.infer<typeof FacilityLocationSchema>;
export const FacilityLocationListSchema = z.array(FacilityLocationSchema);
