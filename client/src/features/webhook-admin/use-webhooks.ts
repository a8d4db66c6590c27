import { useMutation, useQuery } from '@apollo/client/react';
import {
  CreateWebhookEndpointDocument,
  DeleteWebhookEndpointDocument,
  RedeliverWebhookDocument,
  RotateWebhookSecretDocument,
  SendTestWebhookDocument,
  UpdateWebhookEndpointDocument,
  WebhookDeliveriesDocument,
  WebhookEndpointsDocument,
  type CreateWebhookEndpointInput,
  type UpdateWebhookEndpointInput,
  type WebhookDeliveryFieldsFragment,
  type WebhookEndpointFieldsFragment,
} from '@/generated/graphql';
import { afterWrite } from '@/lib/after-write';
import { queryState } from '@/lib/query-state';

export type WebhookEndpointRow = WebhookEndpointFieldsFragment;
export type WebhookDeliveryRow = WebhookDeliveryFieldsFragment;

/** Every endpoint, oldest first; fresh whenever the screen opens. */
export function useWebhookEndpoints() {
  const result = useQuery(WebhookEndpointsDocument, { fetchPolicy: 'cache-and-network' });
  return queryState(result, (data) => data.webhookEndpoints);
}

/** One page of an endpoint's deliveries, newest first; none asked for while no endpoint is chosen. */
export function useWebhookDeliveries(endpointId: number | null, page: number) {
  const result = useQuery(WebhookDeliveriesDocument, {
    variables: { endpointId: endpointId ?? 0, page },
    skip: endpointId === null,
    fetchPolicy: 'cache-and-network',
  });
  return queryState(result, (data) => data.webhookDeliveries);
}

export function useCreateWebhookEndpoint() {
  const [mutate] = useMutation(CreateWebhookEndpointDocument, afterWrite('WebhookEndpoint'));
  return async (input: CreateWebhookEndpointInput) => (await mutate({ variables: { input } })).data!.createWebhookEndpoint;
}

export function useUpdateWebhookEndpoint() {
  const [mutate] = useMutation(UpdateWebhookEndpointDocument, afterWrite('WebhookEndpoint'));
  return (id: number, input: UpdateWebhookEndpointInput) => mutate({ variables: { id, input } });
}

export function useDeleteWebhookEndpoint() {
  const [mutate] = useMutation(DeleteWebhookEndpointDocument, afterWrite('WebhookEndpoint'));
  return (id: number) => mutate({ variables: { id } });
}

export function useRotateWebhookSecret() {
  const [mutate] = useMutation(RotateWebhookSecretDocument, afterWrite('WebhookEndpoint'));
  return (id: number) => mutate({ variables: { id } });
}

/** Both sends add or change a row of the delivery log on screen. */
export function useRedeliverWebhook() {
  const [mutate] = useMutation(RedeliverWebhookDocument, afterWrite('WebhookDelivery'));
  return (id: number) => mutate({ variables: { id } });
}

export function useSendTestWebhook() {
  const [mutate] = useMutation(SendTestWebhookDocument, afterWrite('WebhookDelivery'));
  return (endpointId: number) => mutate({ variables: { endpointId } });
}
