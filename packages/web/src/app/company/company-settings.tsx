import { type FormEvent, useEffect, useState } from 'react';
import { type CompanyProfile, companyApi } from './company-api.ts';
import { type CompanyFormValues, formValuesOf, patchOf } from './company-form-values.ts';

export const COMPANY_SETTINGS_PATH = '/settings/company';

const TEXT_FIELDS: [keyof CompanyFormValues, string, 'input' | 'textarea'][] = [
  ['name', 'Company name', 'input'],
  ['licenseNumber', 'License number', 'input'],
  ['address', 'Address', 'textarea'],
  ['phone', 'Phone', 'input'],
  ['email', 'Email', 'input'],
  ['website', 'Website', 'input'],
  ['terms', 'Terms and conditions', 'textarea'],
  ['depositPercent', 'Deposit on acceptance (%)', 'input'],
  ['paymentSchedule', 'Payment schedule (one "Label: percent" a line)', 'textarea'],
];

function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The company profile every export prints: name, logo, license, address, terms, deposit and payments. */
export function CompanySettings() {
  const [values, setValues] = useState<CompanyFormValues>(formValuesOf(undefined));
  const [logo, setLogo] = useState<CompanyProfile['logo']>();
  const [status, setStatus] = useState<{ kind: 'saved' | 'error' | 'idle'; text: string }>({
    kind: 'idle',
    text: '',
  });
  // The fields appear once the stored profile is in: typed before that, a value was overwritten by the load
  // (CI saw a name typed, then blanked, then refused as empty on Save).
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    companyApi
      .get()
      .then(({ profile }) => {
        setValues(formValuesOf(profile));
        setLogo(profile?.logo);
      })
      .catch((error: Error) => setStatus({ kind: 'error', text: error.message }))
      .finally(() => setLoaded(true));
  }, []);
  const set = (field: keyof CompanyFormValues, value: string | boolean) =>
    setValues((current) => ({ ...current, [field]: value }));
  const chooseLogo = async (file: File | undefined) => {
    if (!file) return;
    if (file.type !== 'image/png' && file.type !== 'image/jpeg') {
      setStatus({ kind: 'error', text: 'The logo must be a PNG or JPEG image.' });
      return;
    }
    setLogo({ mediaType: file.type, dataBase64: await readAsBase64(file) });
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const result = patchOf(values);
    if ('error' in result) {
      setStatus({ kind: 'error', text: result.error });
      return;
    }
    try {
      const { profile } = await companyApi.update({ ...result.patch, logo: logo ?? null });
      setValues(formValuesOf(profile));
      setStatus({ kind: 'saved', text: 'Saved. Every export now carries this profile.' });
    } catch (error) {
      setStatus({ kind: 'error', text: (error as Error).message });
    }
  };
  if (!loaded)
    return (
      <section className="company-settings" aria-busy="true">
        <h1>Company profile</h1>
        <p className="hint">Loading the company profile…</p>
      </section>
    );
  return (
    <form className="company-settings" onSubmit={save} aria-label="Company profile">
      <h1>Company profile</h1>
      <p className="hint">Printed on every proposal and export: PDF, Markdown and the XLSX Proposal sheet.</p>
      <div className="company-logo">
        {logo ? (
          <img
            className="company-logo-image"
            src={`data:${logo.mediaType};base64,${logo.dataBase64}`}
            alt="Company logo"
          />
        ) : (
          <span className="hint">No logo</span>
        )}
        <label>
          Logo (PNG or JPEG, 512 KiB at most)
          <input
            type="file"
            accept="image/png,image/jpeg"
            onChange={(event) => void chooseLogo(event.target.files?.[0])}
          />
        </label>
        {logo ? (
          <button type="button" className="link danger" onClick={() => setLogo(undefined)}>
            Remove logo
          </button>
        ) : null}
      </div>
      {TEXT_FIELDS.map(([field, label, kind]) => (
        <div key={field} className="company-field">
          <label htmlFor={`company-${field}`}>{label}</label>
          {kind === 'textarea' ? (
            <textarea
              id={`company-${field}`}
              rows={3}
              value={String(values[field])}
              onChange={(e) => set(field, e.target.value)}
            />
          ) : (
            <input
              id={`company-${field}`}
              value={String(values[field])}
              onChange={(e) => set(field, e.target.value)}
            />
          )}
        </div>
      ))}
      <label className="company-check">
        <input
          type="checkbox"
          checked={values.proposalShowsMarkups}
          onChange={(event) => set('proposalShowsMarkups', event.target.checked)}
        />
        Show overhead, profit, contingency and price sources on the client proposal (off: folded into the
        prices shown)
      </label>
      <div className="company-actions">
        <button type="submit" className="primary">
          Save
        </button>
        {status.text ? (
          <span role={status.kind === 'error' ? 'alert' : 'status'} className={`company-${status.kind}`}>
            {status.text}
          </span>
        ) : null}
      </div>
    </form>
  );
}
