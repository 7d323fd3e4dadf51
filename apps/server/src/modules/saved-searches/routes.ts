import type { FastifyPluginAsync } from 'fastify';
import { savedSearchCalls, savedSearchMessages } from '@wcpp/contract';
import { answer, registerEndpoints } from '../../lib/endpoints';
import { AppError, notFound } from '../../lib/errors';
import { deleteSearch, keepSearch, listSearches } from './service';

/**
 * Saved and recent searches (issue 27 §5, docs/decisions/064-saved-searches.md): always the signed-in
 * person's own (an administrator mirroring someone sees and keeps none of theirs). Keeping and deleting
 * are changes, so refused while mirroring. Criteria are the person's own input: not audited as a disclosure.
 */
export const savedSearchRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoints(app, savedSearchCalls, {
    listSearches: async (request) => listSearches(app.db, request.auth!.user.id, request.query.kind),
    saveSearch: async (request) => {
      const kept = await keepSearch(app.db, request.auth!.user.id, request.body);
      if (kept === 'full') throw new AppError(409, 'SAVED_SEARCHES_FULL', savedSearchMessages.tooMany);
      return answer(201, kept);
    },
    deleteSearch: async (request) => {
      const deleted = await deleteSearch(app.db, request.auth!.user.id, request.params.id);
      if (deleted === false) throw notFound(savedSearchMessages.notFound);
      return answer(204, null);
    },
  });
};
