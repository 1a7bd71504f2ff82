// The /partner portal's calls (docs/embedding.md, "Partner portal"): the application, the own
// keys (the key is in the answer only at creation and rotation), usage and referrals.
import type {
  MyPartnerApplicationResponse,
  PartnerApplyRequest,
  PartnerKey,
  PartnerKeyCreated,
  PartnerKeysResponse,
  PartnerReferralsResponse,
  PartnerUsageResponse,
  Result,
} from '@savdo/contract';
import { mainApi } from '../api/client';

export const getApplication = () =>
  mainApi.get<MyPartnerApplicationResponse>('/partner/application');

export const apply = (body: PartnerApplyRequest) =>
  mainApi.post<MyPartnerApplicationResponse>('/partner/application', body);

export const listKeys = () => mainApi.get<PartnerKeysResponse>('/partner/keys');

export const createKey = (name: string, allowedOrigins: string[]) =>
  mainApi.post<Result<PartnerKeyCreated>>('/partner/keys', {
    name,
    allowed_origins: allowedOrigins,
  });

export const rotateKey = (id: number) =>
  mainApi.post<Result<PartnerKeyCreated>>(`/partner/keys/${id}/rotate`, {});

export const setOrigins = (id: number, allowedOrigins: string[]) =>
  mainApi.put<Result<PartnerKey>>(`/partner/keys/${id}/origins`, {
    allowed_origins: allowedOrigins,
  });

export const revokeKey = (id: number) => mainApi.delete<Result<PartnerKey>>(`/partner/keys/${id}`);

export const getUsage = () => mainApi.get<PartnerUsageResponse>('/partner/usage');

export const getReferrals = () => mainApi.get<PartnerReferralsResponse>('/partner/referrals');
