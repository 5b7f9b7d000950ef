import type { CreateSavedStyleBody, SavedStyle, SavedStyleList, UpdateSavedStyleBody } from '@wordreel/core';
import { client, unwrap } from '../../lib/api-client.ts';

export const savedStylesQueryKey = ['saved-styles'] as const;

/** The account's saved styles (typed from the OpenAPI document); one function per call. */
export const savedStylesApi = {
  list: (): Promise<SavedStyleList> => unwrap(client.GET('/api/styles')),
  create: (body: CreateSavedStyleBody): Promise<SavedStyle> => unwrap(client.POST('/api/styles', { body })),
  update: (id: string, body: UpdateSavedStyleBody): Promise<SavedStyle> =>
    unwrap(client.PATCH('/api/styles/{id}', { params: { path: { id } }, body })),
  remove: (id: string): Promise<unknown> =>
    unwrap(client.DELETE('/api/styles/{id}', { params: { path: { id } } })),
};
