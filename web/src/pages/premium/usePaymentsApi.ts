import { useMemo } from 'react';
import { createPaymentsApi, type PaymentsApi } from '../../api/paymentsApi';
import { useAppServices } from '../../services/appServices';

/** The payment calls over the app's ajax client (the premium screens and the profile's receipts). */
export function usePaymentsApi(): PaymentsApi {
  const { ajax } = useAppServices();
  return useMemo(() => createPaymentsApi(ajax), [ajax]);
}
