import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CustomerEmail } from '../../domain/privacy-schema';
import { eraseCustomerData, exportCustomerData } from '../api/admin';
import { TextField } from '../ui/text-field';
import { ConfirmButtons } from './confirm-buttons';
import { reasonOf } from './query-state';

const ERASED_LABELS: Record<string, string> = {
  orders: 'Bestellungen anonymisiert',
  coursePlaces: 'Kursplätze anonymisiert',
  buyers: 'Teilnehmende anonymisiert',
  withdrawals: 'Widerrufe anonymisiert',
  ratings: 'Bewertungen gelöscht',
  stockNotices: 'Benachrichtigungen gelöscht',
  mails: 'E-Mail-Kopien gelöscht',
  waitlistEntries: 'Einträge auf Wartelisten gelöscht',
};

/** /admin/datenschutz — answer a customer's GDPR request: hand over their data, or erase it. */
export function PrivacyPage() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { email: '' }, resolver: zodResolver(CustomerEmail) });
  // the address staff are asked to confirm is the one erased, whatever the field holds meanwhile
  const [confirming, setConfirming] = useState<string | null>(null);
  const [download, setDownload] = useState<{ url: string; name: string; orders: number } | null>(
    null,
  );
  // the file lives in memory until the next export or leaving the page
  useEffect(
    () => () => {
      if (download) URL.revokeObjectURL(download.url);
    },
    [download],
  );

  const exported = useMutation({
    mutationFn: exportCustomerData,
    onSuccess: (data, address) => {
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const orders = Array.isArray(data.orders) ? data.orders.length : 0;
      setDownload({
        url: URL.createObjectURL(blob),
        name: `datenauskunft-${address}.json`,
        orders,
      });
    },
  });
  const erased = useMutation({ mutationFn: eraseCustomerData });

  const runExport = handleSubmit(({ email }) => {
    erased.reset();
    exported.mutate(email);
  });
  const runErase = (email: string) => {
    // an export made before the erasure is out of date: it goes with it
    exported.reset();
    setDownload(null);
    erased.mutate(email, { onSettled: () => setConfirming(null) });
  };

  return (
    <>
      <title>Datenschutz-Anfragen – Verwaltung – Hofladen</title>
      <h1 className="h2 mb-3">Datenschutz-Anfragen</h1>
      <p className="text-body-secondary">
        Fragt jemand nach seinen Daten (Art. 15 DSGVO) oder möchte sie gelöscht haben (Art. 17
        DSGVO), gib die E-Mail-Adresse ein. Die Auskunft enthält Bestellungen, gebuchte Kursplätze,
        Cookie-Entscheidungen, Widerrufe, Bewertungen und die E-Mails des Shops an diese Person.
        Beim Löschen bleiben Bestellungen für die Buchhaltung erhalten, aber ohne E-Mail, Adresse
        und vollen Namen; Bewertungen und die Kopien der E-Mails an sie werden gelöscht.
      </p>
      <form noValidate onSubmit={runExport} className="staff-tile staff-narrow">
        <TextField
          id="datenschutz-email"
          label="E-Mail-Adresse der Person"
          type="email"
          error={errors.email?.message}
          className="mb-3"
          {...register('email', { onChange: () => setConfirming(null) })}
        />
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary" disabled={exported.isPending}>
            Daten exportieren
          </button>
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={erased.isPending}
            onClick={handleSubmit(({ email }) => setConfirming(email))}
          >
            Daten löschen …
          </button>
        </div>
        {confirming !== null && (
          <div className="alert alert-warning mt-3 mb-0" role="alert">
            <p>
              Alle Daten zu <strong>{confirming}</strong> werden gelöscht oder anonymisiert. Das
              lässt sich nicht rückgängig machen.
            </p>
            <div className="d-flex gap-2">
              <ConfirmButtons
                label="Endgültig löschen"
                onConfirm={() => runErase(confirming)}
                onCancel={() => setConfirming(null)}
              />
            </div>
          </div>
        )}
        {exported.isError && (
          <p className="text-danger mt-3 mb-0" role="alert">
            {reasonOf(exported.error)}
          </p>
        )}
        {download && exported.isSuccess && (
          <p className="mt-3 mb-0" role="status">
            Auskunft bereit (
            {download.orders === 1 ? '1 Bestellung' : `${download.orders} Bestellungen`}
            ):{' '}
            <a href={download.url} download={download.name}>
              {download.name} herunterladen
            </a>
          </p>
        )}
        {erased.isError && (
          <p className="text-danger mt-3 mb-0" role="alert">
            {reasonOf(erased.error)}
          </p>
        )}
        {erased.isSuccess && (
          <div className="mt-3 mb-0" role="status">
            <p className="mb-1">Erledigt:</p>
            <ul className="mb-0">
              {Object.entries(erased.data.erased).map(([key, value]) => (
                <li key={key}>
                  {ERASED_LABELS[key] ?? key}: {value}
                </li>
              ))}
            </ul>
          </div>
        )}
      </form>
    </>
  );
}
