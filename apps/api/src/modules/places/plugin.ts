import fp from 'fastify-plugin';
import { PlacesService } from './places-service.js';

declare module 'fastify' {
  interface FastifyInstance {
    places: PlacesService;
  }
}

/** Makes `app.places` available; main.ts warms its index right after listen(). */
export const placesPlugin = fp(
  async (app) => {
    app.decorate('places', new PlacesService(app.db));
  },
  { name: 'places', dependencies: ['database'] },
);
