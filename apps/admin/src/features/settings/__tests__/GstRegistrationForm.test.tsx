import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResultOf } from '@/lib/graphql/admin';
import { answerAdmin, type AdminAnswer, type SeenRequest } from '@/test/admin-api';
import { renderScreen } from '@/test/render';
import { server } from '@/test/server';
import { SettingsDocument, UpdateSettingsDocument } from '../api/settings';
import { SettingsPage } from '../components/SettingsPage';

type Saved = ResultOf<typeof UpdateSettingsDocument>;

const unregistered: Saved['updateStoreSettings'] = {
  settings: [{ key: 'COD_CHARGES', value: '49' }],
  operations: { codConfirmation: true, returnWindowDays: 7, rtoAdvance: 'KEEP', trackingUrl: null },
  taxRegistration: null,
};
const registration = {
  gstin: '29AAPFU0939F1ZR',
  legalName: 'Haat Skincare Pvt Ltd',
  address: '12 MG Road, Bengaluru 560001',
  stateName: 'Karnataka',
  stateCode: '29',
};

async function openForm(
  seen: SeenRequest[],
  answer = (): AdminAnswer<Saved> => ({
    data: { updateStoreSettings: { ...unregistered, taxRegistration: registration } },
  }),
) {
  server.use(
    answerAdmin(SettingsDocument, () => ({ data: { adminStoreSettings: unregistered } })),
    answerAdmin(UpdateSettingsDocument, answer, seen),
  );
  const view = renderScreen(<SettingsPage />, { path: '/catalogue/settings' });
  const form = await screen.findByRole('form', { name: 'GST registration' });
  return { ...view, form };
}

describe('GST registration in Store settings', () => {
  it('shows each problem under its field and sends nothing', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await openForm(seen);
    const gstin = screen.getByRole('textbox', { name: 'GSTIN' });
    await user.type(gstin, '29AAPFU0939F1ZV');
    await user.click(screen.getByRole('button', { name: 'Save GST registration' }));
    expect(gstin).toHaveAttribute('aria-invalid', 'true');
    expect(gstin).toHaveAccessibleDescription(
      expect.stringContaining('The GSTIN 29AAPFU0939F1ZV fails its check character (expected R).'),
    );
    expect(screen.getByRole('textbox', { name: 'Legal name' })).toHaveAccessibleDescription(
      'Enter the legal name.',
    );
    expect(screen.getByRole('textbox', { name: 'Registered address' })).toHaveAccessibleDescription(
      'Enter the registered address.',
    );
    expect(seen).toEqual([]);
  });

  it('names the GSTIN state as it is typed and saves the registration', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await openForm(seen);
    expect(screen.getByText(/Not registered: no tax invoices are issued/)).toBeVisible();
    const gstin = screen.getByRole('textbox', { name: 'GSTIN' });
    await user.type(gstin, '29AAPFU0939F1ZR');
    expect(gstin).toHaveAccessibleDescription('State: Karnataka (29).');
    await user.type(screen.getByRole('textbox', { name: 'Legal name' }), registration.legalName);
    await user.type(
      screen.getByRole('textbox', { name: 'Registered address' }),
      registration.address,
    );
    await user.click(screen.getByRole('button', { name: 'Save GST registration' }));
    expect(
      await screen.findByText('Registered in Karnataka: tax invoices are issued at dispatch.'),
    ).toBeVisible();
    expect(seen.map((request) => request.variables)).toEqual([
      {
        input: {
          taxRegistration: {
            gstin: '29AAPFU0939F1ZR',
            legalName: registration.legalName,
            address: registration.address,
          },
        },
      },
    ]);
  });

  it('keeps what was typed beside the server refusal', async () => {
    const seen: SeenRequest[] = [];
    const { user } = await openForm(seen, () => ({
      error: {
        code: 'FORBIDDEN',
        message: 'Your role (manager) cannot do this: it needs SETTINGS_EDIT.',
      },
    }));
    await user.type(screen.getByRole('textbox', { name: 'GSTIN' }), '29AAPFU0939F1ZR');
    await user.type(screen.getByRole('textbox', { name: 'Legal name' }), 'Haat');
    await user.type(screen.getByRole('textbox', { name: 'Registered address' }), 'Bengaluru');
    await user.click(screen.getByRole('button', { name: 'Save GST registration' }));
    expect(
      await screen.findByText('Your role (manager) cannot do this: it needs SETTINGS_EDIT.'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'GSTIN' })).toHaveValue('29AAPFU0939F1ZR');
  });
});
