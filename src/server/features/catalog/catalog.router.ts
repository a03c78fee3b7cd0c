import {
  catalogFilterQuery,
  catalogPageInput,
  catchIdInput,
  placeQueryInput,
} from '../../../shared/catch.schema';
import { publicProcedure, router } from '../../trpc/init';

/** Catalog reads are public: the signed-out landing shows catches too. */
export const catalogRouter = router({
  list: publicProcedure
    .input(catalogPageInput)
    .query(({ ctx, input }) => ctx.services.catalog.listPage(input)),
  featured: publicProcedure.query(({ ctx }) => ctx.services.catalog.listFeatured()),
  byId: publicProcedure
    .input(catchIdInput)
    .query(({ ctx, input }) => ctx.services.catalog.getCatch(input.id, ctx.user)),
  mapMarkers: publicProcedure
    .input(catalogFilterQuery)
    .query(({ ctx, input }) => ctx.services.catalog.listMapMarkers(input)),
  suggestPlaces: publicProcedure
    .input(placeQueryInput)
    .query(({ ctx, input }) => ctx.services.catalog.suggestPlaces(input.q)),
  /** Where map tiles come from (MAP_TILE_URL) and the credit they need. */
  mapSettings: publicProcedure.query(({ ctx }) => ({
    tileUrl: ctx.config.mapTileUrl,
    attribution: ctx.config.mapTileAttribution,
  })),
});
