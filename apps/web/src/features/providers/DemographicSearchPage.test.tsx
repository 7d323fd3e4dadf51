import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demographicsMessages as messages, demographicsTexts as texts, type FacilityLocation, type License, type PhysicianLocation, providerCalls, tinCalls } from '@wcpp/contract';
import { apiPath } from '@wcpp/contract/testing';
import { json, mockApi, type Route, shellRoutes, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { fieldLabel, renderApp, signInAs } from '../../test/render';

const license: License = { prvId: 100061, ltrLicenseType: 'Medical License', plicStateCode: 'PA', plicLicenseNbr: '4F483480', plicIssueDate: '2017-07-26', plicExpirationDate: '2029-09-22', lsrStatus: 'Active' };
const office = (id: number, name: string, primary: boolean, focuses: string[]): PhysicianLocation => ({
  poflOfcId: id, phoOfficeName: name, address: '9177 Cedar Ln, Atlanta, GA 97559', ofcDirectoryPhoneNbr: '2278563580', ofcFaxNbr: null,
  ofcEmailAddress: 'frontdesk@clinic.example', ptcTaxId: '751234501', poflAcceptWcPatientsFlag: 'Y', poflPrimaryOfficeFlag: primary ? 'Y' : 'N',
  details: focuses.map((focusShortDesc) => ({ focusShortDesc })),
});
const site = (id: number, name: string, more: Partial<FacilityLocation> = {}): FacilityLocation => ({
  poflOfcId: id, faclocDirectoryLocName: name, addressString: '1 Main St, Austin, TX 78701', faclocDirectoryPhoneNbr: null, faclocFaxNbr: null,
  faclocEmailAddress: null, flfAcceptWcPatients: 'N', flfPrimaryLocationFlag: 'N', services: [], specialties: [], focuses: [], languagues: [], ...more,
});

function serve(extra: Route[] = []) {
  return mockApi([
    ...extra,
    ...shellRoutes(userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })),
    on(tinCalls.userFtins, { userName: 'provuser1' }, () => [{ ftin: '751234501', createdDate: null }, { ftin: '751234502', createdDate: null }]),
    on(providerCalls.providerList, { tin: 751234501 }, () => [
      { prvId: 100061, prvName: 'Cook, Kimberly', prvProviderType: 'P', prvTaxId: '751234501' },
      { prvId: 100007, prvName: 'Westfield Medical Center', prvProviderType: 'H', prvTaxId: '751234501' },
      { prvId: 100008, prvName: 'Lakeside Imaging', prvProviderType: 'X', prvTaxId: '751234501' },
    ]),
    on(providerCalls.providerList, { tin: 751234502 }, () => []),
    on(providerCalls.physician, { id: 100061 }, () => ({ prvId: 100061, phyFirstName: 'Kimberly', phyMiddleName: 'J', phyLastName: 'Cook', degreeStr: 'DPT', phyDateOfBirth: '1969-06-06', phyGender: 'F', languageStr: 'English', prvNpi: '1349155463', lobString: 'WC, AUTO', prvTaxId: '751234501' })),
    on(providerCalls.physicianSpecialties, { id: 100061 }, () => [{ specDesc: 'Neurology', srrRank: 1 }]),
    on(providerCalls.physicianLocations, { id: 100061 }, () => [office(1, 'Main Office', true, ['Sports Injuries']), office(2, 'Satellite', false, [])]),
    on(providerCalls.physicianLicenses, { id: 100061 }, () => [license]),
    on(providerCalls.facility, { id: 100007 }, () => ({ prvId: 100007, faclFacilityName: 'Westfield Medical Center', faclTaxId: '751234501', prvNpi: null, fLob: 'WC', prvProviderType: 'H' })),
    on(providerCalls.facilityLocations, { id: 100007 }, () => [site(5, 'North Campus', { services: [{ fsrShortDesc: 'MRI' }], languagues: [{ lngLanguageName: 'Spanish' }] }), site(6, 'Annex')]),
    on(providerCalls.facilityLicenses, { id: 100007 }, () => [{ ...license, prvId: 100007, ltrLicenseType: 'Facility License' }]),
  ]);
}

