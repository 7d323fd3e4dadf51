/**
 * The document types a sent record carries (issue 48 §1): the X12 837 PWK01 report type codes, and
 * the PWK02 transmission codes, as the California DWC uses them for attachments to an electronic bill
 * (8 CCR 9792.5.1–9792.5.3; DWC Electronic Medical Billing and Payment Companion Guide, the PWK
 * segment of loop 2300 and the attachment cover sheet). One versioned table, like the CARC/RARC
 * crosswalk: a change of the list is a new version, and the screens, the receipt and the cover sheet
 * read their words from here (docs/decisions/095-attachments-store.md).
 */
export const documentTypes = {
  version: '2026-12-02',
  source: '8 CCR 9792.5.1–9792.5.3; DWC Electronic Medical Billing and Payment Companion Guide (X12 837 PWK01 report type codes)',
  codes: {
    '03': 'Report justifying treatment beyond utilization guidelines',
    '04': 'Drugs administered',
    '05': 'Treatment diagnosis',
    '06': 'Initial assessment',
    '07': 'Functional goals',
    '08': 'Plan of treatment',
    '09': 'Progress report',
    '10': 'Continued treatment',
    '11': 'Chemical analysis',
    '13': 'Certified test report',
    '15': 'Justification for admission',
    '21': 'Recovery plan',
    A3: 'Allergies or sensitivities document',
    A4: 'Autopsy report',
    AM: 'Ambulance certification',
    AS: 'Admission summary',
    B2: 'Prescription',
    B3: 'Physician order',
    B4: 'Referral form',
    BR: 'Benchmark testing results',
    BS: 'Baseline',
    BT: 'Blanket test results',
    CB: 'Chiropractic justification',
    CK: 'Consent form',
    CT: 'Certification',
    D2: 'Drug profile document',
    DA: 'Dental models',
    DB: 'Durable medical equipment prescription',
    DG: 'Diagnostic report',
    DJ: 'Discharge monitoring report',
    DS: 'Discharge summary',
    EB: 'Explanation of benefits',
    HC: 'Health certificate',
    HR: 'Health clinic records',
    I5: 'Immunization record',
    IR: 'State school immunization records',
    LA: 'Laboratory results',
    M1: 'Medical record attachment',
    MT: 'Models',
    NN: 'Nursing notes',
    OB: 'Operative note',
    OC: 'Oxygen content averaging report',
    OD: 'Orders and treatments document',
    OE: 'Objective physical examination document',
    OX: 'Oxygen therapy certification',
    OZ: 'Support data for claim',
    P4: 'Pathology report',
    P5: 'Patient medical history document',
    PE: 'Parenteral or enteral certification',
    PN: 'Physical therapy notes',
    PO: 'Prosthetics or orthotic certification',
    PQ: 'Paramedical results',
    PY: "Physician's report",
    PZ: 'Physical therapy certification',
    RB: 'Radiology films',
    RR: 'Radiology reports',
    RT: 'Report of tests and analysis report',
    RX: 'Renewable oxygen content averaging report',
    SG: 'Symptoms document',
    V5: 'Death notification',
    XP: 'Photographs',
  },
} as const;

export type DocumentTypeCode = keyof typeof documentTypes.codes;
export const documentTypeCodes = Object.keys(documentTypes.codes) as DocumentTypeCode[];
export const isDocumentTypeCode = (code: string): code is DocumentTypeCode => Object.hasOwn(documentTypes.codes, code);

/** How the records reach the payer (PWK02), from the same source and version. */
export const transmissionCodes = {
  version: documentTypes.version,
  source: documentTypes.source.replace('PWK01 report type codes', 'PWK02 report transmission codes'),
  codes: {
    AA: 'Available on request at the provider site',
    BM: 'By mail',
    EL: 'Electronically only',
    EM: 'By e-mail',
    FT: 'By file transfer',
    FX: 'By fax',
  },
} as const;

export type TransmissionCode = keyof typeof transmissionCodes.codes;
/** What the portal's own sendings are: sent electronically, through the portal. */
export const PORTAL_TRANSMISSION_CODE: TransmissionCode = 'FT';