describe('Provider Demographics (part 2 §2, §4, §8)', () => {
  it('asks for a Tax ID, then lists its providers by name with their type, or says there are none', async () => {
    serve();
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/Demographics/DemographicSearch');
    expect(await screen.findByText(messages.selectTin)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(fieldLabel(texts.selectTin)), '751234501');
    const table = await screen.findByRole('table', { name: texts.providers });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([['Cook, Kimberly (100061)', 'Physician'], ['Lakeside Imaging (100008)', 'Hospital'], ['Westfield Medical Center (100007)', 'Hospital']]);
    expect(within(table).getByRole('textbox', { name: 'Enter Provider Name' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(fieldLabel(texts.selectTin)), '751234502');
    expect(await screen.findByText(messages.noProviders)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(fieldLabel(texts.selectTin)), '');
    expect(await screen.findByText(messages.selectTin)).toBeInTheDocument();
  });

  it('tells providers of the same name apart by their id, and opens the one chosen (issue 26 §4)', async () => {
    const fetchMock = serve([
      on(providerCalls.providerList, { tin: 751234501 }, () => [
        { prvId: 100061, prvName: 'Cook, Kimberly', prvProviderType: 'P', prvTaxId: '751234501' },
        { prvId: 100062, prvName: 'Cook, Kimberly', prvProviderType: 'P', prvTaxId: '751234501' },
      ]),
      on(providerCalls.physician, { id: 100062 }, () => json({ code: 'INTERNAL', message: 'x' }, 500)),
    ]);
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/Demographics/DemographicSearch?tin=751234501');
    const table = await screen.findByRole('table', { name: texts.providers });
    expect(within(table).getAllByRole('button', { name: /^Cook, Kimberly/ }).map((b) => b.textContent)).toEqual(['Cook, Kimberly (100061)', 'Cook, Kimberly (100062)']);
    await user.click(within(table).getByRole('button', { name: 'Cook, Kimberly (100062)' }));
    // The second one is opened, not the first of that name.
    expect(await screen.findByText(messages.physician)).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x').pathname);
    expect(asked).toContain(apiPath(providerCalls.physician, { params: { id: 100062 } }));
    expect(asked).not.toContain(apiPath(providerCalls.physician, { params: { id: 100061 } }));
  });

  it("opens a physician: General Information open, the others closed; the primary office marked; an office's focus list in its dialog; Back", async () => {
    serve();
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/Demographics/DemographicSearch?tin=751234501');
    await user.click(await screen.findByRole('button', { name: 'Cook, Kimberly (100061)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Physician - Kimberly J Cook' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: texts.back })).toHaveLength(2);
    expect(screen.getByRole('button', { name: texts.generalInformation })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('6/6/1969')).toBeInTheDocument();
    expect(screen.getByText('Female')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.locations })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: texts.locations }));
    const locations = await screen.findByRole('table', { name: texts.locations });
    expect(within(locations).getByRole('tooltip')).toHaveTextContent('Primary');
    expect(within(locations).getAllByRole('button', { name: /View Details/ })).toHaveLength(1);
    await user.click(within(locations).getByRole('button', { name: 'View Details of Main Office' }));
    const dialog = await screen.findByRole('dialog', { name: 'Location:Main Office' });
    expect(within(dialog).getByRole('table', { name: texts.focuses })).toHaveTextContent('Sports Injuries');
    expect(within(dialog).queryByRole('table', { name: texts.services })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: texts.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: texts.licenses }));
    expect(await screen.findByText('4F483480')).toBeInTheDocument();
    expect(screen.getByText('9/22/2029')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: texts.back })[1]!);
    expect(await screen.findByRole('table', { name: texts.providers })).toBeInTheDocument();
  });

  it('opens a facility with a blank NPI and shows only the dialog tables that have rows', async () => {
    serve();
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/Demographics/DemographicSearch?tin=751234501');
    await user.click(await screen.findByRole('button', { name: 'Westfield Medical Center (100007)' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Facility - Westfield Medical Center' })).toBeInTheDocument();
    const npi = screen.getByText(texts.npi).nextElementSibling!;
    expect(npi.textContent).toBe('');
    await user.click(screen.getByRole('button', { name: texts.locations }));
    await user.click(await screen.findByRole('button', { name: 'View Details of North Campus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Location:North Campus' });
    expect(within(dialog).getAllByRole('table').map((t) => t.getAttribute('aria-label'))).toEqual([texts.services, texts.languagesTable]);
  });

  it('says what failed, word for word', async () => {
    serve([
      on(providerCalls.physicianLicenses, { id: 100061 }, () => json({ code: 'INTERNAL', message: 'x' }, 500)),
      on(providerCalls.facilityLocations, { id: 100007 }, () => json({ code: 'INTERNAL', message: 'Service unavailable.' }, 503)),
    ]);
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/Demographics/DemographicSearch?tin=751234501&prv=100061&type=P&name=Cook%2C%20Kimberly');
    await user.click(await screen.findByRole('button', { name: texts.licenses }));
    expect(await screen.findByText(messages.physicianLicenses)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: texts.back })[0]!);
    await user.click(await screen.findByRole('button', { name: 'Westfield Medical Center (100007)' }));
    await user.click(await screen.findByRole('button', { name: texts.locations }));
    expect(await screen.findByText(messages.facilityLocations('Service unavailable.'))).toBeInTheDocument();
  });

  it('says the physician data could not be loaded', async () => {
    serve([on(providerCalls.physician, { id: 100061 }, () => json({ code: 'FORBIDDEN', message: 'x' }, 403))]);
    signInAs('provuser1');
    renderApp('/wcpp/Demographics/DemographicSearch?tin=751234501&prv=100061&type=P&name=Cook%2C%20Kimberly');
    expect(await screen.findByText(messages.physician)).toBeInTheDocument();
    // The name in the address is only shown while the physician loads: not after it failed to.
    expect(screen.getByRole('heading', { level: 1, name: 'Physician' })).toBeInTheDocument();
  });

  it("keeps a link's words out of the heading once the provider it names does not load", async () => {
    serve([
      on(providerCalls.physician, { id: 1 }, () => json({ code: 'NOT_FOUND', message: 'Not found.' }, 404)),
      on(providerCalls.physicianSpecialties, { id: 1 }, () => []),
      on(providerCalls.physicianLocations, { id: 1 }, () => []),
      on(providerCalls.physicianLicenses, { id: 1 }, () => []),
    ]);
    signInAs('provuser1');
    const words = 'ACCOUNT SUSPENDED - call 1-900-555-0199 to verify';
    renderApp(`/wcpp/Demographics/DemographicSearch?prv=1&type=P&name=${encodeURIComponent(words)}`);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Physician$/));
    expect(document.title).not.toContain(words);
    expect(screen.queryByText(words, { exact: false })).not.toBeInTheDocument();
  });
});
